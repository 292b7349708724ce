import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { idSchema } from '@/lib/validation';
import { ErrorCode, expectedError, parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { mayConnectPayoutAccount, NOT_ALLOWED_MESSAGE } from '@/server/services/accounts/permissions';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';
import { payoutViewsOf } from '@/server/services/payouts/overview';
import { resendPayout } from '@/server/services/payouts/payout-sends';

/** "Send again": the owner, who fixes the bank details, resends a payout that failed at the bank. */
export const supplierPayoutResend: MutationResolvers['supplierPayoutResend'] = async (_parent, args, context) => {
  const id = parseInput(idSchema, args.id, { _: 'id' });
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  if (!mayConnectPayoutAccount(member.role)) throw expectedError(ErrorCode.FORBIDDEN, NOT_ALLOWED_MESSAGE);
  const batch = await resendPayout(context.db, context.payments, {
    supplierId: member.supplierId,
    payoutId: id,
    now: new Date(),
  });
  const [view] = await payoutViewsOf(context.db, [batch]);
  return { ...view!, mayResend: view!.resendable };
};
