import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { cardPaymentMethodSchema, idempotencyKeySchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requestOrigin, requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { createCardPaymentMethod, paymentMethodRecord } from '@/server/services/payments/methods';

export const cardPaymentMethodCreate: MutationResolvers['cardPaymentMethodCreate'] = async (_parent, args, context) => {
  const viewer = await requireViewer(context);
  const card = parseInput(cardPaymentMethodSchema, args.input);
  const idempotencyKey = parseInput(idempotencyKeySchema, args.idempotencyKey, { _: 'idempotencyKey' });
  const companyId = await requireOrderingCompany(context.db, viewer);
  const method = await createCardPaymentMethod(context.db, context.payments, {
    companyId,
    card,
    idempotencyKey,
    origin: requestOrigin(context),
  });
  return paymentMethodRecord(context.db, method);
};
