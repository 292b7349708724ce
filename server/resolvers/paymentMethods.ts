import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { listPaymentMethods } from '@/server/services/payments/methods';

export const paymentMethods: QueryResolvers['paymentMethods'] = async (_parent, _args, context) => {
  const companyId = await requireOrderingCompany(context.db, await requireViewer(context));
  return listPaymentMethods(context.db, companyId);
};
