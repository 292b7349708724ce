import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { idSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { setSessionHeaders } from '@/server/graphql/response-headers';
import { switchCompany } from '@/server/services/accounts/accounts';

export const companySwitch: MutationResolvers['companySwitch'] = async (_parent, { companyId }, context) => {
  const id = parseInput(idSchema, companyId, { _: 'companyId' });
  const viewer = await requireViewer(context);
  const { viewer: switched, tokens } = await switchCompany(context.db, viewer.userId, id);
  setSessionHeaders(context.responseHeaders, tokens);
  return { user: switched, mainToken: tokens.mainToken };
};
