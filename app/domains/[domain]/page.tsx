import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { StorefrontView } from '@/components/storefront/StorefrontView';
import { publicEnv } from '@/lib/env';
import { domainOrigin } from '@/lib/storefront-hosts';
import { storefrontByDomain } from '@/server/http/storefront-by-domain';

/**
 * A supplier's storefront on its own domain: `proxy.ts` rewrites `/` of a verified domain here
 * (and answers this address on any other host as not found). Its canonical URL is the domain's
 * own. Made on the first visit and cached like /s/<slug>, and made again when the storefront changes.
 */

export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams(): { domain: string }[] {
  return [];
}

type Params = { params: Promise<{ domain: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const found = await storefrontByDomain((await params).domain);
  if (!found) return { title: 'Storefront not found' };
  const url = `${domainOrigin(found.domain, publicEnv.siteUrl)}/`;
  return {
    title: `${found.storefront.name}: order online`,
    description: found.storefront.description,
    alternates: { canonical: url },
    openGraph: { url, siteName: found.storefront.name, title: found.storefront.name },
  };
}

export default async function DomainStorefrontPage({ params }: Params) {
  const found = await storefrontByDomain((await params).domain);
  if (!found) notFound();
  return <StorefrontView storefront={found.storefront} marketplaceOrigin={publicEnv.siteUrl} />;
}
