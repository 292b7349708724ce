import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { ordersArgsSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/ordering/access';
import { listOrders } from '@/server/services/ordering/orders';

export const orders: QueryResolvers['orders'] = async (_parent, args, context) => {
  const page = parseInput(ordersArgsSchema, args);
  const companyId = await requireOrderingCompany(context.db, await requireViewer(context));
  return listOrders(context.db, companyId, page);
};
