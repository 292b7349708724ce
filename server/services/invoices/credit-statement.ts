import 'server-only';

import { and, asc, eq } from 'drizzle-orm';

import { orderNumber } from '@/lib/order/number';
import { formatLocalDate } from '@/lib/time';
import type { Database } from '@/server/db/database';
import {
  cities,
  ledgerEntries,
  ledgerLines,
  orderPayments,
  orders,
  supplierDeliverySettings,
} from '@/server/db/schema';
import { siteTimeZone } from '@/server/services/orders/local-time';

import { csvDecimal, csvLine } from './csv';
import { signDocumentToken, verifyDocumentToken } from './invoice-links';

/**
 * The statement of a company's credit account: every movement of its credit, read from the
 * double-entry ledger's `credit_receivable` lines (server/services/ledger/commitments.ts), oldest
 * first, with the balance after each: an order put on terms draws credit, its invoice paid repays
 * it, an order canceled releases it. The ledger is the record of money, so the statement can never
 * disagree with it. Shown on /app/credit and downloaded as CSV through a link signed for the
 * company (`/api/credit-statement/<companyId>`), like the orders' CSV.
 */

export type CreditMovementKind = 'drawn' | 'repaid' | 'released' | 'credited';

/** GraphQL `CreditStatementLine`. */
export interface CreditStatementLine {
  /** YYYY-MM-DD on the delivery site's calendar. */
  date: string;
  kind: CreditMovementKind;
  orderId: string;
  orderNumber: string;
  /** Positive when credit is drawn, negative when it comes back. */
  amountCents: number;
  /** Credit used after this line. */
  balanceCents: number;
  currency: string;
  /** The invoice's due date (YYYY-MM-DD). */
  dueDate: string | null;
}

const KINDS: Record<string, CreditMovementKind> = {
  credit_drawn: 'drawn',
  credit_repaid: 'repaid',
  credit_released: 'released',
  dispute_credited: 'credited',
};

export const CREDIT_MOVEMENT_LABELS: Record<CreditMovementKind, string> = {
  drawn: 'Order on terms',
  repaid: 'Invoice paid',
  released: 'Order canceled: credit released',
  credited: 'Dispute accepted: credited',
};

/** At most this many lines on the page; the CSV has them all. */
export const CREDIT_STATEMENT_PAGE_LINES = 200;

export async function creditStatement(db: Database, companyId: string, limit?: number): Promise<CreditStatementLine[]> {
  const query = db
    .select({
      kind: ledgerEntries.kind,
      occurredAt: ledgerEntries.occurredAt,
      orderId: orderPayments.orderId,
      amountCents: ledgerLines.amountCents,
      currency: ledgerLines.currency,
      dueDate: orderPayments.dueDate,
      cityTimeZone: cities.timeZone,
      supplierTimeZone: supplierDeliverySettings.timeZone,
    })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .innerJoin(orderPayments, eq(orderPayments.id, ledgerLines.orderPaymentId))
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .leftJoin(supplierDeliverySettings, eq(supplierDeliverySettings.supplierId, orders.supplierId))
    .where(and(eq(orderPayments.companyId, companyId), eq(ledgerLines.account, 'credit_receivable')))
    .orderBy(asc(ledgerEntries.occurredAt), asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  const rows = await query;
  let balance = 0;
  const lines = rows.map((row) => {
    balance += row.amountCents;
    return {
      date: formatLocalDate(row.occurredAt.toISOString(), siteTimeZone(row.cityTimeZone, row.supplierTimeZone)),
      kind: KINDS[row.kind] ?? (row.amountCents > 0 ? 'drawn' : 'released'),
      orderId: row.orderId,
      orderNumber: orderNumber(row.orderId),
      amountCents: row.amountCents,
      balanceCents: balance,
      currency: row.currency,
      dueDate: row.dueDate,
    };
  });
  // The newest lines when the page shows only some; the balance is still the running one.
  return limit !== undefined && lines.length > limit ? lines.slice(-limit) : lines;
}

export const CREDIT_STATEMENT_LINK_TTL_SECONDS = 10 * 60;
const AUDIENCE = 'buildmarket:credit-statement';

/** `/api/credit-statement/<companyId>?t=<signature>`. */
export async function signedCreditStatementPath(companyId: string, now = new Date()): Promise<string> {
  const token = await signDocumentToken(companyId, AUDIENCE, CREDIT_STATEMENT_LINK_TTL_SECONDS, now);
  return `/api/credit-statement/${encodeURIComponent(companyId)}?t=${encodeURIComponent(token)}`;
}

export async function verifyCreditStatementLink(companyId: string, token: string): Promise<boolean> {
  return (await verifyDocumentToken(companyId, token, [AUDIENCE])) !== null;
}

const HEADER = ['Date', 'Movement', 'Order', 'Due date', 'Currency', 'Amount', 'Credit used'];

/** The whole statement as CSV (RFC 4180), amounts as a spreadsheet reads them. */
export async function creditStatementCsv(db: Database, companyId: string): Promise<string> {
  const lines = await creditStatement(db, companyId);
  return [
    csvLine(HEADER),
    ...lines.map((line) =>
      csvLine([
        line.date,
        CREDIT_MOVEMENT_LABELS[line.kind],
        line.orderNumber,
        line.dueDate ?? '',
        line.currency,
        csvDecimal(line.amountCents),
        csvDecimal(line.balanceCents),
      ]),
    ),
  ].join('');
}
