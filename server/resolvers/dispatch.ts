import 'server-only';

import type { MutationResolvers, QueryResolvers, Resolvers } from '@/graphql/generated/resolvers';
import {
  calendarDate,
  loadDelayInputSchema,
  loadDeliveryInputSchema,
  loadNoteInputSchema,
  loadPositionInputSchema,
  loadStepInputSchema,
  orderDispatchSchema,
  truckInputSchema,
} from '@/lib/validation';
import { createBatchLoader } from '@/server/graphql/batch-loader';
import { requireViewer, type GraphQLContext } from '@/server/graphql/context';
import { parseInput } from '@/server/errors';
import { dispatchOrder, fleetAvailability } from '@/server/services/delivery/dispatch';
import {
  advanceLoad,
  driverLoads,
  noteLoad,
  reportDelay,
  reportPosition,
} from '@/server/services/delivery/driver-steps';
import { loadsOfOrders, type OrderLoadRecord } from '@/server/services/delivery/loads';
import { listTrucks, saveTruck, setTruckActive } from '@/server/services/delivery/fleet';
import type { OrderRecord } from '@/server/services/orders/orders';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';
import { deliverLoad } from '@/server/services/delivery/proof-of-delivery';
import { signedTicketPath } from '@/server/services/delivery/tickets';
import { destinationsOf, etaOf, type Destination } from '@/server/services/delivery/tracking';
import { serverEnv } from '@/lib/env';

/**
 * Dispatch's API (server/services/delivery/dispatch.ts): the fleet, an order's loads, the
 * driver's day and steps. Each resolver parses its input with the schema the forms use.
 */

const member = async (context: GraphQLContext) => requireSupplierMember(context.db, await requireViewer(context));

export const dispatchQueries: Pick<
  QueryResolvers,
  'supplierTrucks' | 'driverDay' | 'deliveryMap' | 'supplierFleetAvailability'
> = {
  deliveryMap: () => ({ styleUrl: serverEnv().MAP_STYLE_URL ?? null }),
  supplierTrucks: async (_parent, _args, context) => listTrucks(context.db, await member(context)),
  driverDay: async (_parent, { date }, context) =>
    driverLoads(context.db, await member(context), date ? parseInput(calendarDate, date, { _: 'date' }) : null),
  supplierFleetAvailability: async (_parent, { orderId }, context) => {
    const availability = await fleetAvailability(context.db, await member(context), orderId);
    return {
      ...availability,
      bookings: availability.bookings.map((booking) => ({
        ...booking,
        from: booking.from.toISOString(),
        until: booking.until.toISOString(),
      })),
    };
  },
};

export const dispatchMutations: Pick<
  MutationResolvers,
  | 'supplierTruckSave'
  | 'supplierTruckSetActive'
  | 'supplierOrderDispatch'
  | 'loadStepReport'
  | 'loadNoteSave'
  | 'loadPositionReport'
  | 'loadDelayReport'
  | 'loadDeliver'
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
  loadDeliver: async (_parent, { input }, context) =>
    deliverLoad(context.db, await member(context), parseInput(loadDeliveryInputSchema, input)),
  loadDelayReport: async (_parent, { input }, context) =>
    reportDelay(context.db, await member(context), parseInput(loadDelayInputSchema, input)),
};

/** Per request: a list reads the loads of all its orders in one query, their destinations in one more. */
interface RequestLoaders {
  loads: (orderId: string) => Promise<OrderLoadRecord[]>;
  destination: (orderId: string) => Promise<Destination | undefined>;
}
const requestLoaders = new WeakMap<GraphQLContext, RequestLoaders>();

function loadersOf(context: GraphQLContext): RequestLoaders {
  let loaders = requestLoaders.get(context);
  if (!loaders) {
    loaders = {
      loads: createBatchLoader((ids: string[]) => loadsOfOrders(context.db, ids), []),
      destination: createBatchLoader<string, Destination | undefined>(
        (ids) => destinationsOf(context.db, ids),
        undefined,
      ),
    };
    requestLoaders.set(context, loaders);
  }
  return loaders;
}

/** An order's loads: the contractor's Order and the supplier's SupplierOrder read the same. */
export const loadsField = {
  loads: (order: Pick<OrderRecord, 'id' | 'loadCount'>, _args: unknown, context: GraphQLContext) =>
    // A list's summary counted them with the page: most orders of a list have none yet.
    order.loadCount === 0 ? [] : loadersOf(context).loads(order.id),
};

export const orderLoadFields: Pick<NonNullable<Resolvers['OrderLoad']>, 'eta' | 'ticketUrl'> = {
  ticketUrl: (load) => (load.step === 'delivered' && load.receivedBy ? signedTicketPath(load.id, 'page') : null),
  eta: async (load, _args, context) =>
    load.step === 'en_route' && load.position ? etaOf(load, await loadersOf(context).destination(load.orderId)) : null,
};
