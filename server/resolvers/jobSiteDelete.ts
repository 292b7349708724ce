import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { idSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { deleteJobSite } from '@/server/services/orders/job-sites';

export const jobSiteDelete: MutationResolvers['jobSiteDelete'] = async (_parent, { id }, context) => {
  const siteId = parseInput(idSchema, id, { _: 'id' });
  const companyId = await requireOrderingCompany(context.db, await requireViewer(context));
  return deleteJobSite(context.db, companyId, siteId);
};
