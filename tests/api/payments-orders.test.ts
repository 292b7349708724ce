import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { orderPayments, orders, paymentMethods, sandboxPayments, sandboxRefunds } from '@/server/db/schema';
import { preAuthorizationCents } from '@/server/payment-gateway/amounts';
import { claimOrderForPayment } from '@/server/services/payments/attempts';
import { runPaymentJobs } from '@/server/services/payments/payment-jobs';

import {
  BANK_CREATE,
  BANK_VERIFY,
  canadianBank,
  codeOf,
  createPaymentsTestKit,
  newKey,
  ORDER_CANCEL,
  ORDER_PAYMENT,
  TEST_CARDS,
  type Contractor,
  type PaymentsTestKit,
} from '../support/payments';

process.env.JWT_SECRET = 'payments-orders-test-secret-0123456789-abcdefghijk';

/**
 * Paying orders in the app: cards (pre-authorised, charged 28 hours before delivery by the charge
 * job), bank accounts (verified, then debited), each state of the spec, idempotency and
 * concurrency, and canceling an order releasing its payment.
 */
let kit: PaymentsTestKit;
let a: Contractor;
let b: Contractor;

beforeAll(async () => {
  kit = await createPaymentsTestKit('orders');
  a = await kit.signUp();
  b = await kit.signUp();
}, 60_000);
afterAll(() => kit.close());

const HOUR = 3_600_000;

interface Payment {
  id: string;
  status: string;
  amountCents: number;
  failureMessage: string | null;
  failureCode: string | null;
  nextAction: string | null;
  chargeAt: string | null;
  order: { id: string; paymentStatus: string } | null;
}
interface OrderView {
  id: string;
  status: string;
  paymentStatus: string;
  unpaidAmountCents: number;
  paymentDueDate: string | null;
  chargeAt: string | null;
  payment: Payment | null;
}

async function orderView(who: Contractor, id: string): Promise<OrderView> {
  const result = await kit.call<{ order: OrderView }>(ORDER_PAYMENT, { id }, who.token);
  return result.data!.order;
}

async function sandboxPaymentsOf(orderId: string) {
  const attempts = await kit.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  const ids = attempts.flatMap((attempt) => (attempt.gatewayPaymentId ? [attempt.gatewayPaymentId] : []));
  return ids.length ? kit.db.select().from(sandboxPayments).where(inArray(sandboxPayments.id, ids)) : [];
}

describe('paying by card', () => {
  it('pre-authorises the amount due plus the 10% hold, to be charged 28 hours before delivery', async () => {
    const order = await kit.placeOrderFor(a, 'card');
    const method = await kit.saveCard(a);
    const paid = await kit.pay(a, order.id, method);
    expect(paid.errors).toBeUndefined();
    const chargeAt = new Date(order.deliveryStartsAt.getTime() - 28 * HOUR).toISOString();
    expect(paid.data!.orderPay).toMatchObject({
      orderId: order.id,
      status: 'authorized',
      amountCents: preAuthorizationCents(order.amountDueCents),
      nextAction: null,
      clientSecret: null,
      chargeAt,
      order: { id: order.id, paymentStatus: 'authorized' },
    });
    expect(await orderView(a, order.id)).toMatchObject({
      paymentStatus: 'authorized',
      chargeAt,
      paymentDueDate: null,
      unpaidAmountCents: order.amountDueCents,
      payment: { status: 'authorized' },
    });
    const [held] = await sandboxPaymentsOf(order.id);
    expect(held).toMatchObject({
      status: 'requires_capture',
      amountCapturableCents: preAuthorizationCents(order.amountDueCents),
    });
    expect(held!.metadata).toMatchObject({ orderId: order.id });
  });

  it("answers a decline as 'Payment Failed' with the reason; a retry with a new key pays", async () => {
    const order = await kit.placeOrderFor(a, 'card');
    const declined = await kit.pay(a, order.id, await kit.saveCard(a, TEST_CARDS.declined));
    expect(declined.errors).toBeUndefined();
    expect(declined.data!.orderPay).toMatchObject({
      status: 'failed',
      failureCode: 'generic_decline',
      failureMessage: 'Your card was declined.',
      order: { paymentStatus: 'failed' },
    });
    const retried = await kit.pay(a, order.id, await kit.saveCard(a));
    expect(retried.data!.orderPay).toMatchObject({ status: 'authorized', order: { paymentStatus: 'authorized' } });
    const payments = await sandboxPaymentsOf(order.id);
    expect(payments.filter((payment) => payment.status === 'requires_capture')).toHaveLength(1);
  });

  it('answers insufficient funds with its code', async () => {
    const order = await kit.placeOrderFor(a, 'card');
    const poor = await kit.pay(a, order.id, await kit.saveCard(a, TEST_CARDS.insufficientFunds));
    expect(poor.data!.orderPay).toMatchObject({
      status: 'failed',
      failureCode: 'insufficient_funds',
      failureMessage: 'Your card has insufficient funds.',
    });
  });

  it('asks for 3-D Secure, then continues once it is confirmed', async () => {
    const order = await kit.placeOrderFor(a, 'card');
    const action = await kit.pay(a, order.id, await kit.saveCard(a, TEST_CARDS.requiresAction));
    expect(action.data!.orderPay).toMatchObject({
      status: 'requires_action',
      nextAction: 'three_d_secure',
      order: { paymentStatus: 'requires_action' },
    });
    const confirm = `mutation($id: ID!) { orderPaymentConfirm(orderId: $id) { status amountCents order { paymentStatus } } }`;
    const byB = await kit.call(confirm, { id: order.id }, b.token);
    expect(codeOf(byB)).toBe('NOT_FOUND');
    const confirmed = await kit.call<{ orderPaymentConfirm: Payment }>(confirm, { id: order.id }, a.token);
    expect(confirmed.data!.orderPaymentConfirm).toMatchObject({
      status: 'authorized',
      amountCents: preAuthorizationCents(order.amountDueCents),
      order: { paymentStatus: 'authorized' },
    });
    const again = await kit.call<{ orderPaymentConfirm: Payment }>(confirm, { id: order.id }, a.token);
    expect(again.data!.orderPaymentConfirm.status).toBe('authorized');
  });

  it('cancels an abandoned 3-D Secure before another card pays, so only one is ever held', async () => {
    const order = await kit.placeOrderFor(a, 'card');
    await kit.pay(a, order.id, await kit.saveCard(a, TEST_CARDS.requiresAction));
    const other = await kit.pay(a, order.id, await kit.saveCard(a));
    expect(other.data!.orderPay.status).toBe('authorized');
    const payments = await sandboxPaymentsOf(order.id);
    expect(payments.map((payment) => payment.status).sort()).toEqual(['canceled', 'requires_capture']);
    // The abandoned one can no longer be completed.
    const confirmed = await kit.call<{ orderPaymentConfirm: Payment }>(
      `mutation($id: ID!) { orderPaymentConfirm(orderId: $id) { status } }`,
      { id: order.id },
      a.token,
    );
    expect(confirmed.data!.orderPaymentConfirm.status).toBe('authorized');
  });

  it("answers 'Payment is already in process' (Attention!) once paid, and to concurrent attempts", async () => {
    const order = await kit.placeOrderFor(a, 'card');
    const method = await kit.saveCard(a);
    const attempts = await Promise.all(Array.from({ length: 5 }, () => kit.pay(a, order.id, method)));
    const paid = attempts.filter((attempt) => attempt.data?.orderPay.status === 'authorized');
    const refused = attempts.filter((attempt) => codeOf(attempt) === 'PAYMENT_IN_PROCESS');
    expect(paid).toHaveLength(1);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.errors?.[0]).toMatchObject({
      message: 'Payment is already in process',
      extensions: { title: 'Attention!' },
    });
    const after = await kit.pay(a, order.id, method);
    expect(codeOf(after)).toBe('PAYMENT_IN_PROCESS');
    expect(await sandboxPaymentsOf(order.id)).toHaveLength(1);
  });

  it('answers a retry with the same key with the same payment, and refuses the key with other input', async () => {
    const order = await kit.placeOrderFor(a, 'card');
    const method = await kit.saveCard(a);
    const key = newKey('same');
    const answers = await Promise.all(Array.from({ length: 4 }, () => kit.pay(a, order.id, method, key)));
    expect(answers.every((answer) => answer.data?.orderPay.status === 'authorized')).toBe(true);
    expect(new Set(answers.map((answer) => answer.data!.orderPay.id)).size).toBe(1);
    const later = await kit.pay(a, order.id, method, key);
    expect(later.data!.orderPay.id).toBe(answers[0]!.data!.orderPay.id);
    expect(await sandboxPaymentsOf(order.id)).toHaveLength(1);
    const otherCard = await kit.pay(a, order.id, await kit.saveCard(a), key);
    expect(codeOf(otherCard)).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('charges the amount due at once when delivery is less than 28 hours away', async () => {
    const order = await kit.placeOrderFor(a, 'card');
    await kit.setDeliveryStart(order.id, new Date(Date.now() + 10 * HOUR));
    const paid = await kit.pay(a, order.id, await kit.saveCard(a));
    expect(paid.data!.orderPay).toMatchObject({
      status: 'succeeded',
      amountCents: order.amountDueCents,
      chargeAt: null,
      order: { paymentStatus: 'succeeded' },
    });
    expect((await orderView(a, order.id)).unpaidAmountCents).toBe(0);
    const [charge] = await sandboxPaymentsOf(order.id);
    expect(charge).toMatchObject({ captureMethod: 'automatic', amountReceivedCents: order.amountDueCents });
  });

  it('is charged by the job 28 hours before delivery (the amount due; the rest of the hold released), once', async () => {
    const order = await kit.placeOrderFor(a, 'card');
    await kit.pay(a, order.id, await kit.saveCard(a));
    const chargeAt = order.deliveryStartsAt.getTime() - 28 * HOUR;

    await runPaymentJobs(kit.db, kit.gateway, { now: new Date(chargeAt - 60_000) });
    expect((await orderView(a, order.id)).paymentStatus).toBe('authorized');

    const [first, second] = [
      await runPaymentJobs(kit.db, kit.gateway, { now: new Date(chargeAt + 60_000) }),
      await runPaymentJobs(kit.db, kit.gateway, { now: new Date(chargeAt + 10 * 60_000) }),
    ];
    expect(first.captured).toBeGreaterThanOrEqual(1);
    expect(second.captured).toBe(0);
    const view = await orderView(a, order.id);
    expect(view).toMatchObject({ paymentStatus: 'succeeded', unpaidAmountCents: 0, chargeAt: null });
    const [captured] = await sandboxPaymentsOf(order.id);
    expect(captured).toMatchObject({
      status: 'succeeded',
      amountReceivedCents: order.amountDueCents,
      amountCapturableCents: 0,
    });
    const [attempt] = await kit.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(attempt).toMatchObject({ capturedCents: order.amountDueCents });
  });

  it('charges the saved card when its pre-authorisation lapsed before the charge time', async () => {
    const order = await kit.placeOrderFor(a, 'card');
    await kit.pay(a, order.id, await kit.saveCard(a));
    const [held] = await sandboxPaymentsOf(order.id);
    // The card's bank let the authorisation go (Stripe cancels uncaptured ones after 7 days).
    await kit.gateway.cancel({ paymentId: held!.id, idempotencyKey: newKey('lapse') });
    await runPaymentJobs(kit.db, kit.gateway, { now: new Date(order.deliveryStartsAt.getTime() - 27 * HOUR) });
    const view = await orderView(a, order.id);
    expect(view).toMatchObject({
      paymentStatus: 'succeeded',
      payment: { status: 'succeeded', amountCents: order.amountDueCents },
    });
  });

  it('sends again an attempt whose gateway call never came back (the instance died)', async () => {
    const order = await kit.placeOrderFor(a, 'card');
    const methodId = await kit.saveCard(a);
    const started = new Date(Date.now() - 10 * 60_000);
    const claimed = await claimOrderForPayment(
      kit.db,
      {
        orderId: order.id,
        companyId: a.companyId,
        kind: 'authorization',
        gateway: 'sandbox',
        paymentMethodId: methodId,
        amountCents: preAuthorizationCents(order.amountDueCents),
        currency: order.currency,
        status: 'processing',
        idempotencyKey: newKey('crash'),
        requestHash: 'x',
        chargeAt: new Date(order.deliveryStartsAt.getTime() - 28 * HOUR),
      },
      { settlesTerms: false, now: started },
    );
    await kit.db.update(orderPayments).set({ createdAt: started }).where(eq(orderPayments.id, claimed!.id));
    expect((await orderView(a, order.id)).paymentStatus).toBe('processing');
    const report = await runPaymentJobs(kit.db, kit.gateway);
    expect(report.resent).toBeGreaterThanOrEqual(1);
    expect((await orderView(a, order.id)).paymentStatus).toBe('authorized');
  });

  it("refuses a method of another type, a removed one, another company's order or method", async () => {
    const order = await kit.placeOrderFor(a, 'card');
    const bank = await kit.call<{ bankAccountCreate: { id: string } }>(
      BANK_CREATE,
      { input: canadianBank({ iban: 'DE89370400440532013000' }), key: newKey() },
      a.token,
    );
    const wrongType = await kit.pay(a, order.id, bank.data!.bankAccountCreate.id);
    expect(codeOf(wrongType)).toBe('PAYMENT_METHOD_ERROR');
    expect(wrongType.errors?.[0]?.message).toBe('Payment method error!');
    // A card that paid (so saved), then removed.
    const { methodId: removed } = await kit.payWithNewCard(a);
    const deleted = await kit.call(`mutation($id: ID!) { paymentMethodDelete(id: $id) }`, { id: removed }, a.token);
    expect(deleted.data).toEqual({ paymentMethodDelete: true });
    expect(codeOf(await kit.pay(a, order.id, removed))).toBe('PAYMENT_METHOD_ERROR');
    expect(codeOf(await kit.pay(a, order.id, null))).toBe('PAYMENT_METHOD_ERROR');
    expect(codeOf(await kit.pay(b, order.id, await kit.saveCard(b)))).toBe('NOT_FOUND');
    expect(codeOf(await kit.pay(a, order.id, await kit.saveCard(b)))).toBe('NOT_FOUND');
    const orderOfB = await kit.call(ORDER_PAYMENT, { id: order.id }, b.token);
    expect(codeOf(orderOfB)).toBe('NOT_FOUND');
    expect((await orderView(a, order.id)).paymentStatus).toBe('requires_payment');
  });
});

describe('paying by bank account', () => {
  it('waits for verification (requires_confirmation), then debits: processing, then succeeded', async () => {
    const order = await kit.placeOrderFor(a, 'stripe_b2b_ca');
    const saved = await kit.call<{ bankAccountCreate: { id: string } }>(
      BANK_CREATE,
      { input: canadianBank(), key: newKey() },
      a.token,
    );
    const methodId = saved.data!.bankAccountCreate.id;
    const waiting = await kit.pay(a, order.id, methodId);
    expect(waiting.data!.orderPay).toMatchObject({
      status: 'requires_confirmation',
      nextAction: 'verify_bank_account',
      amountCents: order.amountDueCents,
      order: { paymentStatus: 'requires_confirmation' },
    });
    expect(await sandboxPaymentsOf(order.id)).toHaveLength(0);

    const wrong = await kit.call(BANK_VERIFY, { id: methodId, amounts: [30, 40] }, a.token);
    expect(wrong.errors?.[0]?.extensions?.attemptsLeft).toBe(9);
    expect((await orderView(a, order.id)).paymentStatus).toBe('requires_confirmation');

    const verified = await kit.call(BANK_VERIFY, { id: methodId, amounts: [32, 45] }, a.token);
    expect(verified.errors).toBeUndefined();
    expect(await orderView(a, order.id)).toMatchObject({
      paymentStatus: 'processing',
      payment: { status: 'processing' },
    });

    const report = await runPaymentJobs(kit.db, kit.gateway);
    expect(report.settled).toBeGreaterThanOrEqual(1);
    expect(await orderView(a, order.id)).toMatchObject({ paymentStatus: 'succeeded', unpaidAmountCents: 0 });
  });

  it('debits a verified account at once, and refuses a card order on it', async () => {
    const order = await kit.placeOrderFor(a, 'stripe_b2b_ca');
    const saved = await kit.call<{ bankAccountCreate: { id: string } }>(
      BANK_CREATE,
      { input: canadianBank({ iban: 'DE89370400440532013000' }), key: newKey() },
      a.token,
    );
    const paid = await kit.pay(a, order.id, saved.data!.bankAccountCreate.id);
    expect(paid.data!.orderPay).toMatchObject({ status: 'processing', amountCents: order.amountDueCents });
    const card = await kit.pay(a, (await kit.placeOrderFor(a, 'stripe_b2b_ca')).id, await kit.saveCard(a));
    expect(codeOf(card)).toBe('PAYMENT_METHOD_ERROR');
  });

  it('fails the waiting order when its account fails verification; the account cannot pay again', async () => {
    const order = await kit.placeOrderFor(b, 'stripe_b2b_ca');
    const saved = await kit.call<{ bankAccountCreate: { id: string } }>(
      BANK_CREATE,
      { input: canadianBank(), key: newKey() },
      b.token,
    );
    const methodId = saved.data!.bankAccountCreate.id;
    await kit.pay(b, order.id, methodId);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await kit.call(BANK_VERIFY, { id: methodId, amounts: [1, 2] }, b.token);
    }
    expect(await orderView(b, order.id)).toMatchObject({
      paymentStatus: 'failed',
      payment: { status: 'failed', failureMessage: 'The bank account could not be verified.' },
    });
    expect(codeOf(await kit.pay(b, order.id, methodId))).toBe('PAYMENT_METHOD_ERROR');
    const [method] = await kit.db.select().from(paymentMethods).where(eq(paymentMethods.id, methodId));
    expect(method!.verificationStatus).toBe('failed');
  });
});

describe('orders list', () => {
  it("shows each order's own payment, loaded for the whole page at once", async () => {
    const company = await kit.signUp();
    const held = await kit.placeOrderFor(company, 'card');
    const unpaid = await kit.placeOrderFor(company, 'card');
    const declined = await kit.placeOrderFor(company, 'card');
    await kit.pay(company, held.id, await kit.saveCard(company));
    await kit.pay(company, declined.id, await kit.saveCard(company, TEST_CARDS.declined));
    const list = await kit.call<{
      orders: { values: { id: string; chargeAt: string | null; payment: { status: string } | null }[] };
    }>(`{ orders(limit: 10) { values { id chargeAt payment { status } } } }`, {}, company.token);
    const byId = new Map(list.data!.orders.values.map((order) => [order.id, order]));
    expect(byId.get(held.id)).toMatchObject({
      payment: { status: 'authorized' },
      chargeAt: expect.any(String) as unknown,
    });
    expect(byId.get(unpaid.id)).toMatchObject({ payment: null, chargeAt: null });
    expect(byId.get(declined.id)).toMatchObject({ payment: { status: 'failed' }, chargeAt: null });
  });
});

describe('canceling an order releases its payment', () => {
  it('releases a pre-authorisation', async () => {
    const order = await kit.placeOrderFor(a, 'card');
    await kit.pay(a, order.id, await kit.saveCard(a));
    const canceled = await kit.call<{ orderCancel: { status: string; paymentStatus: string } }>(
      ORDER_CANCEL,
      { id: order.id },
      a.token,
    );
    expect(canceled.data!.orderCancel).toEqual({ id: order.id, status: 'canceled', paymentStatus: 'canceled' });
    const [released] = await sandboxPaymentsOf(order.id);
    expect(released).toMatchObject({ status: 'canceled', amountCapturableCents: 0 });
    // Nothing is captured later, and the order cannot be paid again.
    await runPaymentJobs(kit.db, kit.gateway, { now: new Date(order.deliveryStartsAt.getTime() - HOUR) });
    expect((await sandboxPaymentsOf(order.id))[0]!.status).toBe('canceled');
    const pay = await kit.pay(a, order.id, await kit.saveCard(a));
    expect(codeOf(pay)).toBe('ORDER_NOT_PAYABLE');
  });

  it('refunds a bank debit that was taken', async () => {
    const order = await kit.placeOrderFor(a, 'stripe_b2b_ca');
    const saved = await kit.call<{ bankAccountCreate: { id: string } }>(
      BANK_CREATE,
      { input: canadianBank({ iban: 'DE89370400440532013000' }), key: newKey() },
      a.token,
    );
    await kit.pay(a, order.id, saved.data!.bankAccountCreate.id);
    await runPaymentJobs(kit.db, kit.gateway);
    expect((await orderView(a, order.id)).paymentStatus).toBe('succeeded');
    const canceled = await kit.call<{ orderCancel: { paymentStatus: string } }>(
      ORDER_CANCEL,
      { id: order.id },
      a.token,
    );
    expect(canceled.data!.orderCancel.paymentStatus).toBe('refunded');
    const [debit] = await sandboxPaymentsOf(order.id);
    const refunds = await kit.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, debit!.id));
    expect(refunds.map((refund) => refund.amountCents)).toEqual([order.amountDueCents]);
  });

  it('refunds a debit still on its way once it settles', async () => {
    const order = await kit.placeOrderFor(a, 'stripe_b2b_ca');
    const saved = await kit.call<{ bankAccountCreate: { id: string } }>(
      BANK_CREATE,
      { input: canadianBank({ iban: 'DE89370400440532013000' }), key: newKey() },
      a.token,
    );
    await kit.pay(a, order.id, saved.data!.bankAccountCreate.id);
    const canceled = await kit.call<{ orderCancel: { paymentStatus: string } }>(
      ORDER_CANCEL,
      { id: order.id },
      a.token,
    );
    expect(canceled.data!.orderCancel.paymentStatus).toBe('processing');
    await runPaymentJobs(kit.db, kit.gateway);
    expect((await orderView(a, order.id)).paymentStatus).toBe('refunded');
  });

  it('keeps the card of another company untouched', async () => {
    const order = await kit.placeOrderFor(a, 'card');
    await kit.pay(a, order.id, await kit.saveCard(a));
    const byB = await kit.call(ORDER_CANCEL, { id: order.id }, b.token);
    expect(codeOf(byB)).toBe('NOT_FOUND');
    const [row] = await kit.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, order.id)));
    expect(row).toMatchObject({ status: 'placed', paymentStatus: 'authorized' });
  });
});
