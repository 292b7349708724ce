import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { passwordChangeSchema } from '@/lib/validation/account-settings';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { setSessionHeaders } from '@/server/graphql/response-headers';
import { changePassword } from '@/server/services/accounts/account-settings';

export const accountPasswordChange: MutationResolvers['accountPasswordChange'] = async (_parent, args, context) => {
  const viewer = await requireViewer(context);
  const input = parseInput(passwordChangeSchema, args.input);
  const { viewer: changed, tokens } = await changePassword(context.db, viewer, input);
  // This session goes on with new tokens; every other one has ended.
  setSessionHeaders(context.responseHeaders, tokens);
  return { user: changed, mainToken: tokens.mainToken };
};
