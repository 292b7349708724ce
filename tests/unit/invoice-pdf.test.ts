import { describe, expect, it } from 'vitest';

import type { Invoice } from '@/server/services/invoices/invoice';
import { invoiceFileName } from '@/server/services/invoices/invoice';
import { PdfDocument, printable, textWidth, wrapText } from '@/server/services/invoices/pdf';
import { renderInvoicePdf } from '@/server/services/invoices/render';
import type { OrderRecord } from '@/server/services/orders/orders';

import { readPdf } from '../support/pdf';

describe('Helvetica metrics and WinAnsi text', () => {
  it("measures text with Adobe's widths", () => {
    // H 722, e 556, l 222, l 222, o 556 = 2278 thousandths.
    expect(textWidth('Hello', 'regular', 10)).toBeCloseTo(22.78);
    // Bold: H 722, e 556, l 278, l 278, o 611.
    expect(textWidth('Hello', 'bold', 10)).toBeCloseTo(24.45);
    expect(textWidth('', 'regular', 10)).toBe(0);
  });

  it('keeps Latin-1 and Windows-1252 characters, and shows what the fonts lack as its letter or ?', () => {
    expect(printable('é – € ’ m³')).toBe('é – € ’ m³');
    // 'ő' has no WinAnsi code but its letter without the accent does; a CJK character has neither.
    expect(printable('Łódź ő水 🚚')).toBe('?ódz o? ?');
    expect(printable('tab\there\u0007')).toBe('tab here');
  });

  it('wraps between words, keeps line breaks, and cuts a word longer than the line', () => {
    const lines = wrapText('Gate code 4411\nCall the foreman on arrival please', 'regular', 10, 100);
    expect(lines[0]).toBe('Gate code 4411');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(textWidth(line, 'regular', 10)).toBeLessThanOrEqual(100);
    const cut = wrapText('X'.repeat(40), 'regular', 10, 50);
    expect(cut.join('')).toBe('X'.repeat(40));
    for (const line of cut) expect(textWidth(line, 'regular', 10)).toBeLessThanOrEqual(50);
  });
});

describe('PDF drawing (pdf-lib)', () => {
  it('writes a file pdf-lib reads back: its pages, their text, its metadata', async () => {
    const document = await PdfDocument.create({
      title: 'Test (1)',
      author: 'NorthPeak Ready Mix',
      creationDate: new Date('2026-05-04T10:00:00Z'),
    });
    document.addPage().text(72, 700, 'First page', { font: 'bold', size: 14 }).line(72, 690, 300, 690);
    document.addPage().text(72, 700, 'Second – page').fillRect(72, 600, 100, 20, [0.9, 0.9, 0.9]);
    const pdf = await readPdf(await document.toBytes());
    expect(pdf.pageCount).toBe(2);
    expect(pdf.pageTexts).toEqual(['First page', 'Second – page']);
    expect(pdf.info).toMatchObject({
      title: 'Test (1)',
      author: 'NorthPeak Ready Mix',
      producer: 'BuildMarket',
      creationDate: new Date('2026-05-04T10:00:00Z'),
    });
  });

  it('draws names the fonts cannot show instead of failing the document', async () => {
    const document = await PdfDocument.create({ title: 'Łódź 🚚', creationDate: new Date() });
    document.addPage().text(72, 700, 'Budowa Łódź – 水 🚚');
    const pdf = await readPdf(await document.toBytes());
    expect(pdf.pageTexts).toEqual(['Budowa ?ódz – ? ?']);
    expect(pdf.info.title).toBe('?ódz ?');
  });

  it('writes one blank page for an empty document, so the file is still valid', async () => {
    const document = await PdfDocument.create({ title: 'Empty', creationDate: new Date() });
    const pdf = await readPdf(await document.toBytes());
    expect(pdf.pageTexts).toEqual(['']);
  });

  it('refuses a coordinate that is not a number instead of writing a broken file', async () => {
    const document = await PdfDocument.create({ title: 'NaN', creationDate: new Date() });
    expect(() => document.addPage().text(Number.NaN, 10, 'x')).toThrow(/finite/);
  });
});

const order: OrderRecord = {
  id: '3f9a21c4-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  timeZone: 'America/Toronto',
  status: 'placed',
  paymentType: 'flexPayment',
  paymentStatus: 'authorized',
  supplierId: 'b1b2b3b4-0000-4000-8000-000000000001',
  supplierName: 'NorthPeak Ready Mix',
  contractorName: 'Keystone Builders',
  productId: 'c1c2c3c4-0000-4000-8000-000000000002',
  productType: 'readyMix',
  productName: '25 MPa ready-mix concrete',
  quantity: 2.5,
  unit: 'm3',
  color: 'Charcoal',
  trucks: 2,
  minutesBetweenTrucks: 30,
  deliveryDate: '2026-12-22',
  pickUpDate: null,
  windowStartHour: 6,
  deliveryWindow: '06:00–10:00',
  deliveryStartsAt: '2026-12-22T11:00:00.000Z',
  jobSiteId: null,
  siteName: 'Harbour tower',
  deliveryAddress: '100 King Street West',
  postalCode: 'M5X 1A9',
  city: { id: 'd1d2d3d4-0000-4000-8000-000000000003', name: 'Toronto', regionCode: 'ON', countryCode: 'CA' },
  jobNumber: 'PO-7781',
  gateCode: null,
  accessNotes: null,
  washoutNotes: null,
  options: [
    { kind: 'extra', label: 'Accelerator', quantity: 2.5, unit: 'm3', unitPriceCents: 1200, amountCents: 3000 },
  ],
  comment: 'Pump truck on site from 6:00 (gate code 4411)',
  contactName: 'Dana Whitfield',
  contactEmail: 'dana@keystone.example',
  contactPhone: '+1 416 555 0100',
  currency: 'CAD',
  quote: {
    currency: 'CAD',
    lineItems: [
      {
        kind: 'product',
        label: '25 MPa ready-mix concrete',
        quantity: 2.5,
        unit: 'm3',
        unitPriceCents: 19500,
        amountCents: 48750,
      },
      { kind: 'extra', label: 'Accelerator', quantity: 2.5, unit: 'm3', unitPriceCents: 1200, amountCents: 3000 },
    ],
    subtotalCents: 51750,
    fees: [{ kind: 'fee', label: 'Delivery fee', quantity: 1, unit: 'truck', unitPriceCents: 6500, amountCents: 6500 }],
    feesCents: 6500,
    processingFeePercent: 3,
    processingFeeCents: 1748,
    taxes: [{ name: 'HST (ON)', ratePercent: 13, amountCents: 7800 }],
    taxesCents: 7800,
    totalWithoutTaxesCents: 59998,
    totalCents: 67798,
    referralCreditAppliedCents: 2000,
    amountDueCents: 65798,
    fingerprint: 'f'.repeat(64),
  },
  totalCents: 67798,
  referralCreditAppliedCents: 2000,
  amountDueCents: 65798,
  cardHoldPercent: 10,
  unpaidAmountCents: 65798,
  partnerCode: null,
  createdAt: '2026-11-22T15:00:00.000Z',
  canceledAt: null,
  cancelReason: null,
  cancelableUntil: '2026-12-21T11:00:00.000Z',
  cancelable: true,
  lateCancellationFeePercent: 0,
  lateCancellationFeeCents: 0,
  lateCancelable: false,
  cancellationFeeCents: null,
  statusReason: null,
  loadCount: 0,
  openRequests: 0,
  windowProposal: null,
};

function invoiceOf(overrides: Partial<OrderRecord> = {}, payment: Partial<Invoice['payment']> = {}): Invoice {
  const record = { ...order, ...overrides };
  return {
    orderId: record.id,
    number: 'BM-3F9A21C4',
    issueDate: '2026-11-22',
    timeZone: 'America/Toronto',
    seller: { name: 'NorthPeak Ready Mix', city: 'Toronto, ON, Canada' },
    order: record,
    billToAddress: [],
    contact: { name: record.contactName, email: record.contactEmail, phone: record.contactPhone },
    payment: {
      status: record.status,
      paymentType: record.paymentType,
      paymentStatus: record.paymentStatus,
      paymentDueDate: '2027-04-21',
      amountPaidCents: 0,
      unpaidAmountCents: record.unpaidAmountCents,
      ...payment,
    },
    credits: [],
  };
}

/** The page's text with wrapped lines joined, to look for a sentence wherever it wraps. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('invoice PDF', () => {
  it('names the file after the order number', () => {
    expect(invoiceFileName({ number: 'BM-3F9A21C4' })).toBe('invoice-BM-3F9A21C4.pdf');
  });

  it("bills to the company's name and its address for invoices, above the contact", async () => {
    const invoice = { ...invoiceOf(), billToAddress: ['200 Bay St', 'Toronto, ON M5J 2J2', 'Canada'] };
    const text = (await readPdf(await renderInvoicePdf(invoice, new Date('2026-11-22T15:00:00Z')))).pageTexts[0]!;
    const lines = text.split('\n');
    const at = (line: string) => lines.indexOf(line);
    for (const line of ['Keystone Builders', '200 Bay St', 'Toronto, ON M5J 2J2', 'Canada', 'Dana Whitfield']) {
      expect(at(line), line).toBeGreaterThan(-1);
    }
    expect(at('Keystone Builders')).toBeLessThan(at('200 Bay St'));
    expect(at('Canada')).toBeLessThan(at('Dana Whitfield'));
  });

  it('shows seller, bill-to, every order label, the lines, fees, taxes, totals and the terms', async () => {
    const pdf = await readPdf(await renderInvoicePdf(invoiceOf(), new Date('2026-11-22T15:00:00Z')));
    expect(pdf.pageTexts).toHaveLength(1);
    const text = pdf.pageTexts[0]!;
    for (const expected of [
      'INVOICE',
      'BM-3F9A21C4',
      'Issued Sun, Nov 22, 2026',
      'NorthPeak Ready Mix',
      'Keystone Builders',
      'Dana Whitfield',
      'dana@keystone.example',
      'Order id',
      order.id,
      'Delivery date',
      'Tue, Dec 22, 2026',
      'Delivery time',
      '06:00–10:00 (Toronto time)',
      'Delivery address',
      '100 King Street West, Toronto, ON M5X 1A9',
      'Harbour tower · Job/PO PO-7781',
      'Product type',
      'Ready-mix concrete',
      'Quantity',
      '2.5 m³',
      'Color',
      'Charcoal',
      'Trucks',
      '2 trucks',
      'Time between trucks',
      '30 minutes',
      'Options',
      'Accelerator',
      'Comment for manager or driver',
      'Pump truck on site from 6:00 (gate code 4411)',
      '$487.50',
      'Subtotal',
      '$517.50',
      'Delivery fee',
      'Processing fee (3%)',
      '$17.48',
      'Total price without taxes',
      '$599.98',
      'HST (ON) (13%)',
      '$78.00',
      '$677.98',
      'Referral credit',
      '-$20.00',
      'Amount paid',
      'Unpaid amount',
      '$657.98',
      '120-day terms: due on Wed, Apr 21, 2027.',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('states a card pre-authorisation with its charge date, and a canceled order', async () => {
    const card = (
      await readPdf(
        await renderInvoicePdf(
          invoiceOf(
            { paymentType: 'card', paymentStatus: 'authorized' },
            { chargeAt: '2026-12-21T07:00:00.000Z', paymentDueDate: null },
          ),
        ),
      )
    ).pageTexts.join(' ');
    expect(oneLine(card)).toContain('Card: pre-authorised when the order is placed, charged 28 hours before delivery.');
    expect(oneLine(card)).toContain('The card is pre-authorised and will be charged on Dec 21, 2026, 2:00 a.m. EST.');

    const canceled = (
      await readPdf(
        await renderInvoicePdf(
          invoiceOf(
            {
              status: 'canceled',
              paymentStatus: 'canceled',
              canceledAt: '2026-11-23T14:00:00.000Z',
              unpaidAmountCents: 0,
            },
            { unpaidAmountCents: 0, payment: { failureMessage: null }, paymentType: 'card' },
          ),
        ),
      )
    ).pageTexts.join(' ');
    expect(canceled).toContain('ORDER CANCELED');
    expect(canceled).toContain('Canceled on');
    expect(oneLine(canceled)).toContain('The pre-authorisation on the card was released');
  });

  it('shows each credit of an accepted dispute under the total, with its credit note, then the new total', async () => {
    // Paid, then 1 m³ of the first load and the delivery fee credited: $677.98 less $150.00 and $65.00.
    const invoice: Invoice = {
      ...invoiceOf(
        { paymentStatus: 'succeeded', totalCents: 46298, amountDueCents: 44298, unpaidAmountCents: 0 },
        { amountPaidCents: 44298, unpaidAmountCents: 0 },
      ),
      credits: [
        { subject: 'Load 1', amountCents: 15000, creditNoteNumber: 'CN-BM-3F9A21C4-1' },
        { subject: 'Delivery fee with a very long name that wraps', amountCents: 6500, creditNoteNumber: null },
      ],
    };
    // Its summary, taller by the credits, may flow onto a second page: read them all.
    const text = (await readPdf(await renderInvoicePdf(invoice, new Date('2026-11-22T15:00:00Z')))).pageTexts.join(
      '\n',
    );
    const lines = text.split('\n');
    const at = (line: string) => lines.findIndex((candidate) => candidate.includes(line));
    // The lines as delivered, the total they make, each credit, then the total after them.
    for (const expected of ['$677.98', 'Disputes credited', 'New total', '$462.98', 'Amount paid', '$442.98']) {
      expect(at(expected), expected).toBeGreaterThan(-1);
    }
    // Each credit's label (wrapped beside its amount when long), then its amount.
    expect(oneLine(text)).toContain('Credit note CN-BM-3F9A21C4-1: Load 1 -$150.00 CAD');
    expect(oneLine(text)).toContain('Credit: Delivery fee with a very long name that wraps -$65.00 CAD');
    expect(at('$677.98')).toBeLessThan(at('Disputes credited'));
    expect(at('Disputes credited')).toBeLessThan(at('New total'));
    expect(at('New total')).toBeLessThan(at('Referral credit'));
    expect(oneLine(text)).toContain('Unpaid amount $0.00');
  });

  it('flows a long order onto more pages, numbering each and repeating the table header', async () => {
    const lineItems = Array.from({ length: 60 }, (_unused, index) => ({
      kind: 'extra' as const,
      label: `Extra ${index + 1}`,
      quantity: 1,
      unit: null,
      unitPriceCents: 100,
      amountCents: 100,
    }));
    const pdf = await readPdf(await renderInvoicePdf(invoiceOf({ quote: { ...order.quote, lineItems } })));
    expect(pdf.pageTexts.length).toBeGreaterThan(1);
    const last = pdf.pageTexts.length;
    pdf.pageTexts.forEach((text, index) => expect(text).toContain(`Page ${index + 1} of ${last}`));
    expect(pdf.pageTexts[1]).toContain('Invoice BM-3F9A21C4 (continued)');
    expect(pdf.pageTexts[1]).toContain('Description');
    expect(pdf.pageTexts.join('\n')).toContain('Extra 60');
    expect(pdf.pageTexts.at(-1)).toContain('Unpaid amount');
  });
});
