import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { jobSiteInputSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { createJobSite } from '@/server/services/orders/job-sites';

export const jobSiteCreate: MutationResolvers['jobSiteCreate'] = async (_parent, { input }, context) => {
  const site = parseInput(jobSiteInputSchema, input);
  const companyId = await requireOrderingCompany(context.db, await requireViewer(context));
  return createJobSite(context.db, companyId, site);
};
