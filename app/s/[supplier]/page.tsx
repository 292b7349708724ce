import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { StorefrontView } from '@/components/storefront/StorefrontView';
import { StorefrontDocument } from '@/graphql/generated/client/graphql';
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

async function loadStorefront(slug: string) {
  const parsed = storefrontSlug.safeParse(slug);
  if (!parsed.success) return null;
  return (await serverGraphQL()(StorefrontDocument, { slug: parsed.data })).storefront;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const storefront = await loadStorefront((await params).supplier);
  if (!storefront) return { title: 'Supplier not found' };
  return {
    title: `${storefront.name}: order online`,
    description: storefront.description,
    alternates: { canonical: `/s/${storefront.slug}` },
  };
}

/** A supplier's white-label storefront at /s/<slug> (components/storefront/StorefrontView.tsx). */
export default async function StorefrontPage({ params }: Params) {
  const storefront = await loadStorefront((await params).supplier);
  if (!storefront) notFound();
  return <StorefrontView storefront={storefront} />;
}
