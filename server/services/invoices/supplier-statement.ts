import 'server-only';

import { and, asc, eq, gte, lte, notInArray, type SQL } from 'drizzle-orm';

import { ENDED_WITHOUT_DELIVERY, ORDER_STATUS_LABELS } from '@/lib/order/lifecycle';
import { formatQuantity } from '@/lib/order/format';
import { orderNumber } from '@/lib/order/number';
import { paymentState } from '@/lib/order/payment-state';
import type { Database } from '@/server/db/database';
import { companies, jobSites, orders, suppliers } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { JOB_SITE_NOT_FOUND_MESSAGE } from '@/server/services/orders/job-sites';
import { formatMoney } from '@/lib/money';
import { disputesOfOrders, type OrderDisputeRecord } from '@/server/services/orders/disputes';
import { signDocumentToken, verifyDocumentToken } from './invoice-links';

/** An order's disputes for a statement: how many are in play, what was credited. */
export function disputesText(disputes: readonly OrderDisputeRecord[], currency: string): string | null {
  const inPlay = disputes.filter((dispute) => dispute.status === 'open' || dispute.status === 'contested').length;
  const credited = disputes.reduce(
    (sum, dispute) => sum + (dispute.status === 'accepted' ? (dispute.creditedCents ?? 0) : 0),
    0,
  );
  const parts = [
    ...(inPlay > 0 ? [`${inPlay} disputed`] : []),
    ...(credited > 0 ? [`credited ${formatMoney(credited, currency)}`] : []),
  ];
  return parts.length > 0 ? parts.join('; ') : null;
}

/**
 * Statements of a month's orders: every order delivered (or to be delivered) that month that was
 * not declined or canceled, with its job or PO number, product, quantity, total, payment state and
 * what is still unpaid; totals per party and for the month, per currency, in integer cents as the
 * orders hold them. Two kinds share the lines, the totals, the PDF, the CSV and the signed links:
 * - a supplier's, by customer (all customers or one), for its workspace;
 * - a contractor's job site's, by supplier, which contractors' bookkeepers ask for.
 * Downloads are plain links, so the screens get links signed for that statement
 * (STATEMENT_LINK_TTL_SECONDS), one audience per kind, so one kind's link never opens the other.
 * The files (CSV and PDF) are written by statement-files.ts.
 */

export const STATEMENT_LINK_TTL_SECONDS = 10 * 60;

export type StatementKind = 'supplier' | 'jobSite';
const AUDIENCES: Record<StatementKind, string> = {
  supplier: 'buildmarket:statement',
  jobSite: 'buildmarket:statement:job-site',
};

export interface StatementLine {
  orderId: string;
  orderNumber: string;
  deliveryDate: string;
  /** The other side of the order: the customer on a supplier's statement, the supplier on a job site's. */
  partyId: string;
  partyName: string;
  jobNumber: string | null;
  productName: string;
  quantity: string;
  status: string;
  payment: string;
  currency: string;
  totalCents: number;
  unpaidCents: number;
  /** The order's disputes, in words ('1 open; credited $100.00'), or null without any. */
  disputes: string | null;
}

export interface StatementTotal {
  currency: string;
  totalCents: number;
  unpaidCents: number;
}

export interface Statement {
  kind: StatementKind;
  /** YYYY-MM. */
  month: string;
  /** Whose statement: the supplier, or the contractor's company. */
  issuerName: string;
  /** What it covers beyond the month: the job site (its name, address and job or PO number). */
  scope: string | null;
  /** The download's name without its extension. */
  fileStem: string;
  lines: StatementLine[];
  /** Per party (by name) and currency. */
  parties: { partyId: string; partyName: string; totals: StatementTotal[] }[];
  totals: StatementTotal[];
}

export interface SupplierStatement extends Statement {
  supplierId: string;
  customerId: string | null;
  /** Every customer with orders that month, for the filter. */
  customerChoices: { id: string; name: string }[];
}

export const lastDayOf = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
};

/** The orders a statement of `month` counts: delivered that month, not declined or canceled. */
const ofMonth = (month: string) =>
  and(
    gte(orders.deliveryDate, `${month}-01`),
    lte(orders.deliveryDate, lastDayOf(month)),
    notInArray(orders.status, [...ENDED_WITHOUT_DELIVERY]),
  );

const fileNamePart = (name: string) =>
  name
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

function addTo(totals: StatementTotal[], line: StatementLine) {
  const total = totals.find((entry) => entry.currency === line.currency);
  if (total) {
    total.totalCents += line.totalCents;
    total.unpaidCents += line.unpaidCents;
  } else {
    totals.push({ currency: line.currency, totalCents: line.totalCents, unpaidCents: line.unpaidCents });
  }
}

/** The lines of the orders `where` picks, by party then delivery date, with the totals. */
async function statementLines(
  db: Database,
  where: SQL | undefined,
  party: 'customer' | 'supplier',
): Promise<Pick<Statement, 'lines' | 'parties' | 'totals'>> {
  const partyId = party === 'customer' ? orders.companyId : orders.supplierId;
  const partyName = party === 'customer' ? companies.name : suppliers.name;
  const rows = await db
    .select({
      id: orders.id,
      deliveryDate: orders.deliveryDate,
      partyId,
      partyName,
      jobNumber: orders.jobNumber,
      productName: orders.productName,
      productType: orders.productType,
      quantity: orders.quantity,
      unit: orders.unit,
      status: orders.status,
      paymentType: orders.paymentType,
      paymentStatus: orders.paymentStatus,
      currency: orders.currency,
      totalCents: orders.totalCents,
      amountDueCents: orders.amountDueCents,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .where(where)
    .orderBy(asc(partyName), asc(orders.deliveryDate), asc(orders.id));
  const lines = rows.map((row): StatementLine => ({
    orderId: row.id,
    orderNumber: orderNumber(row.id),
    deliveryDate: row.deliveryDate,
    partyId: row.partyId,
    partyName: row.partyName,
    jobNumber: row.jobNumber,
    productName: row.productName,
    quantity: formatQuantity(Number(row.quantity), row.unit, row.productType),
    status: ORDER_STATUS_LABELS[row.status],
    payment: paymentState(row).label,
    currency: row.currency,
    totalCents: row.totalCents,
    unpaidCents: row.paymentStatus === 'succeeded' ? 0 : row.amountDueCents,
    disputes: null,
  }));
  const disputes = await disputesOfOrders(
    db,
    lines.map((line) => line.orderId),
  );
  for (const line of lines) line.disputes = disputesText(disputes.get(line.orderId) ?? [], line.currency);
  const parties: Statement['parties'] = [];
  const totals: StatementTotal[] = [];
  for (const line of lines) {
    let entry = parties.find((candidate) => candidate.partyId === line.partyId);
    if (!entry) {
      entry = { partyId: line.partyId, partyName: line.partyName, totals: [] };
      parties.push(entry);
    }
    addTo(entry.totals, line);
    addTo(totals, line);
  }
  return { lines, parties, totals };
}

/** The supplier's statement for `month` (YYYY-MM), for one customer or all. */
export async function supplierStatement(
  db: Database,
  supplierId: string,
  filter: { month: string; customerId?: string | null },
): Promise<SupplierStatement> {
  const [supplier] = await db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, supplierId));
  const month = and(eq(orders.supplierId, supplierId), ofMonth(filter.month));
  const customerChoices = await db
    .selectDistinct({ id: companies.id, name: companies.name })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(month)
    .orderBy(asc(companies.name), asc(companies.id));
  const content = await statementLines(
    db,
    and(month, filter.customerId ? eq(orders.companyId, filter.customerId) : undefined),
    'customer',
  );
  const customer = filter.customerId ? customerChoices.find((choice) => choice.id === filter.customerId) : undefined;
  return {
    kind: 'supplier',
    supplierId,
    issuerName: supplier?.name ?? '',
    scope: customer?.name ?? null,
    fileStem: `statement-${filter.month}${filter.customerId ? `-${fileNamePart(customer?.name ?? 'customer')}` : ''}`,
    month: filter.month,
    customerId: filter.customerId ?? null,
    customerChoices,
    ...content,
  };
}

/**
 * The statement of one of the company's job sites for `month`: its orders by supplier. Orders
 * keep their job site's id when placed; NOT_FOUND for another company's site.
 */
export async function jobSiteStatement(
  db: Database,
  companyId: string,
  filter: { month: string; jobSiteId: string },
): Promise<Statement> {
  const [site] = await db
    .select({ name: jobSites.name, address: jobSites.address, jobNumber: jobSites.jobNumber, company: companies.name })
    .from(jobSites)
    .innerJoin(companies, eq(companies.id, jobSites.companyId))
    .where(and(eq(jobSites.id, filter.jobSiteId), eq(jobSites.companyId, companyId)))
    .limit(1);
  if (!site) throw expectedError(ErrorCode.NOT_FOUND, JOB_SITE_NOT_FOUND_MESSAGE);
  const content = await statementLines(
    db,
    and(eq(orders.companyId, companyId), eq(orders.jobSiteId, filter.jobSiteId), ofMonth(filter.month)),
    'supplier',
  );
  return {
    kind: 'jobSite',
    issuerName: site.company,
    scope: `Job site: ${site.name}, ${site.address}${site.jobNumber ? ` (job or PO ${site.jobNumber})` : ''}`,
    fileStem: `statement-${filter.month}-${fileNamePart(site.name) || 'job-site'}`,
    month: filter.month,
    ...content,
  };
}

/** The company that owns a job site, or null: a job site's signed statement link names only the site. */
export async function jobSiteCompany(db: Database, jobSiteId: string): Promise<string | null> {
  const [site] = await db
    .select({ companyId: jobSites.companyId })
    .from(jobSites)
    .where(eq(jobSites.id, jobSiteId))
    .limit(1);
  return site?.companyId ?? null;
}

/** What a link is signed for: the statement's kind, owner (supplier or job site), month and customer. */
export interface StatementLinkSubject {
  kind: StatementKind;
  ownerId: string;
  month: string;
  customerId: string | null;
}

const subjectOf = (link: StatementLinkSubject) => `${link.ownerId}:${link.month}:${link.customerId ?? 'all'}`;

/** `/api/statements/<ownerId>?month=...&customer=...&format=pdf|csv[&of=job-site]&t=...`, signed. */
export async function signedStatementPath(
  link: StatementLinkSubject,
  format: 'pdf' | 'csv',
  now = new Date(),
): Promise<string> {
  const token = await signDocumentToken(subjectOf(link), AUDIENCES[link.kind], STATEMENT_LINK_TTL_SECONDS, now);
  const query = new URLSearchParams({ month: link.month, format });
  if (link.customerId) query.set('customer', link.customerId);
  if (link.kind === 'jobSite') query.set('of', 'job-site');
  query.set('t', token);
  return `/api/statements/${encodeURIComponent(link.ownerId)}?${query.toString()}`;
}

export async function verifyStatementLink(link: StatementLinkSubject, token: string): Promise<boolean> {
  return (await verifyDocumentToken(subjectOf(link), token, [AUDIENCES[link.kind]])) !== null;
}
