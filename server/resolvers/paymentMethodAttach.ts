import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { paymentTypeForSetupSchema, stripePaymentMethodIdSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requestOrigin, requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { attachPaymentMethod, paymentMethodRecord } from '@/server/services/payments/methods';

export const paymentMethodAttach: MutationResolvers['paymentMethodAttach'] = async (_parent, args, context) => {
  const viewer = await requireViewer(context);
  const paymentMethodId = parseInput(stripePaymentMethodIdSchema, args.paymentMethodId, { _: 'paymentMethodId' });
  const paymentType = parseInput(paymentTypeForSetupSchema, args.paymentType, { _: 'paymentType' });
  const companyId = await requireOrderingCompany(context.db, viewer);
  const method = await attachPaymentMethod(context.db, context.payments, {
    companyId,
    paymentMethodId,
    paymentType,
    origin: requestOrigin(context),
  });
  return paymentMethodRecord(context.db, method);
};
