import 'server-only';

import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';

import type { OrderStatus } from '@/graphql/generated/client/graphql';
import { ENDED_WITHOUT_DELIVERY, REASON_REQUIRED } from '@/lib/order/lifecycle';
import { companies, orders, type OrderCancelReason } from '@/server/db/schema';
import { recordOrderEvent, type OrderActor, type OrderParty } from '@/server/services/events/order-events';

import { releaseTrucks } from './bookings';
import type { Transaction } from '@/server/db/database';

/**
 * Moving an order through its lifecycle (lib/order/lifecycle.ts has the states and who may move
 * them where). Every change is a compare-and-set on the order's state inside the caller's
 * transaction, recorded in the order's history in the same transaction: two dispatchers who
 * click at once make one change, and the history never disagrees with the order.
 *
 * Ending an order without delivery (declined, canceled) gives back what it held in the database:
 * the trucks of its delivery window and the referral credit it used. Its payment is released by
 * payments after the transaction (services/payments/order-cancel.ts), since that calls the gateway.
 */

export type OrderRow = typeof orders.$inferSelect;

/** A cancel by the marketplace itself is the unpaid-orders job's. */
const CANCEL_REASONS: Record<OrderParty, OrderCancelReason> = {
  contractor: 'contractor',
  supplier: 'supplier',
  system: 'unpaid',
};

/**
 * Moves the order to `to` if it is in one of `from` (and matches `scope`, the caller's right to
 * it): the new state, the history entry and, when it ends without delivery, its trucks and
 * referral credit given back. Null when the order is not (or no longer) in one of `from`.
 */
export async function moveOrder(
  tx: Transaction,
  change: {
    orderId: string;
    from: readonly OrderStatus[];
    to: OrderStatus;
    actor: OrderActor;
    reason?: string | null;
    scope?: SQL;
    now: Date;
  },
): Promise<OrderRow | null> {
  const { to, now } = change;
  const ends = ENDED_WITHOUT_DELIVERY.includes(to);
  const reason = REASON_REQUIRED.includes(to) ? (change.reason ?? null) : null;
  const [row] = await tx
    .update(orders)
    .set({
      status: to,
      statusChangedAt: now,
      ...(REASON_REQUIRED.includes(to) ? { statusReason: reason } : {}),
      ...(to === 'canceled' ? { canceledAt: now, cancelReason: CANCEL_REASONS[change.actor.party] } : {}),
      ...(ends
        ? {
            // Nothing will be paid for an order that will not be delivered.
            paymentStatus: sql`case when ${orders.paymentStatus} = 'requires_payment' then 'canceled'::order_payment_status else ${orders.paymentStatus} end`,
            proposedDeliveryDate: null,
            proposedWindowStartHour: null,
            proposedWindowReason: null,
          }
        : {}),
    })
    .where(and(eq(orders.id, change.orderId), inArray(orders.status, [...change.from]), change.scope))
    .returning();
  if (!row) return null;
  if (ends) {
    await releaseTrucks(tx, row, row.trucks);
    if (row.referralCreditAppliedCents > 0) {
      await tx
        .update(companies)
        .set({ referralCreditCents: sql`${companies.referralCreditCents} + ${row.referralCreditAppliedCents}` })
        .where(eq(companies.id, row.companyId));
    }
  }
  await recordOrderEvent(tx, row.id, { kind: 'status', status: to, actor: change.actor, reason }, now);
  return row;
}
