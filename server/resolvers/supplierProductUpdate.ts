import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { idSchema } from '@/lib/validation';
import { supplierProductSchema } from '@/lib/validation/catalogue';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireCatalogueEditor, updateSupplierProduct } from '@/server/services/catalogue/supplier-catalogue';

export const supplierProductUpdate: MutationResolvers['supplierProductUpdate'] = async (
  _parent,
  { id, input },
  context,
) => {
  const productId = parseInput(idSchema, id, { _: 'id' });
  const product = parseInput(supplierProductSchema, input);
  const member = await requireCatalogueEditor(context.db, await requireViewer(context));
  return updateSupplierProduct(context.db, member, productId, product);
};
