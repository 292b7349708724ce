import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { orderRatingReplySchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { answerRating } from '@/server/services/conversation/ratings';
import { getSupplierOrder } from '@/server/services/supplier-desk/supplier-orders';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';

export const supplierOrderRatingReply: MutationResolvers['supplierOrderRatingReply'] = async (
  _parent,
  { input },
  context,
) => {
  const answer = parseInput(orderRatingReplySchema, input);
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  await answerRating(context.db, member, answer);
  return getSupplierOrder(context.db, member, answer.orderId);
};
