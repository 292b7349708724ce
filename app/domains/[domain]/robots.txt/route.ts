import { publicEnv } from '@/lib/env';
import { domainOrigin } from '@/lib/storefront-hosts';
import { storefrontByDomain } from '@/server/http/storefront-by-domain';

export const dynamic = 'force-dynamic';

/** A supplier domain's robots.txt: the storefront may be crawled; its sitemap is the domain's own. */
export async function GET(_request: Request, { params }: { params: Promise<{ domain: string }> }) {
  const found = await storefrontByDomain((await params).domain);
  if (!found) return new Response('Not found', { status: 404 });
  const body = `User-Agent: *\nAllow: /\n\nSitemap: ${domainOrigin(found.domain, publicEnv.siteUrl)}/sitemap.xml\n`;
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
