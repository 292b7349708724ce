import 'server-only';

import { and, eq, inArray } from 'drizzle-orm';

import type { OrderStatus } from '@/graphql/generated/client/graphql';
import { ENDED_WITHOUT_DELIVERY, WINDOW_PROPOSAL_STATUSES } from '@/lib/order/lifecycle';
import { loadsArePlanned, LOADS_NOT_PLANNED_MESSAGE } from '@/lib/order/loads';
import type { SupplierOrderTransition, SupplierOrderWindowProposal } from '@/lib/validation/supplier-orders';
import type { Database, Transaction } from '@/server/db/database';
import { deliveryWindowBookings, orderLoads, orders } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import type { PaymentGateway } from '@/server/payment-gateway';
import { releaseOrderPayments } from '@/server/services/payments/order-cancel';
import { NOT_ALLOWED_MESSAGE } from '@/server/services/accounts/permissions';

import { orderActorOf, type SupplierActor, type SupplierMember } from '@/server/services/accounts/supplier-members';
import { windowCapacity } from '@/server/services/catalogue/capacity';
import { planConflictAt } from '@/server/services/delivery/fleet-bookings';

import { moveOrder } from '@/server/services/orders/lifecycle';
import { recordOrderEvent } from '@/server/services/events/order-events';
import { zonedInstant } from '@/server/services/orders/local-time';
import { deliverySettingsOf } from '@/server/services/catalogue/quote';
import { getSupplierOrder, scopeOf, type SupplierOrderRecord } from './supplier-orders';

/**
 * A supplier's answers to its orders: moving one along its lifecycle (accept, decline, schedule, complete, cancel) and proposing another delivery window.
 */

export const TRANSITION_NOT_ALLOWED_MESSAGE = 'This order cannot move to that state now.';

export const SAME_WINDOW_MESSAGE = 'Propose a window other than the ordered one.';

export const NOT_A_WINDOW_MESSAGE = 'This is not one of your delivery windows.';

export const WINDOW_IN_PAST_MESSAGE = 'The proposed window has already started.';

export const WINDOW_FULL_MESSAGE = 'This window has no room for the order’s trucks.';

export const DATE_BLOCKED_MESSAGE = 'You blocked this date on the schedule: propose another date, or unblock it first.';

export function transitionRefused(status: OrderStatus) {
  return expectedError(ErrorCode.ORDER_TRANSITION_NOT_ALLOWED, TRANSITION_NOT_ALLOWED_MESSAGE, { status });
}

/**
 * An order is scheduled once its loads are planned, each with a truck and a driver: the driver
 * cannot start a load of an order that is not scheduled, so the step is taken when they can go.
 * Read with the order's row locked, so a re-plan saved at the same moment is seen whole.
 */
async function refuseUnplannedLoads(tx: Transaction, orderId: string) {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  const loads = await tx
    .select({ truck: orderLoads.truckId, driver: orderLoads.driverUserId })
    .from(orderLoads)
    .where(eq(orderLoads.orderId, orderId));
  if (!loadsArePlanned(loads)) throw expectedError(ErrorCode.LOADS_NOT_PLANNED, LOADS_NOT_PLANNED_MESSAGE);
}

/**
 * Moves one of the member's orders to `input.to`, if their role allows that step from its
 * current state. Declining or canceling releases the trucks and credit (in the transaction) and
 * then the payments (through the gateway).
 */
export async function transitionSupplierOrder(
  db: Database,
  gateway: PaymentGateway,
  member: SupplierActor,
  input: SupplierOrderTransition,
  now = new Date(),
): Promise<SupplierOrderRecord> {
  const order = await getSupplierOrder(db, member, input.orderId, now);
  if (!member.rights.transitions[order.status].includes(input.to)) throw transitionRefused(order.status);
  const moved = await db.transaction(async (tx) => {
    if (input.to === 'scheduled') await refuseUnplannedLoads(tx, order.id);
    const row = await moveOrder(tx, {
      orderId: order.id,
      from: [order.status],
      to: input.to,
      actor: orderActorOf(member),
      reason: input.reason,
      scope: scopeOf(member),
      now,
    });
    return row;
  });
  if (!moved) {
    // Someone else changed it first: say what it is now.
    throw transitionRefused((await getSupplierOrder(db, member, input.orderId, now)).status);
  }
  if (ENDED_WITHOUT_DELIVERY.includes(input.to)) await releaseOrderPayments(db, gateway, order.id, now);
  return getSupplierOrder(db, member, order.id, now);
}

/**
 * Proposes another delivery window for a placed or accepted order. The window must be one of the
 * supplier's, not yet started, other than the ordered one, with room for the order's trucks now
 * (they are booked when the contractor accepts).
 */
export async function proposeDeliveryWindow(
  db: Database,
  member: SupplierMember,
  input: SupplierOrderWindowProposal,
  now = new Date(),
): Promise<SupplierOrderRecord> {
  const order = await getSupplierOrder(db, member, input.orderId, now);
  if (!order.mayProposeWindow) {
    if (!member.rights.mayProposeWindow) throw expectedError(ErrorCode.FORBIDDEN, NOT_ALLOWED_MESSAGE);
    throw transitionRefused(order.status);
  }
  const settings = await deliverySettingsOf(db, order.supplierId);
  const fieldError = (message: string) =>
    expectedError(ErrorCode.BAD_USER_INPUT, message, { fields: { windowStartHour: message } });
  const offset = input.windowStartHour - settings.firstWindowStartHour;
  if (offset < 0 || offset % 4 !== 0 || offset / 4 >= settings.windowsPerDay) throw fieldError(NOT_A_WINDOW_MESSAGE);
  if (input.deliveryDate === order.deliveryDate && input.windowStartHour === order.windowStartHour) {
    throw fieldError(SAME_WINDOW_MESSAGE);
  }
  if (zonedInstant(input.deliveryDate, input.windowStartHour, settings.timeZone).getTime() <= now.getTime()) {
    throw expectedError(ErrorCode.BAD_USER_INPUT, WINDOW_IN_PAST_MESSAGE, {
      fields: { deliveryDate: WINDOW_IN_PAST_MESSAGE },
    });
  }
  const window = {
    supplierId: order.supplierId,
    deliveryDate: input.deliveryDate,
    windowStartHour: input.windowStartHour,
  };
  const [booking] = await db
    .select({ booked: deliveryWindowBookings.bookedTrucks })
    .from(deliveryWindowBookings)
    .where(
      and(
        eq(deliveryWindowBookings.supplierId, window.supplierId),
        eq(deliveryWindowBookings.deliveryDate, window.deliveryDate),
        eq(deliveryWindowBookings.windowStartHour, window.windowStartHour),
      ),
    );
  const capacity = await windowCapacity(db, window, settings);
  if (capacity.blocked) {
    throw expectedError(ErrorCode.DELIVERY_WINDOW_UNAVAILABLE, DATE_BLOCKED_MESSAGE, {
      fields: { deliveryDate: DATE_BLOCKED_MESSAGE },
    });
  }
  if ((booking?.booked ?? 0) + order.trucks > capacity.capacityTrucks) {
    throw expectedError(ErrorCode.DELIVERY_WINDOW_UNAVAILABLE, WINDOW_FULL_MESSAGE);
  }
  const proposed = await db.transaction(async (tx) => {
    // Loads already planned would move with the order: their trucks and drivers must be free then.
    const busy = await planConflictAt(
      tx,
      { id: order.id, supplierId: order.supplierId, timeZone: settings.timeZone },
      {
        deliveryStartsAt: zonedInstant(input.deliveryDate, input.windowStartHour, settings.timeZone).toISOString(),
        minutesBetweenTrucks: order.minutesBetweenTrucks,
      },
      now,
    );
    if (busy) {
      throw expectedError(ErrorCode.TRUCK_OR_DRIVER_BUSY, `In that window, ${busy}`, {
        fields: { windowStartHour: `In that window, ${busy}` },
      });
    }
    const [row] = await tx
      .update(orders)
      .set({
        proposedDeliveryDate: input.deliveryDate,
        proposedWindowStartHour: input.windowStartHour,
        proposedWindowReason: input.reason,
      })
      .where(and(eq(orders.id, order.id), scopeOf(member), inArray(orders.status, [...WINDOW_PROPOSAL_STATUSES])))
      .returning({ id: orders.id, companyId: orders.companyId });
    if (!row) return null;
    await recordOrderEvent(
      tx,
      row.id,
      {
        kind: 'window_proposed',
        actor: { party: 'supplier', userId: member.userId },
        reason: input.reason,
        proposedDeliveryDate: input.deliveryDate,
        proposedWindowStartHour: input.windowStartHour,
      },
      now,
    );
    return row;
  });
  if (!proposed) throw transitionRefused((await getSupplierOrder(db, member, order.id, now)).status);
  return getSupplierOrder(db, member, order.id, now);
}
