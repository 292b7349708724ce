import 'server-only';

import { and, asc, desc, eq, exists, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { orderPayments, orders, paymentLinks, paymentMethods } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { logger } from '@/server/logger';
import { isPaymentError, PaymentErrorCode, type Payment, type PaymentGateway } from '@/server/payment-gateway';
import { PAYMENT_MESSAGES } from '@/lib/validation/payments';
import { ENDED_WITHOUT_DELIVERY } from '@/lib/order/lifecycle';
import { orderNumber } from '@/lib/order/number';
import { recordOrderEvent } from '@/server/services/events/order-events';
import { recordPaymentInLedger, recordRefundedInFull } from '@/server/services/payouts/ledger';

import type { OrderPaymentRow, OrderPaymentStatus } from './records';
import { paymentInProcess, paymentMethodError, paymentsUnavailable } from './refusals';
import { keepWorkingMethod } from './saved-methods';

/**
 * The life of a payment attempt, shared by paying in the app, payment links, webhooks and the
 * charge job:
 *
 * 1. Claim: one conditional UPDATE moves the order from a payable state to the attempt's first
 *    state and inserts the attempt, in one transaction. Two attempts at once with different keys:
 *    the second finds the order claimed ('Payment is already in process'); on PostgreSQL it
 *    waits on the order's row lock and then re-checks the condition. So an order never has two
 *    authorisations.
 * 2. Send: the gateway call carries a key derived from the order and the client's key, so a
 *    retry, a double click or a lost answer reaches the gateway once. An attempt whose call never
 *    came back stays `processing` without a gateway payment; sending it again is safe, and the
 *    charge job does so for attempts left behind by a crash.
 * 3. Apply: the gateway's state of the payment becomes the attempt's status, and the order's
 *    payment status when the attempt is the order's newest. Money taken settles the order's
 *    payment link and its 120-day terms; money held or taken on a canceled order is released.
 */

/** The gateway's idempotency key of an attempt: the order and the client's key. */
export const gatewayKeyOf = (attempt: Pick<OrderPaymentRow, 'orderId' | 'idempotencyKey'>) =>
  `order:${attempt.orderId}:pay:${attempt.idempotencyKey}`;

/** A gateway payment's state in the order's words. */
function attemptStatusOf(payment: Payment): OrderPaymentStatus {
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

/** The order's newest attempt: its payment. */
export async function latestAttempt(db: Database, orderId: string) {
  const [row] = await db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(desc(orderPayments.createdAt), desc(orderPayments.id))
    .limit(1);
  return row ?? null;
}

/**
 * Locks the order's row. Every transaction that changes attempts takes it first (claiming does,
 * with its UPDATE), so they queue in one order and the order's status is computed from what the
 * transaction before it committed.
 */
async function lockOrder(tx: Database, orderId: string): Promise<void> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
}

/**
 * The order's payment status is its newest attempt's. One exception: while its 120-day terms
 * are open, a payment link's attempt that failed or was dropped leaves the order on terms
 * (`authorized`), not failed.
 */
async function followNewestAttempt(tx: Database, orderId: string): Promise<void> {
  const [newest] = await tx
    .select({ status: orderPayments.status })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(desc(orderPayments.createdAt), desc(orderPayments.id))
    .limit(1);
  if (!newest) return;
  let status = newest.status;
  if (status === 'failed' || status === 'canceled') {
    const [openTerms] = await tx
      .select({ id: orderPayments.id })
      .from(orderPayments)
      .where(
        and(
          eq(orderPayments.orderId, orderId),
          eq(orderPayments.kind, 'terms'),
          eq(orderPayments.status, 'authorized'),
        ),
      )
      .limit(1);
    if (openTerms) status = 'authorized';
  }
  await tx.update(orders).set({ paymentStatus: status }).where(eq(orders.id, orderId));
}

/**
 * Changes an attempt and the order's status with it, in one transaction; `afterwards` sees the
 * order's new status (the webhook event of money taken tells it).
 */
async function updateAttempt(
  db: Database,
  attempt: Pick<OrderPaymentRow, 'id' | 'orderId'>,
  set: Partial<typeof orderPayments.$inferInsert>,
  andThen?: (tx: Database) => Promise<void>,
  afterwards?: (tx: Database) => Promise<void>,
): Promise<OrderPaymentRow> {
  return db.transaction(async (tx) => {
    await lockOrder(tx, attempt.orderId);
    const [updated] = await tx.update(orderPayments).set(set).where(eq(orderPayments.id, attempt.id)).returning();
    await andThen?.(tx);
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
const PAYMENT_ACTOR = { party: 'system', userId: null } as const;

/** Rolls the claiming transaction back; the order was not in a payable state. */
class NotClaimable extends Error {}

/**
 * Claims the order for a new attempt and inserts it; null when the order is not in a payable
 * state (being paid, paid, held, or canceled). `settlesTerms`: a payment link may pay an order
 * accepted on 120-day terms (that is how its invoice is paid). A bank attempt left waiting for
 * verification is superseded by the new one; a 3-D Secure left waiting must have been canceled
 * at the gateway first (`supersedeWaitingAction`), otherwise the order counts as in process.
 * `check` runs in the claiming transaction before the insert (the credit limit of terms); what
 * it throws rolls the claim back.
 */
export async function claimOrderForPayment(
  db: Database,
  attempt: NewAttempt,
  options: { settlesTerms: boolean; now: Date; check?: (tx: Database) => Promise<void> },
): Promise<OrderPaymentRow | null> {
  try {
    const inserted = await db.transaction(async (tx) => {
      const openTerms = tx
        .select({ one: sql`1` })
        .from(orderPayments)
        .where(
          and(
            eq(orderPayments.orderId, attempt.orderId),
            eq(orderPayments.kind, 'terms'),
            eq(orderPayments.status, 'authorized'),
          ),
        );
      const payable = options.settlesTerms
        ? or(
            inArray(orders.paymentStatus, [...PAYABLE_STATUSES]),
            and(eq(orders.paymentStatus, 'authorized'), exists(openTerms)),
          )
        : inArray(orders.paymentStatus, [...PAYABLE_STATUSES]);
      const claimed = await tx
        .update(orders)
        .set({ paymentStatus: attempt.status })
        .where(
          and(
            eq(orders.id, attempt.orderId),
            eq(orders.companyId, attempt.companyId),
            notInArray(orders.status, [...ENDED_WITHOUT_DELIVERY]),
            payable,
          ),
        )
        .returning({ id: orders.id });
      if (claimed.length === 0) throw new NotClaimable();
      const [waitingAction] = await tx
        .select({ id: orderPayments.id })
        .from(orderPayments)
        .where(and(eq(orderPayments.orderId, attempt.orderId), eq(orderPayments.status, 'requires_action')))
        .limit(1);
      if (waitingAction) throw new NotClaimable();
      // An order on open terms is paid by its invoice (a payment link), not a second time.
      if (!options.settlesTerms) {
        const [terms] = await tx
          .select({ id: orderPayments.id })
          .from(orderPayments)
          .where(
            and(
              eq(orderPayments.orderId, attempt.orderId),
              eq(orderPayments.kind, 'terms'),
              eq(orderPayments.status, 'authorized'),
            ),
          )
          .limit(1);
        if (terms) throw new NotClaimable();
      }
      await options.check?.(tx);
      await tx
        .update(orderPayments)
        .set({ status: 'canceled', updatedAt: options.now })
        .where(and(eq(orderPayments.orderId, attempt.orderId), eq(orderPayments.status, 'requires_confirmation')));
      const [row] = await tx.insert(orderPayments).values(attempt).returning();
      await recordOrderEvent(
        tx,
        attempt.orderId,
        { kind: 'payment', attemptId: row!.id, status: row!.status, actor: PAYMENT_ACTOR },
        options.now,
      );
      return row!;
    });
    return inserted;
  } catch (error) {
    if (error instanceof NotClaimable) return null;
    throw error;
  }
}

/**
 * Before a new attempt: a 3-D Secure left waiting is canceled at the gateway, so that completing
 * it later in another tab cannot authorise the order a second time. If it was completed already,
 * its state is applied and the new attempt will find the order held or paid.
 */
export async function supersedeWaitingAction(db: Database, gateway: PaymentGateway, orderId: string, now: Date) {
  const latest = await latestAttempt(db, orderId);
  if (!latest || latest.status !== 'requires_action' || !latest.gatewayPaymentId) return;
  let payment: Payment;
  try {
    payment = await gateway.cancel({
      paymentId: latest.gatewayPaymentId,
      idempotencyKey: `${gatewayKeyOf(latest)}:supersede`,
    });
  } catch (error) {
    if (!isPaymentError(error)) throw error;
    payment = await readPayment(gateway, latest.gatewayPaymentId);
  }
  await applyGatewayPayment(db, gateway, latest, payment, now);
}

async function readPayment(gateway: PaymentGateway, paymentId: string): Promise<Payment> {
  try {
    return await gateway.getPayment(paymentId);
  } catch (error) {
    if (isPaymentError(error)) throw paymentsUnavailable();
    throw error;
  }
}

/**
 * Sends an attempt to the gateway: authorises or charges its method. Sending an attempt again
 * (a retry with the client's key, or the charge job picking up one left behind) reaches the
 * gateway with the same key, so the money moves once.
 */
export async function sendAttempt(
  db: Database,
  gateway: PaymentGateway,
  attempt: OrderPaymentRow,
  now: Date,
): Promise<OrderPaymentRow> {
  if (attempt.kind === 'terms' || attempt.status !== 'processing' || attempt.gatewayPaymentId) return attempt;
  const [method] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, attempt.paymentMethodId!));
  const request = {
    customerId: method!.gatewayCustomerId,
    paymentMethodId: method!.gatewayMethodId,
    amount: { cents: attempt.amountCents, currency: attempt.currency.toLowerCase() },
    idempotencyKey: gatewayKeyOf(attempt),
    metadata: { orderId: attempt.orderId, attemptId: attempt.id },
    description: `Order ${orderNumber(attempt.orderId)}`,
  };
  let payment: Payment;
  try {
    payment = attempt.kind === 'authorization' ? await gateway.authorize(request) : await gateway.charge(request);
  } catch (error) {
    if (!isPaymentError(error)) throw error;
    // The first request with the key is still running (a double click): it will answer.
    if (error.code === PaymentErrorCode.IDEMPOTENCY_KEY_IN_USE) throw paymentInProcess();
    // Unreachable or unreadable: the payment may exist. The attempt stays to be sent again.
    if (error.code === PaymentErrorCode.GATEWAY_ERROR) throw paymentsUnavailable();
    await failAttempt(db, attempt, { code: error.declineCode ?? error.code, message: error.message }, now);
    if (error.code === PaymentErrorCode.PAYMENT_METHOD_NOT_VERIFIED) {
      throw expectedError(ErrorCode.VERIFICATION_REQUIRED, PAYMENT_MESSAGES.verificationRequired);
    }
    throw paymentMethodError(error.message);
  }
  return applyGatewayPayment(db, gateway, attempt, payment, now);
}

/** An attempt that ends without a payment (refused, or its method was removed or failed). */
async function failAttempt(
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

/**
 * Records the gateway's state of an attempt's payment (its answer, a webhook's re-read, the
 * charge job's capture). Money taken marks the order's payment link paid, settles its 120-day
 * terms and mails a receipt (stored with the change); money held or taken on a canceled order is
 * released at once.
 */
export async function applyGatewayPayment(
  db: Database,
  gateway: PaymentGateway,
  attempt: OrderPaymentRow,
  payment: Payment,
  now: Date,
): Promise<OrderPaymentRow> {
  const status = attemptStatusOf(payment);
  const captured =
    attempt.kind === 'authorization' && (status === 'succeeded' || status === 'refunded') && !attempt.capturedAt;
  const settles = status === 'succeeded' && attempt.status !== 'succeeded' && attempt.kind !== 'terms';
  const updated = await updateAttempt(
    db,
    attempt,
    {
      gateway: gateway.name,
      gatewayPaymentId: payment.id,
      status,
      failureCode: payment.failure ? (payment.failure.declineCode ?? payment.failure.code) : null,
      failureMessage: payment.failure?.message ?? null,
      ...(captured ? { capturedAt: now, capturedCents: payment.amountReceivedCents } : {}),
      updatedAt: now,
    },
    async (tx) => {
      // The supplier's ledger follows the money taken and given back, in the same transaction.
      await recordPaymentInLedger(
        tx,
        attempt,
        { receivedCents: payment.amountReceivedCents, refundedCents: payment.amountRefundedCents },
        now,
      );
      if (!settles) return;
      if (attempt.paymentLinkId) {
        await tx
          .update(paymentLinks)
          .set({ paidAt: now })
          .where(and(eq(paymentLinks.id, attempt.paymentLinkId), isNull(paymentLinks.paidAt)));
      }
      await tx
        .update(orderPayments)
        .set({ status: 'succeeded', updatedAt: now })
        .where(
          and(
            eq(orderPayments.orderId, attempt.orderId),
            eq(orderPayments.kind, 'terms'),
            eq(orderPayments.status, 'authorized'),
          ),
        );
      const taken = payment.amountReceivedCents > 0 ? payment.amountReceivedCents : attempt.amountCents;
      // Money taken: the receipt, the supplier's order.paid webhook (events/consequences.ts).
      await recordOrderEvent(
        tx,
        attempt.orderId,
        { kind: 'paid', attemptId: attempt.id, amountCents: taken, actor: PAYMENT_ACTOR },
        now,
      );
    },
  );
  // A card that worked joins the company's saved methods (a declined one never does).
  if (updated.paymentMethodId && (updated.status === 'authorized' || updated.status === 'succeeded')) {
    await keepWorkingMethod(db, updated.paymentMethodId, now);
  }
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, attempt.orderId));
  if (order && ENDED_WITHOUT_DELIVERY.includes(order.status) && RELEASABLE.includes(updated.status)) {
    return releaseAttempt(db, gateway, updated, now);
  }
  return updated;
}

/** Attempt states that hold money, took it, or still bind the customer. */
const RELEASABLE: readonly OrderPaymentStatus[] = [
  'authorized',
  'requires_action',
  'requires_confirmation',
  'succeeded',
];

/**
 * A canceled order's attempt gives everything back: a pre-authorisation (or a payment waiting
 * for 3-D Secure) is canceled, money taken is refunded, terms are dropped. A bank debit still
 * on its way is refunded by the charge job once it settles. A gateway that cannot be reached
 * leaves the attempt as it is; the charge job tries again.
 */
export async function releaseAttempt(
  db: Database,
  gateway: PaymentGateway,
  attempt: OrderPaymentRow,
  now: Date,
): Promise<OrderPaymentRow> {
  if (!RELEASABLE.includes(attempt.status)) return attempt;
  if (!attempt.gatewayPaymentId) return setAttemptStatus(db, attempt, 'canceled', now);
  const key = gatewayKeyOf(attempt);
  try {
    if (attempt.status === 'succeeded') {
      const refund = await gateway.refund({ paymentId: attempt.gatewayPaymentId, idempotencyKey: `${key}:refund` });
      if (refund.status === 'failed') {
        logger.error(`Payments: the refund of attempt ${attempt.id} failed`);
        return attempt;
      }
      return updateAttempt(db, attempt, { status: 'refunded', updatedAt: now }, (tx) =>
        recordRefundedInFull(tx, attempt, now),
      );
    }
    const payment = await gateway.cancel({ paymentId: attempt.gatewayPaymentId, idempotencyKey: `${key}:release` });
    return await applyGatewayPayment(db, gateway, attempt, payment, now);
  } catch (error) {
    if (!isPaymentError(error)) throw error;
    logger.warn(`Payments: releasing attempt ${attempt.id} failed (${error.code}); the charge job will retry`);
    return attempt;
  }
}

function setAttemptStatus(db: Database, attempt: OrderPaymentRow, status: OrderPaymentStatus, now: Date) {
  return updateAttempt(db, attempt, { status, updatedAt: now });
}

/**
 * A bank account was verified: the orders waiting for it (`requires_confirmation`) are debited
 * now. Each waiting attempt is claimed with a conditional UPDATE, so a webhook and the person
 * verifying at the same moment debit it once.
 */
export async function continueWaitingPayments(
  db: Database,
  gateway: PaymentGateway,
  paymentMethodId: string,
  now: Date,
): Promise<void> {
  const waiting = await db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.paymentMethodId, paymentMethodId), eq(orderPayments.status, 'requires_confirmation')))
    .orderBy(asc(orderPayments.createdAt));
  for (const attempt of waiting) {
    const claimed = await db.transaction(async (tx) => {
      await lockOrder(tx, attempt.orderId);
      const [row] = await tx
        .update(orderPayments)
        .set({ status: 'processing', updatedAt: now })
        .where(and(eq(orderPayments.id, attempt.id), eq(orderPayments.status, 'requires_confirmation')))
        .returning();
      if (row) await followNewestAttempt(tx, attempt.orderId);
      return row;
    });
    if (!claimed) continue;
    try {
      await sendAttempt(db, gateway, claimed, now);
    } catch (error) {
      // The verification itself succeeded; a debit that cannot go now is the charge job's.
      logger.warn(`Payments: debiting order ${claimed.orderId} after verification failed`, error);
    }
  }
}

/** The orders waiting for a bank account that can no longer be debited fail ('Payment Failed', retry). */
export async function failWaitingPayments(
  db: Database,
  paymentMethodId: string,
  failure: { code: string; message: string },
  now: Date,
): Promise<void> {
  const waiting = await db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.paymentMethodId, paymentMethodId), eq(orderPayments.status, 'requires_confirmation')));
  for (const attempt of waiting) await failAttempt(db, attempt, failure, now);
}
