import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { confirmPaymentLinkPayment } from '@/server/services/payments/payment-links';
import { toOrderPaymentRecord } from '@/server/services/payments/records';

/** Public: the link's payer completed 3-D Secure; the payment goes on. */
export const paymentLinkConfirmPayment: MutationResolvers['paymentLinkConfirmPayment'] = async (
  _parent,
  args,
  context,
) => {
  const attempt = await confirmPaymentLinkPayment(context.db, context.payments, { token: args.token });
  return toOrderPaymentRecord(attempt, { orderVisible: false });
};
