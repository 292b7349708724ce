import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { requireViewer } from '@/server/graphql/context';
import { requireMarketplaceOperator } from '@/server/services/accounts/operators';
import { listCreditApplications } from '@/server/services/payments/credit-review';

export const creditApplications: QueryResolvers['creditApplications'] = async (_parent, args, context) => {
  await requireMarketplaceOperator(context.db, (await requireViewer(context)).userId);
  return listCreditApplications(context.db, args.status);
};
