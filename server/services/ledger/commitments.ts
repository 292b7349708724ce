import 'server-only';

import { and, eq, inArray, sql } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { ledgerLines, type orderPayments } from '@/server/db/schema';

import { postEntry, type LedgerAccount } from './post';

/**
 * Money promised but not moved: a card's pre-authorisation (the amount due plus the hold) and an
 * order accepted on 120-day terms. Each is a memo pair: the asset (`card_holds`,
 * `credit_receivable`) against the contractor's commitment (`card_hold_commitments`,
 * `credit_commitments`). It is posted when the attempt reaches the state that promises it
 * (authorised; terms accepted) and given back when it leaves it (captured, released, lapsed,
 * canceled; terms paid or dropped), in the transaction that changes the attempt. An attempt is
 * promised once and given back once, so the two entries' keys name the attempt and the step.
 */

type Attempt = Pick<
  typeof orderPayments.$inferSelect,
  'id' | 'orderId' | 'kind' | 'status' | 'amountCents' | 'currency'
>;

const PAIRS = {
  authorization: {
    asset: 'card_holds',
    commitment: 'card_hold_commitments',
    placed: 'hold_placed',
    released: 'hold_released',
  },
  terms: {
    asset: 'credit_receivable',
    commitment: 'credit_commitments',
    placed: 'credit_drawn',
    released: 'credit_released',
  },
} as const satisfies Record<
  string,
  { asset: LedgerAccount; commitment: LedgerAccount; placed: string; released: string }
>;

/** What the attempt promises now: an authorisation held or terms open, its full amount; else nothing. */
export function promisedCents(attempt: Pick<Attempt, 'kind' | 'status' | 'amountCents'>): number {
  if (attempt.kind === 'charge') return 0;
  return attempt.status === 'authorized' ? attempt.amountCents : 0;
}

/** Brings the attempt's promise in the ledger to its state (call with the order's row locked). */
export async function postAttemptCommitments(tx: Database, attempt: Attempt, now: Date): Promise<void> {
  if (attempt.kind === 'charge') return;
  const pair = PAIRS[attempt.kind];
  const [posted] = await tx
    .select({ cents: sql<number>`coalesce(sum(${ledgerLines.amountCents}), 0)::int` })
    .from(ledgerLines)
    .where(and(eq(ledgerLines.orderPaymentId, attempt.id), inArray(ledgerLines.account, [pair.asset])));
  const change = promisedCents(attempt) - (posted?.cents ?? 0);
  if (change === 0) return;
  // Terms given back because the invoice was paid are repaid; dropped (order canceled) released.
  const step =
    change > 0
      ? pair.placed
      : attempt.kind === 'terms' && attempt.status === 'succeeded'
        ? 'credit_repaid'
        : pair.released;
  await postEntry(tx, {
    sourceKey: `payment:${attempt.id}:${step}`,
    kind: step,
    occurredAt: now,
    orderId: attempt.orderId,
    orderPaymentId: attempt.id,
    lines: [
      { account: pair.asset, amountCents: change, currency: attempt.currency },
      { account: pair.commitment, amountCents: -change, currency: attempt.currency },
    ],
  });
}
