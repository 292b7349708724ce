import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { requireViewer } from '@/server/graphql/context';
import { supplierStorefront as storefrontOfViewer } from '@/server/services/storefront/storefront';

export const supplierStorefront: QueryResolvers['supplierStorefront'] = async (_parent, _args, context) =>
  storefrontOfViewer(context.db, await requireViewer(context));
