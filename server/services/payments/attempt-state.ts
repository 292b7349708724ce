import 'server-only';

import { and, desc, eq, isNull } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { orderPayments, orders } from '@/server/db/schema';
import { isPaymentError, type Payment, type PaymentGateway } from '@/server/payment-gateway';
import { recordOrderEvent } from '@/server/services/events/order-events';
import { postAttemptCommitments } from '@/server/services/ledger/commitments';

import { followTopUp, openTermsOf } from './balance-changes';

import type { OrderPaymentRow, OrderPaymentStatus } from './records';
import { paymentsUnavailable } from './refusals';

/**
 * A payment attempt's rows: found by key or as the order's latest, changed with the order's payment status in one transaction (each change an order event), and read from the gateway.
 */

/** The gateway's idempotency key of an attempt: the order and the client's key. */
export const gatewayKeyOf = (attempt: Pick<OrderPaymentRow, 'orderId' | 'idempotencyKey'>) =>
  `order:${attempt.orderId}:pay:${attempt.idempotencyKey}`;

/** A gateway payment's state in the order's words. */
export function attemptStatusOf(payment: Payment): OrderPaymentStatus {
  switch (payment.status) {
    case 'requires_capture':
      return 'authorized';
    // Both wait for the customer in the browser (Stripe.js completes either).
    case 'requires_action':
    case 'requires_confirmation':
      return 'requires_action';
    case 'processing':
      return 'processing';
    case 'succeeded':
      return payment.amountReceivedCents > 0 && payment.amountRefundedCents >= payment.amountReceivedCents
        ? 'refunded'
        : 'succeeded';
    case 'canceled':
      return 'canceled';
    case 'failed':
      return 'failed';
  }
}

/**
 * States an order can be paid from: nothing held, nothing taken, nothing on its way (`canceled`:
 * a placed order whose authorisation was released or lapsed).
 */
export const PAYABLE_STATUSES = [
  'requires_payment',
  'failed',
  'canceled',
  'requires_action',
  'requires_confirmation',
] as const;

export type NewAttempt = Omit<typeof orderPayments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'> & {
  status: 'processing' | 'requires_confirmation' | 'authorized';
};

/** The attempt made with this client key for the order, if any. */
export async function attemptByKey(db: Database, orderId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** The order's newest attempt: its payment (a difference's top-up pays its change, not the order). */
export async function latestAttempt(db: Database, orderId: string) {
  const [row] = await db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), isNull(orderPayments.balanceChangeId)))
    .orderBy(desc(orderPayments.createdAt), desc(orderPayments.id))
    .limit(1);
  return row ?? null;
}

/**
 * Locks the order's row. Every transaction that changes attempts takes it first (claiming does,
 * with its UPDATE), so they queue in one order and the order's status is computed from what the
 * transaction before it committed.
 */
export async function lockOrder(tx: Database, orderId: string): Promise<void> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
}

/**
 * The order's payment status is its newest attempt's. One exception: while its 120-day terms
 * are open, a payment link's attempt that failed or was dropped leaves the order on terms
 * (`authorized`), not failed.
 */
export async function followNewestAttempt(tx: Database, orderId: string): Promise<void> {
  const [newest] = await tx
    .select({ status: orderPayments.status })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), isNull(orderPayments.balanceChangeId)))
    .orderBy(desc(orderPayments.createdAt), desc(orderPayments.id))
    .limit(1);
  if (!newest) return;
  let status = newest.status;
  if (status === 'failed' || status === 'canceled') {
    if (await openTermsOf(tx, orderId)) status = 'authorized';
  }
  await tx.update(orders).set({ paymentStatus: status }).where(eq(orders.id, orderId));
}

/**
 * Changes an attempt and the order's status with it, in one transaction; `afterwards` sees the
 * order's new status (the webhook event of money taken tells it).
 */
export async function updateAttempt(
  db: Database,
  attempt: Pick<OrderPaymentRow, 'id' | 'orderId'>,
  set: Partial<typeof orderPayments.$inferInsert>,
  andThen?: (tx: Database) => Promise<void>,
  afterwards?: (tx: Database) => Promise<void>,
): Promise<OrderPaymentRow> {
  return db.transaction(async (tx) => {
    await lockOrder(tx, attempt.orderId);
    const [updated] = await tx.update(orderPayments).set(set).where(eq(orderPayments.id, attempt.id)).returning();
    // The ledger's hold or credit follows the attempt's new state in the same transaction.
    await postAttemptCommitments(tx, updated!, updated!.updatedAt);
    await andThen?.(tx);
    // A top-up moves its change of the order's total on (charged, refused, waiting for 3-D Secure).
    await followTopUp(tx, updated!, updated!.updatedAt);
    await followNewestAttempt(tx, attempt.orderId);
    await afterwards?.(tx);
    // The pages showing the order (the contractor's, the supplier's inbox) hear that its payment
    // moved: "Paid" appears without a reload, like a status change.
    await recordOrderEvent(
      tx,
      attempt.orderId,
      { kind: 'payment', attemptId: attempt.id, status: updated!.status, actor: PAYMENT_ACTOR },
      updated!.updatedAt,
    );
    return updated!;
  });
}

/** A payment's change is the gateway's answer to the payer's act, recorded as the marketplace's. */
export const PAYMENT_ACTOR = { party: 'system', userId: null } as const;

export async function readPayment(gateway: PaymentGateway, paymentId: string): Promise<Payment> {
  try {
    return await gateway.getPayment(paymentId);
  } catch (error) {
    if (isPaymentError(error)) throw paymentsUnavailable();
    throw error;
  }
}

/** An attempt that ends without a payment (refused, or its method was removed or failed). */
export async function failAttempt(
  db: Database,
  attempt: OrderPaymentRow,
  failure: { code: string; message: string },
  now: Date,
): Promise<OrderPaymentRow> {
  return updateAttempt(db, attempt, {
    status: 'failed',
    failureCode: failure.code,
    failureMessage: failure.message,
    updatedAt: now,
  });
}

export function setAttemptStatus(db: Database, attempt: OrderPaymentRow, status: OrderPaymentStatus, now: Date) {
  return updateAttempt(db, attempt, { status, updatedAt: now });
}
