import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { idSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { getOrder } from '@/server/services/orders/orders';

export const order: QueryResolvers['order'] = async (_parent, { id }, context) => {
  const orderId = parseInput(idSchema, id, { _: 'id' });
  const companyId = await requireOrderingCompany(context.db, await requireViewer(context));
  return getOrder(context.db, companyId, orderId);
};
