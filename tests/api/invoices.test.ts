import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { GET as invoiceRoute } from '@/app/api/invoices/[orderId]/route';
import { resetServerEnvForTests } from '@/lib/env';
import { formatMoney } from '@/lib/money';
import { orderNumber } from '@/lib/order/number';
import { handleInvoiceDownload } from '@/server/http/invoice-download';
import { INVOICE_LINK_TTL_SECONDS, signedInvoicePath } from '@/server/services/invoices/invoice-links';
import { disputeAnswerSchema, disputeOpenSchema } from '@/lib/validation/disputes';
import { orderLoads, orders, users } from '@/server/db/schema';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';
import { answerDispute, openDispute } from '@/server/services/orders/disputes';
import { loadBalanceDocument } from '@/server/services/payments/balance-documents';
import { runPaymentJobs } from '@/server/services/payments/payment-jobs';

import { createPaymentsTestKit, type Contractor, type PaymentsTestKit } from '../support/payments';
import { readPdf } from '../support/pdf';
import { approveCreditDirectly } from '../support/credit';

process.env.JWT_SECRET = 'invoice-test-secret-invoice-test-secret-0123456789';

let kit: PaymentsTestKit;
let owner: Contractor;
let ownOrderId: string;
let otherOrderId: string;
let invoiceUrl: string;

const download = (path: string) =>
  handleInvoiceDownload(
    new Request(`http://localhost${path}`),
    decodeURIComponent(/^\/api\/invoices\/([^?]+)/.exec(path)![1]!),
    () => Promise.resolve(kit.db),
  );
const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

/** A downloaded invoice read back as text; wrapped lines joined, so a sentence is found wherever it wraps. */
async function downloadedText(invoicePath: string): Promise<string> {
  const response = await download(invoicePath);
  expect(response.status).toBe(200);
  return (await readPdf(new Uint8Array(await response.arrayBuffer()))).pageTexts.join(' ').replace(/\s+/g, ' ');
}

/** The invoice of an order as its company's order page links it, read back as text. */
async function invoiceText(who: Contractor, orderId: string): Promise<string> {
  const answer = await kit.call<{ order: { invoiceUrl: string } }>(
    `query($id: ID!) { order(id: $id) { invoiceUrl } }`,
    { id: orderId },
    who.token,
  );
  return downloadedText(answer.data!.order.invoiceUrl);
}

beforeAll(async () => {
  kit = await createPaymentsTestKit('invoices');
  owner = await kit.signUp();
  const other = await kit.signUp();
  ownOrderId = (await kit.placeOrderFor(owner, 'card')).id;
  otherOrderId = (await kit.placeOrderFor(other, 'card')).id;
  const answer = await kit.call<{ order: { invoiceUrl: string } }>(
    `query($id: ID!) { order(id: $id) { invoiceUrl } }`,
    { id: ownOrderId },
    owner.token,
  );
  invoiceUrl = answer.data!.order.invoiceUrl;
}, 60_000);
afterAll(() => kit.close());

describe('GET /api/invoices/<orderId>', () => {
  it("serves the order's invoice as a PDF download through the link the order carries", async () => {
    expect(invoiceUrl).toMatch(new RegExp(`^/api/invoices/${ownOrderId}\\?t=`));
    const response = await download(invoiceUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${orderNumber(ownOrderId)}.pdf"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
    const text = (await readPdf(bytes)).pageTexts.join('\n');
    expect(text).toContain(orderNumber(ownOrderId));
    expect(text).toContain(ownOrderId);
    expect(text).toContain("Contractor 0001's company");
    expect(text).toContain('NorthPeak Ready Mix');
    // 2 m³ at $195.00.
    expect(text).toContain('$390.00 CAD');
  });

  it('refuses a missing, altered or expired signature with 403', async () => {
    expect((await download(`/api/invoices/${ownOrderId}`)).status).toBe(403);
    const altered = await download(`${invoiceUrl.slice(0, -2)}${invoiceUrl.endsWith('AA') ? 'BB' : 'AA'}`);
    expect(altered.status).toBe(403);
    expect(await errorCode(altered)).toBe('FORBIDDEN');
    const issuedLongAgo = new Date(Date.now() - (INVOICE_LINK_TTL_SECONDS + 60) * 1000);
    expect((await download(await signedInvoicePath(ownOrderId, 'company', issuedLongAgo))).status).toBe(403);
    // Still valid just before it expires.
    const issuedRecently = new Date(Date.now() - (INVOICE_LINK_TTL_SECONDS - 60) * 1000);
    expect((await download(await signedInvoicePath(ownOrderId, 'company', issuedRecently))).status).toBe(200);
  });

  it("refuses another order's signature: a link opens only the invoice it was signed for", async () => {
    const token = new URL(invoiceUrl, 'http://localhost').searchParams.get('t')!;
    expect((await download(`/api/invoices/${otherOrderId}?t=${token}`)).status).toBe(403);
  });

  it('answers 404 for an id that is no order, even with a valid signature for it', async () => {
    const unknown = await download(await signedInvoicePath(randomUUID(), 'company'));
    expect(unknown.status).toBe(404);
    expect(await errorCode(unknown)).toBe('NOT_FOUND');
    expect((await download('/api/invoices/not-an-id?t=x')).status).toBe(404);
  });

  it('is fetched from the API tier in a web tier (API_URL set), signed link and all', async () => {
    process.env.API_URL = 'https://api.example.com/api';
    resetServerEnvForTests();
    const apiTier = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }));
    try {
      const response = await invoiceRoute(new Request(`http://localhost${invoiceUrl}`), {
        params: Promise.resolve({ orderId: ownOrderId }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(apiTier.mock.calls[0]![0]).toBe(`https://api.example.com${invoiceUrl}`);
    } finally {
      apiTier.mockRestore();
      delete process.env.API_URL;
      resetServerEnvForTests();
    }
  });
});

describe("a payment link's invoice", () => {
  it("leaves out the contractor's contact name, email and phone, which the company's own invoice shows", async () => {
    const order = await kit.placeOrderFor(owner, 'card');
    const contact = await kit.call<{ order: { contactName: string; contactEmail: string; contactPhone: string } }>(
      `query($id: ID!) { order(id: $id) { contactName contactEmail contactPhone } }`,
      { id: order.id },
      owner.token,
    );
    const { contactName, contactEmail, contactPhone } = contact.data!.order;
    const own = await invoiceText(owner, order.id);
    for (const detail of [contactName, contactEmail, contactPhone]) expect(own).toContain(detail);

    const link = await kit.call<{ paymentLinkCreate: { url: string } }>(
      `mutation($id: ID!) { paymentLinkCreate(orderId: $id) { url } }`,
      { id: order.id },
      owner.token,
    );
    const token = link.data!.paymentLinkCreate.url.split('/pay/')[1]!;
    const view = await kit.call<{ paymentLink: { invoiceUrl: string } }>(
      `query($token: String!) { paymentLink(token: $token) { invoiceUrl } }`,
      { token },
    );
    const guests = await downloadedText(view.data!.paymentLink.invoiceUrl);
    // The same invoice: the order, the contractor's company, the amounts.
    expect(guests).toContain(orderNumber(order.id));
    expect(guests).toContain("Contractor 0001's company");
    expect(guests).toContain('$390.00 CAD');
    for (const detail of [contactName, contactEmail, contactPhone]) expect(guests).not.toContain(detail);
  });
});

describe("the invoice's payment terms follow the payment", () => {
  it('a pre-authorised card: when it will be charged', async () => {
    const order = await kit.placeOrderFor(owner, 'card');
    expect((await kit.pay(owner, order.id, await kit.saveCard(owner))).data?.orderPay.status).toBe('authorized');
    const text = await invoiceText(owner, order.id);
    expect(text).toContain('Card: pre-authorised when the order is placed, charged 28 hours before delivery.');
    expect(text).toMatch(/Pre-authorised\. The card is pre-authorised and will be charged on \w{3} \d+, \d{4}/);
    expect(text).toContain('Amount paid $0.00 CAD');
  });

  it('120-day terms: the due date, 120 days after delivery', async () => {
    await approveCreditDirectly(kit.db, owner.companyId, owner.userId, 5_000_000);
    const order = await kit.placeOrderFor(owner, 'flexPayment');
    expect((await kit.pay(owner, order.id, null)).data?.orderPay.status).toBe('authorized');
    const due = new Date(`${order.deliveryDate}T12:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 120);
    const dueText = new Intl.DateTimeFormat('en-CA', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(due);
    const text = await invoiceText(owner, order.id);
    expect(text).toContain(`120-day terms: due on ${dueText}.`);
    // The amount still owed, as the order page and its payment link say it.
    expect(text).toContain(
      `On 120-day terms. ${formatMoney(order.amountDueCents, 'CAD')} owed, due on ${dueText}. It can be paid early by card or bank debit.`,
    );
  });
});

describe('the invoice of an order with an accepted dispute', () => {
  it('shows the credit with its credit note’s number under the total, then the new total and what is owed', async () => {
    const who = await kit.signUp();
    const order = await kit.placeOrderFor(who, 'card');
    expect((await kit.pay(who, order.id, await kit.saveCard(who))).errors).toBeUndefined();
    // Charged (its charge time passed), then its one load delivered (the driver's proof is another suite's).
    await runPaymentJobs(kit.db, kit.gateway, { now: new Date(order.deliveryStartsAt.getTime() - 27 * 3_600_000) });
    const [load] = await kit.db
      .insert(orderLoads)
      .values({
        orderId: order.id,
        sequence: 1,
        quantity: '2.00',
        step: 'delivered',
        deliveredAt: new Date(),
        deliveredQuantity: '2.00',
      })
      .returning();
    await kit.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    const dispute = await openDispute(
      kit.db,
      { companyId: who.companyId, userId: who.userId },
      disputeOpenSchema.parse({
        orderId: order.id,
        loadId: load!.id,
        reason: 'short_load',
        description: 'Half a cubic metre short.',
        claimedCents: 9_750,
      }),
    );
    const [owner] = await kit.db.select().from(users).where(eq(users.email, 'owner@northpeak.example'));
    const supplier = await requireSupplierMember(kit.db, { userId: owner!.id, companyId: owner!.lastCompanyId! });
    const accepted = await answerDispute(
      kit.db,
      supplier,
      disputeAnswerSchema.parse({ disputeId: dispute.id, accept: true, creditedCents: 9_750 }),
      new Date(),
      kit.gateway,
    );

    const text = await invoiceText(who, order.id);
    const money = (cents: number) => formatMoney(cents, 'CAD');
    // No referral credit: the total is the amount due as placed.
    // The lines as delivered and their total, then the credit, its note's number (the order's
    // first change: CN-…-1, as the credit note's PDF is numbered) and the total after it.
    expect(text).toContain(`Total ${money(order.amountDueCents)}`);
    expect(text).toContain(`Disputes credited Credit note CN-${orderNumber(order.id)}-1: Load 1 ${money(-9_750)}`);
    expect((await loadBalanceDocument(kit.db, accepted.balanceChangeId!))?.number).toBe(
      `CN-${orderNumber(order.id)}-1`,
    );
    expect(text).toContain(`New total ${money(order.amountDueCents - 9_750)}`);
    // Paid by card, the credit refunded: what was paid is the new amount, nothing is owed.
    expect(text).toContain(`Amount paid ${money(order.amountDueCents - 9_750)}`);
    expect(text).toContain(`Unpaid amount ${money(0)}`);
  });
});
