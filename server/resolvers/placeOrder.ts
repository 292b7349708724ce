import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { idempotencyKeySchema, placeOrderInputSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { requireOrderingCompany } from '@/server/services/orders/access';
import { placeOrder as place } from '@/server/services/orders/placing';

export const placeOrder: MutationResolvers['placeOrder'] = async (_parent, args, context) => {
  const viewer = await requireViewer(context);
  const input = parseInput(placeOrderInputSchema, args.input);
  const idempotencyKey = parseInput(idempotencyKeySchema, args.idempotencyKey, { _: 'idempotencyKey' });
  const companyId = await requireOrderingCompany(context.db, viewer);
  return place(context.db, { companyId, userId: viewer.userId, input, idempotencyKey });
};
