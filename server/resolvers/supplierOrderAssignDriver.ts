import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { supplierOrderDriverSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { assignDriver, requireSupplierMember } from '@/server/services/ordering/supplier-orders';

export const supplierOrderAssignDriver: MutationResolvers['supplierOrderAssignDriver'] = async (
  _parent,
  { input },
  context,
) => {
  const assignment = parseInput(supplierOrderDriverSchema, input);
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  return assignDriver(context.db, member, assignment);
};
