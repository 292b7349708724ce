import 'server-only';

import { productTypeLabels } from '@/lib/order/product-types';
import { CARD_CHARGE_HOURS_BEFORE_DELIVERY } from '@/lib/constants';
import { formatMoney } from '@/lib/money';
import {
  formatAddress,
  formatDate,
  formatLineQuantity,
  formatPercent,
  formatQuantity,
  deliveryFacts,
  quantityLabel,
  truckFacts,
  PAYMENT_TYPE_LABELS,
} from '@/lib/order/format';
import { formatDateTime, timeZoneLabel } from '@/lib/time';
import { MORE_ORDER_LABELS, ORDER_LABELS } from '@/lib/order/labels';
import { paymentState } from '@/lib/order/payment-state';
import { newTotalLabel } from '@/lib/order/balance-change';

import type { Invoice } from './invoice';
import { LETTER, PdfDocument, textWidth, wrapText, type PdfColor, type PdfFont, type PdfPage } from './pdf';

/**
 * The invoice as a PDF: a header with the invoice number, the seller and the bill-to party, the
 * order's details under the spec's labels, the table of lines with fees, processing fee, taxes
 * and totals (the credits of accepted disputes under the total, each with its credit note, then
 * the new total), and the payment terms. Long comments and many lines flow onto further pages, each
 * with the invoice number and "Page n of m" at its foot.
 */

const MARGIN = 48;
const CONTENT_WIDTH = LETTER.width - 2 * MARGIN;
const RIGHT = LETTER.width - MARGIN;
const FOOTER_SPACE = 48;

const INK: PdfColor = [0.078, 0.094, 0.122];
const MUTED: PdfColor = [0.29, 0.322, 0.388];
const BRAND: PdfColor = [0.761, 0.255, 0.047];
const DANGER: PdfColor = [0.725, 0.11, 0.11];
const RULE: PdfColor = [0.839, 0.859, 0.894];
const BAND: PdfColor = [0.957, 0.965, 0.976];

const BODY = 9.5;
const LEADING = 13;

/** The table's columns: description on the left, the three figures right-aligned at these x. */
const COLUMNS = { quantity: 340, unitPrice: 440, amount: RIGHT } as const;
const DESCRIPTION_WIDTH = 230;

/** Writes top to bottom, starting a page when the next block does not fit. */
class InvoiceWriter {
  page: PdfPage;
  y = 0;

  constructor(
    private readonly document: PdfDocument,
    private readonly onNewPage: (writer: InvoiceWriter) => void = () => {},
  ) {
    this.page = this.newPage();
  }

  private newPage(): PdfPage {
    this.page = this.document.addPage(LETTER);
    this.y = LETTER.height - MARGIN;
    return this.page;
  }

  /** Makes room for `height` points, on a new page when this one is full. */
  ensure(height: number): void {
    if (this.y - height >= FOOTER_SPACE + 8) return;
    this.newPage();
    this.onNewPage(this);
  }

  text(x: number, text: string, options: { font?: PdfFont; size?: number; color?: PdfColor } = {}): void {
    this.page.text(x, this.y, text, { color: INK, size: BODY, ...options });
  }

  /** Right-aligned at `right`. */
  textRight(right: number, text: string, options: { font?: PdfFont; size?: number; color?: PdfColor } = {}): void {
    const { font = 'regular', size = BODY } = options;
    this.text(right - textWidth(text, font, size), text, { ...options, font, size });
  }

  rule(color: PdfColor = RULE, width = 0.75): void {
    this.page.line(MARGIN, this.y, RIGHT, this.y, { color, width });
  }

  down(points: number): void {
    this.y -= points;
  }
}

function drawHeader(writer: InvoiceWriter, invoice: Invoice): void {
  writer.down(16);
  writer.text(MARGIN, 'BuildMarket', { font: 'bold', size: 18, color: BRAND });
  writer.textRight(RIGHT, 'INVOICE', { font: 'bold', size: 20 });
  writer.down(18);
  writer.text(MARGIN, 'Construction materials marketplace', { color: MUTED });
  writer.textRight(RIGHT, invoice.number, { font: 'bold', size: 11 });
  writer.down(LEADING);
  writer.textRight(RIGHT, `Issued ${formatDate(invoice.issueDate)}`, { color: MUTED });
  if (invoice.order.status === 'canceled') {
    writer.down(LEADING + 2);
    writer.textRight(RIGHT, 'ORDER CANCELED', { font: 'bold', size: 11, color: DANGER });
  }
  writer.down(22);
}

function drawParties(writer: InvoiceWriter, invoice: Invoice): void {
  const { order } = invoice;
  const billToX = MARGIN + CONTENT_WIDTH / 2;
  const seller = [invoice.seller.city, 'Sold through BuildMarket'];
  const billTo = [
    ...invoice.billToAddress,
    ...(invoice.contact ? [invoice.contact.name, invoice.contact.email, invoice.contact.phone] : []),
  ];
  writer.ensure(LEADING * (2 + Math.max(seller.length, billTo.length)));
  writer.text(MARGIN, 'Seller (supplier)', { font: 'bold', size: 8, color: MUTED });
  writer.text(billToX, `Bill to (${ORDER_LABELS.contractorName.toLowerCase()})`, {
    font: 'bold',
    size: 8,
    color: MUTED,
  });
  writer.down(LEADING);
  writer.text(MARGIN, invoice.seller.name, { font: 'bold', size: 11 });
  writer.text(billToX, order.contractorName, { font: 'bold', size: 11 });
  for (let index = 0; index < Math.max(seller.length, billTo.length); index += 1) {
    writer.down(LEADING);
    if (seller[index]) writer.text(MARGIN, seller[index]!);
    if (billTo[index]) writer.text(billToX, billTo[index]!);
  }
  writer.down(24);
}

function drawSectionTitle(writer: InvoiceWriter, title: string): void {
  writer.ensure(LEADING * 3);
  writer.text(MARGIN, title, { font: 'bold', size: 11 });
  writer.down(6);
  writer.rule(INK, 0.75);
  writer.down(LEADING + 2);
}

const LABEL_WIDTH = 150;

/** Label and value rows; a long value wraps beside its label. */
function drawDetails(writer: InvoiceWriter, rows: [label: string, value: string][]): void {
  for (const [label, value] of rows) {
    const lines = wrapText(value, 'regular', BODY, CONTENT_WIDTH - LABEL_WIDTH);
    writer.ensure(lines.length * LEADING);
    writer.text(MARGIN, label, { color: MUTED });
    lines.forEach((line, index) => {
      if (index > 0) writer.down(LEADING);
      writer.text(MARGIN + LABEL_WIDTH, line);
    });
    writer.down(LEADING + 2);
  }
  writer.down(12);
}

function orderDetails(invoice: Invoice): [string, string][] {
  const { order } = invoice;
  const site = [order.siteName, order.jobNumber ? `Job/PO ${order.jobNumber}` : null].filter(Boolean).join(' · ');
  const rows: [string, string | null][] = [
    [MORE_ORDER_LABELS.orderNumber, invoice.number],
    [ORDER_LABELS.orderId, order.id],
    ...deliveryFacts(order, timeZoneLabel(invoice.timeZone)),
    [ORDER_LABELS.deliveryAddress, formatAddress(order)],
    [MORE_ORDER_LABELS.site, site || null],
    [ORDER_LABELS.productType, productTypeLabels[order.productType]],
    [MORE_ORDER_LABELS.product, order.productName],
    [quantityLabel(order.productType), formatQuantity(order.quantity, order.unit, order.productType)],
    [ORDER_LABELS.color, order.color],
    ...truckFacts(order),
    [ORDER_LABELS.options, order.options.length ? order.options.map((option) => option.label).join(', ') : 'None'],
    [ORDER_LABELS.comment, order.comment],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

function drawTableHeader(writer: InvoiceWriter): void {
  writer.page.fillRect(MARGIN, writer.y - 5, CONTENT_WIDTH, LEADING + 5, BAND);
  writer.down(LEADING - 4);
  const header = { font: 'bold' as const, size: 8.5, color: MUTED };
  writer.text(MARGIN + 6, 'Description', header);
  writer.textRight(COLUMNS.quantity, 'Quantity', header);
  writer.textRight(COLUMNS.unitPrice, 'Unit price', header);
  writer.textRight(COLUMNS.amount - 6, 'Amount', header);
  writer.down(LEADING + 4);
}

function drawLines(writer: InvoiceWriter, invoice: Invoice): void {
  const { quote, currency } = invoice.order;
  const money = (cents: number) => formatMoney(cents, currency);
  drawTableHeader(writer);
  for (const line of quote.lineItems) {
    const description = wrapText(line.label, 'regular', BODY, DESCRIPTION_WIDTH);
    writer.ensure(description.length * LEADING + 6);
    writer.text(MARGIN + 6, description[0] ?? '');
    writer.textRight(COLUMNS.quantity, formatLineQuantity(line.quantity, line.unit, invoice.order.productType));
    writer.textRight(COLUMNS.unitPrice, money(line.unitPriceCents));
    writer.textRight(COLUMNS.amount - 6, money(line.amountCents));
    for (const more of description.slice(1)) {
      writer.down(LEADING);
      writer.text(MARGIN + 6, more);
    }
    writer.down(6);
    writer.rule();
    writer.down(LEADING);
  }
  writer.down(4);
}

type TotalsRow = { label: string; amount: string; strong?: boolean; group?: string };

const CREDITS_GROUP = 'Disputes credited';

function totalsRows(invoice: Invoice): TotalsRow[] {
  const { quote, currency } = invoice.order;
  const money = (cents: number) => formatMoney(cents, currency);
  const rows: TotalsRow[] = [
    { label: ORDER_LABELS.subtotal, amount: money(quote.subtotalCents), strong: true },
    ...quote.fees.map((fee) => ({ group: ORDER_LABELS.fees, label: fee.label, amount: money(fee.amountCents) })),
    {
      group: ORDER_LABELS.fees,
      label: `Processing fee (${formatPercent(quote.processingFeePercent)})`,
      amount: money(quote.processingFeeCents),
    },
    { label: ORDER_LABELS.totalWithoutTaxes, amount: money(quote.totalWithoutTaxesCents), strong: true },
    ...quote.taxes.map((tax) => ({
      group: ORDER_LABELS.taxes,
      label: `${tax.name} (${formatPercent(tax.ratePercent)})`,
      amount: money(tax.amountCents),
    })),
    { label: MORE_ORDER_LABELS.total, amount: money(quote.totalCents), strong: true },
  ];
  // Accepted disputes give money back without changing the lines: each credit, then the total now.
  if (invoice.credits.length > 0) {
    for (const credit of invoice.credits) {
      rows.push({
        group: CREDITS_GROUP,
        label: `${credit.creditNoteNumber ? `Credit note ${credit.creditNoteNumber}` : 'Credit'}: ${credit.subject}`,
        amount: money(-credit.amountCents),
      });
    }
    rows.push({ label: newTotalLabel({}), amount: money(invoice.order.totalCents), strong: true });
  }
  if (quote.referralCreditAppliedCents > 0) {
    rows.push({ label: MORE_ORDER_LABELS.referralCredit, amount: money(-quote.referralCreditAppliedCents) });
  }
  rows.push({ label: MORE_ORDER_LABELS.amountPaid, amount: money(invoice.payment.amountPaidCents) });
  rows.push({ label: ORDER_LABELS.unpaidAmount, amount: money(invoice.payment.unpaidAmountCents), strong: true });
  return rows;
}

function paymentTerms(invoice: Invoice): string {
  const { paymentType } = invoice.order;
  const due = invoice.payment.paymentDueDate;
  switch (paymentType) {
    case 'card':
    case 'stripe':
      return `Card: pre-authorised when the order is placed, charged ${CARD_CHARGE_HOURS_BEFORE_DELIVERY} hours before delivery.`;
    case 'stripe_b2b_ca':
    case 'stripe_b2b_us':
      return `${PAYMENT_TYPE_LABELS[paymentType]}: debited under the customer's mandate.`;
    case 'flexPayment':
      return due ? `120-day terms: due on ${formatDate(due)}.` : '120-day terms.';
  }
}

const TOTALS_X = 310;
const PAYMENT_WIDTH = TOTALS_X - MARGIN - 24;
const TOTALS_ROW = LEADING + 3;

/** The payment block's lines: label lines (muted, bold) and wrapped text lines. */
function paymentLines(invoice: Invoice): { text: string; label?: boolean }[] {
  const state = paymentState(invoice.payment, invoice.timeZone);
  const blocks: [string, string][] = [
    ['Payment terms', paymentTerms(invoice)],
    ['Payment status', state.detail ? `${state.label}. ${state.detail}` : state.label],
  ];
  if (invoice.order.status === 'canceled' && invoice.order.canceledAt) {
    blocks.push(['Canceled on', formatDateTime(invoice.order.canceledAt, invoice.timeZone)]);
  }
  return blocks.flatMap(([label, value]) => [
    { text: label, label: true },
    ...wrapText(value, 'regular', BODY, PAYMENT_WIDTH).map((text) => ({ text })),
  ]);
}

/** A totals row's label in lines that leave room for its amount (a credit names its note and what was disputed). */
function totalsLabelLines(row: TotalsRow): string[] {
  const font = row.strong ? 'bold' : 'regular';
  const left = row.group ? TOTALS_X + 10 : TOTALS_X;
  const width = COLUMNS.amount - 6 - textWidth(row.amount, font, BODY) - 12 - left;
  return wrapText(row.label, font, BODY, width);
}

/**
 * The totals on the right (each group's rows under its name, the totals in bold) and, beside
 * them on the left, the payment terms and status. One block: it moves to a new page whole.
 */
function drawSummary(writer: InvoiceWriter, invoice: Invoice): void {
  const rows = totalsRows(invoice).map((row) => ({ ...row, lines: totalsLabelLines(row) }));
  const groups = new Set(rows.map((row) => row.group).filter(Boolean)).size;
  const payment = paymentLines(invoice);
  const labelLines = rows.reduce((sum, row) => sum + row.lines.length - 1, 0);
  const totalsHeight = rows.length * TOTALS_ROW + labelLines * LEADING + groups * LEADING + LEADING;
  const paymentHeight = 2 * LEADING + payment.length * LEADING + 8;
  writer.ensure(Math.max(totalsHeight, paymentHeight));
  const top = writer.y;

  let group: string | undefined;
  for (const row of rows) {
    if (row.group && row.group !== group) {
      writer.text(TOTALS_X, row.group, { font: 'bold', size: 8.5, color: MUTED });
      writer.down(LEADING);
    }
    group = row.group;
    const font = row.strong ? 'bold' : 'regular';
    row.lines.forEach((line, index) => {
      if (index > 0) writer.down(LEADING);
      writer.text(row.group ? TOTALS_X + 10 : TOTALS_X, line, { font });
    });
    // The amount beside the label's last line, as a table's figure sits beside its wrapped text.
    writer.textRight(COLUMNS.amount - 6, row.amount, { font });
    writer.down(TOTALS_ROW);
  }
  const totalsBottom = writer.y;

  writer.y = top;
  writer.text(MARGIN, MORE_ORDER_LABELS.payment, { font: 'bold', size: 11 });
  writer.down(LEADING + 6);
  for (const line of payment) {
    if (line.label) writer.down(4);
    writer.text(MARGIN, line.text, line.label ? { font: 'bold', size: 8.5, color: MUTED } : {});
    writer.down(LEADING);
  }
  writer.y = Math.min(writer.y, totalsBottom) - 24;
}

function drawFooters(document: PdfDocument, pages: PdfPage[], invoice: Invoice): void {
  pages.forEach((page, index) => {
    page.line(MARGIN, FOOTER_SPACE - 8, RIGHT, FOOTER_SPACE - 8, { color: RULE, width: 0.5 });
    page.text(MARGIN, FOOTER_SPACE - 22, `Invoice ${invoice.number} · ${invoice.seller.name}`, {
      size: 8,
      color: MUTED,
    });
    const pageText = `Page ${index + 1} of ${document.pageCount}`;
    page.text(RIGHT - textWidth(pageText, 'regular', 8), FOOTER_SPACE - 22, pageText, { size: 8, color: MUTED });
  });
}

/** The invoice's PDF document. `now` is the file's creation date. */
export async function renderInvoicePdf(invoice: Invoice, now: Date = new Date()): Promise<Uint8Array<ArrayBuffer>> {
  const document = await PdfDocument.create({
    title: `Invoice ${invoice.number}`,
    author: invoice.seller.name,
    subject: `Order ${invoice.orderId}`,
    creationDate: now,
  });
  const pages: PdfPage[] = [];
  let inTable = false;
  const writer = new InvoiceWriter(document, (continued) => {
    pages.push(continued.page);
    continued.text(MARGIN, `Invoice ${invoice.number} (continued)`, { font: 'bold', size: 10, color: MUTED });
    continued.down(LEADING * 2);
    if (inTable) drawTableHeader(continued);
  });
  pages.push(writer.page);

  drawHeader(writer, invoice);
  drawParties(writer, invoice);
  drawSectionTitle(writer, 'Order');
  drawDetails(writer, orderDetails(invoice));
  drawSectionTitle(writer, 'Charges');
  inTable = true;
  drawLines(writer, invoice);
  inTable = false;
  drawSummary(writer, invoice);
  drawFooters(document, pages, invoice);
  return document.toBytes();
}
