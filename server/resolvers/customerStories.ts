import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { listCustomerStories } from '@/server/services/site/company';

export const customerStories: QueryResolvers['customerStories'] = (_parent, _args, { db }) => listCustomerStories(db);
