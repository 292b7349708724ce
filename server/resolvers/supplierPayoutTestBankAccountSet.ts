import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { payoutTestBankAccountSchema } from '@/lib/validation';
import { ErrorCode, expectedError, parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { SandboxGateway } from '@/server/payment-gateway/sandbox';
import { mayConnectPayoutAccount, NOT_ALLOWED_MESSAGE } from '@/server/services/accounts/permissions';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';

/** The sandbox's "bank details" for a supplier's simulated payouts (with Stripe they are on Stripe's pages). */
export const supplierPayoutTestBankAccountSet: MutationResolvers['supplierPayoutTestBankAccountSet'] = async (
  _parent,
  args,
  context,
) => {
  const input = parseInput(payoutTestBankAccountSchema, { accountNumber: args.accountNumber });
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  if (!mayConnectPayoutAccount(member.role)) throw expectedError(ErrorCode.FORBIDDEN, NOT_ALLOWED_MESSAGE);
  if (!(context.payments instanceof SandboxGateway)) {
    throw expectedError(
      ErrorCode.PAYMENT_GATEWAY_UNSUPPORTED,
      'Your bank details are kept in your Stripe account: change them there.',
    );
  }
  await context.payments.setPayoutBankAccount({ supplierId: member.supplierId, accountNumber: input.accountNumber });
  return true;
};
