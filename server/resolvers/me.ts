import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { getViewer } from '@/server/services/accounts/accounts';

export const me: QueryResolvers['me'] = async (_parent, _args, context) => {
  const viewer = await context.viewer();
  return viewer ? getViewer(context.db, viewer.userId, viewer.companyId) : null;
};
