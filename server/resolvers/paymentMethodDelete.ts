import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { idSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { deletePaymentMethod } from '@/server/services/payments/methods';

export const paymentMethodDelete: MutationResolvers['paymentMethodDelete'] = async (_parent, args, context) => {
  const viewer = await requireViewer(context);
  const id = parseInput(idSchema, args.id, { _: 'id' });
  const companyId = await requireOrderingCompany(context.db, viewer);
  return deletePaymentMethod(context.db, companyId, id);
};
