import { publicEnv } from '@/lib/env';
import { domainOrigin } from '@/lib/storefront-hosts';
import { storefrontByDomain } from '@/server/http/storefront-by-domain';

export const dynamic = 'force-dynamic';

/** A supplier domain's sitemap.xml: its one page, the storefront at its root. */
export async function GET(_request: Request, { params }: { params: Promise<{ domain: string }> }) {
  const found = await storefrontByDomain((await params).domain);
  if (!found) return new Response('Not found', { status: 404 });
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url>
<loc>${domainOrigin(found.domain, publicEnv.siteUrl)}/</loc>
</url>
</urlset>
`;
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
