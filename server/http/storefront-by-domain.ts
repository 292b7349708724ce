import 'server-only';

import { StorefrontByDomainDocument } from '@/graphql/generated/client/graphql';
import { isDomainName } from '@/lib/validation/storefront-domain';
import { serverGraphQL } from '@/server/graphql/execute';

/**
 * The storefront a verified supplier domain serves, from the `/domains/<domain>` segment the proxy
 * wrote (its page, sitemap.xml and robots.txt); null for any other segment. The segment comes from
 * the address, so anyone can send one: one that is not percent-encoded properly or is no domain
 * name is not found, never an error (the API fuzz sent "%Q…").
 */
export async function storefrontByDomain(segment: string) {
  let domain: string;
  try {
    domain = decodeURIComponent(segment);
  } catch {
    return null;
  }
  if (!isDomainName(domain)) return null;
  const storefront = (await serverGraphQL()(StorefrontByDomainDocument, { domain })).storefrontByDomain;
  return storefront && { domain, storefront };
}
