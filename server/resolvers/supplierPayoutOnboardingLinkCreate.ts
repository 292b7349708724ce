import 'server-only';

import { eq } from 'drizzle-orm';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { publicEnv } from '@/lib/env';
import { users } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';
import { payoutOnboardingLink } from '@/server/services/payouts/connect';
import { mayConnectPayoutAccount, NOT_ALLOWED_MESSAGE } from '@/server/services/accounts/permissions';

export const supplierPayoutOnboardingLinkCreate: MutationResolvers['supplierPayoutOnboardingLinkCreate'] = async (
  _parent,
  _args,
  context,
) => {
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  if (!mayConnectPayoutAccount(member.role)) throw expectedError(ErrorCode.FORBIDDEN, NOT_ALLOWED_MESSAGE);
  const [owner] = await context.db.select({ email: users.email }).from(users).where(eq(users.id, member.userId));
  return payoutOnboardingLink(context.db, context.payments, {
    supplierId: member.supplierId,
    email: owner?.email ?? null,
    siteUrl: publicEnv.siteUrl,
  });
};
