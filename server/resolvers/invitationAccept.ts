import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { requireViewer } from '@/server/graphql/context';
import { acceptInvitation } from '@/server/services/invitations';

/** Account-level: the client sends the main token (the person's own account). */
export const invitationAccept: MutationResolvers['invitationAccept'] = async (_parent, { token }, context) => {
  const viewer = await requireViewer(context);
  return acceptInvitation(context.db, viewer.userId, token);
};
