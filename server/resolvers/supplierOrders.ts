import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { supplierOrderFilterSchema, supplierOrdersPageSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { listSupplierOrders, requireSupplierMember } from '@/server/services/ordering/supplier-orders';

export const supplierOrders: QueryResolvers['supplierOrders'] = async (_parent, args, context) => {
  const filter = parseInput(supplierOrderFilterSchema, args.filter);
  const page = parseInput(supplierOrdersPageSchema, { skip: args.skip ?? undefined, limit: args.limit ?? undefined });
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  return listSupplierOrders(context.db, member, filter, page);
};
