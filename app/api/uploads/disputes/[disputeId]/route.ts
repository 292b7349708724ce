import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/http/api-proxy';
import { handleDisputePhotoUpload } from '@/server/http/dispute-photos';
import { withDrainedBodyOnCancel } from '@/server/http/protocol';
import { getDb, getFileStore } from '@/server/instance';

// A dispute's photos, from the contractor's order page. Embedded mode only, like /api/gql.
export const dynamic = 'force-dynamic';

export async function POST(
  request: Request,
  { params }: { params: Promise<{ disputeId: string }> },
): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  const { disputeId } = await params;
  return handleDisputePhotoUpload(withDrainedBodyOnCancel(request), disputeId, async () => ({
    db: await getDb(),
    files: await getFileStore(),
  }));
}
