import 'server-only';

import { and, eq, inArray, sql } from 'drizzle-orm';

import { defineClaim, exponentialBackoff } from '@/server/db/claim';
import type { Database } from '@/server/db/database';
import { supplierPayoutAccounts, supplierPayouts } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { logger } from '@/server/logger';
import { isPaymentError, PaymentErrorCode, type PaymentFailure, type PaymentGateway } from '@/server/payment-gateway';
import { postPayoutBatch } from '@/server/services/ledger/payouts';

/**
 * Sending a payout batch, in two steps with keys stored on the batch:
 *
 * 1. The transfer (marketplace → the supplier's connected account), once per batch: its key never
 *    changes, and once `transfer_status` is `sent` it is never asked for again. So however late a
 *    resend comes (after the gateway's 24-hour idempotency window too), no second transfer.
 * 2. The payout (connected account → bank). One that fails at the bank (the gateway's answer, or
 *    its `payout.failed` webhook) leaves the money on the account; it is sent again as a new
 *    payout with a new key (`payout_attempts` + 1): by the payout job, with backoff, at most
 *    `PAYOUT_RETRY.automaticAttempts` payouts in all, or by the supplier's owner ("Send again",
 *    after fixing the bank details), with no bound but one failure per resend.
 *
 * A resend is one conditional UPDATE from `failed` (the row's lock orders concurrent ones: the
 * job and the button, two buttons), so one of them turns it back to `pending`, with the lease:
 * that one sends it. Pending batches are otherwise taken by the shared claim (server/db/claim.ts:
 * `FOR UPDATE SKIP LOCKED` and a lease), so one sender calls the gateway.
 */

export const PAYOUT_RETRY = {
  /** Payouts the job sends for a batch (the first and its automatic resends). */
  automaticAttempts: 3,
  /** The wait after the first failed payout; doubling after each. */
  firstMs: 6 * 60 * 60_000,
  maxMs: 48 * 60 * 60_000,
} as const;

/** A change of a batch's money state, and its ledger entries, in one transaction. */
const changeBatch = <T>(db: Database, batchId: string, now: Date, change: (tx: Database) => Promise<T>) =>
  db.transaction(async (tx) => {
    const result = await change(tx);
    await postPayoutBatch(tx, batchId, now);
    return result;
  });

export const transferIdempotencyKey = (batchId: string) => `supplier-payout:${batchId}:transfer`;
/** The n-th payout's key (the first keeps the key batches were sent with before the two steps). */
export const payoutIdempotencyKey = (batchId: string, attempt: number) =>
  attempt <= 1 ? `supplier-payout:${batchId}:payout` : `supplier-payout:${batchId}:payout:${attempt}`;

export type PayoutBatchRow = typeof supplierPayouts.$inferSelect;

/** Batches to send: pending, due (a batch waiting for the supplier's account is looked at again after its lease). */
export const pendingBatches = defineClaim({
  table: supplierPayouts,
  id: supplierPayouts.id,
  pending: sql`${supplierPayouts.status} = 'pending'`,
  dueAt: supplierPayouts.nextPayoutAttemptAt,
  leaseUntil: supplierPayouts.leaseUntil,
  orderBy: supplierPayouts.createdAt,
  leaseMs: 5 * 60_000,
  batchSize: 20,
  backoff: exponentialBackoff({ firstMs: PAYOUT_RETRY.firstMs, maxMs: PAYOUT_RETRY.maxMs }),
});

/** Failed payouts whose automatic resend is due (the transfer made, attempts left). */
export const failedPayouts = defineClaim({
  table: supplierPayouts,
  id: supplierPayouts.id,
  pending: sql`${supplierPayouts.status} = 'failed' and ${supplierPayouts.transferStatus} = 'sent' and ${supplierPayouts.nextPayoutAttemptAt} is not null`,
  dueAt: supplierPayouts.nextPayoutAttemptAt,
  leaseUntil: supplierPayouts.leaseUntil,
  leaseMs: 5 * 60_000,
  batchSize: 20,
  backoff: pendingBatches.spec.backoff,
});

/**
 * Sends the due pending batches. Answers how many reached the gateway. A gateway that cannot be
 * reached leaves the batch pending under its lease: the next try sends the same step with the
 * same key.
 */
export async function sendPendingBatches(
  db: Database,
  gateway: PaymentGateway,
  options: { now: Date },
): Promise<number> {
  let sent = 0;
  for (const id of await pendingBatches.claim(db, { now: options.now })) {
    const [batch] = await db.select().from(supplierPayouts).where(eq(supplierPayouts.id, id));
    if (batch && (await sendClaimed(db, gateway, batch, options.now))) sent += 1;
  }
  return sent;
}

/** Sends a batch its sender holds the lease of; a gateway error is left for the lease to run out. */
async function sendClaimed(db: Database, gateway: PaymentGateway, batch: PayoutBatchRow, now: Date) {
  try {
    return await sendBatch(db, gateway, batch, now);
  } catch (error) {
    if (!isPaymentError(error)) throw error;
    logger.warn(`Payouts: sending batch ${batch.id} failed (${error.code}); the job will retry`);
    return false;
  }
}

/** The job's resends: due failed payouts sent again as new payouts (new keys). */
export async function resendFailedPayouts(db: Database, gateway: PaymentGateway, now: Date): Promise<number> {
  let resent = 0;
  for (const id of await failedPayouts.claim(db, { now })) {
    const batch = await reopenFailedPayout(db, id, now);
    if (batch) {
      resent += 1;
      await sendClaimed(db, gateway, batch, now);
    }
  }
  return resent;
}

/**
 * The one way a failed payout is sent again: from `failed` with its transfer made, to `pending`
 * with the next payout's key, leased to the caller, who sends it at once (the job's claim skips it
 * while the lease holds). Concurrent callers queue on the row; one changes it, the others get null.
 */
async function reopenFailedPayout(db: Database, batchId: string, now: Date): Promise<PayoutBatchRow | null> {
  const [reopened] = await db
    .update(supplierPayouts)
    .set({
      status: 'pending',
      payoutIdempotencyKey: sql`'supplier-payout:' || ${supplierPayouts.id} || ':payout:' || (${supplierPayouts.payoutAttempts} + 1)`,
      gatewayPayoutId: null,
      failureCode: null,
      failureMessage: null,
      nextPayoutAttemptAt: null,
      leaseUntil: new Date(now.getTime() + pendingBatches.spec.leaseMs),
      paidAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(supplierPayouts.id, batchId),
        eq(supplierPayouts.status, 'failed'),
        eq(supplierPayouts.transferStatus, 'sent'),
      ),
    )
    .returning();
  return reopened ?? null;
}

export const PAYOUT_NOT_RESENDABLE_MESSAGE =
  'This payout cannot be sent again: its money never reached your payout account. Our team has been told and will fix it.';

/**
 * "Send again" (the supplier's owner, after fixing the bank details): a failed payout becomes a
 * new payout, sent at once. A payout already sent again (by the job, another click) is answered
 * as it is, so a second click sends nothing more.
 */
export async function resendPayout(
  db: Database,
  gateway: PaymentGateway,
  request: { supplierId: string; payoutId: string; now: Date },
): Promise<PayoutBatchRow> {
  const batchOf = async () => {
    const [row] = await db
      .select()
      .from(supplierPayouts)
      .where(and(eq(supplierPayouts.id, request.payoutId), eq(supplierPayouts.supplierId, request.supplierId)));
    return row;
  };
  const batch = await batchOf();
  if (!batch) throw expectedError(ErrorCode.NOT_FOUND, 'This payout was not found.');
  if (batch.status === 'failed' && batch.transferStatus !== 'sent') {
    throw expectedError(ErrorCode.PAYOUT_NOT_RESENDABLE, PAYOUT_NOT_RESENDABLE_MESSAGE, {
      status: batch.status,
    });
  }
  const reopened = await reopenFailedPayout(db, batch.id, request.now);
  if (reopened) await sendClaimed(db, gateway, reopened, request.now);
  return (await batchOf())!;
}

/** With Stripe, the supplier's connected account once it may receive payouts; the sandbox needs none. */
async function destinationOf(db: Database, gateway: PaymentGateway, supplierId: string) {
  if (gateway.name !== 'stripe') return { ready: true, accountId: null };
  const [account] = await db
    .select()
    .from(supplierPayoutAccounts)
    .where(eq(supplierPayoutAccounts.supplierId, supplierId));
  if (!account?.connectedAccountId || !account.payoutsEnabled) return { ready: false, accountId: null };
  return { ready: true, accountId: account.connectedAccountId };
}

/** A refusal that retrying with the same request will not change (not an outage, not a key in use). */
const isRefusal = (error: unknown) =>
  isPaymentError(error) &&
  error.code !== PaymentErrorCode.GATEWAY_ERROR &&
  error.code !== PaymentErrorCode.IDEMPOTENCY_KEY_IN_USE;

async function sendBatch(db: Database, gateway: PaymentGateway, batch: PayoutBatchRow, now: Date): Promise<boolean> {
  const destination = await destinationOf(db, gateway, batch.supplierId);
  if (!destination.ready) return false;
  const amount = { cents: batch.amountCents, currency: batch.currency.toLowerCase() };
  const metadata = { payoutId: batch.id, supplierId: batch.supplierId };
  const current = and(eq(supplierPayouts.id, batch.id), eq(supplierPayouts.status, 'pending'));

  if (batch.transferStatus !== 'sent') {
    let transfer;
    try {
      transfer = await gateway.createTransfer({
        accountId: destination.accountId,
        amount,
        idempotencyKey: batch.transferIdempotencyKey,
        metadata,
      });
    } catch (error) {
      if (!isRefusal(error) || !isPaymentError(error)) throw error;
      // Refused (the marketplace's balance too low...): the money never left; shown, not resent.
      await db
        .update(supplierPayouts)
        .set({
          status: 'failed',
          transferStatus: 'failed',
          failureCode: error.code,
          failureMessage: error.message,
          leaseUntil: null,
          updatedAt: now,
        })
        .where(current);
      return false;
    }
    // Recorded before the payout: from here on this batch never asks for a transfer again.
    await changeBatch(db, batch.id, now, (tx) =>
      tx
        .update(supplierPayouts)
        .set({ transferStatus: 'sent', transferId: transfer.id, updatedAt: now })
        .where(current),
    );
  }

  let payout;
  try {
    payout = await gateway.createPayout({
      accountId: destination.accountId,
      amount,
      idempotencyKey: batch.payoutIdempotencyKey,
      metadata,
    });
  } catch (error) {
    if (!isRefusal(error) || !isPaymentError(error)) throw error;
    await recordPayoutFailure(db, batch.id, { code: error.code, message: error.message }, now, {
      payoutId: null,
      from: ['pending'],
    });
    return true;
  }
  if (payout.status === 'failed') {
    await recordPayoutFailure(db, batch.id, payout.failure, now, { payoutId: payout.id, from: ['pending'] });
    return true;
  }
  await changeBatch(db, batch.id, now, (tx) =>
    tx
      .update(supplierPayouts)
      .set({
        // The gateway's `pending` is sent and on its way; ours means not sent yet.
        status: payout.status === 'pending' ? 'in_transit' : payout.status,
        gatewayPayoutId: payout.id,
        payoutAttempts: sql`${supplierPayouts.payoutAttempts} + 1`,
        failureCode: null,
        failureMessage: null,
        leaseUntil: null,
        sentAt: sql`coalesce(${supplierPayouts.sentAt}, ${now.toISOString()}::timestamptz)`,
        paidAt: payout.status === 'paid' ? now : null,
        updatedAt: now,
      })
      .where(current),
  );
  return true;
}

/**
 * A payout failed at the bank (or refused): kept with its reason, and, while the job has attempts
 * left, its automatic resend scheduled with backoff. `payoutId` set: the gateway's payout (a
 * webhook's failure is matched on it, so a late event of an earlier payout changes nothing).
 */
async function recordPayoutFailure(
  db: Database,
  batchId: string,
  failure: PaymentFailure | null,
  now: Date,
  match: { payoutId: string | null; from: PayoutBatchRow['status'][]; byGatewayPayout?: boolean },
): Promise<boolean> {
  const [row] = await db
    .select({ payoutAttempts: supplierPayouts.payoutAttempts })
    .from(supplierPayouts)
    .where(eq(supplierPayouts.id, batchId));
  if (!row) return false;
  // Counted when the payout is made; a webhook's failure is of a payout counted already.
  const attempts = match.byGatewayPayout ? row.payoutAttempts : row.payoutAttempts + 1;
  const updated = await changeBatch(db, batchId, now, (tx) =>
    tx
      .update(supplierPayouts)
      .set({
        status: 'failed',
        gatewayPayoutId: match.payoutId,
        payoutAttempts: attempts,
        failureCode: failure?.code ?? 'payout_failed',
        failureMessage: failure?.message ?? 'The payout failed.',
        paidAt: null,
        leaseUntil: null,
        nextPayoutAttemptAt: attempts < PAYOUT_RETRY.automaticAttempts ? failedPayouts.retryAt(now, attempts) : null,
        sentAt: sql`coalesce(${supplierPayouts.sentAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(
        and(
          eq(supplierPayouts.id, batchId),
          inArray(supplierPayouts.status, match.from),
          // Another writer counted a payout meanwhile: theirs is the newer news.
          eq(supplierPayouts.payoutAttempts, row.payoutAttempts),
          match.byGatewayPayout && match.payoutId ? eq(supplierPayouts.gatewayPayoutId, match.payoutId) : undefined,
        ),
      )
      .returning({ id: supplierPayouts.id }),
  );
  return updated.length > 0;
}

/**
 * A payout's outcome from the gateway's webhook (Stripe's `payout.paid` / `payout.failed` on the
 * connected account), matched on the batch's current payout: an event of an earlier, failed
 * payout changes nothing. A payout may fail after `paid` (Stripe: within days).
 */
export async function applyPayoutEvent(
  db: Database,
  gateway: PaymentGateway,
  event: { payoutId: string; paid: boolean; failure: { code: string; message: string } | null },
  now: Date,
): Promise<boolean> {
  const [batch] = await db
    .select({ id: supplierPayouts.id })
    .from(supplierPayouts)
    .where(and(eq(supplierPayouts.gateway, gateway.name), eq(supplierPayouts.gatewayPayoutId, event.payoutId)));
  if (!batch) return false;
  if (!event.paid) {
    await recordPayoutFailure(db, batch.id, event.failure, now, {
      payoutId: event.payoutId,
      from: ['pending', 'in_transit', 'paid'],
      byGatewayPayout: true,
    });
    return true;
  }
  await changeBatch(db, batch.id, now, (tx) =>
    tx
      .update(supplierPayouts)
      .set({ status: 'paid', paidAt: now, failureCode: null, failureMessage: null, updatedAt: now })
      .where(
        and(
          eq(supplierPayouts.id, batch.id),
          eq(supplierPayouts.gatewayPayoutId, event.payoutId),
          inArray(supplierPayouts.status, ['pending', 'in_transit']),
        ),
      ),
  );
  return true;
}
