import { createHash } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { publicEnv } from '@/lib/env';
import { paymentLinks, paymentMethods } from '@/server/db/schema';
import { runPaymentJobs } from '@/server/services/payments/payment-jobs';

import {
  canadianBank,
  card,
  codeOf,
  createPaymentsTestKit,
  newKey,
  ORDER_PAYMENT,
  PAYMENT_FIELDS,
  TEST_CARDS,
  type Contractor,
  type PaymentsTestKit,
} from '../support/payments';
import { approveCreditDirectly } from '../support/credit';

process.env.JWT_SECRET = 'payments-links-test-secret-0123456789-abcdefghijkl';

/** Payment links: created by the order's company, viewed and paid by anyone holding them, as guests. */
let kit: PaymentsTestKit;
let a: Contractor;
let b: Contractor;

beforeAll(async () => {
  kit = await createPaymentsTestKit('links');
  a = await kit.signUp();
  b = await kit.signUp();
}, 60_000);
afterAll(() => kit.close());

const CREATE = `mutation($id: ID!) { paymentLinkCreate(orderId: $id) { id orderId url expiresAt } }`;
const VIEW = `query($token: String!) { paymentLink(token: $token) { orderId orderNumber contractorName supplierName
  productName quantity unit deliveryDate deliveryWindow deliveryAddress currency totalCents unpaidAmountCents
  invoiceUrl expiresAt paymentStatus quote { totalCents amountDueCents } } }`;
const PAY = `mutation($token: String!, $input: PaymentLinkPayInput!, $key: String!) {
  paymentLinkPay(token: $token, input: $input, idempotencyKey: $key) { ${PAYMENT_FIELDS} order { id contactEmail } } }`;
const VERIFY = `mutation($token: String!, $amounts: [Int!]!) {
  paymentLinkVerifyBankAccount(token: $token, amountsCents: $amounts) { status nextAction order { id } } }`;

interface Link {
  id: string;
  orderId: string;
  url: string;
  expiresAt: string;
}

async function linkFor(who: Contractor, orderId: string): Promise<{ link: Link; token: string }> {
  const created = await kit.call<{ paymentLinkCreate: Link }>(CREATE, { id: orderId }, who.token);
  expect(created.errors).toBeUndefined();
  const link = created.data!.paymentLinkCreate;
  return { link, token: link.url.split('/pay/')[1]! };
}

const payByCard = (token: string, number: string = TEST_CARDS.succeeds, key = newKey('link')) =>
  kit.call<{ paymentLinkPay: { status: string; id: string; order: null; failureCode: string | null } }>(PAY, {
    token,
    input: { paymentType: 'card', card: card(number), email: 'payables@client.example' },
    key,
  });

describe('creating a payment link', () => {
  it('gives the owner a 14-day link whose token only the link holds', async () => {
    const order = await kit.placeOrderFor(a, 'card');
    const before = Date.now();
    const { link, token } = await linkFor(a, order.id);
    expect(link.orderId).toBe(order.id);
    expect(link.url).toBe(`${publicEnv.siteUrl}/pay/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expires = Date.parse(link.expiresAt) - before;
    expect(expires).toBeGreaterThan(14 * 86_400_000 - 60_000);
    expect(expires).toBeLessThanOrEqual(14 * 86_400_000 + 60_000);
    const [row] = await kit.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('lets the company’s managers create one, not its partner drivers nor other companies', async () => {
    const order = await kit.placeOrderFor(a, 'card');
    const manager = await kit.memberOf(a, 'contractor_manager');
    expect((await kit.call(CREATE, { id: order.id }, manager.token)).errors).toBeUndefined();
    const driver = await kit.memberOf(a, 'partner_driver');
    expect(codeOf(await kit.call(CREATE, { id: order.id }, driver.token))).toBe('FORBIDDEN');
    expect(codeOf(await kit.call(CREATE, { id: order.id }, b.token))).toBe('NOT_FOUND');
    expect(codeOf(await kit.call(CREATE, { id: order.id }))).toBe('UNAUTHENTICATED');
  });

  it('only while the order has an unpaid amount', async () => {
    const held = await kit.placeOrderFor(a, 'card');
    await kit.pay(a, held.id, await kit.saveCard(a));
    expect(codeOf(await kit.call(CREATE, { id: held.id }, a.token))).toBe('PAYMENT_IN_PROCESS');
    const canceled = await kit.placeOrderFor(a, 'card');
    await kit.call(`mutation($id: ID!) { orderCancel(id: $id) { id } }`, { id: canceled.id }, a.token);
    expect(codeOf(await kit.call(CREATE, { id: canceled.id }, a.token))).toBe('ORDER_NOT_PAYABLE');
  });
});

describe('the payment link page', () => {
  it('shows the invoice to anyone with the link: order, contractor, delivery, amounts, invoice link', async () => {
    const order = await kit.placeOrderFor(a, 'card');
    const { token, link } = await linkFor(a, order.id);
    const view = await kit.call<{ paymentLink: Record<string, unknown> }>(VIEW, { token });
    expect(view.errors).toBeUndefined();
    expect(view.data!.paymentLink).toMatchObject({
      orderId: order.id,
      orderNumber: expect.stringMatching(/^BM-[0-9A-F]{8}$/) as unknown,
      contractorName: expect.any(String) as unknown,
      supplierName: 'NorthPeak Ready Mix',
      unit: 'm3',
      quantity: 2,
      deliveryDate: order.deliveryDate,
      deliveryAddress: '100 King Street West',
      currency: 'CAD',
      unpaidAmountCents: order.amountDueCents,
      expiresAt: link.expiresAt,
      paymentStatus: 'requires_payment',
      quote: { amountDueCents: order.amountDueCents },
    });
    expect(view.data!.paymentLink.invoiceUrl).toMatch(new RegExp(`^/api/invoices/${order.id}\\?t=`));
  });

  it("answers 'Payment link is not valid' for an unknown, malformed or expired link, or a canceled order", async () => {
    for (const token of ['x'.repeat(43), 'short', '']) {
      const result = await kit.call(VIEW, { token });
      expect(codeOf(result)).toBe('PAYMENT_LINK_INVALID');
      expect(result.errors?.[0]?.message).toBe('Payment link is not valid');
    }
    const order = await kit.placeOrderFor(a, 'card');
    const expired = await linkFor(a, order.id);
    await kit.db
      .update(paymentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentLinks.id, expired.link.id));
    expect(codeOf(await kit.call(VIEW, { token: expired.token }))).toBe('PAYMENT_LINK_INVALID');
    expect(codeOf(await payByCard(expired.token))).toBe('PAYMENT_LINK_INVALID');
    const open = await linkFor(a, order.id);
    await kit.call(`mutation($id: ID!) { orderCancel(id: $id) { id } }`, { id: order.id }, a.token);
    expect(codeOf(await kit.call(VIEW, { token: open.token }))).toBe('PAYMENT_LINK_INVALID');
  });
});

describe('paying a payment link', () => {
  it('charges a guest’s card at once; the order is paid and the link no longer valid', async () => {
    const order = await kit.placeOrderFor(a, 'card');
    const { token, link } = await linkFor(a, order.id);
    const key = newKey('guest');
    const paid = await payByCard(token, TEST_CARDS.succeeds, key);
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.paymentLinkPay).toMatchObject({
      status: 'succeeded',
      amountCents: order.amountDueCents,
      order: null,
    });
    const view = await kit.call<{ order: { paymentStatus: string; unpaidAmountCents: number } }>(
      ORDER_PAYMENT,
      { id: order.id },
      a.token,
    );
    expect(view.data!.order).toMatchObject({ paymentStatus: 'succeeded', unpaidAmountCents: 0 });
    // A retry of the same request (a lost answer) answers it; anything else finds the link used.
    const retry = await payByCard(token, TEST_CARDS.succeeds, key);
    expect(retry.data!.paymentLinkPay.id).toBe(paid.data!.paymentLinkPay.id);
    expect(codeOf(await payByCard(token))).toBe('PAYMENT_LINK_INVALID');
    expect(codeOf(await kit.call(VIEW, { token }))).toBe('PAYMENT_LINK_INVALID');
    // The guest's card is the link's, not a saved method of the company.
    const [guestCard] = await kit.db.select().from(paymentMethods).where(eq(paymentMethods.paymentLinkId, link.id));
    expect(guestCard).toMatchObject({ companyId: null, last4: '4242' });
    const methods = await kit.call<{ paymentMethods: { id: string }[] }>(`{ paymentMethods { id } }`, {}, a.token);
    expect(methods.data!.paymentMethods.map((method) => method.id)).not.toContain(guestCard!.id);
  });

  it("answers a declined card as 'Payment Failed'; a retry with another card pays", async () => {
    const order = await kit.placeOrderFor(a, 'card');
    const { token } = await linkFor(a, order.id);
    const declined = await payByCard(token, TEST_CARDS.declined);
    expect(declined.data!.paymentLinkPay).toMatchObject({ status: 'failed', failureCode: 'generic_decline' });
    const wrongCard = await kit.call(PAY, {
      token,
      input: { paymentType: 'card', card: card('4242', { zip: '' }) },
      key: newKey(),
    });
    expect(wrongCard.errors?.[0]?.extensions?.fields).toMatchObject({
      'card.number': 'Invalid',
      'card.zip': 'Required',
    });
    expect((await payByCard(token)).data!.paymentLinkPay.status).toBe('succeeded');
  });

  it('takes a card that needs 3-D Secure once the guest completed it', async () => {
    const order = await kit.placeOrderFor(a, 'card');
    const { token } = await linkFor(a, order.id);
    const CONFIRM = `mutation($token: String!) { paymentLinkConfirmPayment(token: $token) { status nextAction order { id } } }`;
    const waiting = await payByCard(token, TEST_CARDS.requiresAction);
    expect(waiting.data!.paymentLinkPay).toMatchObject({ status: 'requires_action', order: null });
    const confirmed = await kit.call<{ paymentLinkConfirmPayment: { status: string; order: null } }>(CONFIRM, {
      token,
    });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.paymentLinkConfirmPayment).toMatchObject({ status: 'succeeded', order: null });
    const view = await kit.call<{ order: { paymentStatus: string; unpaidAmountCents: number } }>(
      ORDER_PAYMENT,
      { id: order.id },
      a.token,
    );
    expect(view.data!.order).toMatchObject({ paymentStatus: 'succeeded', unpaidAmountCents: 0 });
    // A second confirm (a double click) answers the payment as it is; an unknown link is not valid.
    expect((await kit.call<{ paymentLinkConfirmPayment: { status: string } }>(CONFIRM, { token })).data).toEqual({
      paymentLinkConfirmPayment: { status: 'succeeded', nextAction: null, order: null },
    });
    expect(codeOf(await kit.call(CONFIRM, { token: 'x'.repeat(43) }))).toBe('PAYMENT_LINK_INVALID');
  });

  it('debits a guest’s bank account once its micro-deposits are confirmed', async () => {
    const order = await kit.placeOrderFor(a, 'stripe_b2b_ca');
    const { token } = await linkFor(a, order.id);
    const noMandate = await kit.call(PAY, {
      token,
      input: { paymentType: 'stripe_b2b_ca', bankAccount: canadianBank({ mandateAccepted: null }) },
      key: newKey(),
    });
    expect(noMandate.errors?.[0]?.extensions?.fields).toEqual({ 'bankAccount.mandateAccepted': 'Required' });
    const emptyIban = await kit.call(PAY, {
      token,
      input: { paymentType: 'stripe_b2b_ca', bankAccount: canadianBank({ iban: '', transitNumber: null }) },
      key: newKey(),
    });
    expect(emptyIban.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'bankAccount.iban': 'Required' },
    });
    const waiting = await kit.call<{ paymentLinkPay: { status: string; nextAction: string } }>(PAY, {
      token,
      input: { paymentType: 'stripe_b2b_ca', bankAccount: canadianBank() },
      key: newKey(),
    });
    expect(waiting.data!.paymentLinkPay).toMatchObject({
      status: 'requires_confirmation',
      nextAction: 'verify_bank_account',
    });
    const view = await kit.call<{ paymentLink: { paymentStatus: string } }>(VIEW, { token });
    expect(view.data!.paymentLink.paymentStatus).toBe('requires_confirmation');

    const wrong = await kit.call(VERIFY, { token, amounts: [11, 12] });
    expect(codeOf(wrong)).toBe('MICRODEPOSITS_MISMATCH');
    const verified = await kit.call<{ paymentLinkVerifyBankAccount: { status: string; order: null } }>(VERIFY, {
      token,
      amounts: [32, 45],
    });
    expect(verified.data!.paymentLinkVerifyBankAccount).toEqual({
      status: 'processing',
      nextAction: null,
      order: null,
    });
    expect(codeOf(await payByCard(token))).toBe('PAYMENT_IN_PROCESS');
    await runPaymentJobs(kit.db, kit.gateway);
    expect(codeOf(await kit.call(VIEW, { token }))).toBe('PAYMENT_LINK_INVALID');
    const [row] = await kit.db.select().from(paymentLinks).where(eq(paymentLinks.orderId, order.id));
    expect(row!.paidAt).not.toBeNull();
  });

  it('pays the invoice of an order on 120-day terms, which frees the credit', async () => {
    const company = await kit.signUp();
    await approveCreditDirectly(kit.db, company.companyId, company.userId, 2_000_000);
    const order = await kit.placeOrderFor(company, 'flexPayment');
    await kit.pay(company, order.id, null);
    const { token } = await linkFor(company, order.id);
    const declined = await payByCard(token, TEST_CARDS.declined);
    expect(declined.data!.paymentLinkPay.status).toBe('failed');
    // A failed link payment leaves the order on terms.
    const onTerms = await kit.call<{ order: { paymentStatus: string; paymentDueDate: string } }>(
      ORDER_PAYMENT,
      { id: order.id },
      company.token,
    );
    expect(onTerms.data!.order.paymentStatus).toBe('authorized');
    expect((await payByCard(token)).data!.paymentLinkPay.status).toBe('succeeded');
    const credit = await kit.call<{ creditAccount: { usedCents: number; openInvoices: unknown[] } }>(
      `{ creditAccount { usedCents openInvoices { orderId } } }`,
      {},
      company.token,
    );
    expect(credit.data!.creditAccount).toEqual({ usedCents: 0, openInvoices: [] });
    const paid = await kit.call<{ order: { paymentStatus: string; paymentDueDate: string | null } }>(
      ORDER_PAYMENT,
      { id: order.id },
      company.token,
    );
    expect(paid.data!.order.paymentStatus).toBe('succeeded');
  });

  it('stops card testing through links: 10 payments an hour from one address', async () => {
    const order = await kit.placeOrderFor(b, 'card');
    const { token } = await linkFor(b, order.id);
    const attempts = [];
    for (let index = 0; index < 11; index += 1) {
      attempts.push(
        await kit.call(
          PAY,
          { token, input: { paymentType: 'card', card: card('4111 1111 1111 1111') }, key: newKey() },
          undefined,
          { 'x-forwarded-for': '192.0.2.44' },
        ),
      );
    }
    expect(attempts.slice(0, 10).every((attempt) => codeOf(attempt) === 'PAYMENT_METHOD_NOT_CREATED')).toBe(true);
    expect(codeOf(attempts[10]!)).toBe('RATE_LIMITED');
  });
});
