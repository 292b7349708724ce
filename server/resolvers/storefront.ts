import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { storefrontSlug } from '@/lib/validation/storefront';
import { findStorefront, findStorefrontApp } from '@/server/services/storefront/storefront';

// A slug that cannot be one is no storefront: null, like an unknown one.
export const storefront: QueryResolvers['storefront'] = (_parent, { slug }, { db }) => {
  const parsed = storefrontSlug.safeParse(slug);
  return parsed.success ? findStorefront(db, parsed.data) : null;
};

export const storefrontApp: QueryResolvers['storefrontApp'] = (_parent, { slug }, { db }) => {
  const parsed = storefrontSlug.safeParse(slug);
  return parsed.success ? findStorefrontApp(db, parsed.data) : null;
};
