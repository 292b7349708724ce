import 'server-only';

import type { MutationResolvers, QueryResolvers, SupplierStorefrontResolvers } from '@/graphql/generated/resolvers';
import { isDomainName, normalDomain, supplierDomainSchema } from '@/lib/validation/storefront-domain';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import {
  addSupplierDomain,
  domainSettingsOf,
  findStorefrontByDomain,
  removeSupplierDomain,
  supplierDomainOfSlug,
  verifySupplierDomain,
} from '@/server/services/storefront/domains';

/**
 * A supplier's own domain (server/services/storefront/domains.ts): the workspace adds, verifies
 * and removes it; the domain's pages ask which storefront it serves.
 */

export const supplierDomainQueries: Pick<QueryResolvers, 'storefrontByDomain'> = {
  // A name that cannot be a domain serves nothing: null, like an unknown one.
  storefrontByDomain: async (_parent, { domain }, { db }) => {
    const name = normalDomain(domain);
    if (!isDomainName(name)) return null;
    return findStorefrontByDomain(db, name);
  },
};

export const supplierDomainMutations: Pick<
  MutationResolvers,
  'supplierDomainAdd' | 'supplierDomainVerify' | 'supplierDomainRemove'
> = {
  supplierDomainAdd: async (_parent, { input }, context) => {
    const parsed = parseInput(supplierDomainSchema, input);
    return domainSettingsOf(await addSupplierDomain(context.db, await requireViewer(context), parsed));
  },
  supplierDomainVerify: async (_parent, _args, context) =>
    domainSettingsOf(await verifySupplierDomain(context.db, await requireViewer(context))),
  supplierDomainRemove: async (_parent, _args, context) => {
    await removeSupplierDomain(context.db, await requireViewer(context));
    return true;
  },
};

export const supplierStorefrontDomain: Pick<SupplierStorefrontResolvers, 'domain'> = {
  domain: async (settings, _args, { db }) => {
    const record = await supplierDomainOfSlug(db, settings.slug);
    return record && domainSettingsOf(record);
  },
};
