import 'server-only';

import { and, asc, eq, exists, inArray, notInArray, or, sql } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { orderPayments, orders, paymentMethods } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { logger } from '@/server/logger';
import { isPaymentError, PaymentErrorCode, type Payment, type PaymentGateway } from '@/server/payment-gateway';
import { PAYMENT_MESSAGES } from '@/lib/validation/payments';
import { ENDED_WITHOUT_DELIVERY } from '@/lib/order/lifecycle';
import { orderNumber } from '@/lib/order/number';
import { recordOrderEvent } from '@/server/services/events/order-events';
import { postAttemptCommitments } from '@/server/services/ledger/commitments';

import type { OrderPaymentRow } from './records';
import { paymentInProcess, paymentMethodError, paymentsUnavailable } from './refusals';
import { applyGatewayPayment } from './attempt-outcomes';
import {
  failAttempt,
  followNewestAttempt,
  gatewayKeyOf,
  latestAttempt,
  lockOrder,
  PAYABLE_STATUSES,
  PAYMENT_ACTOR,
  readPayment,
  type NewAttempt,
} from './attempt-state';

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
      // Terms accepted draw on the company's credit now, in the claim's transaction.
      await postAttemptCommitments(tx, row!, options.now);
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
