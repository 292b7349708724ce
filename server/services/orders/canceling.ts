import 'server-only';

import { and, eq, type SQL } from 'drizzle-orm';

import { ENDED_WITHOUT_DELIVERY } from '@/lib/order/lifecycle';
import type { Database } from '@/server/db/database';
import { orders } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

import { moveOrder } from './lifecycle';
import { getOrder, CONTRACTOR_CANCELABLE, type OrderRecord } from './orders';

export const ORDER_ALREADY_CANCELED_MESSAGE = 'This order is already canceled.';
export const CANCELLATION_WINDOW_CLOSED_MESSAGE = 'This order can no longer be canceled.';

/**
 * A cancellation inside the window, for the supplier's fee: `keepFee` records its money (the
 * order's row locked) in the transaction that cancels it. Used only once the free window closed.
 */
export interface LateCancellation {
  feeCents: number;
  keepFee: (tx: Database, order: OrderRecord) => Promise<void>;
}

/** Canceling orders: the contractor within the cancellation window, the marketplace for want of payment. */

/**
 * Cancels one of the company's orders while the supplier's cancellation window is open (placed,
 * accepted or scheduled): frees its trucks in the delivery window and gives back the referral
 * credit it used (lifecycle.ts). Releasing a payment already made or authorised is payments'
 * (see the payment seam above).
 */
export async function cancelOrder(
  db: Database,
  companyId: string,
  id: string,
  now = new Date(),
  userId: string | null = null,
  late: LateCancellation | null = null,
): Promise<OrderRecord> {
  const order = await getOrder(db, companyId, id, now);
  if (ENDED_WITHOUT_DELIVERY.includes(order.status)) {
    throw expectedError(ErrorCode.ORDER_NOT_CANCELABLE, ORDER_ALREADY_CANCELED_MESSAGE);
  }
  if (!order.cancelable && !(late && order.lateCancelable)) {
    throw expectedError(ErrorCode.ORDER_NOT_CANCELABLE, CANCELLATION_WINDOW_CLOSED_MESSAGE);
  }

  const canceled = await db.transaction(async (tx) => {
    const row = await moveOrder(tx, {
      orderId: id,
      from: CONTRACTOR_CANCELABLE,
      to: 'canceled',
      actor: { party: 'contractor', userId },
      scope: eq(orders.companyId, companyId),
      now,
    });
    // Canceled late: the fee is the order's new total, its money moved in this transaction.
    if (row && late && !order.cancelable) {
      await tx.update(orders).set({ cancellationFeeCents: late.feeCents }).where(eq(orders.id, id));
      await late.keepFee(tx, order);
    }
    return row;
  });
  if (!canceled) throw expectedError(ErrorCode.ORDER_NOT_CANCELABLE, ORDER_ALREADY_CANCELED_MESSAGE);
  return getOrder(db, companyId, id, now);
}

export const UNPAID_CANCEL_REASON = 'It was not paid in time.';

/**
 * The maintenance job's cancel of unpaid orders: every placed order matching `where` moves to
 * canceled through the lifecycle (lifecycle.ts: trucks and referral credit given back, the
 * history entry by the marketplace itself), with the contractor's mail, in one transaction. The
 * move is a compare-and-set on the state, so a contractor canceling at the same moment, or another
 * instance of the job, cancels an order once. Answers the orders it canceled; their payments are
 * released by the caller.
 */
export async function cancelPlacedOrders(
  db: Database,
  where: SQL | undefined,
  reason: 'unpaid',
  now: Date,
): Promise<{ id: string; companyId: string; supplierId: string }[]> {
  const canceled = await db.transaction(async (tx) => {
    const candidates = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'placed'), where));
    const moved: { id: string; companyId: string; supplierId: string }[] = [];
    for (const candidate of candidates) {
      const row = await moveOrder(tx, {
        orderId: candidate.id,
        from: ['placed'],
        to: 'canceled',
        actor: { party: 'system', userId: null },
        reason: UNPAID_CANCEL_REASON,
        scope: where,
        now,
      });
      if (row) moved.push({ id: row.id, companyId: row.companyId, supplierId: row.supplierId });
    }
    return moved;
  });
  return canceled;
}
