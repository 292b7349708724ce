import 'server-only';

import { and, asc, eq, gt, inArray, isNull, lt, ne, not, or } from 'drizzle-orm';

import { TRUCK_SPACING_MINUTES } from '@/lib/constants';
import {
  busyMessage,
  LOAD_ON_SITE_MINUTES,
  LOAD_TRIP_MINUTES,
  loadOccupancy,
  overlaps,
  plannedLoadTimes,
  type Occupancy,
} from '@/lib/order/load-times';
import { orderNumber } from '@/lib/order/number';
import { DISPATCH_LIMITS, type LoadStep } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { orderLoads, orders, trucks, users } from '@/server/db/schema';
import { ErrorCode, expectedError, type FieldErrors } from '@/server/errors';

/**
 * A truck and a driver carry one load at a time, across all the supplier's orders: a load holds
 * both from leaving the yard until back from the site (lib/order/load-times.ts). Planning locks
 * the rows of the trucks and drivers it books (after the order's row, trucks then drivers, each
 * by id, so two planners never wait on each other in a circle), then reads what holds them: of two
 * planners booking one truck at once, the second reads the first's loads once it commits, and is
 * refused. A lock rather than an exclusion constraint: a load's times follow its order's start
 * and spacing, which a pour-day request changes, so they are not columns a constraint could hold.
 */

/** Orders whose loads hold trucks: from accepted (loads are planned) to delivered and closed. */
const BOOKING_STATUSES = ['accepted', 'scheduled', 'dispatched', 'delivered', 'completed'] as const;

const MINUTE_MS = 60_000;
const TRIP_MS = LOAD_TRIP_MINUTES * MINUTE_MS;

/**
 * An order's last planned load is back at most this long after the order's start (the most loads
 * at the widest spacing, then on site and the drive back): orders that started earlier cannot hold
 * a truck in a later span with a planned load.
 */
const LONGEST_ORDER_MS =
  (DISPATCH_LIMITS.loadsMax * Math.max(...TRUCK_SPACING_MINUTES) + LOAD_ON_SITE_MINUTES + LOAD_TRIP_MINUTES) *
  MINUTE_MS;

/** A load holding a truck and a driver, from leaving the yard until back. */
export interface FleetBookingRecord {
  loadId: string;
  orderId: string;
  orderNumber: string;
  sequence: number;
  step: LoadStep;
  truckId: string | null;
  driverUserId: string | null;
  from: Date;
  until: Date;
}

/** Locks the trucks' and drivers' rows until the transaction ends (see above for the order). */
export async function lockFleet(tx: Database, truckIds: Iterable<string>, driverUserIds: Iterable<string>) {
  const truckList = [...new Set(truckIds)].sort();
  const driverList = [...new Set(driverUserIds)].sort();
  // NO KEY UPDATE: exclusive among planners, yet loads still insert against these rows (their keys).
  if (truckList.length > 0) {
    await tx
      .select({ id: trucks.id })
      .from(trucks)
      .where(inArray(trucks.id, truckList))
      .orderBy(asc(trucks.id))
      .for('no key update');
  }
  if (driverList.length > 0) {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, driverList))
      .orderBy(asc(users.id))
      .for('no key update');
  }
}

/**
 * The loads of the supplier's orders that hold one of these trucks or drivers during `span`
 * (those of `planning`'s planned loads left out: the plan replaces them), soonest first.
 */
export async function fleetBookings(
  db: Database,
  supplierId: string,
  filter: {
    /** Absent with driverUserIds too: every truck and driver of the supplier. */
    truckIds?: readonly string[];
    driverUserIds?: readonly string[];
    span: Occupancy;
    planning?: string;
  },
  now: Date,
): Promise<FleetBookingRecord[]> {
  const { truckIds, driverUserIds, span } = filter;
  const anyOf = truckIds !== undefined || driverUserIds !== undefined;
  if (anyOf && !truckIds?.length && !driverUserIds?.length) return [];
  const rows = await db
    .select({
      loadId: orderLoads.id,
      orderId: orderLoads.orderId,
      sequence: orderLoads.sequence,
      step: orderLoads.step,
      loadedAt: orderLoads.loadedAt,
      deliveredAt: orderLoads.deliveredAt,
      truckId: orderLoads.truckId,
      driverUserId: orderLoads.driverUserId,
      deliveryStartsAt: orders.deliveryStartsAt,
      minutesBetweenTrucks: orders.minutesBetweenTrucks,
    })
    .from(orderLoads)
    .innerJoin(orders, eq(orders.id, orderLoads.orderId))
    .where(
      and(
        eq(orders.supplierId, supplierId),
        inArray(orders.status, [...BOOKING_STATUSES]),
        anyOf
          ? or(
              truckIds?.length ? inArray(orderLoads.truckId, [...truckIds]) : undefined,
              driverUserIds?.length ? inArray(orderLoads.driverUserId, [...driverUserIds]) : undefined,
            )
          : undefined,
        filter.planning
          ? not(and(eq(orderLoads.orderId, filter.planning), eq(orderLoads.step, 'planned'))!)
          : undefined,
        or(
          // Planned: by the order's start (a load leaves a trip before it is due).
          and(
            eq(orderLoads.step, 'planned'),
            lt(orders.deliveryStartsAt, new Date(span.until.getTime() + TRIP_MS)),
            gt(orders.deliveryStartsAt, new Date(span.from.getTime() - LONGEST_ORDER_MS)),
          ),
          // Left the yard: by when it did, and came back if delivered.
          and(
            ne(orderLoads.step, 'planned'),
            lt(orderLoads.loadedAt, span.until),
            or(isNull(orderLoads.deliveredAt), gt(orderLoads.deliveredAt, new Date(span.from.getTime() - TRIP_MS))),
          ),
        ),
      ),
    )
    .orderBy(asc(orders.deliveryStartsAt), asc(orderLoads.sequence));
  return rows
    .map((row) => ({
      loadId: row.loadId,
      orderId: row.orderId,
      orderNumber: orderNumber(row.orderId),
      sequence: row.sequence,
      step: row.step,
      truckId: row.truckId,
      driverUserId: row.driverUserId,
      ...loadOccupancy(plannedLoadTimes(row, row.sequence), row, now),
    }))
    .filter((booking) => overlaps(booking, span));
}

/** A load the dispatcher plans: its place among the order's loads, its truck and driver. */
export interface PlannedLoad {
  sequence: number;
  truckId: string;
  driverUserId: string;
}

/**
 * Refuses a plan that books a truck or a driver twice: against every other load of the supplier
 * (and this order's loads under way), and among the plan's own loads. Inside the plan's
 * transaction, after the order's row lock. TRUCK_OR_DRIVER_BUSY names each refused field.
 */
export async function refuseDoubleBooking(
  tx: Database,
  order: PlanningOrder,
  loads: readonly PlannedLoad[],
  names: FleetNames,
  now: Date,
): Promise<void> {
  const fields = await doubleBookings(tx, order, loads, names, now);
  const first = Object.values(fields)[0];
  if (first) throw expectedError(ErrorCode.TRUCK_OR_DRIVER_BUSY, first, { fields });
}

type PlanningOrder = {
  id: string;
  supplierId: string;
  deliveryStartsAt: string;
  minutesBetweenTrucks: number;
  timeZone: string;
};
type FleetNames = { truck: (id: string) => string; driver: (userId: string) => string };

/** What `refuseDoubleBooking` refuses: each field of a load whose truck or driver is held, with why. */
async function doubleBookings(
  tx: Database,
  order: PlanningOrder,
  loads: readonly PlannedLoad[],
  names: FleetNames,
  now: Date,
): Promise<FieldErrors> {
  if (loads.length === 0) return {};
  const planned = loads.map((load) => {
    const times = plannedLoadTimes(order, load.sequence);
    return { ...load, from: times.leavesAt, until: times.backAt };
  });
  const span = {
    from: new Date(Math.min(...planned.map((load) => load.from.getTime()))),
    until: new Date(Math.max(...planned.map((load) => load.until.getTime()))),
  };
  const truckIds = planned.map((load) => load.truckId);
  const driverUserIds = planned.map((load) => load.driverUserId);
  await lockFleet(tx, truckIds, driverUserIds);
  const booked = await fleetBookings(tx, order.supplierId, { truckIds, driverUserIds, span, planning: order.id }, now);
  const fields: FieldErrors = {};
  planned.forEach((load, index) => {
    // Earlier loads of this plan hold trucks and drivers like any other booking.
    const before = planned.slice(0, index).map((other) => ({
      ...other,
      orderId: order.id,
      orderNumber: orderNumber(order.id),
    }));
    const holding = [...booked, ...before].filter((other) => overlaps(other, load));
    const truckHeld = holding.find((other) => other.truckId === load.truckId);
    const driverHeld = holding.find((other) => other.driverUserId === load.driverUserId);
    if (truckHeld) {
      fields[`loads.${index}.truckId`] = busyMessage(
        'truck',
        names.truck(load.truckId),
        truckHeld,
        order.id,
        order.timeZone,
      );
    }
    if (driverHeld) {
      fields[`loads.${index}.driverUserId`] = busyMessage(
        'driver',
        names.driver(load.driverUserId),
        driverHeld,
        order.id,
        order.timeZone,
      );
    }
  });
  return fields;
}

/**
 * Why an order whose loads are planned cannot move to new times (another spacing between trucks,
 * another window): the first truck or driver of its plan that is busy then, in words; null when
 * all are free. The plan was checked at the old times, and a truck carries one load at a time.
 * Inside the change's transaction, after the order's row lock (it locks the trucks and drivers).
 */
export async function planConflictAt(
  tx: Database,
  order: { id: string; supplierId: string; timeZone: string },
  times: { deliveryStartsAt: string; minutesBetweenTrucks: number },
  now: Date,
): Promise<string | null> {
  const planned = await tx
    .select({
      sequence: orderLoads.sequence,
      truckId: orderLoads.truckId,
      driverUserId: orderLoads.driverUserId,
      truckName: trucks.name,
      driverName: users.fullName,
    })
    .from(orderLoads)
    .leftJoin(trucks, eq(trucks.id, orderLoads.truckId))
    .leftJoin(users, eq(users.id, orderLoads.driverUserId))
    .where(and(eq(orderLoads.orderId, order.id), eq(orderLoads.step, 'planned')))
    .orderBy(asc(orderLoads.sequence));
  const loads = planned.flatMap((load) =>
    load.truckId && load.driverUserId
      ? [{ sequence: load.sequence, truckId: load.truckId, driverUserId: load.driverUserId }]
      : [],
  );
  const truckName = new Map(planned.map((load) => [load.truckId, load.truckName]));
  const driverName = new Map(planned.map((load) => [load.driverUserId, load.driverName]));
  const fields = await doubleBookings(
    tx,
    { ...order, ...times },
    loads,
    {
      truck: (id) => truckName.get(id) ?? 'The truck',
      driver: (userId) => driverName.get(userId) ?? 'The driver',
    },
    now,
  );
  return Object.values(fields)[0] ?? null;
}

export const DRIVER_OUT_MESSAGE = (booking: Pick<FleetBookingRecord, 'sequence' | 'orderNumber'>) =>
  `Deliver load ${booking.sequence} of order ${booking.orderNumber} first: a driver carries one load at a time.`;

export const TRUCK_OUT_MESSAGE = (truckName: string, booking: Pick<FleetBookingRecord, 'sequence' | 'orderNumber'>) =>
  `${truckName} is still out with load ${booking.sequence} of order ${booking.orderNumber}: a truck carries one load at a time.`;

/**
 * A load is reported loaded only while its driver and its truck carry no other load that left the
 * yard and is not delivered. Inside the step's transaction, with both rows locked, so two loads
 * reported loaded at once by one driver (or on one truck) do not both pass.
 */
export async function refuseLoadingWhileOut(
  tx: Database,
  load: { id: string; truckId: string | null; driverUserId: string | null },
): Promise<void> {
  await lockFleet(tx, load.truckId ? [load.truckId] : [], load.driverUserId ? [load.driverUserId] : []);
  const holders = [
    load.driverUserId ? eq(orderLoads.driverUserId, load.driverUserId) : undefined,
    load.truckId ? eq(orderLoads.truckId, load.truckId) : undefined,
  ].filter(Boolean);
  if (holders.length === 0) return;
  const out = await tx
    .select({
      orderId: orderLoads.orderId,
      sequence: orderLoads.sequence,
      truckId: orderLoads.truckId,
      truckName: trucks.name,
      driverUserId: orderLoads.driverUserId,
    })
    .from(orderLoads)
    .leftJoin(trucks, eq(trucks.id, orderLoads.truckId))
    .where(
      and(
        ne(orderLoads.id, load.id),
        inArray(orderLoads.step, ['loaded', 'en_route', 'arrived', 'unloading']),
        or(...holders),
      ),
    )
    .orderBy(asc(orderLoads.loadedAt))
    .limit(2);
  const byDriver = out.find((other) => load.driverUserId && other.driverUserId === load.driverUserId);
  if (byDriver) {
    const booking = { sequence: byDriver.sequence, orderNumber: orderNumber(byDriver.orderId) };
    throw expectedError(ErrorCode.TRUCK_OR_DRIVER_BUSY, DRIVER_OUT_MESSAGE(booking));
  }
  const byTruck = out[0];
  if (byTruck) {
    const booking = { sequence: byTruck.sequence, orderNumber: orderNumber(byTruck.orderId) };
    throw expectedError(ErrorCode.TRUCK_OR_DRIVER_BUSY, TRUCK_OUT_MESSAGE(byTruck.truckName ?? 'The truck', booking));
  }
}
