import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { bankAccountSchema, idempotencyKeySchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requestOrigin, requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { createCompanyBankAccount, paymentMethodRecord } from '@/server/services/payments/methods';

export const bankAccountCreate: MutationResolvers['bankAccountCreate'] = async (_parent, args, context) => {
  const viewer = await requireViewer(context);
  const bank = parseInput(bankAccountSchema, args.input);
  const idempotencyKey = parseInput(idempotencyKeySchema, args.idempotencyKey, { _: 'idempotencyKey' });
  const companyId = await requireOrderingCompany(context.db, viewer);
  const method = await createCompanyBankAccount(context.db, context.payments, {
    companyId,
    bank,
    idempotencyKey,
    origin: requestOrigin(context),
    now: new Date(),
  });
  return paymentMethodRecord(context.db, method);
};
