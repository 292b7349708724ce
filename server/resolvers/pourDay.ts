import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { idSchema, orderRequestAnswerSchema, orderRequestSchema } from '@/lib/validation';
import { createBatchLoader } from '@/server/graphql/batch-loader';
import { requireViewer, type GraphQLContext } from '@/server/graphql/context';
import { parseInput } from '@/server/errors';
import { requireOrderingCompany } from '@/server/services/orders/access';
import {
  answerOrderRequest,
  createOrderRequest,
  requestsOfOrders,
  withdrawOrderRequest,
  type OrderRequestRecord,
} from '@/server/services/delivery/pour-day';
import { releaseHoldAsContractor, releaseHoldAsSupplier } from '@/server/services/delivery/holds';
import type { OrderRecord } from '@/server/services/orders/orders';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';

/**
 * Pour-day requests' API (server/services/delivery/pour-day.ts): the contractor asks and
 * withdraws, the supplier's dispatchers answer; both release a held truck. Thin: parse with the
 * forms' schemas, call the service.
 */

async function asker(context: GraphQLContext) {
  const viewer = await requireViewer(context);
  return { companyId: await requireOrderingCompany(context.db, viewer), userId: viewer.userId };
}

const member = async (context: GraphQLContext) => requireSupplierMember(context.db, await requireViewer(context));

export const pourDayMutations: Pick<
  MutationResolvers,
  | 'orderRequestCreate'
  | 'orderRequestWithdraw'
  | 'orderHoldRelease'
  | 'supplierOrderRequestAnswer'
  | 'supplierOrderHoldRelease'
> = {
  orderRequestCreate: async (_parent, { input }, context) => {
    const request = parseInput(orderRequestSchema, input);
    return createOrderRequest(context.db, await asker(context), request);
  },
  orderRequestWithdraw: async (_parent, { requestId }, context) => {
    const id = parseInput(idSchema, requestId, { _: 'requestId' });
    return withdrawOrderRequest(context.db, await asker(context), id);
  },
  orderHoldRelease: async (_parent, { orderId }, context) => {
    const id = parseInput(idSchema, orderId, { _: 'orderId' });
    return releaseHoldAsContractor(context.db, await asker(context), id);
  },
  supplierOrderRequestAnswer: async (_parent, { input }, context) => {
    const answer = parseInput(orderRequestAnswerSchema, input);
    return answerOrderRequest(context.db, await member(context), answer, new Date(), context.payments);
  },
  supplierOrderHoldRelease: async (_parent, { orderId }, context) => {
    const id = parseInput(idSchema, orderId, { _: 'orderId' });
    return releaseHoldAsSupplier(context.db, await member(context), id);
  },
};

/** Per request: a list reads the requests of all its orders in one query. */
interface RequestLoaders {
  requests: (orderId: string) => Promise<OrderRequestRecord[]>;
}
const requestLoaders = new WeakMap<GraphQLContext, RequestLoaders>();

function loadersOf(context: GraphQLContext): RequestLoaders {
  let loaders = requestLoaders.get(context);
  if (!loaders) {
    loaders = {
      requests: createBatchLoader((ids: string[]) => requestsOfOrders(context.db, ids), []),
    };
    requestLoaders.set(context, loaders);
  }
  return loaders;
}

/** An order's requests: the contractor's Order and the supplier's SupplierOrder read the same. */
export const requestsField = {
  requests: (order: { id: string }, _args: unknown, context: GraphQLContext) => loadersOf(context).requests(order.id),
};

export const openRequestsField = {
  // Kept on the order (schema/orders.ts): a full order and a list's summary both carry it.
  openRequests: (order: Pick<OrderRecord, 'openRequests'>) => order.openRequests,
};
