import 'server-only';

import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import { plannedLoadTimes } from '@/lib/order/load-times';
import { DISPATCH_LIMITS, LOADS_TOTAL_MESSAGE, quantityHundredths, type OrderDispatch } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { orderLoads, orders } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

import { recordOrderEvent } from '@/server/services/events/order-events';
import { getSupplierOrder } from '@/server/services/supplier-desk/supplier-orders';
import { NOT_A_DRIVER_MESSAGE, supplierDrivers } from '@/server/services/supplier-desk/workspace';
import { orderActorOf, type SupplierActor } from '@/server/services/accounts/supplier-members';
import {
  convertQuantity,
  listTrucks,
  requireDispatcher,
  NOT_YOUR_TRUCK_MESSAGE,
  TRUCK_TOO_SMALL_MESSAGE,
  TRUCK_OTHER_UNIT_MESSAGE,
} from './fleet';
import { fleetBookings, refuseDoubleBooking, type FleetBookingRecord } from './fleet-bookings';
import { LOAD_NOT_FOUND_MESSAGE } from './loads';

/**
 * Dispatch and delivery day. The supplier's fleet is a list of trucks (a name or plate, what one
 * trip carries). A dispatcher splits an order into loads, one per truck trip, each with a truck
 * and a driver; the loads add up to the order's quantity exactly. A driver sees the loads
 * assigned to them and reports each step in turn (loaded, en route, arrived, unloading,
 * delivered); the order follows: dispatched when its first load leaves the yard, delivered when
 * its last load is. Every change is published like any order change, so the workspace, the
 * driver's phone and the contractor's page update without a reload.
 */

export const ORDER_NOT_DISPATCHABLE_MESSAGE = 'Loads can be planned once the order is accepted, until it is delivered.';

/** The states in which a dispatcher plans loads. */
export const DISPATCHABLE = ['accepted', 'scheduled', 'dispatched'] as const;

/**
 * Plans an order's loads: the loads that have not left the yard are replaced by `input.loads`
 * (kept by id, added, or removed when left out), each with one of the supplier's active trucks
 * (the load fits in it) and one of its drivers; with the loads under way they add up to the
 * order's quantity exactly. A truck and a driver carry one load at a time: a plan booking either
 * twice, with another order's load or its own, is refused (TRUCK_OR_DRIVER_BUSY, fleet-bookings.ts).
 * Planned in one transaction, with the order's row locked, so two dispatchers saving at once do
 * not interleave their loads, and the trucks' and drivers' rows, so two orders never book one.
 */
export async function dispatchOrder(db: Database, member: SupplierActor, input: OrderDispatch, now = new Date()) {
  requireDispatcher(member);
  const order = await getSupplierOrder(db, member, input.orderId, now);
  if (!(DISPATCHABLE as readonly string[]).includes(order.status)) {
    throw expectedError(ErrorCode.ORDER_NOT_DISPATCHABLE, ORDER_NOT_DISPATCHABLE_MESSAGE, { status: order.status });
  }
  const [fleet, drivers] = await Promise.all([
    listTrucks(db, member),
    member.companyId ? supplierDrivers(db, member.companyId) : [],
  ]);
  const fields: Record<string, string> = {};
  input.loads.forEach((load, index) => {
    const truck = fleet.find((candidate) => candidate.id === load.truckId && candidate.active);
    if (!truck) fields[`loads.${index}.truckId`] = NOT_YOUR_TRUCK_MESSAGE;
    else {
      const carried = convertQuantity(load.quantity, order.unit, truck.unit);
      if (carried === null) fields[`loads.${index}.truckId`] = TRUCK_OTHER_UNIT_MESSAGE;
      else if (carried > truck.capacity + 1e-9) fields[`loads.${index}.quantity`] = TRUCK_TOO_SMALL_MESSAGE;
    }
    if (!drivers.some((driver) => driver.userId === load.driverUserId)) {
      fields[`loads.${index}.driverUserId`] = NOT_A_DRIVER_MESSAGE;
    }
  });
  const firstField = Object.values(fields)[0];
  if (firstField) throw expectedError(ErrorCode.BAD_USER_INPUT, firstField, { fields });

  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({
        companyId: orders.companyId,
        deliveryStartsAt: orders.deliveryStartsAt,
        minutesBetweenTrucks: orders.minutesBetweenTrucks,
      })
      .from(orders)
      .where(eq(orders.id, order.id))
      .for('update');
    const existing = await tx
      .select({
        id: orderLoads.id,
        step: orderLoads.step,
        quantity: orderLoads.quantity,
        sequence: orderLoads.sequence,
      })
      .from(orderLoads)
      .where(eq(orderLoads.orderId, order.id))
      .orderBy(asc(orderLoads.sequence));
    const underWay = existing.filter((load) => load.step !== 'planned');
    const planned = new Set(existing.filter((load) => load.step === 'planned').map((load) => load.id));
    const unknown = input.loads.findIndex((load) => load.id && !planned.has(load.id));
    if (unknown >= 0) {
      throw expectedError(ErrorCode.BAD_USER_INPUT, LOAD_NOT_FOUND_MESSAGE, {
        fields: { [`loads.${unknown}.id`]: 'This load has left the yard or was removed: reload the order.' },
      });
    }
    const total = [...underWay.map((load) => Number(load.quantity)), ...input.loads.map((load) => load.quantity)]
      .map((quantity) => quantityHundredths(quantity) ?? 0)
      .reduce((sum, value) => sum + value, 0);
    if (total !== quantityHundredths(order.quantity)) {
      throw expectedError(ErrorCode.BAD_USER_INPUT, LOADS_TOTAL_MESSAGE, { fields: { loads: LOADS_TOTAL_MESSAGE } });
    }
    // Renumbered after the loads under way; sequences move out of the way first (unique index).
    await tx
      .update(orderLoads)
      .set({ sequence: sql`${orderLoads.sequence} + 1000` })
      .where(and(eq(orderLoads.orderId, order.id), eq(orderLoads.step, 'planned')));
    const firstSequence = Math.max(0, ...underWay.map((load) => load.sequence)) + 1;
    // One load at a time per truck and driver, across the supplier's orders (read as of this lock).
    await refuseDoubleBooking(
      tx,
      {
        id: order.id,
        supplierId: member.supplierId,
        deliveryStartsAt: locked!.deliveryStartsAt.toISOString(),
        minutesBetweenTrucks: locked!.minutesBetweenTrucks,
        timeZone: order.timeZone,
      },
      input.loads.map((load, index) => ({ ...load, sequence: firstSequence + index })),
      {
        truck: (id) => fleet.find((truck) => truck.id === id)?.name ?? 'The truck',
        driver: (userId) => drivers.find((driver) => driver.userId === userId)?.fullName ?? 'The driver',
      },
      now,
    );
    const kept = new Set(input.loads.flatMap((load) => (load.id ? [load.id] : [])));
    const removed = [...planned].filter((id) => !kept.has(id));
    if (removed.length > 0) await tx.delete(orderLoads).where(inArray(orderLoads.id, removed));
    for (const [index, load] of input.loads.entries()) {
      const values = {
        sequence: firstSequence + index,
        quantity: load.quantity.toFixed(2),
        truckId: load.truckId,
        driverUserId: load.driverUserId,
      };
      if (load.id) await tx.update(orderLoads).set(values).where(eq(orderLoads.id, load.id));
      else await tx.insert(orderLoads).values({ ...values, orderId: order.id });
    }
    await recordOrderEvent(tx, order.id, { kind: 'loads_planned', actor: orderActorOf(member) }, now);
    return locked!.companyId;
  });
  return getSupplierOrder(db, member, order.id, now);
}

/** What holds the fleet around an order's loads: the planner greys out trucks and drivers not free. */
export interface FleetAvailabilityRecord {
  deliveryStartsAt: string;
  minutesBetweenTrucks: number;
  bookings: FleetBookingRecord[];
}

/**
 * The loads that hold the supplier's trucks and drivers while this order's loads could go (from
 * its first load leaving until the last of as many loads as a plan may have is back): every other
 * order's, and this order's loads under way. Dispatchers only; the plan itself is checked again
 * when saved, under lock.
 */
export async function fleetAvailability(
  db: Database,
  member: SupplierActor,
  orderId: string,
  now = new Date(),
): Promise<FleetAvailabilityRecord> {
  requireDispatcher(member);
  const order = await getSupplierOrder(db, member, orderId, now);
  const first = plannedLoadTimes(order, 1);
  const last = plannedLoadTimes(order, DISPATCH_LIMITS.loadsMax);
  const span = { from: first.leavesAt, until: last.backAt };
  return {
    deliveryStartsAt: order.deliveryStartsAt,
    minutesBetweenTrucks: order.minutesBetweenTrucks,
    bookings: await fleetBookings(db, member.supplierId, { span, planning: order.id }, now),
  };
}
