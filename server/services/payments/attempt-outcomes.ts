import 'server-only';

import { and, eq, isNull } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { orderPayments, orders, paymentLinks } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { isPaymentError, type Payment, type PaymentGateway } from '@/server/payment-gateway';
import { recordOrderEvent } from '@/server/services/events/order-events';
import { recordPaymentInLedger, recordRefundedInFull } from '@/server/services/payouts/ledger';
import { postAttemptCommitments } from '@/server/services/ledger/commitments';

import type { OrderPaymentRow, OrderPaymentStatus } from './records';
import { keepWorkingMethod } from './saved-methods';
import { releasesWhole } from './kept-fees';
import { attemptStatusOf, updateAttempt, PAYMENT_ACTOR, gatewayKeyOf, setAttemptStatus } from './attempt-state';

/**
 * What the gateway's answer makes of an attempt: money taken (its ledger entries, the order's payment link and terms settled, the paid event), held, refused, or released when its order ended.
 */

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
  // A top-up pays its change of the total: it settles no link or terms of the order's own.
  const settlesOrder = settles && !attempt.balanceChangeId;
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
      if (settlesOrder && attempt.paymentLinkId) {
        await tx
          .update(paymentLinks)
          .set({ paidAt: now })
          .where(and(eq(paymentLinks.id, attempt.paymentLinkId), isNull(paymentLinks.paidAt)));
      }
      const repaid = !settlesOrder
        ? []
        : await tx
            .update(orderPayments)
            .set({ status: 'succeeded', updatedAt: now })
            .where(
              and(
                eq(orderPayments.orderId, attempt.orderId),
                eq(orderPayments.kind, 'terms'),
                eq(orderPayments.status, 'authorized'),
              ),
            )
            .returning();
      for (const terms of repaid) await postAttemptCommitments(tx, terms, now);
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
  const [order] = await db
    .select({ status: orders.status, cancellationFeeCents: orders.cancellationFeeCents })
    .from(orders)
    .where(eq(orders.id, attempt.orderId));
  // An order canceled late keeps its fee: its payments are captured and refunded down to it instead.
  if (order && releasesWhole(order) && RELEASABLE.includes(updated.status)) {
    return releaseAttempt(db, gateway, updated, now);
  }
  return updated;
}

/** Attempt states that hold money, took it, or still bind the customer. */
export const RELEASABLE: readonly OrderPaymentStatus[] = [
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
