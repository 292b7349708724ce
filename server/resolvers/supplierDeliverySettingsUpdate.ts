import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { supplierDeliverySettingsSchema } from '@/lib/validation/catalogue';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireCatalogueEditor, updateSupplierDeliverySettings } from '@/server/services/catalogue/supplier-catalogue';

export const supplierDeliverySettingsUpdate: MutationResolvers['supplierDeliverySettingsUpdate'] = async (
  _parent,
  { input },
  context,
) => {
  const settings = parseInput(supplierDeliverySettingsSchema, input);
  const member = await requireCatalogueEditor(context.db, await requireViewer(context));
  return updateSupplierDeliverySettings(context.db, member, settings);
};
