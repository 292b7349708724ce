import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { requireViewer } from '@/server/graphql/context';
import { removeTeamMember } from '@/server/services/accounts/team-members';

export const teamMemberRemove: MutationResolvers['teamMemberRemove'] = async (_parent, { userId }, context) => {
  const viewer = await requireViewer(context);
  return removeTeamMember(context.db, viewer, userId);
};
