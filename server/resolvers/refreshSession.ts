import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { REFRESH_TOKEN_HEADER, setSessionHeaders } from '@/server/graphql/response-headers';
import { refreshSession as refresh } from '@/server/services/accounts/accounts';

export const refreshSession: MutationResolvers['refreshSession'] = async (_parent, _args, context) => {
  const { viewer, tokens } = await refresh(context.db, context.request.headers.get(REFRESH_TOKEN_HEADER));
  setSessionHeaders(context.responseHeaders, tokens);
  return { user: viewer, mainToken: tokens.mainToken };
};
