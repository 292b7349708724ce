import 'server-only';

import { and, eq, sql } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { ledgerEntries, ledgerLines, supplierPayouts } from '@/server/db/schema';

import { postEntry } from './post';

/**
 * A payout batch's two steps in the ledger, brought to the batch's state in the transaction that
 * changes it (server/services/payouts/payout-sends.ts):
 *
 * - the transfer, made once: the batch's amount leaves the marketplace's balance for the
 *   supplier's connected account (`gateway_cash` → `supplier_connected_accounts`);
 * - the payout to the bank: once it is paid the supplier has been paid, and what it is owed
 *   (`supplier_payable`) goes down by the batch (→ from `supplier_connected_accounts`). A payout
 *   that fails after it was paid puts it back; the money is again on the connected account.
 *
 * So a batch pays its supplier at most once: one transfer per batch (its key), and its payout's
 * entries net to the batch's amount when paid, to zero otherwise.
 */
export async function postPayoutBatch(tx: Database, batchId: string, now: Date): Promise<void> {
  const [batch] = await tx.select().from(supplierPayouts).where(eq(supplierPayouts.id, batchId)).for('update');
  if (!batch) return;
  const base = { supplierPayoutId: batch.id, occurredAt: now };
  const money = (account: 'gateway_cash' | 'supplier_connected_accounts' | 'supplier_payable', cents: number) => ({
    account,
    amountCents: cents,
    currency: batch.currency,
    supplierId: account === 'gateway_cash' ? null : batch.supplierId,
  });
  if (batch.transferStatus === 'sent') {
    await postEntry(tx, {
      ...base,
      sourceKey: `payout:${batch.id}:transfer`,
      kind: 'transfer_sent',
      lines: [money('supplier_connected_accounts', batch.amountCents), money('gateway_cash', -batch.amountCents)],
    });
  }
  const [bank] = await tx
    .select({
      entries: sql<number>`count(distinct ${ledgerEntries.id})::int`,
      paidCents: sql<number>`coalesce(sum(${ledgerLines.amountCents}) filter (where ${ledgerLines.account} = 'supplier_payable'), 0)::int`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
    .where(and(eq(ledgerEntries.supplierPayoutId, batch.id), sql`${ledgerEntries.kind} like 'payout_%'`));
  const change = (batch.status === 'paid' ? batch.amountCents : 0) - (bank?.paidCents ?? 0);
  if (change === 0) return;
  await postEntry(tx, {
    ...base,
    // The batch's row is locked: the count of its bank entries so far numbers this one.
    sourceKey: `payout:${batch.id}:bank:${bank?.entries ?? 0}`,
    kind: change > 0 ? 'payout_paid' : 'payout_failed',
    lines: [money('supplier_payable', change), money('supplier_connected_accounts', -change)],
  });
}
