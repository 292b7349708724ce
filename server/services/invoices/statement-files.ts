import 'server-only';

import { formatDate } from '@/lib/order/format';
import { formatMoney } from '@/lib/money';

import { csvDecimal as decimal, csvLine } from './csv';
import { LETTER, PdfDocument, type PdfColor, type PdfPage } from './pdf';
import { lastDayOf, type Statement, type StatementKind } from './supplier-statement';

/** A month's statement (supplier-statement.ts) as the files it is downloaded as: CSV and PDF. */

export const statementFileName = (statement: Statement, format: 'pdf' | 'csv') => `${statement.fileStem}.${format}`;

/** The column of the order's other side. */
const PARTY_LABELS: Record<StatementKind, string> = { supplier: 'Customer', jobSite: 'Supplier' };

/** The statement as CSV (RFC 4180, CRLF), one line per order, then the totals per currency. */
export function statementCsv(statement: Statement): string {
  const header = [
    'Order',
    'Delivery date',
    PARTY_LABELS[statement.kind],
    'Job or PO number',
    'Product',
    'Quantity',
    'State',
    'Payment',
    'Currency',
    'Total',
    'Unpaid',
    'Disputes',
  ];
  const rows = statement.lines.map((line) => [
    line.orderNumber,
    line.deliveryDate,
    line.partyName,
    line.jobNumber ?? '',
    line.productName,
    line.quantity,
    line.status,
    line.payment,
    line.currency,
    decimal(line.totalCents),
    decimal(line.unpaidCents),
    line.disputes ?? '',
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
    '',
  ]);
  return [header, ...rows, ...totals].map(csvLine).join('');
}

const INK: PdfColor = [0.078, 0.094, 0.122];
const MUTED: PdfColor = [0.29, 0.322, 0.388];
const BRAND: PdfColor = [0.761, 0.255, 0.047];
const RULE: PdfColor = [0.839, 0.859, 0.894];

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** The statement as a PDF: a header, then per party (customer or supplier) its orders and totals, over as many pages as needed. */
export async function statementPdf(statement: Statement): Promise<Uint8Array<ArrayBuffer>> {
  const document = await PdfDocument.create({
    title: `Statement ${statement.month}`,
    author: statement.issuerName,
    subject: `${statement.issuerName}: orders of ${monthName(statement.month)}${statement.scope ? `, ${statement.scope}` : ''}`,
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
  page.text(left, y, statement.issuerName, { size: 11, color: INK });
  y -= 16;
  if (statement.scope) {
    page.text(left, y, statement.scope.slice(0, 110), { size: 10, color: MUTED });
    y -= 16;
  }
  y -= 8;
  if (statement.lines.length === 0) page.text(left, y, 'No orders this month.', { size: 10, color: MUTED });
  const columns = [left, left + 78, left + 140, left + 300, right - 150, right - 70];
  for (const party of statement.parties) {
    newPageIfNeeded(60);
    page.text(left, y, party.partyName, { font: 'bold', size: 11, color: INK });
    y -= 16;
    ['Order', 'Date', 'Product', 'Job or PO', 'Total', 'Unpaid'].forEach((label, index) =>
      page.text(columns[index]!, y, label, { size: 8.5, color: MUTED }),
    );
    y -= 12;
    for (const line of statement.lines.filter((entry) => entry.partyId === party.partyId)) {
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
      if (line.disputes) {
        page.text(columns[2]!, y, `Disputes: ${line.disputes}`, { size: 8, color: MUTED });
        y -= 11;
      }
    }
    for (const total of party.totals) {
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
