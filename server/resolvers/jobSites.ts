import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { listJobSites } from '@/server/services/orders/job-sites';

export const jobSites: QueryResolvers['jobSites'] = async (_parent, _args, context) => {
  const companyId = await requireOrderingCompany(context.db, await requireViewer(context));
  return listJobSites(context.db, companyId);
};
