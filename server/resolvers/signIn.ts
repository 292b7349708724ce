import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { signInInputSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { setSessionHeaders } from '@/server/graphql/response-headers';
import { signIn as signInWithPassword } from '@/server/services/accounts/accounts';
import { clientAddress } from '@/server/services/rate-limits/rate-limit';

export const signIn: MutationResolvers['signIn'] = async (_parent, { input }, context) => {
  const credentials = parseInput(signInInputSchema, input);
  const { viewer, tokens } = await signInWithPassword(context.db, credentials, {
    clientAddress: clientAddress(context.request),
  });
  setSessionHeaders(context.responseHeaders, tokens);
  return { user: viewer, mainToken: tokens.mainToken };
};
