import 'server-only';

import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';

import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';

import type { Database } from '@/server/db/database';
import { ledgerLines, orderBalanceChanges, orderPayments, orders } from '@/server/db/schema';
import { recordOrderEvent, type OrderActor } from '@/server/services/events/order-events';
import { postEntry } from '@/server/services/ledger/post';

import { balanceBeyondCreditMessage, reserveCredit } from './credit';
import type { OrderPaymentRow } from './records';

/**
 * A change of a paid order's total moves money (a pour-day balance accepted): recorded with the
 * change, in its transaction, as an `order_balance_changes` row that says how it is settled.
 *
 * - The order on 120-day terms: the difference is added to the terms (or taken off) at once, its
 *   credit moved in the ledger in the same transaction; a raise beyond the company's available
 *   credit is refused (CREDIT_LIMIT_EXCEEDED), so the change that causes it is not made.
 * - Money taken (a card charged or captured, a bank debit) or a card hold smaller than the new
 *   amount: a higher total is collected on the same method only once the payer consents
 *   (`collect`, awaiting_consent; balance-settlement.ts); a lower one is refunded to it
 *   (`refund`, pending until the gateway made it, right after the commit or by the charge job).
 * - Nothing taken or promised yet, or a hold that covers the new amount: nothing moves here; the
 *   payment to come (or the capture, `min(amount due, hold)`) takes the new amount.
 *
 * A later change supersedes an earlier collection the payer has not authorised yet, so what is
 * asked is always what the order still owes.
 */

export type BalanceChangeRow = typeof orderBalanceChanges.$inferSelect;

/** Collections still owed by the payer, and what is being paid now. */
const OPEN_COLLECTION = ['awaiting_consent', 'failed', 'processing', 'requires_action'] as const;
/** Collections a new change may drop: the payer has not started paying them. */
const SUPERSEDABLE = ['awaiting_consent', 'failed'] as const;

/** The newest attempt that pays the order itself (a difference's top-up never does). */
export async function orderPaymentOf(tx: Database, orderId: string): Promise<OrderPaymentRow | null> {
  const [row] = await tx
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), isNull(orderPayments.balanceChangeId)))
    .orderBy(sql`${orderPayments.createdAt} desc, ${orderPayments.id} desc`)
    .limit(1);
  return row ?? null;
}

/** The order's 120-day terms while open (accepted and not yet repaid). */
export async function openTermsOf(tx: Database, orderId: string): Promise<OrderPaymentRow | null> {
  const [row] = await tx
    .select()
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.orderId, orderId),
        eq(orderPayments.kind, 'terms'),
        eq(orderPayments.status, 'authorized'),
        isNull(orderPayments.balanceChangeId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Each attempt's money kept at the gateway, by the ledger (taken less refunded). */
export async function cashByAttempt(tx: Database, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({
      attemptId: ledgerLines.orderPaymentId,
      cents: sql<number>`coalesce(sum(${ledgerLines.amountCents}), 0)::int`,
    })
    .from(ledgerLines)
    .where(and(eq(ledgerLines.orderId, orderId), eq(ledgerLines.account, 'gateway_cash')))
    .groupBy(ledgerLines.orderPaymentId);
  return new Map(rows.filter((row) => row.attemptId).map((row) => [row.attemptId!, Number(row.cents)]));
}

/** What a refund still owes back. */
export const owedBackCents = (change: Pick<BalanceChangeRow, 'differenceCents' | 'refundedCents'>) =>
  Math.max(0, -change.differenceCents - change.refundedCents);

export interface TotalChange {
  orderId: string;
  /** The cause (a pour-day request, or a dispute), so a retried acceptance records one change. */
  requestId: string | null;
  previousTotalCents: number;
  newTotalCents: number;
  previousAmountDueCents: number;
  newAmountDueCents: number;
  actor: OrderActor;
  now: Date;
  /** The contractor canceled late: the new total is the cancellation fee. */
  lateCancellation?: boolean;
  /** What changed the total, when not a pour-day balance: an accepted dispute's credit (orders/disputes.ts). */
  cause?: 'dispute';
}

/**
 * Records the money of a change of the order's total, inside the transaction that changes it
 * (the order's row locked by the caller). Answers the change, or null when nothing moves.
 */
export async function recordTotalChange(tx: Database, change: TotalChange): Promise<BalanceChangeRow | null> {
  const { orderId, now } = change;
  // Open terms are what the order is paid by, even when a newer attempt to repay them early (a
  // payment link's card declined) is the newest: they follow the new amount due all the same.
  const payment = (await openTermsOf(tx, orderId)) ?? (await orderPaymentOf(tx, orderId));
  if (!payment) return null;
  const [order] = await tx
    .select({ companyId: orders.companyId, currency: orders.currency })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const base = {
    orderId,
    companyId: order.companyId,
    requestId: change.requestId,
    lateCancellation: change.lateCancellation ?? false,
    previousTotalCents: change.previousTotalCents,
    newTotalCents: change.newTotalCents,
    currency: payment.currency,
    createdAt: now,
  };

  // 120-day terms: the invoice is the amount due, so the terms follow it at once.
  if (payment.kind === 'terms' && payment.status === 'authorized') {
    const difference = Math.max(0, change.newAmountDueCents) - payment.amountCents;
    if (difference === 0) return null;
    // A raise draws more credit: refused (CREDIT_LIMIT_EXCEEDED, the whole change rolled back)
    // beyond what the company has available, or while one of its terms invoices is overdue.
    if (difference > 0) {
      await reserveCredit(
        tx,
        { companyId: order.companyId, currency: payment.currency, amountDueCents: difference },
        now,
        balanceBeyondCreditMessage,
      );
    }
    const [row] = await tx
      .insert(orderBalanceChanges)
      .values({ ...base, settlement: 'terms', status: 'settled', differenceCents: difference, settledAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    // Credited whole (an accepted dispute), nothing is owed on the terms: they are settled, not
    // left open for what was credited (a payment's amount is never zero).
    const settledWhole = change.newAmountDueCents <= 0;
    await tx
      .update(orderPayments)
      .set(
        settledWhole
          ? { status: 'succeeded', updatedAt: now }
          : { amountCents: change.newAmountDueCents, updatedAt: now },
      )
      .where(eq(orderPayments.id, payment.id));
    // The order owes nothing more: paid, as the page and the invoice say (attempt-state.ts's
    // followNewestAttempt answers the same of terms settled, the newest attempt).
    if (settledWhole) await tx.update(orders).set({ paymentStatus: 'succeeded' }).where(eq(orders.id, orderId));
    // The credit drawn follows the terms' new amount (commitments.ts gives back the whole later).
    await postEntry(tx, {
      sourceKey: `balance-change:${row.id}:terms`,
      kind: difference > 0 ? 'credit_drawn' : change.cause === 'dispute' ? 'dispute_credited' : 'credit_released',
      occurredAt: now,
      orderId,
      orderPaymentId: payment.id,
      lines: [
        { account: 'credit_receivable', amountCents: difference, currency: payment.currency },
        { account: 'credit_commitments', amountCents: -difference, currency: payment.currency },
      ],
    });
    await recordBalanceEvent(tx, row, change.actor, now);
    return row;
  }

  // A payment yet to come takes the new amount due; nothing has moved.
  const taken = ['succeeded', 'processing'].includes(payment.status) && payment.kind !== 'terms';
  const held = payment.kind === 'authorization' && payment.status === 'authorized';
  if (!taken && !held) return null;

  // Collections the payer has not started are asked again for what is owed now.
  await tx
    .update(orderBalanceChanges)
    .set({ status: 'canceled', settledAt: now })
    .where(
      and(
        eq(orderBalanceChanges.orderId, orderId),
        eq(orderBalanceChanges.settlement, 'collect'),
        inArray(orderBalanceChanges.status, [...SUPERSEDABLE]),
      ),
    );
  const coming = await moneyComing(tx, orderId);
  const hold = held ? payment.amountCents : 0;
  const short = change.newAmountDueCents - coming - hold;
  const over = coming - change.newAmountDueCents;
  let values: Omit<typeof orderBalanceChanges.$inferInsert, keyof typeof base> | null = null;
  if (short > 0) {
    values = {
      settlement: 'collect',
      status: 'awaiting_consent',
      differenceCents: short,
      paymentMethodId: payment.paymentMethodId,
    };
  } else if (over > 0) {
    values = {
      settlement: 'refund',
      status: 'pending',
      differenceCents: -over,
      paymentMethodId: payment.paymentMethodId,
    };
  }
  if (!values) return null;
  const [row] = await tx
    .insert(orderBalanceChanges)
    .values({ ...base, ...values })
    .onConflictDoNothing()
    .returning();
  if (row) await recordBalanceEvent(tx, row, change.actor, now);
  return row ?? null;
}

/**
 * The order's money taken or on its way, as the new amount due is compared with it: cash the
 * ledger keeps, payments processing, collections the payer started or still owes, less refunds
 * still owed back.
 */
async function moneyComing(tx: Database, orderId: string): Promise<number> {
  const cash = [...(await cashByAttempt(tx, orderId)).values()].reduce((sum, cents) => sum + cents, 0);
  const [processing] = await tx
    .select({ cents: sql<number>`coalesce(sum(${orderPayments.amountCents}), 0)::int` })
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.orderId, orderId),
        eq(orderPayments.status, 'processing'),
        sql`${orderPayments.kind} <> 'terms'`,
      ),
    );
  const open = await tx
    .select()
    .from(orderBalanceChanges)
    .where(
      and(
        eq(orderBalanceChanges.orderId, orderId),
        inArray(orderBalanceChanges.status, [...OPEN_COLLECTION, 'pending']),
      ),
    );
  // A collection being paid is in `processing` already once its attempt is; count the rest.
  const collecting = open
    .filter((row) => row.settlement === 'collect' && row.status !== 'processing')
    .reduce((sum, row) => sum + row.differenceCents, 0);
  const owedBack = open.filter((row) => row.settlement === 'refund').reduce((sum, row) => sum + owedBackCents(row), 0);
  return cash + Number(processing?.cents ?? 0) + collecting - owedBack;
}

/** The payer hears of the change (mail, the order page's live update). */
async function recordBalanceEvent(tx: Database, change: BalanceChangeRow, actor: OrderActor, now: Date) {
  await recordOrderEvent(
    tx,
    change.orderId,
    {
      kind: 'balance_changed',
      changeId: change.id,
      settlement: change.settlement,
      status: change.status,
      actor,
    },
    now,
  );
}

/** Moves a change on, from one of `from` (a conditional update: of two writers, one moves it). */
export async function moveBalanceChange(
  tx: Database,
  changeId: string,
  from: readonly BalanceChangeRow['status'][],
  set: PgUpdateSetSource<typeof orderBalanceChanges>,
): Promise<BalanceChangeRow | null> {
  const [row] = await tx
    .update(orderBalanceChanges)
    .set(set)
    .where(and(eq(orderBalanceChanges.id, changeId), inArray(orderBalanceChanges.status, [...from])))
    .returning();
  return row ?? null;
}

/** The money of a change settled: the payer is told (its receipt or credit note). */
export async function recordBalanceSettled(tx: Database, change: BalanceChangeRow, now: Date) {
  await recordBalanceEvent(tx, change, { party: 'system', userId: null }, now);
}

/**
 * A collection follows its try (inside updateAttempt's transaction): charged, on its way, waiting
 * for 3-D Secure, or refused. Settled, the payer gets its receipt.
 */
export async function followTopUp(tx: Database, attempt: OrderPaymentRow, now: Date): Promise<void> {
  if (!attempt.balanceChangeId) return;
  const to =
    attempt.status === 'succeeded'
      ? 'settled'
      : attempt.status === 'requires_action'
        ? 'requires_action'
        : attempt.status === 'processing'
          ? 'processing'
          : attempt.status === 'failed' || attempt.status === 'canceled'
            ? 'failed'
            : null;
  if (!to) return;
  const from = (['processing', 'requires_action'] as const).filter((status) => status !== to);
  const moved = await moveBalanceChange(tx, attempt.balanceChangeId, from, {
    status: to,
    ...(to === 'settled' ? { settledAt: now } : {}),
    ...(to === 'failed' ? { failureMessage: attempt.failureMessage ?? 'The payment was declined.' } : {}),
  });
  if (moved && to === 'settled') await recordBalanceSettled(tx, moved, now);
}

/** An order's changes, oldest first. */
export async function balanceChangesOfOrders(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, BalanceChangeRow[]>> {
  const byOrder = new Map<string, BalanceChangeRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderBalanceChanges)
    .where(inArray(orderBalanceChanges.orderId, [...orderIds]))
    .orderBy(asc(orderBalanceChanges.createdAt), asc(orderBalanceChanges.id));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/**
 * The order ended (canceled, declined): its payments are released whole, so nothing is collected
 * or refunded for a change any more.
 */
export async function closeBalanceChanges(tx: Database, orderId: string, now: Date): Promise<void> {
  await tx
    .update(orderBalanceChanges)
    .set({ status: 'canceled', settledAt: now })
    .where(
      and(
        eq(orderBalanceChanges.orderId, orderId),
        inArray(orderBalanceChanges.status, ['awaiting_consent', 'failed', 'pending']),
      ),
    );
}
