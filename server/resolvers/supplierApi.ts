import 'server-only';

import type { MutationResolvers, QueryResolvers, Resolvers } from '@/graphql/generated/resolvers';
import { orderNumber } from '@/lib/order/number';
import {
  idSchema,
  orderDispatchSchema,
  supplierOrderFilterSchema,
  supplierOrdersPageSchema,
  supplierOrderTransitionSchema,
} from '@/lib/validation';
import { ErrorCode, expectedError, parseInput } from '@/server/errors';
import type { GraphQLContext } from '@/server/graphql/context';
import { dispatchOrder } from '@/server/services/delivery/dispatch';
import { listTrucks } from '@/server/services/delivery/fleet';
import { getSupplierOrder, listSupplierOrders } from '@/server/services/supplier-desk/supplier-orders';
import { orderHistory, supplierDrivers } from '@/server/services/supplier-desk/workspace';
import { transitionSupplierOrder } from '@/server/services/supplier-desk/transitions';
import { supplierApiCallerOf, type SupplierApiCaller } from '@/server/services/accounts/supplier-members';

import { loadsField } from './dispatch';

/**
 * The supplier API (the schema's @supplierApi fields): a supplier's own systems act on its orders
 * with one of its API keys, through the same services as the workspace, with the rights of
 * SUPPLIER_API_KEY_RIGHTS. Each input is parsed with the schema the workspace's forms use.
 */

export const SUPPLIER_API_KEY_REQUIRED_MESSAGE =
  'Send one of your supplier API keys: Authorization: Bearer bm_sk_... (Developers page of your workspace).';

/** The key's supplier; UNAUTHENTICATED without a key (a person's token included), or with a revoked one. */
async function caller(context: GraphQLContext): Promise<SupplierApiCaller> {
  const key = await context.supplier();
  if (!key) throw expectedError(ErrorCode.UNAUTHENTICATED, SUPPLIER_API_KEY_REQUIRED_MESSAGE);
  return supplierApiCallerOf(context.db, key);
}

export const supplierApiQueries: Pick<QueryResolvers, 'supplierApiOrders' | 'supplierApiOrder' | 'supplierApiFleet'> = {
  supplierApiOrders: async (_parent, args, context) => {
    const filter = parseInput(supplierOrderFilterSchema, args.filter);
    const page = parseInput(supplierOrdersPageSchema, {
      skip: args.skip ?? undefined,
      limit: args.limit ?? undefined,
    });
    return listSupplierOrders(context.db, await caller(context), filter, page);
  },
  supplierApiOrder: async (_parent, { id }, context) => {
    const orderId = parseInput(idSchema, id, { _: 'id' });
    return getSupplierOrder(context.db, await caller(context), orderId);
  },
  supplierApiFleet: async (_parent, _args, context) => {
    const key = await caller(context);
    const [trucks, drivers] = await Promise.all([
      listTrucks(context.db, key),
      key.companyId ? supplierDrivers(context.db, key.companyId) : [],
    ]);
    return { trucks, drivers };
  },
};

/** Accept, decline and schedule are the workspace's transitions, under the same rules. */
async function transition(
  context: GraphQLContext,
  input: { orderId: string; to: 'accepted' | 'declined' | 'scheduled'; reason?: string },
) {
  const parsed = parseInput(supplierOrderTransitionSchema, input);
  return transitionSupplierOrder(context.db, context.payments, await caller(context), parsed);
}

export const supplierApiMutations: Pick<
  MutationResolvers,
  'supplierApiOrderAccept' | 'supplierApiOrderDecline' | 'supplierApiOrderSchedule' | 'supplierApiOrderDispatch'
> = {
  supplierApiOrderAccept: (_parent, { orderId }, context) => transition(context, { orderId, to: 'accepted' }),
  supplierApiOrderDecline: (_parent, { orderId, reason }, context) =>
    transition(context, { orderId, to: 'declined', reason }),
  supplierApiOrderSchedule: (_parent, { orderId }, context) => transition(context, { orderId, to: 'scheduled' }),
  supplierApiOrderDispatch: async (_parent, { input }, context) =>
    dispatchOrder(context.db, await caller(context), parseInput(orderDispatchSchema, input)),
};

export const supplierApiOrderFields: NonNullable<Resolvers['SupplierApiOrder']> = {
  orderNumber: (order) => orderNumber(order.id),
  history: (order, _args, context) => orderHistory(context.db, order.id),
  ...loadsField,
};
