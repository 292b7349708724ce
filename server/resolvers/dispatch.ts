import 'server-only';

import type { MutationResolvers, QueryResolvers, Resolvers } from '@/graphql/generated/resolvers';
import {
  calendarDate,
  loadNoteInputSchema,
  loadPositionInputSchema,
  loadStepInputSchema,
  orderDispatchSchema,
  truckInputSchema,
} from '@/lib/validation';
import { createBatchLoader } from '@/server/graphql/batch-loader';
import { requireViewer, type GraphQLContext } from '@/server/graphql/context';
import { parseInput } from '@/server/errors';
import {
  advanceLoad,
  dispatchOrder,
  driverLoads,
  listTrucks,
  loadsOfOrders,
  noteLoad,
  reportPosition,
  saveTruck,
  setTruckActive,
  type OrderLoadRecord,
} from '@/server/services/ordering/dispatch';
import { requireSupplierMember } from '@/server/services/ordering/supplier-orders';

/**
 * Dispatch's API (server/services/ordering/dispatch.ts): the fleet, an order's loads, the
 * driver's day and steps. Each resolver parses its input with the schema the forms use.
 */

const member = async (context: GraphQLContext) => requireSupplierMember(context.db, await requireViewer(context));

export const dispatchQueries: Pick<QueryResolvers, 'supplierTrucks' | 'driverDay'> = {
  supplierTrucks: async (_parent, _args, context) => listTrucks(context.db, await member(context)),
  driverDay: async (_parent, { date }, context) =>
    driverLoads(context.db, await member(context), date ? parseInput(calendarDate, date, { _: 'date' }) : null),
};

export const dispatchMutations: Pick<
  MutationResolvers,
  | 'supplierTruckSave'
  | 'supplierTruckSetActive'
  | 'supplierOrderDispatch'
  | 'loadStepReport'
  | 'loadNoteSave'
  | 'loadPositionReport'
> = {
  supplierTruckSave: async (_parent, { input }, context) =>
    saveTruck(context.db, await member(context), parseInput(truckInputSchema, input)),
  supplierTruckSetActive: async (_parent, { id, active }, context) =>
    setTruckActive(context.db, await member(context), id, active),
  supplierOrderDispatch: async (_parent, { input }, context) =>
    dispatchOrder(context.db, await member(context), parseInput(orderDispatchSchema, input)),
  loadStepReport: async (_parent, { input }, context) =>
    advanceLoad(context.db, await member(context), parseInput(loadStepInputSchema, input)),
  loadNoteSave: async (_parent, { input }, context) =>
    noteLoad(context.db, await member(context), parseInput(loadNoteInputSchema, input)),
  loadPositionReport: async (_parent, { input }, context) =>
    reportPosition(context.db, await member(context), parseInput(loadPositionInputSchema, input)),
};

/** Per request: an inbox page reads the loads of all its orders in one query. */
const loadLoaders = new WeakMap<GraphQLContext, (orderId: string) => Promise<OrderLoadRecord[]>>();

export const loadsField: Pick<NonNullable<Resolvers['SupplierOrder']>, 'loads'> = {
  loads: (order, _args, context) => {
    let load = loadLoaders.get(context);
    if (!load) {
      load = createBatchLoader((ids: string[]) => loadsOfOrders(context.db, ids), []);
      loadLoaders.set(context, load);
    }
    return load(order.id);
  },
};
