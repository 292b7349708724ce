import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { requireViewer } from '@/server/graphql/context';
import { setSessionHeaders } from '@/server/graphql/response-headers';
import { switchCompany } from '@/server/services/accounts/accounts';
import { acceptInvitation } from '@/server/services/accounts/invitation-answers';

/** Account-level: the client sends the main token (the person's own account). */
export const invitationAccept: MutationResolvers['invitationAccept'] = async (_parent, { token }, context) => {
  const viewer = await requireViewer(context);
  const accepted = await acceptInvitation(context.db, viewer.userId, token);
  // The person now works within the company that invited them (tokens in the response headers).
  const { tokens } = await switchCompany(context.db, viewer.userId, accepted.companyId);
  setSessionHeaders(context.responseHeaders, tokens);
  return accepted;
};
