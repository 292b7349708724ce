import 'server-only';

import { and, count, eq, isNull, lt } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { ledgerDifferences, ledgerReconciliations } from '@/server/db/schema';
import { logger } from '@/server/logger';
import type { PaymentGateway } from '@/server/payment-gateway';

import { reconcileLedger, type ReconciliationReport } from './reconcile';

/**
 * The daily reconciliation, in the maintenance loop: the first instance to claim the day's row
 * (`ledger_reconciliations`, keyed by the UTC day) compares the last `RECONCILIATION_WINDOW_MS`
 * (two days, so a movement near midnight, or on a day the run failed, is still seen), and records
 * how many things it checked and how many disagreed. A claim left unfinished for
 * `RECONCILIATION_RETAKE_MS` (its instance died) is taken again.
 */

const HOUR_MS = 3_600_000;
export const RECONCILIATION_WINDOW_MS = 48 * HOUR_MS;
const RECONCILIATION_RETAKE_MS = HOUR_MS;

export async function runLedgerReconciliation(
  db: Database,
  gateway: PaymentGateway,
  options: { now?: Date } = {},
): Promise<ReconciliationReport | null> {
  const now = options.now ?? new Date();
  const day = now.toISOString().slice(0, 10);
  const claimed = await db
    .insert(ledgerReconciliations)
    .values({ day, startedAt: now })
    .onConflictDoUpdate({
      target: ledgerReconciliations.day,
      set: { startedAt: now },
      setWhere: and(
        isNull(ledgerReconciliations.finishedAt),
        lt(ledgerReconciliations.startedAt, new Date(now.getTime() - RECONCILIATION_RETAKE_MS)),
      ),
    })
    .returning({ day: ledgerReconciliations.day });
  if (claimed.length === 0) return null;
  const report = await reconcileLedger(db, gateway, {
    since: new Date(now.getTime() - RECONCILIATION_WINDOW_MS),
    until: now,
    now,
  });
  await db
    .update(ledgerReconciliations)
    .set({ finishedAt: new Date(), checked: report.checked, differences: report.differences.length })
    .where(eq(ledgerReconciliations.day, day));
  if (report.differences.length > 0) {
    logger.error(
      `Ledger: the reconciliation found ${report.differences.length} difference(s) with the gateway; see npm run ledger:reconcile`,
    );
  }
  return report;
}

/** How many differences are open: the gauge an operator's alert watches. */
export async function openDifferenceCount(db: Database): Promise<number> {
  const [row] = await db.select({ open: count() }).from(ledgerDifferences).where(isNull(ledgerDifferences.resolvedAt));
  return row?.open ?? 0;
}
