import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { idempotencyKeySchema, paymentLinkPayInputSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requestOrigin } from '@/server/graphql/context';
import { payPaymentLink } from '@/server/services/payments/payment-links';
import { toOrderPaymentRecord } from '@/server/services/payments/records';

/** Public: the link's payer is a guest; the answer does not show them the order. */
export const paymentLinkPay: MutationResolvers['paymentLinkPay'] = async (_parent, args, context) => {
  const input = parseInput(paymentLinkPayInputSchema, args.input);
  const idempotencyKey = parseInput(idempotencyKeySchema, args.idempotencyKey, { _: 'idempotencyKey' });
  const attempt = await payPaymentLink(context.db, context.payments, {
    token: args.token,
    input,
    idempotencyKey,
    origin: requestOrigin(context),
  });
  return toOrderPaymentRecord(attempt, { orderVisible: false });
};
