import { handleStorefrontOffline } from '@/server/http/storefront-offline';
import { storefrontAppSources } from '@/server/http/storefront-app-sources';

// The page the storefront app's service worker shows when the network fails.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ supplier: string }> }): Promise<Response> {
  return handleStorefrontOffline((await params).supplier, storefrontAppSources());
}
