import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { requireViewer } from '@/server/graphql/context';
import { getTeam } from '@/server/services/accounts/team';

export const team: QueryResolvers['team'] = async (_parent, _args, context) => {
  const viewer = await requireViewer(context);
  return getTeam(context.db, viewer);
};
