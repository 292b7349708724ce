import Stripe from 'stripe';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { resetServerEnvForTests, serverEnv } from '@/lib/env';
import { createPaymentGateway } from '@/server/payment-gateway';
import { PaymentError, PaymentErrorCode } from '@/server/payment-gateway/errors';
import { SandboxGateway } from '@/server/payment-gateway/sandbox';
import { STRIPE_API_VERSION, StripeGateway, type StripeGatewayOptions } from '@/server/payment-gateway/stripe';
import { signWebhookPayload } from '@/server/payment-gateway/stripe-objects';

/**
 * The Stripe gateway at its boundary: the exact HTTP requests it makes (through the SDK, whose
 * `fetch` is the fake here) and how it reads answers.
 */

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: [string, string][];
}

/** The headers that matter here; the SDK adds its own (user agent, telemetry, accept...). */
const ASSERTED_HEADERS = ['authorization', 'stripe-version', 'content-type', 'idempotency-key'];

type Answer = { status?: number; body: unknown };

/** One answer per request, in order; no network retries (each retry would take the next answer). */
const fakeStripe = (...answers: Answer[]) => fakeStripeWith({ maxNetworkRetries: 0 }, ...answers);

function fakeStripeWith(options: Partial<StripeGatewayOptions>, ...answers: Answer[]) {
  const calls: Call[] = [];
  const fetchImpl = vi.fn((input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    calls.push({
      url: input instanceof Request ? input.url : input.toString(),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(
        ASSERTED_HEADERS.flatMap((name) => (headers.get(name) === null ? [] : [[name, headers.get(name)!]])),
      ),
      body: [...new URLSearchParams(typeof init?.body === 'string' ? init.body : '').entries()],
    });
    const answer = answers[calls.length - 1] ?? { status: 500, body: {} };
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  const gateway = new StripeGateway({
    secretKey: 'sk_test_123',
    webhookSecret: 'whsec_test',
    fetch: fetchImpl,
    now: () => new Date('2026-11-22T08:00:00Z'),
    ...options,
  });
  return { gateway, calls };
}

/** Without a key of ours, the SDK keys every POST itself (so that its retries never repeat one). */
const SDK_KEY = expect.stringMatching(/^stripe-node-retry-[0-9a-f-]{36}$/) as unknown as string;

const postHeaders = (idempotencyKey?: string) => ({
  authorization: 'Bearer sk_test_123',
  'stripe-version': STRIPE_API_VERSION,
  'content-type': 'application/x-www-form-urlencoded',
  'idempotency-key': idempotencyKey ?? SDK_KEY,
});

const intent = (overrides: Record<string, unknown> = {}) => ({
  id: 'pi_1',
  object: 'payment_intent',
  amount: 11_500,
  currency: 'cad',
  amount_capturable: 11_500,
  amount_received: 0,
  capture_method: 'manual',
  customer: 'cus_1',
  payment_method: 'pm_1',
  status: 'requires_capture',
  client_secret: 'pi_1_secret_x',
  last_payment_error: null,
  next_action: null,
  latest_charge: { id: 'ch_1', amount_refunded: 0 },
  metadata: { orderId: 'o-1' },
  ...overrides,
});

async function rejection(promise: Promise<unknown>): Promise<PaymentError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentError);
  return error as PaymentError;
}

describe('StripeGateway requests', () => {
  it('creates a customer with the secret key, the API version and the idempotency key', async () => {
    const { gateway, calls } = fakeStripe({ body: { id: 'cus_1', email: 'a@b.co', name: 'A' } });
    await expect(
      gateway.createCustomer({ email: 'a@b.co', name: 'A', metadata: { companyId: 'c1' }, idempotencyKey: 'k1' }),
    ).resolves.toEqual({ id: 'cus_1', email: 'a@b.co', name: 'A' });
    expect(calls).toEqual([
      {
        url: 'https://api.stripe.com/v1/customers',
        method: 'POST',
        headers: postHeaders('k1'),
        body: [
          ['email', 'a@b.co'],
          ['name', 'A'],
          ['metadata[companyId]', 'c1'],
        ],
      },
    ]);
  });

  it('pre-authorises with manual capture and confirm, and maps requires_capture', async () => {
    const { gateway, calls } = fakeStripe({ body: intent() });
    const payment = await gateway.authorize({
      customerId: 'cus_1',
      paymentMethodId: 'pm_1',
      amount: { cents: 11_500, currency: 'CAD' },
      idempotencyKey: 'order-1:auth',
      metadata: { orderId: 'o-1' },
    });
    expect(calls[0]).toEqual({
      url: 'https://api.stripe.com/v1/payment_intents',
      method: 'POST',
      headers: postHeaders('order-1:auth'),
      body: [
        ['amount', '11500'],
        ['currency', 'cad'],
        ['customer', 'cus_1'],
        ['payment_method', 'pm_1'],
        ['capture_method', 'manual'],
        ['confirm', 'true'],
        ['automatic_payment_methods[enabled]', 'true'],
        ['automatic_payment_methods[allow_redirects]', 'never'],
        ['metadata[orderId]', 'o-1'],
        ['expand[0]', 'latest_charge'],
      ],
    });
    expect(payment).toEqual({
      id: 'pi_1',
      status: 'requires_capture',
      amount: { cents: 11_500, currency: 'cad' },
      amountCapturableCents: 11_500,
      amountReceivedCents: 0,
      amountRefundedCents: 0,
      captureMethod: 'manual',
      customerId: 'cus_1',
      paymentMethodId: 'pm_1',
      failure: null,
      nextAction: null,
      clientSecret: 'pi_1_secret_x',
      metadata: { orderId: 'o-1' },
    });
  });

  it('charges with automatic capture', async () => {
    const { gateway, calls } = fakeStripe({
      body: intent({ capture_method: 'automatic', status: 'succeeded', amount_capturable: 0, amount_received: 11_500 }),
    });
    const payment = await gateway.charge({
      customerId: 'cus_1',
      paymentMethodId: 'pm_1',
      amount: { cents: 11_500, currency: 'cad' },
      idempotencyKey: 'k',
    });
    expect(calls[0]!.body).toContainEqual(['capture_method', 'automatic']);
    expect(payment).toMatchObject({ status: 'succeeded', amountReceivedCents: 11_500, captureMethod: 'automatic' });
  });

  it('answers a declined card (402 card_declined with the intent) as a failed payment with the reason', async () => {
    const declinedIntent = intent({
      status: 'requires_payment_method',
      amount_capturable: 0,
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
    const { gateway } = fakeStripe({
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
          payment_intent: declinedIntent,
        },
      },
    });
    const payment = await gateway.authorize({
      customerId: 'cus_1',
      paymentMethodId: 'pm_1',
      amount: { cents: 100, currency: 'cad' },
      idempotencyKey: 'k',
    });
    expect(payment).toMatchObject({
      id: 'pi_1',
      status: 'failed',
      failure: {
        code: 'card_declined',
        declineCode: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
  });

  it('answers a declined confirmation as a failed payment carrying its intent', async () => {
    const declinedIntent = intent({
      status: 'requires_payment_method',
      amount_capturable: 0,
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'do_not_honor',
        message: 'Declined.',
      },
    });
    const { gateway, calls } = fakeStripe({
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'do_not_honor',
          message: 'Declined.',
          payment_intent: declinedIntent,
        },
      },
    });
    await expect(gateway.confirm({ paymentId: 'pi_1', idempotencyKey: 'k:confirm' })).resolves.toMatchObject({
      id: 'pi_1',
      status: 'failed',
      amount: { cents: 11_500, currency: 'cad' },
      failure: { code: 'card_declined', declineCode: 'do_not_honor', message: 'Declined.' },
    });
    expect(calls[0]!.headers['idempotency-key']).toBe('k:confirm');
  });

  it('maps 3-D Secure (requires_action) and confirms afterwards', async () => {
    const { gateway, calls } = fakeStripe(
      { body: intent({ status: 'requires_action', amount_capturable: 0, next_action: { type: 'use_stripe_sdk' } }) },
      { body: intent() },
    );
    const payment = await gateway.authorize({
      customerId: 'cus_1',
      paymentMethodId: 'pm_1',
      amount: { cents: 100, currency: 'cad' },
      idempotencyKey: 'k',
    });
    expect(payment).toMatchObject({ status: 'requires_action', nextAction: { type: 'three_d_secure' } });
    const confirmed = await gateway.confirm({ paymentId: 'pi_1', idempotencyKey: 'k:confirm' });
    expect(calls[1]).toEqual({
      url: 'https://api.stripe.com/v1/payment_intents/pi_1/confirm',
      method: 'POST',
      headers: postHeaders('k:confirm'),
      body: [['expand[0]', 'latest_charge']],
    });
    expect(confirmed.status).toBe('requires_capture');
  });

  it('captures part, cancels, refunds and reads a payment', async () => {
    const { gateway, calls } = fakeStripe(
      { body: intent({ status: 'succeeded', amount_capturable: 0, amount_received: 9000 }) },
      { body: intent({ status: 'canceled', amount_capturable: 0 }) },
      { body: { id: 're_1', object: 'refund', amount: 3000, payment_intent: 'pi_1', status: 'succeeded' } },
      { body: intent({ status: 'succeeded', latest_charge: { id: 'ch_1', amount_refunded: 3000 } }) },
    );
    expect(await gateway.capture({ paymentId: 'pi_1', amountCents: 9000, idempotencyKey: 'cap' })).toMatchObject({
      status: 'succeeded',
      amountReceivedCents: 9000,
    });
    expect(await gateway.cancel({ paymentId: 'pi_1', idempotencyKey: 'can' })).toMatchObject({ status: 'canceled' });
    expect(await gateway.refund({ paymentId: 'pi_1', amountCents: 3000, idempotencyKey: 'ref' })).toEqual({
      id: 're_1',
      paymentId: 'pi_1',
      amountCents: 3000,
      status: 'succeeded',
    });
    expect(await gateway.getPayment('pi_1')).toMatchObject({ amountRefundedCents: 3000 });
    expect(calls.map(({ url, method, headers, body }) => [method, url, headers['idempotency-key'], body])).toEqual([
      [
        'POST',
        'https://api.stripe.com/v1/payment_intents/pi_1/capture',
        'cap',
        [
          ['amount_to_capture', '9000'],
          ['expand[0]', 'latest_charge'],
        ],
      ],
      ['POST', 'https://api.stripe.com/v1/payment_intents/pi_1/cancel', 'can', [['expand[0]', 'latest_charge']]],
      [
        'POST',
        'https://api.stripe.com/v1/refunds',
        'ref',
        [
          ['payment_intent', 'pi_1'],
          ['amount', '3000'],
        ],
      ],
      ['GET', 'https://api.stripe.com/v1/payment_intents/pi_1?expand[0]=latest_charge', undefined, []],
    ]);
    expect(calls[3]!.headers).toMatchObject({
      authorization: 'Bearer sk_test_123',
      'stripe-version': STRIPE_API_VERSION,
    });
  });

  it('creates a card payment method and attaches it, each step with its own key', async () => {
    const method = {
      id: 'pm_1',
      type: 'card',
      customer: 'cus_1',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, fingerprint: 'Xt5EWLLDS7FJjR1c' },
    };
    const { gateway, calls } = fakeStripe({ body: { ...method, customer: null } }, { body: method });
    const created = await gateway.createCardPaymentMethod({
      customerId: 'cus_1',
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
      billing: { name: 'Pay Er', address: { postalCode: 'M5V 2T6', country: 'CA' } },
      idempotencyKey: 'pm-key',
    });
    expect(calls[0]).toEqual({
      url: 'https://api.stripe.com/v1/payment_methods',
      method: 'POST',
      headers: postHeaders('pm-key:create'),
      body: [
        ['type', 'card'],
        ['card[number]', '4242424242424242'],
        ['card[exp_month]', '12'],
        ['card[exp_year]', '2030'],
        ['card[cvc]', '123'],
        ['billing_details[name]', 'Pay Er'],
        ['billing_details[address][postal_code]', 'M5V 2T6'],
        ['billing_details[address][country]', 'CA'],
      ],
    });
    expect(calls[1]).toEqual({
      url: 'https://api.stripe.com/v1/payment_methods/pm_1/attach',
      method: 'POST',
      headers: postHeaders('pm-key:attach'),
      body: [['customer', 'cus_1']],
    });
    expect(created).toEqual({
      id: 'pm_1',
      type: 'card',
      customerId: 'cus_1',
      // Stripe's fingerprint: the same card saved twice is known as one.
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, fingerprint: 'Xt5EWLLDS7FJjR1c' },
      bankAccount: null,
      verification: { status: 'verified', verificationId: null },
    });
  });

  it('creates a setup intent for a card saved with Stripe.js', async () => {
    const { gateway, calls } = fakeStripe({ body: { id: 'seti_9', client_secret: 'seti_9_secret_x' } });
    const intent = await gateway.createSetupIntent({ customerId: 'cus_1', idempotencyKey: 'setup-key' });
    expect(calls[0]).toEqual({
      url: 'https://api.stripe.com/v1/setup_intents',
      method: 'POST',
      headers: postHeaders('setup-key'),
      body: [
        ['customer', 'cus_1'],
        ['allowed_payment_method_types[0]', 'card'],
        ['usage', 'off_session'],
      ],
    });
    expect(intent).toEqual({ id: 'seti_9', clientSecret: 'seti_9_secret_x' });
  });

  it('attaches a browser-made card once: read first, attached only when it has no customer', async () => {
    const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };
    const unattached = { id: 'pm_7', type: 'card', customer: null, card };
    const { gateway, calls } = fakeStripe(
      { body: unattached },
      { body: { ...unattached, customer: 'cus_1' } },
      { body: { ...unattached, customer: 'cus_1' } },
      { body: { ...unattached, customer: 'cus_other' } },
    );
    const attached = await gateway.attachPaymentMethod({ customerId: 'cus_1', paymentMethodId: 'pm_7' });
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['GET', 'https://api.stripe.com/v1/payment_methods/pm_7'],
      ['POST', 'https://api.stripe.com/v1/payment_methods/pm_7/attach'],
    ]);
    expect(calls[1]!.body).toEqual([['customer', 'cus_1']]);
    expect(attached).toMatchObject({ id: 'pm_7', customerId: 'cus_1', card: { last4: '4242' } });
    // Already attached by the confirmed setup intent: only read.
    await gateway.attachPaymentMethod({ customerId: 'cus_1', paymentMethodId: 'pm_7' });
    expect(calls).toHaveLength(3);
    // Another customer's method is not taken.
    const error = await rejection(gateway.attachPaymentMethod({ customerId: 'cus_1', paymentMethodId: 'pm_7' }));
    expect(error.code).toBe(PaymentErrorCode.RESOURCE_MISSING);
    expect(calls).toHaveLength(4);
  });

  it('creates a Canadian bank account (stripe_b2b_ca) with a mandate and micro-deposit verification', async () => {
    const method = {
      id: 'pm_b',
      type: 'acss_debit',
      customer: 'cus_1',
      acss_debit: { institution_number: '000', transit_number: '11000', last4: '6789' },
    };
    const { gateway, calls } = fakeStripe(
      { body: method },
      {
        body: {
          id: 'seti_1',
          status: 'requires_action',
          next_action: { type: 'verify_with_microdeposits' },
          payment_method: method,
        },
      },
      { body: { id: 'seti_1', status: 'succeeded', payment_method: method } },
    );
    const created = await gateway.createBankAccountPaymentMethod({
      customerId: 'cus_1',
      bankAccount: {
        kind: 'stripe_b2b_ca',
        holderName: 'Acme Builders',
        transitNumber: '11000',
        institutionNumber: '000',
        accountNumber: '000123456789',
        email: 'ap@acme.example',
      },
      mandate: { ipAddress: '203.0.113.7', userAgent: 'Mozilla/5.0' },
      idempotencyKey: 'bank',
    });
    expect(calls[0]!.headers['idempotency-key']).toBe('bank:create');
    expect(calls[0]!.body).toEqual([
      ['type', 'acss_debit'],
      ['acss_debit[institution_number]', '000'],
      ['acss_debit[transit_number]', '11000'],
      ['acss_debit[account_number]', '000123456789'],
      ['billing_details[name]', 'Acme Builders'],
      ['billing_details[email]', 'ap@acme.example'],
    ]);
    expect(calls[1]).toEqual({
      url: 'https://api.stripe.com/v1/setup_intents',
      method: 'POST',
      headers: postHeaders('bank:setup'),
      body: [
        ['customer', 'cus_1'],
        ['payment_method', 'pm_b'],
        ['allowed_payment_method_types[0]', 'acss_debit'],
        ['confirm', 'true'],
        ['usage', 'off_session'],
        ['mandate_data[customer_acceptance][type]', 'online'],
        ['mandate_data[customer_acceptance][online][ip_address]', '203.0.113.7'],
        ['mandate_data[customer_acceptance][online][user_agent]', 'Mozilla/5.0'],
        ['payment_method_options[acss_debit][currency]', 'cad'],
        ['payment_method_options[acss_debit][verification_method]', 'microdeposits'],
        ['payment_method_options[acss_debit][mandate_options][payment_schedule]', 'sporadic'],
        ['payment_method_options[acss_debit][mandate_options][transaction_type]', 'business'],
        ['expand[0]', 'payment_method'],
      ],
    });
    expect(created).toMatchObject({
      id: 'pm_b',
      type: 'acss_debit',
      bankAccount: { last4: '6789', bankCode: '000-11000' },
      verification: { status: 'pending', verificationId: 'seti_1' },
    });

    const verified = await gateway.verifyMicroDeposits({ verificationId: 'seti_1', amountsCents: [32, 45] });
    expect(calls[2]).toEqual({
      url: 'https://api.stripe.com/v1/setup_intents/seti_1/verify_microdeposits',
      method: 'POST',
      headers: postHeaders(),
      body: [
        ['amounts[0]', '32'],
        ['amounts[1]', '45'],
        ['expand[0]', 'payment_method'],
      ],
    });
    expect(verified.verification).toEqual({ status: 'verified', verificationId: 'seti_1' });
  });

  it('creates a US bank account (stripe_b2b_us) with routing and account numbers', async () => {
    const method = {
      id: 'pm_u',
      type: 'us_bank_account',
      us_bank_account: { routing_number: '110000000', last4: '6789' },
    };
    const { gateway, calls } = fakeStripe(
      { body: method },
      { body: { id: 'seti_2', status: 'requires_action', payment_method: method } },
    );
    const created = await gateway.createBankAccountPaymentMethod({
      customerId: 'cus_1',
      bankAccount: {
        kind: 'stripe_b2b_us',
        holderName: 'Acme',
        routingNumber: '110000000',
        accountNumber: '000123456789',
      },
      mandate: { ipAddress: '203.0.113.7', userAgent: 'UA' },
      idempotencyKey: 'us',
    });
    expect(calls[0]!.body).toEqual([
      ['type', 'us_bank_account'],
      ['us_bank_account[routing_number]', '110000000'],
      ['us_bank_account[account_number]', '000123456789'],
      ['us_bank_account[account_holder_type]', 'company'],
      ['billing_details[name]', 'Acme'],
    ]);
    expect(calls[1]!.body).toContainEqual([
      'payment_method_options[us_bank_account][verification_method]',
      'microdeposits',
    ]);
    expect(created).toMatchObject({
      type: 'us_bank_account',
      bankAccount: { bankCode: '110000000' },
      verification: { status: 'pending', verificationId: 'seti_2' },
    });
  });

  it('refuses an invalid bank account before calling Stripe', async () => {
    const { gateway, calls } = fakeStripe();
    const error = await rejection(
      gateway.createBankAccountPaymentMethod({
        customerId: 'cus_1',
        bankAccount: { kind: 'stripe_b2b_us', holderName: 'A', routingNumber: '123', accountNumber: '000123456789' },
        mandate: { ipAddress: '203.0.113.7', userAgent: 'UA' },
        idempotencyKey: 'x',
      }),
    );
    expect(error.code).toBe(PaymentErrorCode.INVALID_BANK_ACCOUNT);
    expect(calls).toHaveLength(0);
  });
});

describe('StripeGateway errors', () => {
  const authorize = (gateway: StripeGateway) =>
    gateway.authorize({
      customerId: 'cus_1',
      paymentMethodId: 'pm_1',
      amount: { cents: 100, currency: 'cad' },
      idempotencyKey: 'k',
    });

  it('passes Stripe codes through (wrong micro-deposits, capture of a canceled intent)', async () => {
    const { gateway } = fakeStripe(
      {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'payment_method_microdeposit_verification_amounts_mismatch',
            message: 'The amounts provided do not match.',
          },
        },
      },
      {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: 'This PaymentIntent could not be captured because it has a status of canceled.',
          },
        },
      },
    );
    const mismatch = await rejection(gateway.verifyMicroDeposits({ verificationId: 'seti_1', amountsCents: [1, 2] }));
    expect(mismatch).toMatchObject({
      code: PaymentErrorCode.MICRODEPOSIT_AMOUNTS_MISMATCH,
      message: 'The amounts provided do not match.',
      status: 400,
    });
    const state = await rejection(gateway.capture({ paymentId: 'pi_1', idempotencyKey: 'c' }));
    expect(state.code).toBe(PaymentErrorCode.PAYMENT_INTENT_UNEXPECTED_STATE);
  });

  it('a card error without an intent (invalid number) is an error with its parameter', async () => {
    const { gateway } = fakeStripe({
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'incorrect_number',
          param: 'number',
          message: 'Your card number is incorrect.',
        },
      },
    });
    const error = await rejection(
      gateway.createCardPaymentMethod({
        customerId: 'cus_1',
        card: { number: '4242424242424241', expMonth: 12, expYear: 2030, cvc: '123' },
        idempotencyKey: 'k',
      }),
    );
    expect(error).toMatchObject({ code: 'incorrect_number', param: 'number', status: 402 });
  });

  it('maps a reused idempotency key, Stripe failures and an unreachable Stripe to codes', async () => {
    const reused = fakeStripe({
      status: 400,
      body: {
        error: {
          type: 'idempotency_error',
          message: 'Keys for idempotent requests can only be used with the same parameters.',
        },
      },
    });
    expect((await rejection(authorize(reused.gateway))).code).toBe(PaymentErrorCode.IDEMPOTENCY_KEY_IN_USE);

    const concurrent = fakeStripe({
      status: 409,
      body: { error: { type: 'invalid_request_error', code: 'idempotency_key_in_use', message: 'in use' } },
    });
    expect((await rejection(authorize(concurrent.gateway))).code).toBe(PaymentErrorCode.IDEMPOTENCY_KEY_IN_USE);

    const down = fakeStripe({ status: 500, body: { error: { type: 'api_error', message: 'boom' } } });
    expect((await rejection(authorize(down.gateway))).code).toBe(PaymentErrorCode.GATEWAY_ERROR);

    // With the production setting: two network retries, then the error.
    const offlineFetch = vi.fn(() => Promise.reject(new TypeError('fetch failed')));
    const offline = new StripeGateway({ secretKey: 'sk_test_123', webhookSecret: 'whsec_test', fetch: offlineFetch });
    const unreachable = await rejection(authorize(offline));
    expect(unreachable.code).toBe(PaymentErrorCode.GATEWAY_ERROR);
    expect(unreachable.message).toContain('fetch failed');
    expect(offlineFetch).toHaveBeenCalledTimes(3);
  });

  it('retries a failed request with the same idempotency key, so a retry never charges twice', async () => {
    const { gateway, calls } = fakeStripeWith(
      {},
      { status: 503, body: { error: { type: 'api_error', message: 'busy' } } },
      { body: intent() },
    );
    await expect(authorize(gateway)).resolves.toMatchObject({ id: 'pi_1', status: 'requires_capture' });
    expect(calls.map((call) => [call.method, call.url, call.headers['idempotency-key']])).toEqual([
      ['POST', 'https://api.stripe.com/v1/payment_intents', 'k'],
      ['POST', 'https://api.stripe.com/v1/payment_intents', 'k'],
    ]);
    expect(calls[1]!.body).toEqual(calls[0]!.body);
  });

  it('sends the requests to another API origin when told (stripe-mock)', async () => {
    const { gateway, calls } = fakeStripeWith(
      { maxNetworkRetries: 0, apiBase: 'http://localhost:12111' },
      { body: intent() },
    );
    await gateway.getPayment('pi_1');
    expect(calls[0]!.url).toBe('http://localhost:12111/v1/payment_intents/pi_1?expand[0]=latest_charge');
  });
});

describe('StripeGateway webhooks', () => {
  const now = Math.floor(new Date('2026-11-22T08:00:00Z').getTime() / 1000);
  const failedEvent = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.payment_failed',
    created: now,
    data: {
      object: intent({
        status: 'requires_payment_method',
        amount_capturable: 0,
        last_payment_error: {
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        },
      }),
    },
  });
  const { gateway } = fakeStripe();

  it('accepts a valid signature and maps the event', async () => {
    const event = await gateway.parseWebhookEvent(failedEvent, signWebhookPayload(failedEvent, 'whsec_test', now));
    expect(event).toEqual({
      id: 'evt_1',
      type: 'payment.failed',
      gatewayType: 'payment_intent.payment_failed',
      created: new Date(now * 1000),
      paymentId: 'pi_1',
      paymentMethodId: 'pm_1',
      status: 'failed',
      failure: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
      metadata: { orderId: 'o-1' },
    });
  });

  it('accepts any of several v1 signatures (secret rotation)', async () => {
    const valid = signWebhookPayload(failedEvent, 'whsec_test', now);
    const header = `t=${now},v1=${'0'.repeat(64)},${valid.split(',')[1]}`;
    await expect(gateway.parseWebhookEvent(failedEvent, header)).resolves.toMatchObject({ id: 'evt_1' });
  });

  it.each([
    [
      'a tampered payload',
      failedEvent.replace('"amount":11500', '"amount":1'),
      signWebhookPayload(failedEvent, 'whsec_test', now),
    ],
    ['another secret', failedEvent, signWebhookPayload(failedEvent, 'whsec_other', now)],
    ['a stale timestamp (over 5 minutes)', failedEvent, signWebhookPayload(failedEvent, 'whsec_test', now - 301)],
    ['a future timestamp (over 5 minutes)', failedEvent, signWebhookPayload(failedEvent, 'whsec_test', now + 301)],
    ['no header', failedEvent, null],
    ['a malformed header', failedEvent, 'v1=abc'],
  ])('refuses %s', async (_label, payload, header) => {
    expect((await rejection(gateway.parseWebhookEvent(payload, header))).code).toBe(
      PaymentErrorCode.WEBHOOK_SIGNATURE_INVALID,
    );
  });

  it("checks a header made by the SDK's generateTestHeaderString: accepted, a tampered body refused", async () => {
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: failedEvent,
      secret: 'whsec_test',
      timestamp: now,
    });
    await expect(gateway.parseWebhookEvent(failedEvent, header)).resolves.toMatchObject({
      id: 'evt_1',
      type: 'payment.failed',
      paymentId: 'pi_1',
    });
    const tampered = failedEvent.replace('"currency":"cad"', '"currency":"usd"');
    expect(tampered).not.toBe(failedEvent);
    expect((await rejection(gateway.parseWebhookEvent(tampered, header))).code).toBe(
      PaymentErrorCode.WEBHOOK_SIGNATURE_INVALID,
    );
    const otherSecret = Stripe.webhooks.generateTestHeaderString({
      payload: failedEvent,
      secret: 'whsec_x',
      timestamp: now,
    });
    expect((await rejection(gateway.parseWebhookEvent(failedEvent, otherSecret))).code).toBe(
      PaymentErrorCode.WEBHOOK_SIGNATURE_INVALID,
    );
  });

  it('refuses a body that is not JSON even when signed', async () => {
    const error = await rejection(
      gateway.parseWebhookEvent('not json', signWebhookPayload('not json', 'whsec_test', now)),
    );
    expect(error).toMatchObject({
      code: PaymentErrorCode.WEBHOOK_SIGNATURE_INVALID,
      message: 'The webhook payload is not JSON.',
    });
  });

  it('accepts a timestamp within the tolerance', async () => {
    await expect(
      gateway.parseWebhookEvent(failedEvent, signWebhookPayload(failedEvent, 'whsec_test', now - 299)),
    ).resolves.toMatchObject({ type: 'payment.failed' });
  });

  it.each([
    ['payment_intent.amount_capturable_updated', intent(), 'payment.authorized'],
    ['payment_intent.succeeded', intent({ status: 'succeeded' }), 'payment.succeeded'],
    ['payment_intent.processing', intent({ status: 'processing' }), 'payment.processing'],
    ['payment_intent.requires_action', intent({ status: 'requires_action' }), 'payment.requires_action'],
    ['payment_intent.canceled', intent({ status: 'canceled' }), 'payment.canceled'],
    ['charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_1' }, 'payment.refunded'],
    ['setup_intent.succeeded', { id: 'seti_1', payment_method: 'pm_b' }, 'payment_method.verified'],
    ['setup_intent.setup_failed', { id: 'seti_1', payment_method: 'pm_b' }, 'payment_method.verification_failed'],
    ['customer.created', { id: 'cus_1' }, 'ignored'],
  ])('maps %s', async (type, object, expected) => {
    const payload = JSON.stringify({ id: 'evt_2', type, created: now, data: { object } });
    const event = await gateway.parseWebhookEvent(payload, signWebhookPayload(payload, 'whsec_test', now));
    expect(event.type).toBe(expected);
  });
});

describe('choosing the gateway', () => {
  // The sandbox reads its database only when used.
  const noDatabase = () => Promise.reject(new Error('not used'));

  afterEach(() => {
    vi.unstubAllEnvs();
    resetServerEnvForTests();
  });

  it('uses Stripe when the secret key and webhook secret are set, the sandbox otherwise', () => {
    expect(
      createPaymentGateway(
        { NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' },
        noDatabase,
      ),
    ).toBeInstanceOf(StripeGateway);
    expect(
      createPaymentGateway(
        { NODE_ENV: 'test', STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined },
        noDatabase,
      ),
    ).toBeInstanceOf(SandboxGateway);
  });

  it('validates the Stripe variables and requires the webhook secret with the key', () => {
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_abc');
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', '');
    expect(() => serverEnv()).toThrow(/STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set/);
    resetServerEnvForTests();
    vi.stubEnv('STRIPE_SECRET_KEY', 'pk_test_abc');
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'secret');
    expect(() => serverEnv()).toThrow(
      /STRIPE_SECRET_KEY: must start with sk_test_[\s\S]*STRIPE_WEBHOOK_SECRET: must start with whsec_/,
    );
    resetServerEnvForTests();
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_live_abc');
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_abc');
    expect(serverEnv()).toMatchObject({ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' });
  });
});
