import 'server-only';

import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

import { ENDED_WITHOUT_DELIVERY } from '@/lib/order/lifecycle';
import type { Database } from '@/server/db/database';
import { orderBalanceChanges, orderPayments, orders } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { logger } from '@/server/logger';
import { isPaymentError, type PaymentGateway } from '@/server/payment-gateway';
import { canonicalHash } from '@/server/services/catalogue/quote';
import { recordPaymentInLedger } from '@/server/services/payouts/ledger';

import { sendAttempt } from './attempts';
import { attemptStatusOf, lockOrder, readPayment } from './attempt-state';
import { confirmAttempt } from './order-pay';
import {
  cashByAttempt,
  closeBalanceChanges,
  moveBalanceChange,
  owedBackCents,
  recordBalanceSettled,
  type BalanceChangeRow,
} from './balance-changes';
import type { OrderPaymentRow } from './records';
import { orderEnded } from './refusals';
import { releasesWhole } from './kept-fees';

/**
 * Settling a change of a paid order's total (balance-changes.ts records it):
 * - collect: the payer authorises the difference on the order page. Each authorisation is a
 *   top-up attempt (`order_payments.balance_change_id`) on the method that paid, charged at once,
 *   with 3-D Secure when the card's bank asks; its gateway key is derived from the change and
 *   the try, so a double click or a retried request charges once. Its money is written to the
 *   ledger like any payment's (the supplier's rows with it).
 * - refund: the difference goes back to the payments that took it, newest first, right after the
 *   change commits and again by the charge job until it is made; each refund's key names the
 *   change, the payment and what was still owed, so a retry after a lost answer refunds once.
 */

export const BALANCE_CHANGE_NOT_FOUND_MESSAGE = 'This change of the order’s total was not found.';
export const NOTHING_TO_AUTHORISE_MESSAGE = 'There is nothing to authorise for this change any more.';
export const NO_METHOD_TO_CHARGE_MESSAGE =
  'The method this order was paid with is no longer saved: pay the difference with a payment link.';

/** The company's change, or NOT_FOUND (another company's reads as not found). */
async function companyChange(db: Database, companyId: string, changeId: string): Promise<BalanceChangeRow> {
  const [change] = await db
    .select()
    .from(orderBalanceChanges)
    .where(and(eq(orderBalanceChanges.id, changeId), eq(orderBalanceChanges.companyId, companyId)));
  if (!change) throw expectedError(ErrorCode.NOT_FOUND, BALANCE_CHANGE_NOT_FOUND_MESSAGE);
  return change;
}

/** The newest try of a collection. */
async function topUpOf(db: Database, changeId: string): Promise<OrderPaymentRow | null> {
  const [attempt] = await db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.balanceChangeId, changeId))
    .orderBy(desc(orderPayments.createdAt), desc(orderPayments.id))
    .limit(1);
  return attempt ?? null;
}

/**
 * The payer consents: the difference is charged on the method the order was paid with. A change
 * already on its way or settled answers as it is (a double click).
 */
export async function authorizeBalanceChange(
  db: Database,
  gateway: PaymentGateway,
  request: { companyId: string; changeId: string; now?: Date },
): Promise<BalanceChangeRow> {
  const now = request.now ?? new Date();
  const change = await companyChange(db, request.companyId, request.changeId);
  if (change.settlement !== 'collect') throw expectedError(ErrorCode.ORDER_NOT_PAYABLE, NOTHING_TO_AUTHORISE_MESSAGE);
  if (change.status === 'canceled') throw expectedError(ErrorCode.ORDER_NOT_PAYABLE, NOTHING_TO_AUTHORISE_MESSAGE);
  if (!change.paymentMethodId) throw expectedError(ErrorCode.PAYMENT_METHOD_ERROR, NO_METHOD_TO_CHARGE_MESSAGE);

  const claimed = await db.transaction(async (tx) => {
    await lockOrder(tx, change.orderId);
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, change.orderId));
    if (order && ENDED_WITHOUT_DELIVERY.includes(order.status)) throw orderEnded(order.status);
    // Of two clicks, one moves the change on; the other answers it as it is then.
    const moved = await moveBalanceChange(tx, change.id, ['awaiting_consent', 'failed'], {
      status: 'processing',
      tries: sql`${orderBalanceChanges.tries} + 1`,
      failureMessage: null,
    });
    if (!moved) return null;
    const [attempt] = await tx
      .insert(orderPayments)
      .values({
        orderId: change.orderId,
        companyId: change.companyId,
        kind: 'charge',
        gateway: gateway.name,
        paymentMethodId: change.paymentMethodId,
        amountCents: change.differenceCents,
        currency: change.currency,
        status: 'processing',
        idempotencyKey: `balance-change:${change.id}:try:${moved.tries}`,
        requestHash: canonicalHash({ balanceChangeId: change.id, try: moved.tries }),
        balanceChangeId: change.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return attempt!;
  });
  if (claimed) {
    try {
      await sendAttempt(db, gateway, claimed, now);
    } catch (error) {
      // A decline or refusal leaves the change failed (updateAttempt followed the attempt): the
      // payer reads why on the change and may try again.
      if (!(error instanceof Error) || !('extensions' in error)) throw error;
      logger.info(`Payments: the difference of change ${change.id} was refused`);
    }
  }
  return companyChange(db, request.companyId, request.changeId);
}

/** After 3-D Secure: the collection's payment is confirmed (the sandbox) or read again (Stripe). */
export async function confirmBalanceChange(
  db: Database,
  gateway: PaymentGateway,
  request: { companyId: string; changeId: string; now?: Date },
): Promise<BalanceChangeRow> {
  const now = request.now ?? new Date();
  const change = await companyChange(db, request.companyId, request.changeId);
  const attempt = await topUpOf(db, change.id);
  if (attempt) await confirmAttempt(db, gateway, attempt, now);
  return companyChange(db, request.companyId, request.changeId);
}

/**
 * Makes the refunds an order's changes still owe (all orders' with `orderId` null: the charge
 * job). A gateway that refuses or cannot be reached leaves the change pending for the next run.
 */
export async function settleBalanceRefunds(
  db: Database,
  gateway: PaymentGateway,
  now: Date,
  orderId: string | null = null,
): Promise<number> {
  const pending = await db
    .select({ change: orderBalanceChanges, orderStatus: orders.status, feeCents: orders.cancellationFeeCents })
    .from(orderBalanceChanges)
    .innerJoin(orders, eq(orders.id, orderBalanceChanges.orderId))
    .where(
      and(
        eq(orderBalanceChanges.settlement, 'refund'),
        eq(orderBalanceChanges.status, 'pending'),
        orderId ? eq(orderBalanceChanges.orderId, orderId) : undefined,
      ),
    )
    .orderBy(asc(orderBalanceChanges.createdAt))
    .limit(50);
  let settled = 0;
  for (const { change, orderStatus, feeCents } of pending) {
    if (releasesWhole({ status: orderStatus, cancellationFeeCents: feeCents })) {
      // Its payments were released whole (one canceled late is refunded down to its fee here).
      await db.transaction((tx) => closeBalanceChanges(tx, change.orderId, now));
      continue;
    }
    try {
      if (await refundChange(db, gateway, change, now)) settled += 1;
    } catch (error) {
      if (!isPaymentError(error) && !(error instanceof Error && 'extensions' in error)) throw error;
      logger.warn(`Payments: refunding change ${change.id} failed; the charge job retries`);
    }
  }
  return settled;
}

/** One change's refund, payment by payment, newest first; true once all of it is back. */
async function refundChange(
  db: Database,
  gateway: PaymentGateway,
  change: BalanceChangeRow,
  now: Date,
): Promise<boolean> {
  const taken = await db
    .select()
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.orderId, change.orderId),
        inArray(orderPayments.status, ['succeeded']),
        sql`${orderPayments.gatewayPaymentId} is not null`,
      ),
    )
    .orderBy(desc(orderPayments.createdAt), desc(orderPayments.id));
  let current = change;
  for (const attempt of taken) {
    const owed = owedBackCents(current);
    if (owed <= 0) break;
    const cash = (await cashByAttempt(db, change.orderId)).get(attempt.id) ?? 0;
    const cents = Math.min(owed, cash);
    if (cents <= 0) continue;
    const refund = await gateway.refund({
      paymentId: attempt.gatewayPaymentId!,
      amountCents: cents,
      idempotencyKey: `balance-change:${change.id}:refund:${attempt.id}:owed:${owed}`,
    });
    if (refund.status === 'failed') return false;
    const payment = await readPayment(gateway, attempt.gatewayPaymentId!);
    const next = await db.transaction(async (tx) => {
      await lockOrder(tx, change.orderId);
      // The supplier's rows and the journal follow the gateway's refunded total (keyed by it).
      await recordPaymentInLedger(
        tx,
        attempt,
        { receivedCents: payment.amountReceivedCents, refundedCents: payment.amountRefundedCents },
        now,
      );
      const status = attemptStatusOf(payment);
      if (status !== attempt.status) {
        await tx.update(orderPayments).set({ status, updatedAt: now }).where(eq(orderPayments.id, attempt.id));
      }
      // Counted once: a second run that refunded the same (the gateway answered its first
      // refund again) finds the change moved on and counts nothing.
      const [moved] = await tx
        .update(orderBalanceChanges)
        .set({ refundedCents: current.refundedCents + cents })
        .where(
          and(
            eq(orderBalanceChanges.id, change.id),
            eq(orderBalanceChanges.refundedCents, current.refundedCents),
            eq(orderBalanceChanges.status, 'pending'),
          ),
        )
        .returning();
      if (!moved) return null;
      if (owedBackCents(moved) > 0) return moved;
      const done = await moveBalanceChange(tx, change.id, ['pending'], { status: 'settled', settledAt: now });
      if (done) await recordBalanceSettled(tx, done, now);
      return done;
    });
    if (!next) return false;
    current = next;
  }
  return current.status === 'settled';
}
