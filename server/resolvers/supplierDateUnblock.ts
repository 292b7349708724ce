import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { dateUnblockSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { unblockDate } from '@/server/services/supplier-desk/schedule-changes';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';

export const supplierDateUnblock: MutationResolvers['supplierDateUnblock'] = async (_parent, args, context) => {
  const input = parseInput(dateUnblockSchema, args);
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  return unblockDate(context.db, member, input);
};
