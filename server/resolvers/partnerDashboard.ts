import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { requireViewer } from '@/server/graphql/context';
import { partnerDashboard as dashboardOf, requirePartner } from '@/server/services/site/partner-dashboard';

export const partnerDashboard: QueryResolvers['partnerDashboard'] = async (_parent, _args, context) => {
  const viewer = await requireViewer(context);
  return dashboardOf(context.db, await requirePartner(context.db, viewer.userId));
};
