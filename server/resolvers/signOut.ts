import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { REFRESH_TOKEN_HEADER } from '@/server/graphql/response-headers';
import { endSession } from '@/server/services/accounts/sessions';

export const signOut: MutationResolvers['signOut'] = async (_parent, _args, { db, request }) => {
  const refreshToken = request.headers.get(REFRESH_TOKEN_HEADER);
  if (refreshToken) await endSession(db, refreshToken);
  return true;
};
