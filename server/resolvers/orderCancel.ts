import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { idSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { cancelOrderAndReleasePayment } from '@/server/services/payments/order-cancel';

export const orderCancel: MutationResolvers['orderCancel'] = async (_parent, { id }, context) => {
  const orderId = parseInput(idSchema, id, { _: 'id' });
  const viewer = await requireViewer(context);
  const companyId = await requireOrderingCompany(context.db, viewer);
  return cancelOrderAndReleasePayment(context.db, context.payments, { companyId, orderId, userId: viewer.userId });
};
