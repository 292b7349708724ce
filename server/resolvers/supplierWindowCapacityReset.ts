import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { windowCapacityResetSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { resetWindowCapacity } from '@/server/services/supplier-desk/schedule-changes';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';

export const supplierWindowCapacityReset: MutationResolvers['supplierWindowCapacityReset'] = async (
  _parent,
  args,
  context,
) => {
  const input = parseInput(windowCapacityResetSchema, args);
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  return resetWindowCapacity(context.db, member, input);
};
