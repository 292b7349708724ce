import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { idSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { reorderOf } from '@/server/services/orders/reorder';

export const orderReorder: QueryResolvers['orderReorder'] = async (_parent, args, context) => {
  const orderId = parseInput(idSchema, args.id, { _: 'id' });
  const companyId = await requireOrderingCompany(context.db, await requireViewer(context));
  return reorderOf(context.db, companyId, orderId);
};
