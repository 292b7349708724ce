import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mailOutbox } from '@/server/db/schema';
import { dispatchOrderEvents } from '@/server/services/events/dispatcher';
import { runPaymentJobs } from '@/server/services/payments/payment-jobs';

import {
  canadianBank,
  card,
  createPaymentsTestKit,
  newKey,
  TEST_CARDS,
  type Contractor,
  type PaymentsTestKit,
} from '../support/payments';
import { approveCreditDirectly } from '../support/credit';

process.env.JWT_SECRET = 'payments-terms-link-test-secret-0123456789-abcdefgh';

/**
 * An order on 120-day terms and its payment link (issue 35.1): the link shows what is owed and
 * when it is due and takes an early payment by card or bank debit, after which the order owes
 * nothing, through the sandbox gateway.
 */
let kit: PaymentsTestKit;

beforeAll(async () => {
  kit = await createPaymentsTestKit('terms-link');
}, 60_000);
afterAll(() => kit.close());

const CREATE = `mutation($id: ID!) { paymentLinkCreate(orderId: $id) { url } }`;
const VIEW = `query($token: String!) { paymentLink(token: $token) { paymentStatus unpaidAmountCents payable
  paymentType paymentDueDate payingWith status productType quantity unit pickUpDate trucks } }`;
const PAY = `mutation($token: String!, $input: PaymentLinkPayInput!, $key: String!) {
  paymentLinkPay(token: $token, input: $input, idempotencyKey: $key) {
    status amountCents method paidAt unpaidAmountCents order { id } } }`;
const VERIFY = `mutation($token: String!, $amounts: [Int!]!) {
  paymentLinkVerifyBankAccount(token: $token, amountsCents: $amounts) { status method unpaidAmountCents } }`;
const ORDER = `query($id: ID!) { order(id: $id) { paymentStatus unpaidAmountCents paymentDueDate
  payment { status method paidAt } } }`;

async function onTerms(options: { bins?: boolean } = {}) {
  const company: Contractor = await kit.signUp();
  await approveCreditDirectly(kit.db, company.companyId, company.userId, 2_000_000);
  const order = await kit.placeOrderFor(company, 'flexPayment', options);
  expect((await kit.pay(company, order.id, null)).data!.orderPay.status).toBe('authorized');
  const created = await kit.call<{ paymentLinkCreate: { url: string } }>(CREATE, { id: order.id }, company.token);
  expect(created.errors).toBeUndefined();
  return { company, order, token: created.data!.paymentLinkCreate.url.split('/pay/')[1]! };
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface LinkView {
  paymentStatus: string;
  unpaidAmountCents: number;
  payable: boolean;
  paymentDueDate: string | null;
  payingWith: string | null;
  productType: string;
  quantity: number;
  pickUpDate: string | null;
}

describe('the payment link of an order on 120-day terms', () => {
  it('shows the bins owed and their due date, and takes an early payment by card: the order then owes nothing', async () => {
    const { company, order, token } = await onTerms({ bins: true });
    const view = await kit.call<{ paymentLink: LinkView }>(VIEW, { token });
    expect(view.errors).toBeUndefined();
    expect(view.data!.paymentLink).toMatchObject({
      paymentStatus: 'authorized',
      paymentType: 'flexPayment',
      payable: true,
      payingWith: 'terms',
      unpaidAmountCents: order.amountDueCents,
      paymentDueDate: addDays(order.deliveryDate, 120),
      productType: 'rentals',
      quantity: 1,
      pickUpDate: addDays(order.deliveryDate, 10),
    });

    const paid = await kit.call<{
      paymentLinkPay: { status: string; method: string; paidAt: string | null; unpaidAmountCents: number };
    }>(PAY, {
      token,
      input: { paymentType: 'card', card: card(TEST_CARDS.succeeds), email: 'payables@client.example' },
      key: newKey('early'),
    });
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.paymentLinkPay).toMatchObject({
      status: 'succeeded',
      amountCents: order.amountDueCents,
      method: 'card',
      unpaidAmountCents: 0,
      order: null,
    });
    expect(Date.parse(paid.data!.paymentLinkPay.paidAt!)).toBeGreaterThan(Date.now() - 60_000);

    const after = await kit.call<{ order: Record<string, unknown> }>(ORDER, { id: order.id }, company.token);
    expect(after.data!.order).toMatchObject({
      paymentStatus: 'succeeded',
      unpaidAmountCents: 0,
      paymentDueDate: addDays(order.deliveryDate, 120),
      payment: { status: 'succeeded', method: 'card' },
    });
    const credit = await kit.call<{ creditAccount: { usedCents: number } }>(
      `{ creditAccount { usedCents } }`,
      {},
      company.token,
    );
    expect(credit.data!.creditAccount.usedCents).toBe(0);

    // The payer's receipt says the invoice was paid early, as the order page does.
    await dispatchOrderEvents(kit.db);
    const [receipt] = await kit.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'payables@client.example'));
    expect(receipt!.text).toMatch(
      /Payment status:\s+Paid early\. The 120-day terms invoice due on .+ was paid by card on/,
    );
  });

  it('takes an early payment by bank debit: owed while the debit is on its way, nothing once it settled', async () => {
    const { company, order, token } = await onTerms();
    const waiting = await kit.call<{ paymentLinkPay: { status: string; method: string } }>(PAY, {
      token,
      input: { paymentType: 'stripe_b2b_ca', bankAccount: canadianBank() },
      key: newKey('early-bank'),
    });
    expect(waiting.data!.paymentLinkPay).toMatchObject({ status: 'requires_confirmation', method: 'bank' });
    const verified = await kit.call<{ paymentLinkVerifyBankAccount: Record<string, unknown> }>(VERIFY, {
      token,
      amounts: [32, 45],
    });
    expect(verified.data!.paymentLinkVerifyBankAccount).toEqual({
      status: 'processing',
      method: 'bank',
      unpaidAmountCents: order.amountDueCents,
    });
    // On its way: the link takes no second payment, and says how it is being paid.
    const onItsWay = await kit.call<{ paymentLink: LinkView }>(VIEW, { token });
    expect(onItsWay.data!.paymentLink).toMatchObject({
      paymentStatus: 'processing',
      payable: false,
      payingWith: 'bank',
      unpaidAmountCents: order.amountDueCents,
    });

    await runPaymentJobs(kit.db, kit.gateway);
    const settled = await kit.call<{ order: Record<string, unknown> }>(ORDER, { id: order.id }, company.token);
    expect(settled.data!.order).toMatchObject({
      paymentStatus: 'succeeded',
      unpaidAmountCents: 0,
      payment: { status: 'succeeded', method: 'bank' },
    });
  });

  it('a card order’s link is payable, with no due date and no payment made yet', async () => {
    const company = await kit.signUp();
    const order = await kit.placeOrderFor(company, 'card');
    const created = await kit.call<{ paymentLinkCreate: { url: string } }>(CREATE, { id: order.id }, company.token);
    const token = created.data!.paymentLinkCreate.url.split('/pay/')[1]!;
    const view = await kit.call<{ paymentLink: LinkView }>(VIEW, { token });
    expect(view.data!.paymentLink).toMatchObject({
      paymentStatus: 'requires_payment',
      payable: true,
      payingWith: null,
      paymentDueDate: null,
      productType: 'readyMix',
    });
  });
});
