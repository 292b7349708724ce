import 'server-only';

import { and, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { ledgerDifferences, ledgerEntries, ledgerLines, orderPayments, supplierPayouts } from '@/server/db/schema';
import { isPaymentError, type Payment, type PaymentGateway } from '@/server/payment-gateway';

/**
 * The reconciliation: the ledger against the gateway's own records. For each payment that moved
 * in the window (in the gateway's balance movements, or an attempt of ours that changed) or still
 * holds a card, the money the ledger says it took (`gateway_cash`, net of refunds) and holds
 * (`card_holds`) against what the gateway's payment says (received less refunded; capturable);
 * for each transfer to a supplier in the window, its amount in both. Each thing that disagrees is
 * kept in `ledger_differences` until a later run finds it agreeing (`resolved_at`), for an
 * operator to see (`npm run ledger:reconcile`, the `buildmarket_ledger_open_differences` gauge).
 */

export interface LedgerDifference {
  gateway: PaymentGateway['name'];
  gatewayRef: string;
  what: 'cash' | 'hold' | 'transfer';
  orderPaymentId: string | null;
  supplierPayoutId: string | null;
  ledgerCents: number;
  gatewayCents: number;
  currency: string;
}

export interface ReconciliationReport {
  checked: number;
  differences: LedgerDifference[];
}

type Comparison = LedgerDifference;

async function paymentComparisons(
  db: Database,
  gateway: PaymentGateway,
  paymentIds: Set<string>,
): Promise<Comparison[]> {
  const comparisons: Comparison[] = [];
  for (const paymentId of paymentIds) {
    let payment: Payment | null;
    try {
      payment = await gateway.getPayment(paymentId);
    } catch (error) {
      // A payment the gateway does not know (ours says it took money it never did): nothing there.
      if (!isPaymentError(error) || error.status !== 404) throw error;
      payment = null;
    }
    const [attempt] = await db
      .select({ id: orderPayments.id, kind: orderPayments.kind, currency: orderPayments.currency })
      .from(orderPayments)
      .where(and(eq(orderPayments.gateway, gateway.name), eq(orderPayments.gatewayPaymentId, paymentId)));
    const [ledger] = attempt
      ? await db
          .select({
            cash: sql<number>`coalesce(sum(${ledgerLines.amountCents}) filter (where ${ledgerLines.account} = 'gateway_cash'), 0)::int`,
            hold: sql<number>`coalesce(sum(${ledgerLines.amountCents}) filter (where ${ledgerLines.account} = 'card_holds'), 0)::int`,
          })
          .from(ledgerLines)
          .where(eq(ledgerLines.orderPaymentId, attempt.id))
      : [{ cash: 0, hold: 0 }];
    const base = {
      gateway: gateway.name,
      gatewayRef: paymentId,
      orderPaymentId: attempt?.id ?? null,
      supplierPayoutId: null,
      currency: (payment?.amount.currency ?? attempt?.currency ?? '').toUpperCase(),
    };
    const cash = payment ? payment.amountReceivedCents - payment.amountRefundedCents : 0;
    const hold = payment?.status === 'requires_capture' ? payment.amountCapturableCents : 0;
    comparisons.push({ ...base, what: 'cash', ledgerCents: ledger?.cash ?? 0, gatewayCents: cash });
    comparisons.push({ ...base, what: 'hold', ledgerCents: ledger?.hold ?? 0, gatewayCents: hold });
  }
  return comparisons;
}

async function transferComparisons(
  db: Database,
  gateway: PaymentGateway,
  window: { since: Date; until: Date },
  listed: Map<string, { cents: number; currency: string }>,
): Promise<Comparison[]> {
  // The batches whose transfer the ledger posted in the window, and those the gateway listed.
  const batches = await db
    .selectDistinct({
      id: supplierPayouts.id,
      transferId: supplierPayouts.transferId,
      currency: supplierPayouts.currency,
    })
    .from(supplierPayouts)
    .leftJoin(
      ledgerEntries,
      and(eq(ledgerEntries.supplierPayoutId, supplierPayouts.id), eq(ledgerEntries.kind, 'transfer_sent')),
    )
    .where(
      and(
        eq(supplierPayouts.gateway, gateway.name),
        or(
          and(gte(ledgerEntries.occurredAt, window.since), lt(ledgerEntries.occurredAt, window.until)),
          listed.size > 0 ? inArray(supplierPayouts.transferId, [...listed.keys()]) : sql`false`,
        ),
      ),
    );
  const comparisons: Comparison[] = [];
  const seen = new Set<string>();
  for (const batch of batches) {
    const [ledger] = await db
      .select({ cents: sql<number>`coalesce(-sum(${ledgerLines.amountCents}), 0)::int` })
      .from(ledgerLines)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
      .where(
        and(
          eq(ledgerEntries.supplierPayoutId, batch.id),
          eq(ledgerEntries.kind, 'transfer_sent'),
          eq(ledgerLines.account, 'gateway_cash'),
        ),
      );
    const ref = batch.transferId ?? `batch:${batch.id}`;
    seen.add(ref);
    comparisons.push({
      gateway: gateway.name,
      gatewayRef: ref,
      what: 'transfer',
      orderPaymentId: null,
      supplierPayoutId: batch.id,
      ledgerCents: ledger?.cents ?? 0,
      gatewayCents: listed.get(ref)?.cents ?? 0,
      currency: batch.currency.toUpperCase(),
    });
  }
  // A transfer at the gateway that no batch of ours sent.
  for (const [ref, transfer] of listed) {
    if (seen.has(ref)) continue;
    comparisons.push({
      gateway: gateway.name,
      gatewayRef: ref,
      what: 'transfer',
      orderPaymentId: null,
      supplierPayoutId: null,
      ledgerCents: 0,
      gatewayCents: transfer.cents,
      currency: transfer.currency,
    });
  }
  return comparisons;
}

/** Compares the window's payments and transfers, stores what disagrees and resolves what agrees again. */
export async function reconcileLedger(
  db: Database,
  gateway: PaymentGateway,
  window: { since: Date; until: Date; now: Date },
): Promise<ReconciliationReport> {
  const movements = await gateway.listBalanceMovements({ from: window.since, before: window.until });
  const paymentIds = new Set<string>();
  const transfers = new Map<string, { cents: number; currency: string }>();
  for (const movement of movements) {
    if (!movement.sourceId) continue;
    if (movement.type === 'payment' || movement.type === 'refund') paymentIds.add(movement.sourceId);
    if (movement.type === 'transfer') {
      const known = transfers.get(movement.sourceId);
      transfers.set(movement.sourceId, {
        cents: (known?.cents ?? 0) - movement.amountCents,
        currency: movement.currency,
      });
    }
  }
  const ours = await db
    .select({ paymentId: orderPayments.gatewayPaymentId })
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.gateway, gateway.name),
        or(
          and(gte(orderPayments.updatedAt, window.since), lt(orderPayments.updatedAt, window.until)),
          eq(orderPayments.status, 'authorized'),
        ),
      ),
    );
  for (const { paymentId } of ours) if (paymentId) paymentIds.add(paymentId);

  const comparisons = [
    ...(await paymentComparisons(db, gateway, paymentIds)),
    ...(await transferComparisons(db, gateway, window, transfers)),
  ];
  const differences = comparisons.filter((comparison) => comparison.ledgerCents !== comparison.gatewayCents);
  for (const comparison of comparisons) {
    const subject = and(
      eq(ledgerDifferences.gateway, comparison.gateway),
      eq(ledgerDifferences.gatewayRef, comparison.gatewayRef),
      eq(ledgerDifferences.what, comparison.what),
    );
    if (comparison.ledgerCents === comparison.gatewayCents) {
      await db
        .update(ledgerDifferences)
        .set({ resolvedAt: window.now, checkedAt: window.now })
        .where(and(subject, isNull(ledgerDifferences.resolvedAt)));
      continue;
    }
    const values = { ...comparison, foundAt: window.now, checkedAt: window.now, resolvedAt: null };
    await db
      .insert(ledgerDifferences)
      .values(values)
      .onConflictDoUpdate({
        target: [ledgerDifferences.gateway, ledgerDifferences.gatewayRef, ledgerDifferences.what],
        set: {
          ledgerCents: comparison.ledgerCents,
          gatewayCents: comparison.gatewayCents,
          checkedAt: window.now,
          resolvedAt: null,
          foundAt: sql`case when ${ledgerDifferences.resolvedAt} is null then ${ledgerDifferences.foundAt} else excluded.found_at end`,
        },
      });
  }
  return { checked: comparisons.length, differences };
}

/** The differences no run has seen resolved, oldest first: what an operator has to look into. */
export function openDifferences(db: Database) {
  return db
    .select()
    .from(ledgerDifferences)
    .where(isNull(ledgerDifferences.resolvedAt))
    .orderBy(ledgerDifferences.foundAt, ledgerDifferences.gatewayRef);
}
