import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/http/api-proxy';
import { handleQualityPaperDownload } from '@/server/http/quality-papers';
import { getDb, getFileStore } from '@/server/instance';

// A quality paper behind its signed link (QualityPaper.url).
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ paperId: string }> }): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  const { paperId } = await params;
  return handleQualityPaperDownload(request, paperId, async () => ({ db: await getDb(), files: await getFileStore() }));
}
