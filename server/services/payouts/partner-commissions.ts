import 'server-only';

import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { orders, partners, supplierLedgerEntries } from '@/server/db/schema';
import { postSupplierMovement } from '@/server/services/ledger/post';

/**
 * A referral partner's commission is earned once its order is delivered and paid. It is paid out
 * like a supplier's money, by the same ledger and payout batches: the partner's supplier (the
 * company it is on the marketplace, `partners.supplier_id`) is owed a `partner_commission` row,
 * which the next payout batch takes with its other rows. A partner that is no supplier has no
 * payout account: its earned commission waits, shown on its dashboard, until it has one.
 */

/** The states in which an order's commission is earned (with its payment succeeded). */
export const COMMISSION_EARNED_STATUSES = ['delivered', 'completed'] as const;

/** One cause per order: the journal and the partner's row are written once, whatever retries. */
export const partnerCommissionKey = (orderId: string) => `partner-commission:${orderId}`;

/**
 * Posts the commission of every earned order not posted yet (the payout job's first step, so a
 * commission earned before a payout day is in that day's batch). Answers how many were posted.
 */
export async function postEarnedPartnerCommissions(db: Database, now: Date = new Date()): Promise<number> {
  const due = await db
    .select({
      orderId: orders.id,
      currency: orders.currency,
      amountCents: orders.partnerCommissionCents,
      supplierId: partners.supplierId,
      // The payment that brought the order's money: the commission is the marketplace's share of it.
      orderPaymentId: supplierLedgerEntries.orderPaymentId,
      settledAt: supplierLedgerEntries.availableAt,
    })
    .from(orders)
    .innerJoin(partners, eq(partners.code, orders.partnerCode))
    .innerJoin(
      supplierLedgerEntries,
      and(eq(supplierLedgerEntries.orderId, orders.id), eq(supplierLedgerEntries.kind, 'payment')),
    )
    .where(
      and(
        gt(orders.partnerCommissionCents, 0),
        isNotNull(partners.supplierId),
        inArray(orders.status, [...COMMISSION_EARNED_STATUSES]),
        eq(orders.paymentStatus, 'succeeded'),
        sql`not exists (select 1 from ${supplierLedgerEntries} e where e.source_key = 'partner-commission:' || ${orders.id})`,
      ),
    )
    .orderBy(orders.createdAt, supplierLedgerEntries.occurredAt);
  const seen = new Set<string>();
  let posted = 0;
  for (const row of due) {
    if (seen.has(row.orderId) || !row.supplierId || !row.amountCents) continue;
    seen.add(row.orderId);
    const sourceKey = partnerCommissionKey(row.orderId);
    const { supplierId, orderId, orderPaymentId, amountCents } = row;
    const done = await db.transaction((tx) =>
      postSupplierMovement(tx, {
        sourceKey,
        kind: 'partner_commission',
        occurredAt: now,
        rows: [
          {
            supplierId,
            orderId,
            orderPaymentId,
            kind: 'partner_commission',
            amountCents,
            currency: row.currency.toUpperCase(),
            sourceKey,
            occurredAt: now,
            // Earned from the payment's money: settled when it is, so the next batch pays it.
            availableAt: row.settledAt < now ? row.settledAt : now,
          },
        ],
      }),
    );
    if (done) posted += 1;
  }
  return posted;
}
