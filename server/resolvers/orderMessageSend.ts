import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { orderMessageSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { sendMessage } from '@/server/services/conversation/messages';

export const orderMessageSend: MutationResolvers['orderMessageSend'] = async (_parent, { input }, context) => {
  const message = parseInput(orderMessageSchema, input);
  return sendMessage(context.db, await requireViewer(context), message);
};
