import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/http/api-proxy';
import { getDb } from '@/server/instance';
import { getFileStore } from '@/server/instance';
import { withDrainedBodyOnCancel } from '@/server/http/protocol';
import { handleLogoRemoval, handleLogoUpload } from '@/server/http/logo-upload';

// A supplier's storefront logo, from the workspace (server/http/logo-upload.ts). With an external API
// the upload belongs to that API, like /api/gql.
export const dynamic = 'force-dynamic';

const storage = async () => ({ db: await getDb(), files: await getFileStore() });

export function POST(request: Request): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  return handleLogoUpload(withDrainedBodyOnCancel(request), storage);
}

export function DELETE(request: Request): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  return handleLogoRemoval(request, storage);
}
