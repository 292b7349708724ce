import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/http/api-proxy';
import { handleJobSitePapersDownload } from '@/server/http/quality-papers';
import { getDb, getFileStore } from '@/server/instance';

// A job site's quality papers as one ZIP, behind its signed link (JobSite.qualityPapersUrl).
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ jobSiteId: string }> }): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  const { jobSiteId } = await params;
  return handleJobSitePapersDownload(request, jobSiteId, async () => ({
    db: await getDb(),
    files: await getFileStore(),
  }));
}
