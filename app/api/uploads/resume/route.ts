import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/http/api-proxy';
import { getDb } from '@/server/instance';
import { getFileStore } from '@/server/instance';
import { withDrainedBodyOnCancel } from '@/server/http/protocol';
import { handleResumeUpload } from '@/server/http/resume-upload';

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
