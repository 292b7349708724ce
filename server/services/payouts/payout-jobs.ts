import 'server-only';

import { randomUUID } from 'node:crypto';

import { and, eq, inArray, isNull, lte } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { supplierLedgerEntries, supplierPayouts } from '@/server/db/schema';
import type { PaymentGateway } from '@/server/payment-gateway';

import { batchAmount } from './arithmetic';
import { postEarnedPartnerCommissions } from './partner-commissions';
import { payoutIdempotencyKey, resendFailedPayouts, sendPendingBatches, transferIdempotencyKey } from './payout-sends';
import { payoutCutoff, payoutDateOn } from './schedule';

/**
 * The payout job, in the maintenance loop of every instance. Two steps, each safe to repeat:
 *
 * 0. Commissions: referral partners' commissions earned since the last run are posted to their
 *    suppliers' ledgers (partner-commissions.ts), so they are paid with the batches below.
 * 1. Batch: on a payout day, for each supplier and currency with settled rows not yet paid out,
 *    one transaction locks those rows, inserts the batch under its unique key (supplier, currency,
 *    payout day) and marks the rows with it. A crash inside rolls all of it back; a second
 *    instance waits on the rows' locks and then finds them taken, or the key used. A net amount
 *    that is not positive makes no batch: the rows (a refund after the last payout) stay in the
 *    balance and come off the next one.
 * 2. Resend: failed payouts whose automatic resend is due become pending again, with a new
 *    payout key (payout-sends.ts: never a new transfer).
 * 3. Send: pending batches are claimed (server/db/claim.ts) and sent in two steps, the transfer
 *    and the payout, each with the key stored on the batch, so a batch sent again after a crash
 *    or a gateway error reaches the gateway as the same transfer and payout.
 */

export const payoutBatchKey = (supplierId: string, currency: string, payoutDate: string) =>
  `${supplierId}:${currency}:${payoutDate}`;

export interface PayoutJobsReport {
  /** Referral partners' commissions earned and posted to their suppliers' ledgers. */
  commissions: number;
  batched: number;
  /** Failed payouts sent again as new payouts. */
  resent: number;
  sent: number;
}

export interface PayoutJobsOptions {
  now?: Date;
  /** Tests: runs inside the batch's transaction after the batch is inserted, before its rows are marked. */
  afterBatchInserted?: (batch: { id: string; supplierId: string }) => Promise<void> | void;
}

export async function runPayoutJobs(
  db: Database,
  gateway: PaymentGateway,
  options: PayoutJobsOptions = {},
): Promise<PayoutJobsReport> {
  const now = options.now ?? new Date();
  const payoutDate = payoutDateOn(now);
  const cutoff = payoutCutoff(payoutDate);
  const report: PayoutJobsReport = { commissions: 0, batched: 0, resent: 0, sent: 0 };
  report.commissions = await postEarnedPartnerCommissions(db, now);

  const due = await db
    .selectDistinct({ supplierId: supplierLedgerEntries.supplierId, currency: supplierLedgerEntries.currency })
    .from(supplierLedgerEntries)
    .where(and(isNull(supplierLedgerEntries.payoutId), lte(supplierLedgerEntries.availableAt, cutoff)));
  for (const { supplierId, currency } of due) {
    if (await createBatch(db, gateway, { supplierId, currency, payoutDate, cutoff, now }, options)) report.batched += 1;
  }
  report.resent = await resendFailedPayouts(db, gateway, now);
  report.sent = await sendPendingBatches(db, gateway, { now });
  return report;
}

async function createBatch(
  db: Database,
  gateway: PaymentGateway,
  batch: { supplierId: string; currency: string; payoutDate: string; cutoff: Date; now: Date },
  options: PayoutJobsOptions,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: supplierLedgerEntries.id, amountCents: supplierLedgerEntries.amountCents })
      .from(supplierLedgerEntries)
      .where(
        and(
          eq(supplierLedgerEntries.supplierId, batch.supplierId),
          eq(supplierLedgerEntries.currency, batch.currency),
          isNull(supplierLedgerEntries.payoutId),
          lte(supplierLedgerEntries.availableAt, batch.cutoff),
        ),
      )
      .for('update');
    const amountCents = batchAmount(rows);
    if (amountCents === null) return false;
    // The id is chosen here so the batch's keys are stored with it.
    const id = randomUUID();
    const [created] = await tx
      .insert(supplierPayouts)
      .values({
        id,
        transferIdempotencyKey: transferIdempotencyKey(id),
        payoutIdempotencyKey: payoutIdempotencyKey(id, 1),
        supplierId: batch.supplierId,
        currency: batch.currency,
        batchKey: payoutBatchKey(batch.supplierId, batch.currency, batch.payoutDate),
        payoutDate: batch.payoutDate,
        amountCents,
        gateway: gateway.name,
        simulated: gateway.name === 'sandbox',
        createdAt: batch.now,
        updatedAt: batch.now,
      })
      .onConflictDoNothing()
      .returning({ id: supplierPayouts.id });
    if (!created) return false;
    await options.afterBatchInserted?.({ id: created.id, supplierId: batch.supplierId });
    await tx
      .update(supplierLedgerEntries)
      .set({ payoutId: created.id })
      .where(
        and(
          inArray(
            supplierLedgerEntries.id,
            rows.map((row) => row.id),
          ),
          isNull(supplierLedgerEntries.payoutId),
        ),
      );
    return true;
  });
}
