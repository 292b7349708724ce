import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/http/api-proxy';
import { handleDisputePhotoDownload } from '@/server/http/dispute-photos';
import { getDb, getFileStore } from '@/server/instance';

// A dispute's photo behind its signed link (OrderDispute.photoUrls).
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ photoId: string }> }): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  const { photoId } = await params;
  return handleDisputePhotoDownload(request, photoId, async () => ({ db: await getDb(), files: await getFileStore() }));
}
