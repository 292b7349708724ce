import 'server-only';

import { and, asc, eq, gte, lte, notInArray } from 'drizzle-orm';

import { ENDED_WITHOUT_DELIVERY, ORDER_STATUS_LABELS } from '@/lib/order/lifecycle';
import { formatDate, formatQuantity } from '@/lib/order/format';
import { orderNumber } from '@/lib/order/number';
import { paymentState } from '@/lib/order/payment-state';
import type { Database } from '@/server/db/database';
import { companies, orders, suppliers } from '@/server/db/schema';
import { signDocumentToken, verifyDocumentToken } from '@/server/services/invoice-links';
import { formatMoney } from '@/lib/money';

import { LETTER, PdfDocument, type PdfColor, type PdfPage } from './pdf';

/**
 * A supplier's statement for a month: every order delivered (or to be delivered) that month that
 * was not declined or canceled, by customer, with its job or PO number, product, quantity, total,
 * payment state and what is still unpaid; totals per customer and for the month, per currency, in
 * integer cents as the orders hold them. Optionally for one customer only. As a PDF (pdf-lib, like
 * the invoice) or a CSV a bookkeeper opens in a spreadsheet. Downloads are plain links, so the
 * workspace gets links signed for this supplier, month and customer (STATEMENT_LINK_TTL_SECONDS).
 */

export const STATEMENT_LINK_TTL_SECONDS = 10 * 60;
const AUDIENCE = 'buildmarket:statement';

export interface StatementLine {
  orderId: string;
  orderNumber: string;
  deliveryDate: string;
  customerId: string;
  customerName: string;
  jobNumber: string | null;
  productName: string;
  quantity: string;
  status: string;
  payment: string;
  currency: string;
  totalCents: number;
  unpaidCents: number;
}

export interface StatementTotal {
  currency: string;
  totalCents: number;
  unpaidCents: number;
}

export interface SupplierStatement {
  supplierId: string;
  supplierName: string;
  /** YYYY-MM. */
  month: string;
  customerId: string | null;
  lines: StatementLine[];
  /** Per customer (by name) and currency. */
  customers: { customerId: string; customerName: string; totals: StatementTotal[] }[];
  totals: StatementTotal[];
  /** Every customer with orders that month, for the filter. */
  customerChoices: { id: string; name: string }[];
}

const lastDayOf = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
};

function addTo(totals: StatementTotal[], line: StatementLine) {
  const total = totals.find((entry) => entry.currency === line.currency);
  if (total) {
    total.totalCents += line.totalCents;
    total.unpaidCents += line.unpaidCents;
  } else {
    totals.push({ currency: line.currency, totalCents: line.totalCents, unpaidCents: line.unpaidCents });
  }
}

/** The supplier's statement for `month` (YYYY-MM), for one customer or all. */
export async function supplierStatement(
  db: Database,
  supplierId: string,
  filter: { month: string; customerId?: string | null },
): Promise<SupplierStatement> {
  const [supplier] = await db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, supplierId));
  const month = and(
    eq(orders.supplierId, supplierId),
    gte(orders.deliveryDate, `${filter.month}-01`),
    lte(orders.deliveryDate, lastDayOf(filter.month)),
    notInArray(orders.status, [...ENDED_WITHOUT_DELIVERY]),
  );
  const customerChoices = await db
    .selectDistinct({ id: companies.id, name: companies.name })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(month)
    .orderBy(asc(companies.name), asc(companies.id));
  const rows = await db
    .select({
      id: orders.id,
      deliveryDate: orders.deliveryDate,
      companyId: orders.companyId,
      customerName: companies.name,
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
    .where(and(month, filter.customerId ? eq(orders.companyId, filter.customerId) : undefined))
    .orderBy(asc(companies.name), asc(orders.deliveryDate), asc(orders.id));
  const lines = rows.map((row): StatementLine => ({
    orderId: row.id,
    orderNumber: orderNumber(row.id),
    deliveryDate: row.deliveryDate,
    customerId: row.companyId,
    customerName: row.customerName,
    jobNumber: row.jobNumber,
    productName: row.productName,
    quantity: formatQuantity(Number(row.quantity), row.unit, row.productType),
    status: ORDER_STATUS_LABELS[row.status],
    payment: paymentState(row).label,
    currency: row.currency,
    totalCents: row.totalCents,
    unpaidCents: row.paymentStatus === 'succeeded' ? 0 : row.amountDueCents,
  }));
  const customers: SupplierStatement['customers'] = [];
  const totals: StatementTotal[] = [];
  for (const line of lines) {
    let customer = customers.find((entry) => entry.customerId === line.customerId);
    if (!customer) {
      customer = { customerId: line.customerId, customerName: line.customerName, totals: [] };
      customers.push(customer);
    }
    addTo(customer.totals, line);
    addTo(totals, line);
  }
  return {
    supplierId,
    supplierName: supplier?.name ?? '',
    month: filter.month,
    customerId: filter.customerId ?? null,
    lines,
    customers,
    totals,
    customerChoices,
  };
}

const subjectOf = (supplierId: string, month: string, customerId: string | null) =>
  `${supplierId}:${month}:${customerId ?? 'all'}`;

/** `/api/statements/<supplierId>?month=...&customer=...&format=pdf|csv&t=...`, signed. */
export async function signedStatementPath(
  supplierId: string,
  filter: { month: string; customerId: string | null },
  format: 'pdf' | 'csv',
  now = new Date(),
): Promise<string> {
  const token = await signDocumentToken(
    subjectOf(supplierId, filter.month, filter.customerId),
    AUDIENCE,
    STATEMENT_LINK_TTL_SECONDS,
    now,
  );
  const query = new URLSearchParams({ month: filter.month, format, t: token });
  if (filter.customerId) query.set('customer', filter.customerId);
  return `/api/statements/${encodeURIComponent(supplierId)}?${query.toString()}`;
}

export async function verifyStatementLink(
  supplierId: string,
  filter: { month: string; customerId: string | null },
  token: string,
): Promise<boolean> {
  return (
    (await verifyDocumentToken(subjectOf(supplierId, filter.month, filter.customerId), token, [AUDIENCE])) !== null
  );
}

export const statementFileName = (statement: SupplierStatement, format: 'pdf' | 'csv') =>
  `statement-${statement.month}${statement.customerId ? `-${statement.lines[0]?.customerName.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase() ?? 'customer'}` : ''}.${format}`;

/** Money as a spreadsheet reads it: 1234.56, from integer cents. */
const decimal = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** A CSV field: quoted when it holds a comma, a quote or a line break; a formula's lead defused. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The statement as CSV (RFC 4180, CRLF), one line per order, then the totals per currency. */
export function statementCsv(statement: SupplierStatement): string {
  const header = [
    'Order',
    'Delivery date',
    'Customer',
    'Job or PO number',
    'Product',
    'Quantity',
    'State',
    'Payment',
    'Currency',
    'Total',
    'Unpaid',
  ];
  const rows = statement.lines.map((line) => [
    line.orderNumber,
    line.deliveryDate,
    line.customerName,
    line.jobNumber ?? '',
    line.productName,
    line.quantity,
    line.status,
    line.payment,
    line.currency,
    decimal(line.totalCents),
    decimal(line.unpaidCents),
  ]);
  const totals = statement.totals.map((total) => [
    'Total',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    total.currency,
    decimal(total.totalCents),
    decimal(total.unpaidCents),
  ]);
  return `${[header, ...rows, ...totals].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

const INK: PdfColor = [0.078, 0.094, 0.122];
const MUTED: PdfColor = [0.29, 0.322, 0.388];
const BRAND: PdfColor = [0.761, 0.255, 0.047];
const RULE: PdfColor = [0.839, 0.859, 0.894];

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** The statement as a PDF: a header, then per customer its orders and totals, over as many pages as needed. */
export async function statementPdf(statement: SupplierStatement): Promise<Uint8Array<ArrayBuffer>> {
  const document = await PdfDocument.create({
    title: `Statement ${statement.month}`,
    author: statement.supplierName,
    subject: `${statement.supplierName}: orders of ${monthName(statement.month)}`,
    creationDate: new Date(`${lastDayOf(statement.month)}T23:59:59Z`),
  });
  const left = 40;
  const right = LETTER.width - 40;
  let page: PdfPage = document.addPage();
  let y = LETTER.height - 56;
  const newPageIfNeeded = (space: number) => {
    if (y - space > 56) return;
    page = document.addPage();
    y = LETTER.height - 56;
  };
  page.text(left, y, `Statement: ${monthName(statement.month)}`, { font: 'bold', size: 18, color: BRAND });
  y -= 20;
  page.text(left, y, statement.supplierName, { size: 11, color: INK });
  y -= 24;
  if (statement.lines.length === 0) page.text(left, y, 'No orders this month.', { size: 10, color: MUTED });
  const columns = [left, left + 78, left + 140, left + 300, right - 150, right - 70];
  for (const customer of statement.customers) {
    newPageIfNeeded(60);
    page.text(left, y, customer.customerName, { font: 'bold', size: 11, color: INK });
    y -= 16;
    ['Order', 'Date', 'Product', 'Job or PO', 'Total', 'Unpaid'].forEach((label, index) =>
      page.text(columns[index]!, y, label, { size: 8.5, color: MUTED }),
    );
    y -= 12;
    for (const line of statement.lines.filter((entry) => entry.customerId === customer.customerId)) {
      newPageIfNeeded(14);
      const cells = [
        line.orderNumber,
        formatDate(line.deliveryDate),
        `${line.productName}, ${line.quantity}`.slice(0, 34),
        (line.jobNumber ?? '').slice(0, 22),
        formatMoney(line.totalCents, line.currency),
        formatMoney(line.unpaidCents, line.currency),
      ];
      cells.forEach((cell, index) => page.text(columns[index]!, y, cell, { size: 8.5, color: INK }));
      y -= 12;
    }
    for (const total of customer.totals) {
      newPageIfNeeded(14);
      page.text(columns[3]!, y, `Total ${total.currency}`, { font: 'bold', size: 8.5, color: INK });
      page.text(columns[4]!, y, formatMoney(total.totalCents, total.currency), { font: 'bold', size: 8.5 });
      page.text(columns[5]!, y, formatMoney(total.unpaidCents, total.currency), { font: 'bold', size: 8.5 });
      y -= 12;
    }
    page.line(left, y + 4, right, y + 4, { color: RULE });
    y -= 12;
  }
  for (const total of statement.totals) {
    newPageIfNeeded(16);
    page.text(columns[3]!, y, `Month total ${total.currency}`, { font: 'bold', size: 9.5 });
    page.text(columns[4]!, y, formatMoney(total.totalCents, total.currency), { font: 'bold', size: 9.5 });
    page.text(columns[5]!, y, formatMoney(total.unpaidCents, total.currency), { font: 'bold', size: 9.5 });
    y -= 14;
  }
  return document.toBytes();
}
