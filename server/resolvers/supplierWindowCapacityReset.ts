import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { windowCapacityResetSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { resetWindowCapacity } from '@/server/services/ordering/schedule';
import { requireSupplierMember } from '@/server/services/ordering/supplier-orders';

export const supplierWindowCapacityReset: MutationResolvers['supplierWindowCapacityReset'] = async (
  _parent,
  args,
  context,
) => {
  const input = parseInput(windowCapacityResetSchema, args);
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  return resetWindowCapacity(context.db, member, input);
};
