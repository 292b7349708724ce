import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { orderRatingSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { getOrder } from '@/server/services/orders/orders';
import { rateOrder } from '@/server/services/conversation/ratings';

export const orderRate: MutationResolvers['orderRate'] = async (_parent, { input }, context) => {
  const rating = parseInput(orderRatingSchema, input);
  const viewer = await requireViewer(context);
  const companyId = await requireOrderingCompany(context.db, viewer);
  await rateOrder(context.db, { companyId, userId: viewer.userId }, rating);
  return getOrder(context.db, companyId, rating.orderId);
};
