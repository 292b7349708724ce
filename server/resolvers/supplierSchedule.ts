import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { supplierScheduleQuerySchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { supplierSchedule as scheduleOf } from '@/server/services/supplier-desk/schedule';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';

export const supplierSchedule: QueryResolvers['supplierSchedule'] = async (_parent, args, context) => {
  const range = parseInput(supplierScheduleQuerySchema, args);
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  return scheduleOf(context.db, member, range);
};
