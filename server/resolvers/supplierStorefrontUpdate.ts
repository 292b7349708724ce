import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { supplierStorefrontSchema } from '@/lib/validation/storefront';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { updateSupplierStorefront } from '@/server/services/storefront/storefront';

export const supplierStorefrontUpdate: MutationResolvers['supplierStorefrontUpdate'] = async (
  _parent,
  { input },
  context,
) => {
  const settings = parseInput(supplierStorefrontSchema, input);
  return updateSupplierStorefront(context.db, await requireViewer(context), settings);
};
