import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { dateBlockSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { blockDate } from '@/server/services/supplier-desk/schedule-changes';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';

export const supplierDateBlock: MutationResolvers['supplierDateBlock'] = async (_parent, args, context) => {
  const input = parseInput(dateBlockSchema, args);
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  return blockDate(context.db, member, input);
};
