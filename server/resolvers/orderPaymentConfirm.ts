import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { idSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { confirmOrderPayment } from '@/server/services/payments/order-pay';
import { toOrderPaymentRecord } from '@/server/services/payments/records';

export const orderPaymentConfirm: MutationResolvers['orderPaymentConfirm'] = async (_parent, args, context) => {
  const viewer = await requireViewer(context);
  const orderId = parseInput(idSchema, args.orderId, { _: 'orderId' });
  const companyId = await requireOrderingCompany(context.db, viewer);
  const attempt = await confirmOrderPayment(context.db, context.payments, { companyId, orderId });
  return toOrderPaymentRecord(attempt, { orderVisible: true });
};
