import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { supplierServiceAreasSchema } from '@/lib/validation/catalogue';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireCatalogueEditor, setSupplierServiceAreas } from '@/server/services/catalogue/supplier-catalogue';

export const supplierServiceAreasSet: MutationResolvers['supplierServiceAreasSet'] = async (
  _parent,
  { input },
  context,
) => {
  const areas = parseInput(supplierServiceAreasSchema, input);
  const member = await requireCatalogueEditor(context.db, await requireViewer(context));
  return setSupplierServiceAreas(context.db, member, areas);
};
