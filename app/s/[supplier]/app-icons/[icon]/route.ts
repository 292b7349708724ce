import { handleStorefrontAppIcon } from '@/server/http/storefront-app';
import { storefrontAppSources } from '@/server/http/storefront-app-sources';

// One icon of the storefront's app, drawn from the supplier's logo (server/http/storefront-app.ts).
// Cached by its versioned address, not by Next.js: the version is checked on each request.
export const dynamic = 'force-dynamic';

export async function GET(
  request: Request,
  { params }: { params: Promise<{ supplier: string; icon: string }> },
): Promise<Response> {
  const { supplier, icon } = await params;
  return handleStorefrontAppIcon(request, supplier, icon, storefrontAppSources());
}
