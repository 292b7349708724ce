import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { idSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { chatParticipant, markMessagesRead, unreadMessageCount } from '@/server/services/conversation/messages';

export const orderMessagesRead: MutationResolvers['orderMessagesRead'] = async (_parent, { orderId }, context) => {
  const id = parseInput(idSchema, orderId, { _: 'orderId' });
  const viewer = await requireViewer(context);
  const participant = await chatParticipant(context.db, viewer, id);
  await markMessagesRead(context.db, participant.orderId, viewer.userId);
  return unreadMessageCount(context.db, participant.orderId, viewer.userId);
};
