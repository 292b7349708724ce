import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { ordersArgsSchema, ordersFilterSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { fieldsAskedUnder } from '@/server/graphql/selection';
import { signedOrdersCsvPath } from '@/server/services/invoices/orders-export';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { summaryShapeFor } from '@/server/services/orders/summary-shapes';
import { type OrderRecord } from '@/server/services/orders/orders';
import { listOrders, listOrderSummaries } from '@/server/services/orders/lists';

export const orders: QueryResolvers['orders'] = async (_parent, args, context, info) => {
  const filter = parseInput(ordersFilterSchema, args.filter);
  const page = parseInput(ordersArgsSchema, { skip: args.skip, limit: args.limit });
  const viewer = await requireViewer(context);
  const companyId = await requireOrderingCompany(context.db, viewer);
  // Summaries when they answer every field asked of the orders: the orders screen's own request.
  const shape = summaryShapeFor(fieldsAskedUnder(info, 'values'), 'orders', fieldsAskedUnder(info, 'values', 'city'));
  const [list, csvUrl] = await Promise.all([
    shape
      ? listOrderSummaries(context.db, companyId, viewer.userId, filter, page, shape).then((summaries) => ({
          count: summaries.count,
          values: summaries.values as OrderRecord[],
        }))
      : listOrders(context.db, companyId, filter, page),
    signedOrdersCsvPath(companyId, filter),
  ]);
  return { ...list, csvUrl };
};
