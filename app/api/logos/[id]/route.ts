import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/http/api-proxy';
import { getDb } from '@/server/instance';
import { getFileStore } from '@/server/instance';
import { handleLogoDownload } from '@/server/http/logo-upload';

// An uploaded storefront logo (server/http/logo-upload.ts), public like the storefront.
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  return handleLogoDownload((await params).id, async () => ({ db: await getDb(), files: await getFileStore() }));
}
