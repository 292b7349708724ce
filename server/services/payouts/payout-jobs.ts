import 'server-only';

import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { supplierLedgerEntries, supplierPayoutAccounts, supplierPayouts } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { isPaymentError, PaymentErrorCode, type PaymentGateway } from '@/server/payment-gateway';

import { batchAmount } from './arithmetic';
import { payoutCutoff, payoutDateOn } from './schedule';

/**
 * The payout job, in the maintenance loop of every instance. Two steps, each safe to repeat:
 *
 * 1. Batch: on a payout day, for each supplier and currency with settled rows not yet paid out,
 *    one transaction locks those rows, inserts the batch under its unique key (supplier, currency,
 *    payout day) and marks the rows with it. A crash inside rolls all of it back; a second
 *    instance waits on the rows' locks and then finds them taken, or the key used. A net amount
 *    that is not positive makes no batch: the rows (a refund after the last payout) stay in the
 *    balance and come off the next one.
 * 2. Send: pending batches are leased (`FOR UPDATE SKIP LOCKED`, `lease_until`) and paid out with
 *    a key derived from the batch's id, so a batch sent again after a crash or a gateway error
 *    reaches the gateway as the same payout and moves its money once.
 */

const LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 20;

export const payoutIdempotencyKey = (payoutId: string) => `supplier-payout:${payoutId}`;
export const payoutBatchKey = (supplierId: string, currency: string, payoutDate: string) =>
  `${supplierId}:${currency}:${payoutDate}`;

export interface PayoutJobsReport {
  batched: number;
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
  const report: PayoutJobsReport = { batched: 0, sent: 0 };

  const due = await db
    .selectDistinct({ supplierId: supplierLedgerEntries.supplierId, currency: supplierLedgerEntries.currency })
    .from(supplierLedgerEntries)
    .where(and(isNull(supplierLedgerEntries.payoutId), lte(supplierLedgerEntries.availableAt, cutoff)));
  for (const { supplierId, currency } of due) {
    if (await createBatch(db, gateway, { supplierId, currency, payoutDate, cutoff, now }, options)) report.batched += 1;
  }

  for (const batch of await leasePendingBatches(db, now)) {
    try {
      if (await sendBatch(db, gateway, batch, now)) report.sent += 1;
    } catch (error) {
      // The batch stays pending with its key: the next run sends the same payout again.
      if (!isPaymentError(error)) throw error;
      logger.warn(`Payouts: sending batch ${batch.id} failed (${error.code}); the job will retry`);
    }
  }
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
    const [created] = await tx
      .insert(supplierPayouts)
      .values({
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

async function leasePendingBatches(db: Database, now: Date) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: supplierPayouts.id })
      .from(supplierPayouts)
      .where(
        and(
          eq(supplierPayouts.status, 'pending'),
          or(isNull(supplierPayouts.leaseUntil), lte(supplierPayouts.leaseUntil, now)),
        ),
      )
      .orderBy(asc(supplierPayouts.createdAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(supplierPayouts)
      .set({ leaseUntil: new Date(now.getTime() + LEASE_MS) })
      .where(
        inArray(
          supplierPayouts.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/**
 * Pays a batch out. With Stripe it waits (stays pending) until the supplier's connected account
 * may receive payouts; the sandbox needs no account and simulates the payout.
 */
async function sendBatch(
  db: Database,
  gateway: PaymentGateway,
  batch: typeof supplierPayouts.$inferSelect,
  now: Date,
): Promise<boolean> {
  let accountId: string | null = null;
  if (gateway.name === 'stripe') {
    const [account] = await db
      .select()
      .from(supplierPayoutAccounts)
      .where(eq(supplierPayoutAccounts.supplierId, batch.supplierId));
    if (!account?.connectedAccountId || !account.payoutsEnabled) return false;
    accountId = account.connectedAccountId;
  }
  let payout;
  try {
    payout = await gateway.payOut({
      accountId,
      amount: { cents: batch.amountCents, currency: batch.currency.toLowerCase() },
      idempotencyKey: payoutIdempotencyKey(batch.id),
      metadata: { payoutId: batch.id, supplierId: batch.supplierId },
    });
  } catch (error) {
    if (!isPaymentError(error) || error.code === PaymentErrorCode.GATEWAY_ERROR) throw error;
    if (error.code === PaymentErrorCode.IDEMPOTENCY_KEY_IN_USE) throw error;
    // Refused (a balance too low, an account closed): recorded, and shown to the supplier.
    await db
      .update(supplierPayouts)
      .set({ status: 'failed', failureCode: error.code, failureMessage: error.message, updatedAt: now })
      .where(and(eq(supplierPayouts.id, batch.id), eq(supplierPayouts.status, 'pending')));
    return false;
  }
  await db
    .update(supplierPayouts)
    .set({
      // The gateway's `pending` is sent and on its way; ours means not sent yet.
      status: payout.status === 'pending' ? 'in_transit' : payout.status,
      transferId: payout.transferId,
      gatewayPayoutId: payout.id,
      failureCode: payout.failure?.code ?? null,
      failureMessage: payout.failure?.message ?? null,
      sentAt: now,
      paidAt: payout.status === 'paid' ? now : null,
      updatedAt: now,
    })
    .where(and(eq(supplierPayouts.id, batch.id), eq(supplierPayouts.status, 'pending')));
  return true;
}

/**
 * A payout's outcome from the gateway's webhook (Stripe's `payout.paid` / `payout.failed` on the
 * connected account). A failure is kept with its reason for the supplier to see; the money stays
 * on the connected account until the supplier's bank details are fixed in Stripe.
 */
export async function applyPayoutEvent(
  db: Database,
  gateway: PaymentGateway,
  event: { payoutId: string; paid: boolean; failure: { code: string; message: string } | null },
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(supplierPayouts)
    .set(
      event.paid
        ? { status: 'paid', paidAt: now, failureCode: null, failureMessage: null, updatedAt: now }
        : {
            status: 'failed',
            failureCode: event.failure?.code ?? 'payout_failed',
            failureMessage: event.failure?.message ?? 'The payout failed.',
            updatedAt: now,
          },
    )
    .where(and(eq(supplierPayouts.gateway, gateway.name), eq(supplierPayouts.gatewayPayoutId, event.payoutId)))
    .returning({ id: supplierPayouts.id });
  return updated.length > 0;
}
