import 'server-only';

import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

import { orderNumber } from '@/lib/order/number';
import type { Database } from '@/server/db/database';
import { supplierLedgerEntries, supplierPayouts } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { isPaymentError, type PaymentGateway } from '@/server/payment-gateway';
import { signDocumentToken, verifyDocumentToken } from '@/server/services/invoices/invoice-links';

import { payoutAccountOf, refreshConnectedAccount } from './connect';
import { supplierFees } from './fees';
import { nextPayoutDate, payoutCutoff } from './schedule';

/** How many past payouts the workspace shows. */
export const PAST_PAYOUTS_SHOWN = 20;
/** The ledger's CSV link is signed for this long. */
export const LEDGER_LINK_TTL_SECONDS = 10 * 60;
const LEDGER_AUDIENCE = 'buildmarket:payout-ledger';

export interface PayoutBalanceRecord {
  currency: string;
  /** Every row not paid out yet (may be negative: a refund after the last payout). */
  balanceCents: number;
  /** What the next payout will pay: the rows settled by then, when positive. */
  nextPayoutCents: number;
}

/** The workspace's payouts page (GraphQL `SupplierPayouts`). */
export async function supplierPayoutsOverview(db: Database, gateway: PaymentGateway, supplierId: string, now: Date) {
  const next = nextPayoutDate(now);
  const balances = await db
    .select({
      currency: supplierLedgerEntries.currency,
      balanceCents: sql<number>`coalesce(sum(${supplierLedgerEntries.amountCents}), 0)::int`,
      settledCents: sql<number>`coalesce(sum(${supplierLedgerEntries.amountCents}) filter (where ${supplierLedgerEntries.availableAt} <= ${payoutCutoff(next).toISOString()}), 0)::int`,
    })
    .from(supplierLedgerEntries)
    .where(and(eq(supplierLedgerEntries.supplierId, supplierId), isNull(supplierLedgerEntries.payoutId)))
    .groupBy(supplierLedgerEntries.currency)
    .orderBy(supplierLedgerEntries.currency);
  const payouts = await db
    .select()
    .from(supplierPayouts)
    .where(eq(supplierPayouts.supplierId, supplierId))
    .orderBy(desc(supplierPayouts.payoutDate), desc(supplierPayouts.createdAt))
    .limit(PAST_PAYOUTS_SHOWN);
  return {
    nextPayoutDate: next,
    balances: balances.map((row): PayoutBalanceRecord => ({
      currency: row.currency,
      balanceCents: Number(row.balanceCents),
      nextPayoutCents: Math.max(0, Number(row.settledCents)),
    })),
    payouts: await payoutViewsOf(db, payouts),
    fees: await supplierFees(db, supplierId),
    simulated: gateway.name === 'sandbox',
    connect: gateway.name === 'stripe' ? await connectStatus(db, gateway, supplierId) : null,
  };
}

/**
 * Batches as the page shows them: each step's state (the transfer to the supplier's payout
 * account, the payout to its bank), the failure's reason, whether it may be sent again (failed at
 * the bank after its transfer was made) and when the job will, and the orders in it.
 */
export async function payoutViewsOf(db: Database, payouts: (typeof supplierPayouts.$inferSelect)[]) {
  const perOrder =
    payouts.length === 0
      ? []
      : await db
          .select({
            payoutId: supplierLedgerEntries.payoutId,
            orderId: supplierLedgerEntries.orderId,
            netCents: sql<number>`sum(${supplierLedgerEntries.amountCents})::int`,
          })
          .from(supplierLedgerEntries)
          .where(
            inArray(
              supplierLedgerEntries.payoutId,
              payouts.map((payout) => payout.id),
            ),
          )
          .groupBy(supplierLedgerEntries.payoutId, supplierLedgerEntries.orderId)
          .orderBy(supplierLedgerEntries.orderId);
  return payouts.map((payout) => ({
    id: payout.id,
    payoutDate: payout.payoutDate,
    currency: payout.currency,
    amountCents: payout.amountCents,
    status: payout.status,
    transferStatus: payout.transferStatus,
    payoutAttempts: payout.payoutAttempts,
    simulated: payout.simulated,
    failureMessage: payout.status === 'failed' ? payout.failureMessage : null,
    resendable: payout.status === 'failed' && payout.transferStatus === 'sent',
    nextAttemptAt: payout.status === 'failed' ? (payout.nextPayoutAttemptAt?.toISOString() ?? null) : null,
    paidAt: payout.paidAt?.toISOString() ?? null,
    orders: perOrder
      .filter((row) => row.payoutId === payout.id)
      .map((row) => ({
        orderId: row.orderId,
        orderNumber: orderNumber(row.orderId),
        netCents: Number(row.netCents),
      })),
  }));
}

/** The connected account as the page shows it; read again from Stripe while payouts are not enabled. */
async function connectStatus(db: Database, gateway: PaymentGateway, supplierId: string) {
  let account = await payoutAccountOf(db, supplierId);
  if (account?.connectedAccountId && !account.payoutsEnabled) {
    try {
      account = (await refreshConnectedAccount(db, gateway, account.connectedAccountId)) ?? account;
    } catch (error) {
      if (!isPaymentError(error)) throw error;
      logger.warn(`Payouts: reading connected account failed (${error.code})`);
    }
  }
  return {
    connected: Boolean(account?.connectedAccountId),
    detailsSubmitted: account?.detailsSubmitted ?? false,
    payoutsEnabled: account?.payoutsEnabled ?? false,
  };
}

// The ledger as CSV, behind a signed link (like the statements).

export async function signedLedgerPath(supplierId: string, now = new Date()): Promise<string> {
  const token = await signDocumentToken(supplierId, LEDGER_AUDIENCE, LEDGER_LINK_TTL_SECONDS, now);
  return `/api/payouts/${encodeURIComponent(supplierId)}/ledger?t=${token}`;
}

export async function verifyLedgerLink(supplierId: string, token: string): Promise<boolean> {
  return (await verifyDocumentToken(supplierId, token, [LEDGER_AUDIENCE])) !== null;
}

const KIND_LABELS = {
  payment: 'Payment',
  refund: 'Refund',
  processing_fee: 'Processing fee',
  commission: 'Commission',
  partner_commission: 'Partner commission',
} as const;

/** Money as a spreadsheet reads it: -1234.56, from integer cents. */
const decimal = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** The supplier's whole ledger as CSV (RFC 4180, CRLF), oldest first. Every field is ours: no user text. */
export async function ledgerCsv(db: Database, supplierId: string): Promise<string> {
  const rows = await db
    .select({
      occurredAt: supplierLedgerEntries.occurredAt,
      availableAt: supplierLedgerEntries.availableAt,
      orderId: supplierLedgerEntries.orderId,
      orderPaymentId: supplierLedgerEntries.orderPaymentId,
      kind: supplierLedgerEntries.kind,
      currency: supplierLedgerEntries.currency,
      amountCents: supplierLedgerEntries.amountCents,
      payoutDate: supplierPayouts.payoutDate,
      payoutStatus: supplierPayouts.status,
    })
    .from(supplierLedgerEntries)
    .leftJoin(supplierPayouts, eq(supplierPayouts.id, supplierLedgerEntries.payoutId))
    .where(eq(supplierLedgerEntries.supplierId, supplierId))
    .orderBy(supplierLedgerEntries.occurredAt, supplierLedgerEntries.id);
  const header = ['Date', 'Order', 'Payment', 'Type', 'Currency', 'Amount', 'Settled', 'Payout date', 'Payout status'];
  const lines = rows.map((row) => [
    row.occurredAt.toISOString(),
    orderNumber(row.orderId),
    row.orderPaymentId,
    KIND_LABELS[row.kind],
    row.currency,
    decimal(row.amountCents),
    row.availableAt.toISOString().slice(0, 10),
    row.payoutDate ?? '',
    row.payoutStatus ?? '',
  ]);
  return `${[header, ...lines].map((line) => line.join(',')).join('\r\n')}\r\n`;
}
