import 'server-only';

import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import { CREDIT_TERM_DAYS } from '@/lib/constants';
import { formatMoney } from '@/lib/money';
import { formatDate } from '@/lib/order/format';
import { orderNumber } from '@/lib/order/number';
import { formatLocalDate } from '@/lib/time';
import type { CreditAccountApplication } from '@/lib/validation/credit';
import type { Database } from '@/server/db/database';
import { cities, creditAccounts, orderPayments, orders, supplierDeliverySettings } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { siteTimeZone } from '@/server/services/orders/local-time';

/**
 * 120-day terms (flexPayment) are money lent, so nobody gets them by filling in a form: a company
 * applies from the app (business details, billing contact, trade references) and waits
 * `under_review`, with no limit, until a marketplace operator approves a limit and a term or
 * declines with a reason (credit-review.ts). An approved account's orders on terms use credit
 * until their invoice is paid (or the order is canceled); an order beyond the available credit is
 * refused, and so is every new one while an invoice is overdue (past its due date, in its delivery
 * site's calendar), until it is paid.
 */

type CreditAccountRow = typeof creditAccounts.$inferSelect;

/** An unpaid order on terms (GraphQL `CreditInvoice`). */
export interface CreditInvoiceRecord {
  orderId: string;
  orderNumber: string;
  amountCents: number;
  currency: string;
  /** YYYY-MM-DD: the delivery date plus the term. */
  dueDate: string;
  /** Past its due date in its delivery site's calendar. */
  overdue: boolean;
}

/** GraphQL `CreditAccount`. */
export interface CreditAccountRecord {
  companyId: string;
  status: CreditAccountRow['status'];
  currency: string;
  limitCents: number;
  usedCents: number;
  availableCents: number;
  termDays: number;
  openInvoices: CreditInvoiceRecord[];
  /** Unpaid past their due date: new orders on terms are held while any is. */
  overdueCents: number;
  appliedAt: string;
  decidedAt: string | null;
  decisionReason: string | null;
  requestedLimitCents: number;
}

/** An open invoice with what deciding whether it is overdue needs. */
export interface OpenTermsInvoice {
  attemptId: string;
  orderId: string;
  companyId: string;
  amountCents: number;
  currency: string;
  dueDate: string;
  /** The delivery site's zone: its calendar says which day is "today" for the due date. */
  timeZone: string;
}

/** Orders on terms whose invoice is not paid yet (nor the order canceled): they use credit. */
const openTerms = and(eq(orderPayments.kind, 'terms'), eq(orderPayments.status, 'authorized'));

/** Open invoices on terms with their site's zone, soonest due first; of one company, or those `where` picks. */
export async function openTermsInvoices(
  db: Database,
  where: { companyId: string } | { dueBy: string },
): Promise<OpenTermsInvoice[]> {
  const rows = await db
    .select({
      attemptId: orderPayments.id,
      orderId: orderPayments.orderId,
      companyId: orderPayments.companyId,
      amountCents: orderPayments.amountCents,
      currency: orderPayments.currency,
      dueDate: orderPayments.dueDate,
      cityTimeZone: cities.timeZone,
      supplierTimeZone: supplierDeliverySettings.timeZone,
    })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .leftJoin(supplierDeliverySettings, eq(supplierDeliverySettings.supplierId, orders.supplierId))
    .where(
      and(
        openTerms,
        'companyId' in where
          ? eq(orderPayments.companyId, where.companyId)
          : sql`${orderPayments.dueDate} <= ${where.dueBy}::date`,
      ),
    )
    .orderBy(asc(orderPayments.dueDate), asc(orderPayments.createdAt));
  return rows.map(({ cityTimeZone, supplierTimeZone, dueDate, ...row }) => ({
    ...row,
    dueDate: dueDate!,
    timeZone: siteTimeZone(cityTimeZone, supplierTimeZone),
  }));
}

/** The invoice's site's calendar date at `now` (YYYY-MM-DD). */
export const siteToday = (invoice: Pick<OpenTermsInvoice, 'timeZone'>, now: Date) =>
  formatLocalDate(now.toISOString(), invoice.timeZone);

/** Overdue: its due date has passed on its site's calendar (due today is not overdue yet). */
export const isOverdue = (invoice: Pick<OpenTermsInvoice, 'timeZone' | 'dueDate'>, now: Date) =>
  siteToday(invoice, now) > invoice.dueDate;

/** The company's credit account, with what is used and the open invoices; null before it applies. */
export async function getCreditAccount(
  db: Database,
  companyId: string,
  now = new Date(),
): Promise<CreditAccountRecord | null> {
  const [account] = await db.select().from(creditAccounts).where(eq(creditAccounts.companyId, companyId));
  if (!account) return null;
  const invoices = (await openTermsInvoices(db, { companyId })).map((invoice) => ({
    orderId: invoice.orderId,
    orderNumber: orderNumber(invoice.orderId),
    amountCents: invoice.amountCents,
    currency: invoice.currency,
    dueDate: invoice.dueDate,
    overdue: isOverdue(invoice, now),
  }));
  const usedCents = invoices.reduce((total, invoice) => total + invoice.amountCents, 0);
  return {
    companyId,
    status: account.status,
    currency: account.currency,
    limitCents: account.limitCents,
    usedCents,
    availableCents: Math.max(0, account.limitCents - usedCents),
    termDays: account.termDays,
    openInvoices: invoices,
    overdueCents: invoices
      .filter((invoice) => invoice.overdue)
      .reduce((total, invoice) => total + invoice.amountCents, 0),
    appliedAt: account.appliedAt.toISOString(),
    decidedAt: account.decidedAt?.toISOString() ?? null,
    decisionReason: account.decisionReason,
    requestedLimitCents: account.requestedLimitCents,
  };
}

/**
 * Applies for terms: the application waits for an operator, with no limit. A company whose
 * application is under review sends it again to correct it (it stays in the queue, dated now); a
 * declined one may apply again (its business may have changed). An approved company gets its
 * account back unchanged (a double submit): changing a limit that orders use is a conversation
 * with us, not a form.
 */
export async function applyForCredit(
  db: Database,
  request: { companyId: string; userId: string; application: CreditAccountApplication; now?: Date },
): Promise<CreditAccountRecord> {
  const { companyId, application } = request;
  const now = request.now ?? new Date();
  const values = {
    companyId,
    status: 'under_review' as const,
    currency: application.currency,
    limitCents: 0,
    termDays: CREDIT_TERM_DAYS,
    legalName: application.legalName,
    countryCode: application.countryCode,
    businessNumber: application.businessNumber,
    yearsInBusiness: application.yearsInBusiness,
    annualVolumeCents: application.annualVolumeCents,
    requestedLimitCents: application.requestedLimitCents,
    billingContactName: application.billingContactName,
    billingContactEmail: application.billingContactEmail,
    billingContactPhone: application.billingContactPhone,
    tradeReferences: application.tradeReferences,
    appliedByUserId: request.userId,
    decidedByUserId: null,
    decisionReason: null,
    appliedAt: now,
    decidedAt: null,
  };
  await db
    .insert(creditAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: creditAccounts.companyId,
      set: values,
      setWhere: inArray(creditAccounts.status, ['under_review', 'declined']),
    });
  return (await getCreditAccount(db, companyId, now))!;
}

export const CREDIT_ACCOUNT_REQUIRED_MESSAGE = 'Apply for 120-day terms before paying an order on terms.';
export const CREDIT_UNDER_REVIEW_MESSAGE =
  'Your application for terms is under review. You can pay this order by card or bank account, or wait for the decision.';
export const creditCurrencyMismatchMessage = (accountCurrency: string, orderCurrency: string) =>
  `Your 120-day terms are in ${accountCurrency}; this order is in ${orderCurrency}.`;
export const creditLimitExceededMessage = (availableCents: number, currency: string) =>
  `This order is beyond your available credit of ${formatMoney(availableCents, currency)}. Pay it by card or bank account, or make the order smaller.`;
/** A balance that would raise an order on terms beyond the credit: refused, the order stays as it was. */
export const balanceBeyondCreditMessage = (availableCents: number, currency: string) =>
  `This balance would raise the order on 120-day terms beyond the company's available credit of ${formatMoney(availableCents, currency)}, so it cannot be accepted and the order stays as it was. Ask for a smaller balance, or pay an open terms invoice early to free credit.`;
export const creditOverdueMessage = (invoice: { orderId: string; dueDate: string }) =>
  `Order ${orderNumber(invoice.orderId)} on terms was due on ${formatDate(invoice.dueDate)} and is not paid. New orders on terms are held until it is: pay it, or pay this order by card or bank account.`;

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
 * an approved account in the order's currency, while an invoice is overdue, or beyond the
 * available credit.
 */
export async function reserveCredit(
  tx: Database,
  order: { companyId: string; currency: string; amountDueCents: number },
  now: Date,
  beyondLimitMessage: (availableCents: number, currency: string) => string = creditLimitExceededMessage,
): Promise<CreditAccountRow> {
  const [account] = await tx
    .select()
    .from(creditAccounts)
    .where(eq(creditAccounts.companyId, order.companyId))
    .for('update');
  if (account?.status === 'under_review') {
    throw expectedError(ErrorCode.CREDIT_ACCOUNT_REQUIRED, CREDIT_UNDER_REVIEW_MESSAGE);
  }
  if (!account || account.status !== 'approved') {
    throw expectedError(ErrorCode.CREDIT_ACCOUNT_REQUIRED, CREDIT_ACCOUNT_REQUIRED_MESSAGE);
  }
  if (account.currency !== order.currency) {
    throw expectedError(
      ErrorCode.CREDIT_ACCOUNT_REQUIRED,
      creditCurrencyMismatchMessage(account.currency, order.currency),
    );
  }
  const open = await openTermsInvoices(tx, { companyId: order.companyId });
  const overdue = open.find((invoice) => isOverdue(invoice, now));
  if (overdue) {
    throw expectedError(ErrorCode.CREDIT_OVERDUE, creditOverdueMessage(overdue), {
      orderId: overdue.orderId,
      dueDate: overdue.dueDate,
    });
  }
  const used = open.reduce((total, invoice) => total + invoice.amountCents, 0);
  const available = Math.max(0, account.limitCents - used);
  if (order.amountDueCents > available) {
    throw expectedError(ErrorCode.CREDIT_LIMIT_EXCEEDED, beyondLimitMessage(available, account.currency), {
      availableCents: available,
      currency: account.currency,
    });
  }
  return account;
}
