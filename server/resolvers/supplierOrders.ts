import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { supplierOrderFilterSchema, supplierOrdersPageSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { fieldsAskedUnder } from '@/server/graphql/selection';
import { summaryShapeFor } from '@/server/services/orders/summary-shapes';
import type { SupplierOrderRecord } from '@/server/services/supplier-desk/supplier-orders';
import { listSupplierOrders, listSupplierOrderSummaries } from '@/server/services/supplier-desk/supplier-orders';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';

export const supplierOrders: QueryResolvers['supplierOrders'] = async (_parent, args, context, info) => {
  const filter = parseInput(supplierOrderFilterSchema, args.filter);
  const page = parseInput(supplierOrdersPageSchema, { skip: args.skip ?? undefined, limit: args.limit ?? undefined });
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  const shape = summaryShapeFor(
    fieldsAskedUnder(info, 'values'),
    'supplierOrders',
    fieldsAskedUnder(info, 'values', 'city'),
  );
  if (!shape) return listSupplierOrders(context.db, member, filter, page);
  // The inbox as the workspace asks for it: summaries answer every field asked of the orders.
  const list = await listSupplierOrderSummaries(context.db, member, filter, page, shape);
  return { ...list, values: list.values as SupplierOrderRecord[] };
};
