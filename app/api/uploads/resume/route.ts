import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/api-proxy';
import { getDb } from '@/server/db/client';
import { getFileStore } from '@/server/files';
import { withDrainedBodyOnCancel } from '@/server/http';
import { handleResumeUpload } from '@/server/resume-upload';

// Resumes for job applications. Embedded mode only, like /api/gql: with an external API the
// upload belongs to that API.
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  return handleResumeUpload(withDrainedBodyOnCancel(request), async () => ({
    db: await getDb(),
    files: await getFileStore(),
  }));
}
