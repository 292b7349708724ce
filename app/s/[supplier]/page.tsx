import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';

import { StorefrontView } from '@/components/storefront/StorefrontView';
import { StorefrontDocument } from '@/graphql/generated/client/graphql';
import { brandColours } from '@/lib/brand-colour';
import { storefrontAppPaths, storefrontAppShortName, storefrontAppVersion } from '@/lib/storefront-app';
import { storefrontSlug } from '@/lib/validation/storefront';
import { serverGraphQL } from '@/server/graphql/execute';

// Incrementally regenerated: made on the first visit, kept, and made again when the supplier's
// catalogue or colour changes (revalidatePath in server/services/storefront/storefront.ts) or after an hour
// (its rating, the reference data).
export const revalidate = 3600;
export const dynamicParams = true;

/** None at build time: each storefront is made on its first visit, then served from the cache. */
export function generateStaticParams(): { supplier: string }[] {
  return [];
}

type Params = { params: Promise<{ supplier: string }> };

// Once per render: the metadata, the viewport and the page all read it.
const loadStorefront = cache(async (slug: string) => {
  const parsed = storefrontSlug.safeParse(slug);
  if (!parsed.success) return null;
  return (await serverGraphQL()(StorefrontDocument, { slug: parsed.data })).storefront;
});

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const storefront = await loadStorefront((await params).supplier);
  if (!storefront) return { title: 'Supplier not found' };
  const app = storefrontAppPaths(storefront.slug);
  const version = storefrontAppVersion(storefront);
  return {
    title: `${storefront.name}: order online`,
    description: storefront.description,
    alternates: { canonical: `/s/${storefront.slug}` },
    // The supplier's own app (lib/storefront-app.ts), not the marketplace's.
    manifest: app.manifest,
    icons: { icon: app.icon('icon-192.png', version), apple: app.icon('apple-touch-icon.png', version) },
    appleWebApp: { capable: true, title: storefrontAppShortName(storefront.name), statusBarStyle: 'default' },
  };
}

/** The browser's and the installed app's bars take the supplier's colour. */
export async function generateViewport({ params }: Params): Promise<Viewport> {
  const storefront = await loadStorefront((await params).supplier);
  return { themeColor: brandColours(storefront?.brandColor).background };
}

/** A supplier's white-label storefront at /s/<slug> (components/storefront/StorefrontView.tsx), with its app. */
export default async function StorefrontPage({ params }: Params) {
  const storefront = await loadStorefront((await params).supplier);
  if (!storefront) notFound();
  return <StorefrontView storefront={storefront} withApp />;
}
