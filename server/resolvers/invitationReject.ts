import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { rejectInvitation } from '@/server/services/accounts/invitation-answers';

/** The link's token is enough: no account is needed to say no. */
export const invitationReject: MutationResolvers['invitationReject'] = (_parent, { token }, context) =>
  rejectInvitation(context.db, token);
