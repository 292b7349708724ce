import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { serviceRegions as listServiceRegions } from '@/server/services/catalogue/regions';

export const serviceRegions: QueryResolvers['serviceRegions'] = (_parent, _args, { db }) => listServiceRegions(db);
