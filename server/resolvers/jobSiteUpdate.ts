import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { idSchema, jobSiteInputSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { updateJobSite } from '@/server/services/orders/job-sites';

export const jobSiteUpdate: MutationResolvers['jobSiteUpdate'] = async (_parent, { id, input }, context) => {
  const siteId = parseInput(idSchema, id, { _: 'id' });
  const site = parseInput(jobSiteInputSchema, input);
  const companyId = await requireOrderingCompany(context.db, await requireViewer(context));
  return updateJobSite(context.db, companyId, siteId, site);
};
