import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { getCreditAccount } from '@/server/services/payments/credit';

export const creditAccount: QueryResolvers['creditAccount'] = async (_parent, _args, context) => {
  const companyId = await requireOrderingCompany(context.db, await requireViewer(context));
  return getCreditAccount(context.db, companyId);
};
