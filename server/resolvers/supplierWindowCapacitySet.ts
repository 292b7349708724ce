import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { windowCapacitySetSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { setWindowCapacity } from '@/server/services/supplier-desk/schedule-changes';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';

export const supplierWindowCapacitySet: MutationResolvers['supplierWindowCapacitySet'] = async (
  _parent,
  args,
  context,
) => {
  const input = parseInput(windowCapacitySetSchema, args);
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  return setWindowCapacity(context.db, member, input);
};
