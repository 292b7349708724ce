import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { ordersArgsSchema, ordersFilterSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { signedOrdersCsvPath } from '@/server/services/invoices/orders-export';
import { requireOrderingCompany } from '@/server/services/ordering/access';
import { listOrders } from '@/server/services/ordering/orders';

export const orders: QueryResolvers['orders'] = async (_parent, args, context) => {
  const filter = parseInput(ordersFilterSchema, args.filter);
  const page = parseInput(ordersArgsSchema, { skip: args.skip, limit: args.limit });
  const companyId = await requireOrderingCompany(context.db, await requireViewer(context));
  const list = await listOrders(context.db, companyId, filter, page);
  return { ...list, csvUrl: await signedOrdersCsvPath(companyId, filter) };
};
