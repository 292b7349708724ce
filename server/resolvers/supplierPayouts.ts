import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { ErrorCode, expectedError } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { SandboxGateway } from '@/server/payment-gateway/sandbox';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';
import { signedLedgerPath, supplierPayoutsOverview } from '@/server/services/payouts/overview';
import { mayConnectPayoutAccount, NOT_ALLOWED_MESSAGE } from '@/server/services/accounts/permissions';

export const supplierPayouts: QueryResolvers['supplierPayouts'] = async (_parent, _args, context) => {
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  if (!member.rights.mayReadPayouts) throw expectedError(ErrorCode.FORBIDDEN, NOT_ALLOWED_MESSAGE);
  const overview = await supplierPayoutsOverview(context.db, context.payments, member.supplierId, new Date());
  const mayConnect = mayConnectPayoutAccount(member.role);
  return {
    ...overview,
    // Sending a payout again follows fixing the bank details: the owner's, as connecting is.
    payouts: overview.payouts.map((payout) => ({ ...payout, mayResend: mayConnect && payout.resendable })),
    mayConnect,
    testBankAccountNumber:
      context.payments instanceof SandboxGateway ? await context.payments.payoutBankAccountOf(member.supplierId) : null,
    ledgerCsvUrl: await signedLedgerPath(member.supplierId),
  };
};
