import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { idSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { getSupplierOrder } from '@/server/services/supplier-desk/supplier-orders';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';

export const supplierOrder: QueryResolvers['supplierOrder'] = async (_parent, { id }, context) => {
  const orderId = parseInput(idSchema, id, { _: 'id' });
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  return getSupplierOrder(context.db, member, orderId);
};
