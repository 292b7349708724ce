import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { supplierProductSchema } from '@/lib/validation/catalogue';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { createSupplierProduct, requireCatalogueEditor } from '@/server/services/catalogue/supplier-catalogue';

export const supplierProductCreate: MutationResolvers['supplierProductCreate'] = async (
  _parent,
  { input },
  context,
) => {
  const product = parseInput(supplierProductSchema, input);
  const member = await requireCatalogueEditor(context.db, await requireViewer(context));
  return createSupplierProduct(context.db, member, product);
};
