import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { requireViewer } from '@/server/graphql/context';
import { revokeInvitation } from '@/server/services/accounts/invitations';
import { parsesItsOwnIds } from '@/server/graphql/id-arguments';

export const invitationRevoke: MutationResolvers['invitationRevoke'] = async (_parent, { id }, context) => {
  const viewer = await requireViewer(context);
  return revokeInvitation(context.db, viewer, id);
};

// revokeInvitation answers a junk id as another company's invitation: NOT_FOUND, not 'Invalid'.
parsesItsOwnIds(invitationRevoke);
