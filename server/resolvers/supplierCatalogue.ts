import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { requireViewer } from '@/server/graphql/context';
import {
  requireCatalogueReader,
  supplierCatalogue as catalogueOf,
} from '@/server/services/catalogue/supplier-catalogue';

export const supplierCatalogue: QueryResolvers['supplierCatalogue'] = async (_parent, _args, context) => {
  const member = await requireCatalogueReader(context.db, await requireViewer(context));
  return catalogueOf(context.db, member);
};
