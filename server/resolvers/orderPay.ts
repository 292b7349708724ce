import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { idempotencyKeySchema, orderPayInputSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { payOrder } from '@/server/services/payments/order-pay';
import { toOrderPaymentRecord } from '@/server/services/payments/records';

export const orderPay: MutationResolvers['orderPay'] = async (_parent, args, context) => {
  const viewer = await requireViewer(context);
  const input = parseInput(orderPayInputSchema, args.input);
  const idempotencyKey = parseInput(idempotencyKeySchema, args.idempotencyKey, { _: 'idempotencyKey' });
  const companyId = await requireOrderingCompany(context.db, viewer);
  const attempt = await payOrder(context.db, context.payments, { companyId, input, idempotencyKey });
  return toOrderPaymentRecord(attempt, { orderVisible: true });
};
