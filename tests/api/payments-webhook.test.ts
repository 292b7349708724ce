import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { orderPayments, paymentMethods, paymentWebhookEvents } from '@/server/db/schema';
import { handlePaymentWebhook } from '@/server/http/payment-webhook';
import { SANDBOX_WEBHOOK_SECRET } from '@/server/payment-gateway/sandbox';
import { signWebhookPayload } from '@/server/payment-gateway/stripe-objects';
import { claimOrderForPayment } from '@/server/services/payments/attempts';

import {
  BANK_CREATE,
  canadianBank,
  createPaymentsTestKit,
  newKey,
  ORDER_PAYMENT,
  type Contractor,
  type PaymentsTestKit,
} from '../support/payments';

process.env.JWT_SECRET = 'payments-webhook-test-secret-0123456789-abcdefghij';

/** POST /api/payments/webhook: signed gateway events drive order payments, each handled once. */
let kit: PaymentsTestKit;
let a: Contractor;

beforeAll(async () => {
  kit = await createPaymentsTestKit('webhook');
  a = await kit.signUp();
}, 60_000);
afterAll(() => kit.close());

let eventCounter = 0;
function intentEvent(type: string, intent: Record<string, unknown>, id = `evt_test_${++eventCounter}`) {
  return {
    id,
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        object: 'payment_intent',
        amount: 1000,
        currency: 'cad',
        capture_method: 'automatic',
        status: 'succeeded',
        metadata: {},
        ...intent,
      },
    },
  };
}

async function deliver(event: unknown, signature?: string | null) {
  const payload = JSON.stringify(event);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const header = signature === undefined ? signWebhookPayload(payload, SANDBOX_WEBHOOK_SECRET) : signature;
  if (header) headers['stripe-signature'] = header;
  const response = await handlePaymentWebhook(
    new Request('http://localhost/api/payments/webhook', { method: 'POST', headers, body: payload }),
    { getDb: () => Promise.resolve(kit.db), gateway: kit.gateway },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** An order paid by a verified bank account: its debit is processing at the gateway. */
async function processingDebit() {
  const order = await kit.placeOrderFor(a, 'stripe_b2b_ca');
  const saved = await kit.call<{ bankAccountCreate: { id: string } }>(
    BANK_CREATE,
    { input: canadianBank({ iban: 'DE89370400440532013000' }), key: newKey() },
    a.token,
  );
  await kit.pay(a, order.id, saved.data!.bankAccountCreate.id);
  const [attempt] = await kit.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
  expect(attempt!.status).toBe('processing');
  return { order, attempt: attempt! };
}

async function paymentStatusOf(orderId: string) {
  const view = await kit.call<{ order: { paymentStatus: string } }>(ORDER_PAYMENT, { id: orderId }, a.token);
  return view.data!.order.paymentStatus;
}

describe('the payment webhook', () => {
  it('refuses a delivery without a valid signature (400)', async () => {
    const event = intentEvent('payment_intent.succeeded', { id: 'pi_x' });
    expect((await deliver(event, null)).status).toBe(400);
    const forged = await deliver(event, signWebhookPayload(JSON.stringify(event), 'whsec_someone_else'));
    expect(forged).toEqual({
      status: 400,
      body: { error: { code: 'BAD_USER_INPUT', message: 'The webhook signature is not valid.' } },
    });
  });

  it('refuses a body over the limit (413)', async () => {
    const event = intentEvent('payment_intent.succeeded', { id: 'pi_x', description: 'x'.repeat(300 * 1024) });
    expect((await deliver(event)).status).toBe(413);
  });

  it("settles a bank debit from the gateway's event, reading the payment again; a repeat is handled once", async () => {
    const { order, attempt } = await processingDebit();
    const event = intentEvent('payment_intent.succeeded', {
      id: attempt.gatewayPaymentId,
      metadata: { orderId: order.id, attemptId: attempt.id },
    });
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, outcome: 'processed' } });
    expect(await paymentStatusOf(order.id)).toBe('succeeded');
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
    const [stored] = await kit.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, event.id));
    expect(stored!.processedAt).not.toBeNull();
  });

  it('cannot move a payment backwards: an old event is read against the current state', async () => {
    const { order, attempt } = await processingDebit();
    await deliver(intentEvent('payment_intent.succeeded', { id: attempt.gatewayPaymentId }));
    const late = intentEvent('payment_intent.processing', { id: attempt.gatewayPaymentId, status: 'processing' });
    expect((await deliver(late)).body.outcome).toBe('processed');
    expect(await paymentStatusOf(order.id)).toBe('succeeded');
  });

  it('ignores payments that are not ours', async () => {
    const event = intentEvent('payment_intent.succeeded', { id: 'pi_not_ours', metadata: { attemptId: 'nope' } });
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
    expect((await deliver(intentEvent('customer.created', { id: 'cus_1' }))).body.outcome).toBe('ignored');
  });

  it('asks for a later delivery when the event outran the request that made the payment (503)', async () => {
    const order = await kit.placeOrderFor(a, 'card');
    const methodId = await kit.saveCard(a);
    const claimed = await claimOrderForPayment(
      kit.db,
      {
        orderId: order.id,
        companyId: a.companyId,
        kind: 'charge',
        gateway: 'sandbox',
        paymentMethodId: methodId,
        amountCents: order.amountDueCents,
        currency: order.currency,
        status: 'processing',
        idempotencyKey: newKey('early'),
        requestHash: 'x',
      },
      { settlesTerms: false, now: new Date() },
    );
    const event = intentEvent('payment_intent.succeeded', {
      id: 'pi_sbx_not_yet',
      metadata: { attemptId: claimed!.id },
    });
    expect((await deliver(event)).status).toBe(503);
    const stored = await kit.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, event.id));
    expect(stored).toHaveLength(0);
  });

  it('debits the orders waiting for a bank account verified on the gateway’s side', async () => {
    const order = await kit.placeOrderFor(a, 'stripe_b2b_ca');
    const saved = await kit.call<{ bankAccountCreate: { id: string } }>(
      BANK_CREATE,
      { input: canadianBank(), key: newKey() },
      a.token,
    );
    await kit.pay(a, order.id, saved.data!.bankAccountCreate.id);
    expect(await paymentStatusOf(order.id)).toBe('requires_confirmation');
    const [method] = await kit.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, saved.data!.bankAccountCreate.id));
    // The holder confirmed the deposits on the gateway's own page.
    await kit.gateway.verifyMicroDeposits({ verificationId: method!.gatewayVerificationId!, amountsCents: [32, 45] });
    const event = {
      id: `evt_test_${++eventCounter}`,
      type: 'setup_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'seti_1', object: 'setup_intent', payment_method: method!.gatewayMethodId } },
    };
    expect((await deliver(event)).body.outcome).toBe('processed');
    expect(await paymentStatusOf(order.id)).toBe('processing');
    const [verified] = await kit.db.select().from(paymentMethods).where(eq(paymentMethods.id, method!.id));
    expect(verified!.verificationStatus).toBe('verified');
  });
});
