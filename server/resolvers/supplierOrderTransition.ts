import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { supplierOrderTransitionSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireSupplierMember, transitionSupplierOrder } from '@/server/services/ordering/supplier-orders';

export const supplierOrderTransition: MutationResolvers['supplierOrderTransition'] = async (
  _parent,
  { input },
  context,
) => {
  const transition = parseInput(supplierOrderTransitionSchema, input);
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  return transitionSupplierOrder(context.db, context.payments, member, transition);
};
