import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/http/api-proxy';
import { withDrainedBodyOnCancel } from '@/server/http/protocol';
import { handleQualityPaperUpload } from '@/server/http/quality-papers';
import { getDb, getFileStore } from '@/server/instance';

// A quality paper for one of the supplier's products, from the catalogue. Embedded mode only, like /api/gql.
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  return handleQualityPaperUpload(withDrainedBodyOnCancel(request), async () => ({
    db: await getDb(),
    files: await getFileStore(),
  }));
}
