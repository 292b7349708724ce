import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { invitationByToken } from '@/server/services/accounts/invitation-answers';

/** Public: the link's token is the right to see its invitation. */
export const invitation: QueryResolvers['invitation'] = (_parent, { token }, context) =>
  invitationByToken(context.db, token);
