import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { supplierOrderTransitionSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { transitionSupplierOrder } from '@/server/services/supplier-desk/transitions';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';

export const supplierOrderTransition: MutationResolvers['supplierOrderTransition'] = async (
  _parent,
  { input },
  context,
) => {
  const transition = parseInput(supplierOrderTransitionSchema, input);
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  return transitionSupplierOrder(context.db, context.payments, member, transition);
};
