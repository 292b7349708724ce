import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { dateBlockSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { blockDate } from '@/server/services/ordering/schedule';
import { requireSupplierMember } from '@/server/services/ordering/supplier-orders';

export const supplierDateBlock: MutationResolvers['supplierDateBlock'] = async (_parent, args, context) => {
  const input = parseInput(dateBlockSchema, args);
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  return blockDate(context.db, member, input);
};
