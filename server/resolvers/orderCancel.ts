import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { orderCancelArgsSchema } from '@/lib/validation/order';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { cancelOrderAndReleasePayment } from '@/server/services/payments/order-cancel';

export const orderCancel: MutationResolvers['orderCancel'] = async (_parent, args, context) => {
  const { id: orderId, acceptFeeCents } = parseInput(orderCancelArgsSchema, args);
  const viewer = await requireViewer(context);
  const companyId = await requireOrderingCompany(context.db, viewer);
  return cancelOrderAndReleasePayment(context.db, context.payments, {
    companyId,
    orderId,
    userId: viewer.userId,
    acceptFeeCents: acceptFeeCents ?? null,
  });
};
