import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { idSchema, microDepositAmountsSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requestOrigin, requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { verifyCompanyBankAccount } from '@/server/services/payments/bank-verification';
import { paymentMethodRecord } from '@/server/services/payments/methods';

export const bankAccountVerify: MutationResolvers['bankAccountVerify'] = async (_parent, args, context) => {
  const viewer = await requireViewer(context);
  const id = parseInput(idSchema, args.id, { _: 'id' });
  const amountsCents = parseInput(microDepositAmountsSchema, args.amountsCents, { _: 'amountsCents' });
  const companyId = await requireOrderingCompany(context.db, viewer);
  const method = await verifyCompanyBankAccount(context.db, context.payments, {
    companyId,
    id,
    amountsCents,
    origin: requestOrigin(context),
    now: new Date(),
  });
  return paymentMethodRecord(context.db, method);
};
