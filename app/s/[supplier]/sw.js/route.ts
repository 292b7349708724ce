import { handleStorefrontServiceWorker } from '@/server/http/storefront-offline';
import { storefrontAppSources } from '@/server/http/storefront-app-sources';

// The storefront app's service worker (server/http/storefront-offline.ts).
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ supplier: string }> }): Promise<Response> {
  return handleStorefrontServiceWorker((await params).supplier, storefrontAppSources().loadBrand);
}
