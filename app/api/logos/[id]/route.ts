import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/api-proxy';
import { getDb } from '@/server/db/client';
import { getFileStore } from '@/server/files';
import { handleLogoDownload } from '@/server/logo-upload';

// An uploaded storefront logo (server/logo-upload.ts), public like the storefront.
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  return handleLogoDownload((await params).id, async () => ({ db: await getDb(), files: await getFileStore() }));
}
