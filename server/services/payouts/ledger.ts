import 'server-only';

import { eq } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { orders, supplierLedgerEntries, type orderPayments } from '@/server/db/schema';
import { postSupplierMovement } from '@/server/services/ledger/post';

import { feesOfPayment, refundTotals, type CapturedPayment } from './arithmetic';
import { supplierFees } from './fees';
import { settledAt } from './schedule';

/**
 * Writes the supplier's ledger rows for an order's payment, in the transaction that records the
 * payment's new state (server/services/payments/attempts.ts, with the order's row locked, so two
 * writers for one payment queue). Each row has a key naming its source event: the capture, or
 * the refund that brought the refunded total to a given amount; a retried webhook, job or
 * request writes nothing twice. The rows and the marketplace's journal entry of the same movement
 * are written together by the ledger (server/services/ledger/post.ts, `postSupplierMovement`).
 */

type Attempt = Pick<typeof orderPayments.$inferSelect, 'id' | 'orderId' | 'kind' | 'currency'>;
type EntryKind = (typeof supplierLedgerEntries.$inferInsert)['kind'];

const captureKey = (attemptId: string, kind: EntryKind) => `payment:${attemptId}:${kind}`;
const refundKey = (attemptId: string, kind: EntryKind, refundedCents: number) =>
  `payment:${attemptId}:${kind}:refunded-to:${refundedCents}`;

/**
 * Records what the gateway says of a payment: `receivedCents` taken, `refundedCents` of it given
 * back in all. Terms (no money moved) and payments that took nothing write nothing.
 */
export async function recordPaymentInLedger(
  tx: Database,
  attempt: Attempt,
  money: { receivedCents: number; refundedCents: number },
  now: Date,
): Promise<void> {
  if (attempt.kind === 'terms') return;
  const [order] = await tx.select({ supplierId: orders.supplierId }).from(orders).where(eq(orders.id, attempt.orderId));
  if (!order) return;
  const existing = await tx
    .select({
      kind: supplierLedgerEntries.kind,
      sourceKey: supplierLedgerEntries.sourceKey,
      amountCents: supplierLedgerEntries.amountCents,
    })
    .from(supplierLedgerEntries)
    .where(eq(supplierLedgerEntries.orderPaymentId, attempt.id));
  const base = {
    supplierId: order.supplierId,
    orderId: attempt.orderId,
    orderPaymentId: attempt.id,
    currency: attempt.currency.toUpperCase(),
    occurredAt: now,
  };
  const captureRow = (kind: EntryKind) => existing.find((row) => row.sourceKey === captureKey(attempt.id, kind));
  let captured: CapturedPayment;
  const payment = captureRow('payment');
  if (payment) {
    captured = {
      receivedCents: payment.amountCents,
      processingFeeCents: -(captureRow('processing_fee')?.amountCents ?? 0),
      commissionCents: -(captureRow('commission')?.amountCents ?? 0),
    };
  } else {
    if (money.receivedCents <= 0) return;
    const fees = feesOfPayment(money.receivedCents, await supplierFees(tx, order.supplierId));
    captured = { receivedCents: money.receivedCents, ...fees };
    const availableAt = settledAt(now);
    const rows: [EntryKind, number][] = [
      ['payment', captured.receivedCents],
      ['processing_fee', -captured.processingFeeCents],
      ['commission', -captured.commissionCents],
    ];
    await postSupplierMovement(tx, {
      sourceKey: `payment:${attempt.id}:captured`,
      kind: 'captured',
      occurredAt: now,
      rows: rows.map(([kind, amountCents]) => ({
        ...base,
        kind,
        amountCents,
        availableAt,
        sourceKey: captureKey(attempt.id, kind),
      })),
    });
  }
  const refunded = Math.min(money.refundedCents, captured.receivedCents);
  if (refunded <= 0) return;
  // What refunds wrote so far, per kind, against what the refunded total calls for.
  const targets = refundTotals(captured, refunded);
  const written = (kind: EntryKind) =>
    existing
      .filter((row) => row.kind === kind && row.sourceKey !== captureKey(attempt.id, kind))
      .reduce((sum, row) => sum + row.amountCents, 0);
  const deltas = (['refund', 'processing_fee', 'commission'] as const)
    .map((kind) => [kind, targets[kind] - written(kind)] as const)
    .filter(([, cents]) => cents !== 0);
  if (deltas.length === 0) return;
  // A refund counts at once: it comes off the next payout even when the payment is already paid out.
  await postSupplierMovement(tx, {
    sourceKey: `payment:${attempt.id}:refunded-to:${refunded}`,
    kind: 'refunded',
    occurredAt: now,
    rows: deltas.map(([kind, amountCents]) => ({
      ...base,
      kind,
      amountCents,
      availableAt: now,
      sourceKey: refundKey(attempt.id, kind, refunded),
    })),
  });
}

/** A payment given back in full (an order canceled after it was charged). */
export async function recordRefundedInFull(
  tx: Database,
  attempt: Attempt & { capturedCents: number | null; amountCents: number },
  now: Date,
) {
  const [payment] = await tx
    .select({ amountCents: supplierLedgerEntries.amountCents })
    .from(supplierLedgerEntries)
    .where(eq(supplierLedgerEntries.sourceKey, captureKey(attempt.id, 'payment')));
  const received = payment?.amountCents ?? attempt.capturedCents ?? attempt.amountCents;
  await recordPaymentInLedger(tx, attempt, { receivedCents: received, refundedCents: received }, now);
}
