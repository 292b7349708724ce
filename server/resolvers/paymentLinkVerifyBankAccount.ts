import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { microDepositAmountsSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requestOrigin } from '@/server/graphql/context';
import { verifyPaymentLinkBankAccount } from '@/server/services/payments/payment-links';
import { toOrderPaymentRecord } from '@/server/services/payments/records';

/** Public: the link's payer confirms the micro-deposits of the account they entered. */
export const paymentLinkVerifyBankAccount: MutationResolvers['paymentLinkVerifyBankAccount'] = async (
  _parent,
  args,
  context,
) => {
  const amountsCents = parseInput(microDepositAmountsSchema, args.amountsCents, { _: 'amountsCents' });
  const attempt = await verifyPaymentLinkBankAccount(context.db, context.payments, {
    token: args.token,
    amountsCents,
    origin: requestOrigin(context),
  });
  return toOrderPaymentRecord(attempt, { orderVisible: false });
};
