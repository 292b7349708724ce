import 'server-only';

import { randomUUID } from 'node:crypto';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { paymentTypeForSetupSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requestOrigin, requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { createPaymentSetupIntent } from '@/server/services/payments/methods';

export const paymentSetupIntentCreate: MutationResolvers['paymentSetupIntentCreate'] = async (
  _parent,
  args,
  context,
) => {
  const viewer = await requireViewer(context);
  parseInput(paymentTypeForSetupSchema, args.paymentType, { _: 'paymentType' });
  const companyId = await requireOrderingCompany(context.db, viewer);
  // Each call is a new setup intent (the Payment Element mounts once per visit to the step).
  return createPaymentSetupIntent(context.db, context.payments, {
    companyId,
    idempotencyKey: randomUUID(),
    origin: requestOrigin(context),
  });
};
