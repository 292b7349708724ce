import { handleStorefrontManifest } from '@/server/http/storefront-app';
import { storefrontAppSources } from '@/server/http/storefront-app-sources';

// The storefront's web app manifest (server/http/storefront-app.ts): read on each request, cached
// by browsers for a few minutes, so a new name or colour reaches the installed app soon.
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ supplier: string }> }): Promise<Response> {
  return handleStorefrontManifest(request, (await params).supplier, storefrontAppSources().loadBrand);
}
