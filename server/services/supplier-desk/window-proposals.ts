import 'server-only';

import { and, eq, inArray } from 'drizzle-orm';

import { WINDOW_PROPOSAL_STATUSES } from '@/lib/order/lifecycle';
import type { Database } from '@/server/db/database';
import { orderPayments, orders, supplierDeliverySettings } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { chargeTimeOf } from '@/server/services/payments/order-pay';
import { planConflictAt } from '@/server/services/delivery/fleet-bookings';

import { bookTrucks, releaseTrucks } from '@/server/services/orders/bookings';
import { recordOrderEvent } from '@/server/services/events/order-events';
import { getOrder, type OrderRecord } from '@/server/services/orders/orders';
import { zonedInstant } from '@/server/services/orders/local-time';

export const NO_PROPOSAL_MESSAGE = 'This order has no proposed window to accept.';
export const PROPOSED_DATE_BLOCKED_MESSAGE =
  'The supplier is no longer delivering on the proposed date. Ask the supplier for another window, or cancel the order.';
export const PROPOSED_WINDOW_FULL_MESSAGE =
  'The proposed window has filled up in the meantime. Ask the supplier for another one, or cancel the order.';
export const PROPOSED_TRUCKS_BUSY_MESSAGE =
  'The trucks planned for this order are no longer free in the proposed window. Ask the supplier for another one, or cancel the order.';

/**
 * The contractor accepts the supplier's proposed window: in one transaction the order's trucks
 * are booked in the new window (if they still fit), given back in the old one, and the order
 * moves there; a card's pre-authorisation is then charged relative to the new delivery time.
 * (Declining a proposal is canceling the order.)
 */
export async function acceptWindowProposal(
  db: Database,
  request: { companyId: string; userId: string; orderId: string; now?: Date },
): Promise<OrderRecord> {
  const now = request.now ?? new Date();
  const order = await getOrder(db, request.companyId, request.orderId, now);
  const proposal = order.windowProposal;
  if (!proposal || !WINDOW_PROPOSAL_STATUSES.includes(order.status)) {
    throw expectedError(ErrorCode.ORDER_TRANSITION_NOT_ALLOWED, NO_PROPOSAL_MESSAGE, { status: order.status });
  }
  const [settings] = await db
    .select()
    .from(supplierDeliverySettings)
    .where(eq(supplierDeliverySettings.supplierId, order.supplierId));
  if (!settings) throw new Error(`Supplier ${order.supplierId} has no delivery settings`);
  const startsAt = zonedInstant(proposal.deliveryDate, proposal.windowStartHour, settings.timeZone);

  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        deliveryDate: proposal.deliveryDate,
        windowStartHour: proposal.windowStartHour,
        deliveryStartsAt: startsAt,
        proposedDeliveryDate: null,
        proposedWindowStartHour: null,
        proposedWindowReason: null,
      })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.companyId, request.companyId),
          eq(orders.proposedDeliveryDate, proposal.deliveryDate),
          eq(orders.proposedWindowStartHour, proposal.windowStartHour),
          inArray(orders.status, [...WINDOW_PROPOSAL_STATUSES]),
        ),
      )
      .returning();
    if (!row) return null;
    const booking = await bookTrucks(
      tx,
      { supplierId: row.supplierId, deliveryDate: proposal.deliveryDate, windowStartHour: proposal.windowStartHour },
      row.trucks,
    );
    if (booking === 'blocked') {
      throw expectedError(ErrorCode.DELIVERY_WINDOW_UNAVAILABLE, PROPOSED_DATE_BLOCKED_MESSAGE);
    }
    if (booking === 'full') throw expectedError(ErrorCode.DELIVERY_WINDOW_UNAVAILABLE, PROPOSED_WINDOW_FULL_MESSAGE);
    // Loads planned before the proposal move with the order: their trucks may have been booked since.
    const busy = await planConflictAt(
      tx,
      { id: row.id, supplierId: row.supplierId, timeZone: settings.timeZone },
      { deliveryStartsAt: startsAt.toISOString(), minutesBetweenTrucks: row.minutesBetweenTrucks },
      now,
    );
    if (busy) throw expectedError(ErrorCode.DELIVERY_WINDOW_UNAVAILABLE, PROPOSED_TRUCKS_BUSY_MESSAGE);
    // `order` is the order before the move: its window is the one given back.
    await releaseTrucks(tx, order, row.trucks);
    await tx
      .update(orderPayments)
      .set({ chargeAt: chargeTimeOf({ deliveryStartsAt: startsAt.toISOString() }) })
      .where(
        and(
          eq(orderPayments.orderId, row.id),
          eq(orderPayments.kind, 'authorization'),
          eq(orderPayments.status, 'authorized'),
        ),
      );
    await recordOrderEvent(
      tx,
      row.id,
      {
        kind: 'window_accepted',
        actor: { party: 'contractor', userId: request.userId },
        proposedDeliveryDate: proposal.deliveryDate,
        proposedWindowStartHour: proposal.windowStartHour,
      },
      now,
    );
    return row;
  });
  if (!moved)
    throw expectedError(ErrorCode.ORDER_TRANSITION_NOT_ALLOWED, NO_PROPOSAL_MESSAGE, { status: order.status });
  return getOrder(db, request.companyId, order.id, now);
}
