import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { producerSortSchema, producersInputSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { findProducers } from '@/server/services/catalogue/producers';

export const producers: QueryResolvers['producers'] = async (_parent, { input }, context) => {
  const search = parseInput(producersInputSchema, input);
  const sort = parseInput(producerSortSchema, input.sort, { _: 'sort' });
  // A saved job site belongs to the caller's company; a city needs no account.
  const companyId = search.jobSiteId ? await requireOrderingCompany(context.db, await requireViewer(context)) : null;
  return findProducers(context.db, { ...search, sort }, companyId);
};
