import 'server-only';

import type { Database } from '@/server/db/database';
import { ledgerEntries, ledgerLines, supplierLedgerEntries } from '@/server/db/schema';

/**
 * The one door to the ledger: a journal entry is posted whole or not at all. Its lines must sum
 * to zero in each currency (a debit is positive, a credit negative), or it is refused before
 * anything is written. Its `sourceKey` names its cause; posting the same cause again writes
 * nothing and answers false, so a retried webhook, job or request moves no money twice. Call it
 * inside the transaction of the change that causes the movement, so both commit or neither.
 */

export type LedgerAccount = (typeof ledgerLines.$inferInsert)['account'];

export interface LedgerLine {
  account: LedgerAccount;
  amountCents: number;
  currency: string;
  /** Default: the entry's. */
  orderId?: string | null;
  orderPaymentId?: string | null;
  supplierId?: string | null;
}

export interface LedgerEntry {
  sourceKey: string;
  kind: string;
  occurredAt: Date;
  orderId?: string | null;
  orderPaymentId?: string | null;
  supplierPayoutId?: string | null;
  lines: readonly LedgerLine[];
}

/** An entry whose lines do not balance: a bug in the caller, never a state to write. */
export class UnbalancedEntryError extends Error {
  constructor(
    readonly sourceKey: string,
    readonly imbalance: Record<string, number>,
  ) {
    super(`Ledger entry ${sourceKey} does not balance: ${JSON.stringify(imbalance)}`);
    this.name = 'UnbalancedEntryError';
  }
}

/** Sums per currency; every one must be zero. Lines of zero are dropped (they move nothing). */
export function checkBalanced(entry: Pick<LedgerEntry, 'sourceKey' | 'lines'>): LedgerLine[] {
  const lines = entry.lines.filter((line) => line.amountCents !== 0);
  const sums: Record<string, number> = {};
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountCents)) {
      throw new UnbalancedEntryError(entry.sourceKey, { [line.currency]: Number.NaN });
    }
    const currency = line.currency.toUpperCase();
    sums[currency] = (sums[currency] ?? 0) + line.amountCents;
  }
  const imbalance = Object.fromEntries(Object.entries(sums).filter(([, sum]) => sum !== 0));
  if (Object.keys(imbalance).length > 0) throw new UnbalancedEntryError(entry.sourceKey, imbalance);
  return lines;
}

/** Posts a balanced entry once per `sourceKey`; false when its cause was posted already or it moves nothing. */
export async function postEntry(tx: Database, entry: LedgerEntry): Promise<boolean> {
  const lines = checkBalanced(entry);
  if (lines.length === 0) return false;
  const [inserted] = await tx
    .insert(ledgerEntries)
    .values({
      sourceKey: entry.sourceKey,
      kind: entry.kind,
      orderId: entry.orderId ?? null,
      orderPaymentId: entry.orderPaymentId ?? null,
      supplierPayoutId: entry.supplierPayoutId ?? null,
      occurredAt: entry.occurredAt,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerEntries.id });
  if (!inserted) return false;
  await tx.insert(ledgerLines).values(
    lines.map((line) => ({
      entryId: inserted.id,
      account: line.account,
      orderId: line.orderId === undefined ? (entry.orderId ?? null) : line.orderId,
      orderPaymentId: line.orderPaymentId === undefined ? (entry.orderPaymentId ?? null) : line.orderPaymentId,
      supplierId: line.supplierId ?? null,
      amountCents: line.amountCents,
      currency: line.currency.toUpperCase(),
    })),
  );
  return true;
}

type SupplierRow = Omit<typeof supplierLedgerEntries.$inferInsert, 'id' | 'createdAt'>;

const SUPPLIER_KIND_ACCOUNT = {
  // The money itself moves through the marketplace's balance at the gateway.
  payment: 'gateway_cash',
  refund: 'gateway_cash',
  processing_fee: 'processing_fees',
  commission: 'marketplace_commission',
  // The marketplace pays a referral partner's commission out of its own.
  partner_commission: 'marketplace_commission',
} as const satisfies Record<SupplierRow['kind'], LedgerAccount>;

/**
 * Money of an order's payment that concerns its supplier (a capture, a refund with the fees given
 * back): one journal entry and the supplier's rows (`supplier_ledger_entries`, which payout
 * batches take), written together. Each supplier row of `amount` (what the supplier is owed,
 * positive) is the credit to `supplier_payable` of the same amount against the row's own account:
 * a payment of 100 with fees of 3 and 8 is cash +100, payable −89, fees −3, commission −8. So the
 * supplier's balance is always the negated `supplier_payable` of its rows, by construction.
 */
export async function postSupplierMovement(
  tx: Database,
  movement: { sourceKey: string; kind: string; occurredAt: Date; rows: readonly SupplierRow[] },
): Promise<boolean> {
  const rows = movement.rows.filter((row) => row.amountCents !== 0);
  const [first] = rows;
  if (!first) return false;
  // The row's sign is the account's: a fee taken from the supplier (negative) is revenue (a credit).
  const lines: LedgerLine[] = rows.map((row) => ({
    account: SUPPLIER_KIND_ACCOUNT[row.kind],
    amountCents: row.amountCents,
    currency: row.currency,
    orderPaymentId: row.orderPaymentId,
  }));
  lines.push({
    account: 'supplier_payable',
    amountCents: -rows.reduce((sum, row) => sum + row.amountCents, 0),
    currency: first.currency,
    supplierId: first.supplierId,
    orderPaymentId: first.orderPaymentId,
  });
  const posted = await postEntry(tx, {
    sourceKey: movement.sourceKey,
    kind: movement.kind,
    occurredAt: movement.occurredAt,
    orderId: first.orderId,
    orderPaymentId: first.orderPaymentId,
    lines,
  });
  if (posted)
    await tx
      .insert(supplierLedgerEntries)
      .values([...rows])
      .onConflictDoNothing();
  return posted;
}
