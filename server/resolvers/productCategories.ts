import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { listProductCategories } from '@/server/services/catalogue/suppliers';

export const productCategories: QueryResolvers['productCategories'] = (_parent, _args, { db }) =>
  listProductCategories(db);
