import { describe, expect, it } from 'vitest';

import { escapeHtml } from '@/lib/html';
import {
  applicationReceivedMail,
  orderAcceptedMail,
  orderCanceledMail,
  orderConfirmationMail,
  orderDeclinedMail,
  orderDeliveredMail,
  orderDispatchedMail,
  orderRescheduledMail,
  paymentReceiptMail,
  requestReceivedMail,
  demoRequestReceivedMail,
  supplierNewOrderMail,
  type OrderMailData,
  type RenderedMail,
} from '@/server/services/mail';

const SITE = 'https://market.example';
const HOSTILE = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
const ORDER_ID = '3f9a21c4-0000-4000-8000-000000000001';

const order: OrderMailData = {
  orderId: ORDER_ID,
  timeZone: 'America/Toronto',
  contactName: HOSTILE,
  supplierName: 'NorthPeak Ready Mix',
  productName: `25 MPa ${HOSTILE}`,
  productType: 'readyMix',
  quantity: 2.5,
  unit: 'm3',
  deliveryDate: '2026-12-22',
  deliveryWindow: '06:00–10:00',
  deliveryAddress: `100 King Street West ${HOSTILE}, Toronto, ON M5X 1A9`,
  jobNumber: 'J-1024',
};

/** Every template, filled with text a person typed that must never become markup. */
const mails: Record<string, RenderedMail> = {
  orderConfirmation: orderConfirmationMail(
    { ...order, trucks: 2, currency: 'CAD', totalCents: 123_456, amountDueCents: 113_456 },
    SITE,
  ),
  supplierNewOrder: supplierNewOrderMail(
    { ...order, contractorName: HOSTILE, trucks: 2, currency: 'CAD', totalCents: 123_456, comment: HOSTILE },
    SITE,
  ),
  orderAccepted: orderAcceptedMail(order, SITE),
  orderDeclined: orderDeclinedMail({ ...order, reason: `Plant down ${HOSTILE}` }, SITE),
  orderRescheduled: orderRescheduledMail(
    { ...order, proposedDate: '2026-12-23', proposedWindow: '10:00–14:00', note: HOSTILE },
    SITE,
  ),
  orderDispatched: orderDispatchedMail(order, SITE),
  orderDelivered: orderDeliveredMail(order, SITE),
  orderCanceled: orderCanceledMail({ ...order, reason: 'It was not paid in time.' }, SITE),
  paymentReceipt: paymentReceiptMail(
    {
      orderId: ORDER_ID,
      recipientName: HOSTILE,
      supplierName: 'NorthPeak Ready Mix',
      productName: HOSTILE,
      amountCents: 113_456,
      currency: 'CAD',
      methodLabel: 'Visa •••• 4242',
      paidAt: '2026-12-21T07:00:00.000Z',
      timeZone: 'America/Toronto',
      linkToOrder: true,
    },
    SITE,
  ),
  applicationReceived: applicationReceivedMail(
    { fullName: HOSTILE, jobId: '8b1f0000-0000-4000-8000-000000000002', jobTitle: `Designer ${HOSTILE}` },
    SITE,
  ),
  requestReceived: requestReceivedMail(
    { companyName: HOSTILE, productType: 'aggregates', uniqueProductCount: 1200 },
    SITE,
  ),
  demoRequestReceived: demoRequestReceivedMail({ name: HOSTILE, company: HOSTILE, sells: HOSTILE }, SITE),
};

/** What a person reads in the HTML part: the text between the tags, entities decoded. */
function readableText(html: string): string {
  return html
    .replace(/<head>[\s\S]*<\/head>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

describe.each(Object.entries(mails))('the %s mail', (_name, mail) => {
  it('is a plain, accessible HTML document: a language, a title, one heading, no script or image', () => {
    expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
    expect(mail.html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(mail.html).not.toMatch(/<(script|img|iframe|style|object|form)\b|<[^>]*\son\w+=/i);
    // Data tables only, their row headers named as such.
    for (const table of mail.html.match(/<table[\s\S]*?<\/table>/g) ?? []) {
      expect(table).toContain('<caption');
      expect(table).toContain('<th scope="row"');
    }
  });

  it('escapes what people typed in the HTML part and keeps it as it is in the text part', () => {
    expect(mail.text).toContain(HOSTILE);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x');
  });

  it('says in its text part what its HTML part says', () => {
    const html = readableText(mail.html);
    // Word by word (a fact reads "Label: value" in text, two cells in HTML); links are the next test's.
    const words = mail.text
      .split(/\s+/)
      .filter((word) => word !== '' && word !== '--' && !word.startsWith(SITE))
      .map((word) => word.replace(/:$/, ''));
    expect(words.filter((word) => !html.includes(word))).toEqual([]);
  });

  it('links only to absolute addresses on SITE_URL', () => {
    const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(SITE)).toBe(true);
    for (const link of links) expect(mail.text).toContain(link.replaceAll('&amp;', '&'));
  });

  it('has a one-line subject', () => {
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});

describe('what the mails say', () => {
  it('confirms an order with its number, product, quantity, delivery, address, total and page', () => {
    const { text, subject } = mailsFor('orderConfirmation');
    expect(subject).toBe('Order BM-3F9A21C4 is confirmed');
    expect(text).toContain('Order number: BM-3F9A21C4');
    expect(text).toContain('Quantity: 2.5 m³');
    expect(text).toContain('Delivery time: Tue, Dec 22, 2026, 06:00–10:00');
    expect(text).toContain('Total: $1,234.56 CAD');
    expect(text).toContain('Amount due: $1,134.56 CAD');
    expect(text).toContain(`${SITE}/app/orders/${ORDER_ID}`);
  });

  it("sends the supplier's dispatchers to the order in their workspace", () => {
    expect(mailsFor('supplierNewOrder').text).toContain(`${SITE}/supplier/orders/${ORDER_ID}`);
  });

  it('gives the reason of a decline and the proposed window of a reschedule', () => {
    expect(mailsFor('orderDeclined').text).toContain(`Reason: Plant down ${HOSTILE}`);
    expect(mailsFor('orderRescheduled').text).toContain('Proposed delivery time: Wed, Dec 23, 2026, 10:00–14:00');
  });

  it("receipts the amount, the method and the time in the supplier's zone; a guest's without the order's link", () => {
    const { text } = mailsFor('paymentReceipt');
    expect(text).toContain('Amount paid: $1,134.56 CAD');
    expect(text).toContain('Payment method: Visa •••• 4242');
    expect(text).toContain('Paid on: Dec 21, 2026, 2:00 a.m. EST');
    const guest = paymentReceiptMail(
      {
        orderId: ORDER_ID,
        supplierName: 'NorthPeak Ready Mix',
        productName: 'Concrete',
        timeZone: 'America/Toronto',
        amountCents: 500,
        currency: 'USD',
        methodLabel: 'Visa •••• 4242',
        paidAt: '2026-12-21T07:00:00.000Z',
        linkToOrder: false,
      },
      SITE,
    );
    expect(guest.text).not.toContain('/app/orders/');
    expect(guest.text).toContain('Hello,');
  });
});

function mailsFor(name: string): RenderedMail {
  return mails[name]!;
}
