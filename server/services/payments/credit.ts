import 'server-only';

import { and, asc, eq, sum } from 'drizzle-orm';

import { CREDIT_TERM_DAYS } from '@/lib/constants';
import { formatMoney } from '@/lib/money';
import { orderNumber } from '@/lib/order/number';
import type { CreditAccountApplication } from '@/lib/validation/payments';
import type { Database } from '@/server/db/database';
import { creditAccounts, orderPayments } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

/**
 * 120-day terms (flexPayment): a company applies from the app and is decided at once by the rule
 * below; an approved account has a limit in its country's currency. An order on terms uses
 * credit until its invoice is paid (or the order is canceled); orders beyond the available
 * credit are refused.
 */

type CreditAccountRow = typeof creditAccounts.$inferSelect;

/** GraphQL `CreditAccount`. */
export interface CreditAccountRecord {
  status: CreditAccountRow['status'];
  currency: string;
  limitCents: number;
  usedCents: number;
  availableCents: number;
  termDays: number;
  openInvoices: { orderId: string; orderNumber: string; amountCents: number; dueDate: string }[];
  appliedAt: string;
  decisionReason: string | null;
}

/**
 * The decision rule. Terms are credit for four months, so the limit is what a business can show
 * it repays: at most three months of its expected spend, and at most a cap that grows with its
 * years in business ($25,000 under 3 years, $50,000 under 5, $100,000 under 10, $250,000 from
 * 10), never more than requested, rounded down to $100. Under a year in business, or a limit
 * under $1,000, is declined with the reason.
 */
export const CREDIT_RULE = {
  minimumYears: 1,
  spendMonths: 3,
  caps: [
    { fromYears: 10, capCents: 25_000_000 },
    { fromYears: 5, capCents: 10_000_000 },
    { fromYears: 3, capCents: 5_000_000 },
    { fromYears: 1, capCents: 2_500_000 },
  ],
  minimumLimitCents: 100_000,
  roundingCents: 10_000,
} as const;

export const DECLINED_TOO_YOUNG = 'We offer 120-day terms to businesses operating for at least a year.';
export const DECLINED_TOO_SMALL =
  'Your expected spend is too small for 120-day terms. You can pay by card or bank account.';
export const approvedBelowRequest = (limitCents: number, currency: string) =>
  `Approved for ${formatMoney(limitCents, currency)}, based on your years in business and monthly spend.`;

export function decideCredit(
  application: Pick<
    CreditAccountApplication,
    'yearsInBusiness' | 'monthlySpendCents' | 'requestedLimitCents' | 'currency'
  >,
): { status: 'approved' | 'declined'; limitCents: number; reason: string | null } {
  if (application.yearsInBusiness < CREDIT_RULE.minimumYears) {
    return { status: 'declined', limitCents: 0, reason: DECLINED_TOO_YOUNG };
  }
  const cap = CREDIT_RULE.caps.find((step) => application.yearsInBusiness >= step.fromYears)!.capCents;
  const limit = Math.min(application.requestedLimitCents, cap, application.monthlySpendCents * CREDIT_RULE.spendMonths);
  const rounded = Math.floor(limit / CREDIT_RULE.roundingCents) * CREDIT_RULE.roundingCents;
  if (rounded < CREDIT_RULE.minimumLimitCents) return { status: 'declined', limitCents: 0, reason: DECLINED_TOO_SMALL };
  return {
    status: 'approved',
    limitCents: rounded,
    reason: rounded < application.requestedLimitCents ? approvedBelowRequest(rounded, application.currency) : null,
  };
}

/** Orders on terms whose invoice is not paid yet (nor the order canceled): they use credit. */
const openTerms = (companyId: string) =>
  and(eq(orderPayments.companyId, companyId), eq(orderPayments.kind, 'terms'), eq(orderPayments.status, 'authorized'));

/** Credit used by the company's unpaid orders on terms, in cents. */
async function creditUsedCents(db: Database, companyId: string): Promise<number> {
  const [used] = await db
    .select({ cents: sum(orderPayments.amountCents) })
    .from(orderPayments)
    .where(openTerms(companyId));
  return Number(used?.cents ?? 0);
}

/** The company's credit account, with what is used and the open invoices; null before it applies. */
export async function getCreditAccount(db: Database, companyId: string): Promise<CreditAccountRecord | null> {
  const [account] = await db.select().from(creditAccounts).where(eq(creditAccounts.companyId, companyId));
  if (!account) return null;
  const invoices = await db
    .select({ orderId: orderPayments.orderId, amountCents: orderPayments.amountCents, dueDate: orderPayments.dueDate })
    .from(orderPayments)
    .where(openTerms(companyId))
    .orderBy(asc(orderPayments.dueDate), asc(orderPayments.createdAt));
  const usedCents = invoices.reduce((total, invoice) => total + invoice.amountCents, 0);
  return {
    status: account.status,
    currency: account.currency,
    limitCents: account.limitCents,
    usedCents,
    availableCents: Math.max(0, account.limitCents - usedCents),
    termDays: account.termDays,
    openInvoices: invoices.map((invoice) => ({
      orderId: invoice.orderId,
      orderNumber: orderNumber(invoice.orderId),
      amountCents: invoice.amountCents,
      dueDate: invoice.dueDate!,
    })),
    appliedAt: account.appliedAt.toISOString(),
    decisionReason: account.decisionReason,
  };
}

/**
 * Applies for terms; the decision is immediate. A declined company may apply again (its
 * business may have grown); an approved one gets its account back unchanged (a double submit),
 * since changing a limit that orders already use is a conversation with us, not a form.
 */
export async function applyForCredit(
  db: Database,
  companyId: string,
  application: CreditAccountApplication,
  now = new Date(),
): Promise<CreditAccountRecord> {
  const decision = decideCredit(application);
  const values = {
    companyId,
    status: decision.status,
    currency: application.currency,
    limitCents: decision.limitCents,
    termDays: CREDIT_TERM_DAYS,
    legalName: application.legalName,
    countryCode: application.countryCode,
    businessNumber: application.businessNumber,
    yearsInBusiness: application.yearsInBusiness,
    monthlySpendCents: application.monthlySpendCents,
    requestedLimitCents: application.requestedLimitCents,
    decisionReason: decision.reason,
    appliedAt: now,
    decidedAt: now,
  };
  await db
    .insert(creditAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: creditAccounts.companyId,
      set: values,
      setWhere: eq(creditAccounts.status, 'declined'),
    });
  return (await getCreditAccount(db, companyId))!;
}

export const CREDIT_ACCOUNT_REQUIRED_MESSAGE = 'Apply for 120-day terms before paying an order on terms.';
export const creditCurrencyMismatchMessage = (accountCurrency: string, orderCurrency: string) =>
  `Your 120-day terms are in ${accountCurrency}; this order is in ${orderCurrency}.`;
export const creditLimitExceededMessage = (availableCents: number, currency: string) =>
  `This order is beyond your available credit of ${formatMoney(availableCents, currency)}. Pay it by card or bank account, or make the order smaller.`;

/** YYYY-MM-DD plus whole days, on the calendar (no time zone can shift it). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * Inside the transaction that claims an order for terms: the company's credit account row is
 * locked, so concurrent orders on terms queue here and each sees the credit the others used
 * (PostgreSQL re-reads after the lock; PGlite runs one transaction at a time). Refuses without
 * an approved account in the order's currency, or beyond the available credit.
 */
export async function reserveCredit(
  tx: Database,
  order: { companyId: string; currency: string; amountDueCents: number },
): Promise<CreditAccountRow> {
  const [account] = await tx
    .select()
    .from(creditAccounts)
    .where(eq(creditAccounts.companyId, order.companyId))
    .for('update');
  if (!account || account.status !== 'approved') {
    throw expectedError(ErrorCode.CREDIT_ACCOUNT_REQUIRED, CREDIT_ACCOUNT_REQUIRED_MESSAGE);
  }
  if (account.currency !== order.currency) {
    throw expectedError(
      ErrorCode.CREDIT_ACCOUNT_REQUIRED,
      creditCurrencyMismatchMessage(account.currency, order.currency),
    );
  }
  const available = Math.max(0, account.limitCents - (await creditUsedCents(tx, order.companyId)));
  if (order.amountDueCents > available) {
    throw expectedError(ErrorCode.CREDIT_LIMIT_EXCEEDED, creditLimitExceededMessage(available, account.currency), {
      availableCents: available,
      currency: account.currency,
    });
  }
  return account;
}
