import 'server-only';

import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, type SQL } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { orderPayments, orders } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { isPaymentError, type Payment, type PaymentGateway } from '@/server/payment-gateway';

import { claimOrderForPayment, sendAttempt } from './attempts';
import { applyGatewayPayment, releaseAttempt } from './attempt-outcomes';
import { gatewayKeyOf } from './attempt-state';
import { cashByAttempt } from './balance-changes';
import { settleBalanceRefunds } from './balance-settlement';
import { releasesWholeSql, takesPaymentSql } from './kept-fees';
import type { OrderPaymentRow } from './records';

/**
 * The charge job: what payments do on a schedule. The schedule is rows (an authorisation's
 * `charge_at`, a debit's status), not timers, so it survives restarts; every instance may run
 * it, and each attempt is leased with `FOR UPDATE SKIP LOCKED` plus `lease_until`, so two
 * instances never work on the same one at once (and the gateway keys make a repeated call
 * harmless anyway). It runs in the server's maintenance loop; tests call it with a fake clock.
 *
 * 1. Capture card authorisations whose time has come (28 hours before delivery): the amount due
 *    (an order canceled late: its cancellation fee), releasing the rest of the hold. An authorisation the card's bank let lapse (Stripe cancels
 *    uncaptured ones after 7 days) is replaced by a charge of the saved card for the amount due.
 * 2. Re-read bank debits still processing, until they settle (webhooks do it sooner with Stripe).
 * 3. Send again attempts whose gateway call never came back (the instance died mid-call).
 * 4. Release what a canceled order still holds or took, when releasing failed at cancel time.
 * 5. Refund what a lowered total still owes back (balance-settlement.ts).
 */

const MINUTE_MS = 60_000;
/** How long an instance keeps an attempt to itself. */
const LEASE_MS = 5 * MINUTE_MS;
/** Processing bank debits are re-read this often. */
const SETTLEMENT_POLL_MS = 5 * MINUTE_MS;
/** An attempt without the gateway's answer this long after it started was left behind. */
const STALE_ATTEMPT_MS = 2 * MINUTE_MS;
const BATCH_SIZE = 20;
/**
 * The key of a charge that replaces a lapsed authorisation: the order was secured once, so when
 * that charge fails the unpaid-orders job waits for the cancellation window, not the TTL.
 */
export const RENEWAL_KEY_PREFIX = 'renewal:';

export interface PaymentJobsReport {
  captured: number;
  settled: number;
  resent: number;
  released: number;
  refunded: number;
}

/** Leases up to a batch of attempts matching `where` (joined with their order) until `until`. */
async function lease(db: Database, where: SQL | undefined, now: Date, leaseMs: number): Promise<OrderPaymentRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orderPayments.id })
      .from(orderPayments)
      .innerJoin(orders, eq(orders.id, orderPayments.orderId))
      .where(and(where, or(isNull(orderPayments.leaseUntil), lte(orderPayments.leaseUntil, now))))
      .orderBy(asc(orderPayments.createdAt))
      .limit(BATCH_SIZE)
      .for('update', { of: orderPayments, skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(orderPayments)
      .set({ leaseUntil: new Date(now.getTime() + leaseMs) })
      .where(
        inArray(
          orderPayments.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Runs one attempt's step; one failing (a gateway down) never stops the others. */
async function step(label: string, attempt: OrderPaymentRow, run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    logger.warn(`Payments: ${label} of attempt ${attempt.id} failed; it is retried later`, error);
    return false;
  }
}

export async function runPaymentJobs(
  db: Database,
  gateway: PaymentGateway,
  options: { now?: Date } = {},
): Promise<PaymentJobsReport> {
  const now = options.now ?? new Date();
  const report: PaymentJobsReport = { captured: 0, settled: 0, resent: 0, released: 0, refunded: 0 };

  const dueCaptures = await lease(
    db,
    and(
      eq(orderPayments.kind, 'authorization'),
      eq(orderPayments.status, 'authorized'),
      lte(orderPayments.chargeAt, now),
      takesPaymentSql(),
    ),
    now,
    LEASE_MS,
  );
  for (const attempt of dueCaptures) {
    if (await step('capturing', attempt, () => captureAuthorization(db, gateway, attempt, now))) report.captured += 1;
  }

  const settling = await lease(
    db,
    and(eq(orderPayments.status, 'processing'), isNotNull(orderPayments.gatewayPaymentId)),
    now,
    SETTLEMENT_POLL_MS,
  );
  for (const attempt of settling) {
    const settled = await step('reading', attempt, async () => {
      const payment = await gateway.getPayment(attempt.gatewayPaymentId!);
      await applyGatewayPayment(db, gateway, attempt, payment, now);
    });
    if (settled) report.settled += 1;
  }

  const leftBehind = await lease(
    db,
    and(
      eq(orderPayments.status, 'processing'),
      isNull(orderPayments.gatewayPaymentId),
      lt(orderPayments.createdAt, new Date(now.getTime() - STALE_ATTEMPT_MS)),
    ),
    now,
    LEASE_MS,
  );
  for (const attempt of leftBehind) {
    if (await step('sending', attempt, () => sendAttempt(db, gateway, attempt, now))) report.resent += 1;
  }

  const stillHeld = await lease(
    db,
    and(
      releasesWholeSql(),
      inArray(orderPayments.status, ['authorized', 'requires_action', 'requires_confirmation', 'succeeded']),
    ),
    now,
    LEASE_MS,
  );
  for (const attempt of stillHeld) {
    if (await step('releasing', attempt, () => releaseAttempt(db, gateway, attempt, now))) report.released += 1;
  }
  // 5. Refund what a lowered total still owes back, when the gateway refused or was down at the time.
  report.refunded = await settleBalanceRefunds(db, gateway, now);
  return report;
}

/**
 * Takes the amount due from a card authorisation. When the gateway no longer has it to capture
 * (lapsed or canceled at the card's bank), the saved card is charged instead for the amount
 * due, as a new attempt; a decline then shows 'Payment Failed' with Retry on the order.
 */
export async function captureAuthorization(
  db: Database,
  gateway: PaymentGateway,
  attempt: OrderPaymentRow,
  now: Date,
): Promise<void> {
  const [order] = await db
    .select({ amountDueCents: orders.amountDueCents, cancellationFeeCents: orders.cancellationFeeCents })
    .from(orders)
    .where(eq(orders.id, attempt.orderId));
  // Canceled late, the order owes its cancellation fee only.
  const due = order!.cancellationFeeCents ?? order!.amountDueCents;
  const paymentId = attempt.gatewayPaymentId!;
  // What the order still owes once the differences collected on top of the hold are counted.
  const cash = await cashByAttempt(db, attempt.orderId);
  const collected = [...cash.entries()]
    .filter(([attemptId]) => attemptId !== attempt.id)
    .reduce((sum, [, cents]) => sum + cents, 0);
  const owed = Math.min(due - collected, attempt.amountCents);
  let payment: Payment;
  try {
    payment =
      owed > 0
        ? await gateway.capture({ paymentId, amountCents: owed, idempotencyKey: `${gatewayKeyOf(attempt)}:capture` })
        : await gateway.cancel({ paymentId, idempotencyKey: `${gatewayKeyOf(attempt)}:release` });
  } catch (error) {
    if (!isPaymentError(error)) throw error;
    payment = await gateway.getPayment(paymentId);
  }
  const captured = await applyGatewayPayment(db, gateway, attempt, payment, now);
  if (captured.status !== 'canceled' || owed <= 0) return;
  const charge = await claimOrderForPayment(
    db,
    {
      orderId: attempt.orderId,
      companyId: attempt.companyId,
      kind: 'charge',
      gateway: gateway.name,
      paymentMethodId: attempt.paymentMethodId,
      amountCents: order!.amountDueCents,
      currency: attempt.currency,
      status: 'processing',
      idempotencyKey: `${RENEWAL_KEY_PREFIX}${attempt.id}`,
      requestHash: attempt.requestHash,
      source: attempt.source,
      paymentLinkId: attempt.paymentLinkId,
    },
    { settlesTerms: false, now },
  );
  if (charge) await sendAttempt(db, gateway, charge, now);
}
