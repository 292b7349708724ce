import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { marketingFigures as countMarketingFigures } from '@/server/services/site/marketing-figures';

export const marketingFigures: QueryResolvers['marketingFigures'] = (_parent, _args, { db }) =>
  countMarketingFigures(db);
