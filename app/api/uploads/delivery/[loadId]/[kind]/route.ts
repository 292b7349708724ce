import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/http/api-proxy';
import { handleDeliveryUpload } from '@/server/http/delivery-upload';
import { getDb } from '@/server/instance';
import { getFileStore } from '@/server/instance';
import { withDrainedBodyOnCancel } from '@/server/http/protocol';

// The receiver's signature and the delivery photo, from the driver's phone. Embedded mode only,
// like /api/gql: with an external API the upload belongs to that API.
export const dynamic = 'force-dynamic';

export async function POST(
  request: Request,
  { params }: { params: Promise<{ loadId: string; kind: string }> },
): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  return handleDeliveryUpload(withDrainedBodyOnCancel(request), await params, async () => ({
    db: await getDb(),
    files: await getFileStore(),
  }));
}
