import { describe, expect, it, vi } from 'vitest';

import { PaymentErrorCode } from '@/server/payment-gateway/errors';
import { STRIPE_API_VERSION, StripeGateway } from '@/server/payment-gateway/stripe';
import { signWebhookPayload } from '@/server/payment-gateway/stripe-objects';

/**
 * Stripe Connect for supplier payouts at the HTTP boundary: the requests the gateway makes
 * through the SDK (whose `fetch` is the fake here), their keys and the connected account they
 * act on, and how answers and Connect webhooks are read.
 */

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: [string, string][];
}

const ASSERTED_HEADERS = ['authorization', 'stripe-version', 'idempotency-key', 'stripe-account'];

function fakeStripe(...answers: { status?: number; body: unknown }[]) {
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
    maxNetworkRetries: 0,
    now: () => new Date('2026-11-23T08:00:00Z'),
  });
  return { gateway, calls };
}

const account = (overrides: Record<string, unknown> = {}) => ({
  id: 'acct_1',
  object: 'account',
  details_submitted: false,
  payouts_enabled: false,
  ...overrides,
});

describe('Stripe Connect', () => {
  it('creates an Express account with manual payouts, keyed, and an onboarding link back to the workspace', async () => {
    const { gateway, calls } = fakeStripe(
      { body: account() },
      {
        body: {
          object: 'account_link',
          url: 'https://connect.stripe.com/setup/e/acct_1/abc',
          expires_at: 1_795_000_000,
          created: 1_794_999_700,
        },
      },
    );
    expect(
      await gateway.createConnectedAccount({
        country: 'CA',
        email: 'owner@northpeak.example',
        metadata: { supplierId: 'sup_1' },
        idempotencyKey: 'supplier:sup_1:connected-account',
      }),
    ).toEqual({ id: 'acct_1', detailsSubmitted: false, payoutsEnabled: false });
    expect(
      await gateway.createAccountOnboardingLink({
        accountId: 'acct_1',
        refreshUrl: 'https://buildmarket.example/supplier/payouts?onboarding=refresh',
        returnUrl: 'https://buildmarket.example/supplier/payouts?onboarding=return',
      }),
    ).toEqual({ url: 'https://connect.stripe.com/setup/e/acct_1/abc', expiresAt: new Date(1_795_000_000_000) });

    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'https://api.stripe.com/v1/accounts',
      headers: {
        authorization: 'Bearer sk_test_123',
        'stripe-version': STRIPE_API_VERSION,
        'idempotency-key': 'supplier:sup_1:connected-account',
      },
    });
    expect(calls[0]!.body).toEqual([
      ['type', 'express'],
      ['country', 'CA'],
      ['email', 'owner@northpeak.example'],
      ['capabilities[transfers][requested]', 'true'],
      ['settings[payouts][schedule][interval]', 'manual'],
      ['metadata[supplierId]', 'sup_1'],
    ]);
    expect(calls[1]).toMatchObject({ method: 'POST', url: 'https://api.stripe.com/v1/account_links' });
    expect(calls[1]!.body).toEqual([
      ['account', 'acct_1'],
      ['type', 'account_onboarding'],
      ['refresh_url', 'https://buildmarket.example/supplier/payouts?onboarding=refresh'],
      ['return_url', 'https://buildmarket.example/supplier/payouts?onboarding=return'],
    ]);
  });

  it('reads an account: onboarding done and payouts enabled', async () => {
    const { gateway, calls } = fakeStripe({ body: account({ details_submitted: true, payouts_enabled: true }) });
    expect(await gateway.getConnectedAccount('acct_1')).toEqual({
      id: 'acct_1',
      detailsSubmitted: true,
      payoutsEnabled: true,
    });
    expect(calls.map(({ method, url }) => [method, url])).toEqual([
      ['GET', 'https://api.stripe.com/v1/accounts/acct_1'],
    ]);
  });

  it('makes a transfer to the account and a payout on it as two calls, each with the key it is given', async () => {
    const { gateway, calls } = fakeStripe(
      { body: { id: 'tr_1', object: 'transfer', amount: 123_456, currency: 'cad', destination: 'acct_1' } },
      { body: { id: 'po_1', object: 'payout', amount: 123_456, currency: 'cad', status: 'pending' } },
    );
    const metadata = { payoutId: 'batch_1', supplierId: 'sup_1' };
    const amount = { cents: 123_456, currency: 'CAD' };
    expect(
      await gateway.createTransfer({
        accountId: 'acct_1',
        amount,
        idempotencyKey: 'supplier-payout:batch_1:transfer',
        metadata,
      }),
    ).toEqual({ id: 'tr_1', simulated: false });
    expect(
      await gateway.createPayout({
        accountId: 'acct_1',
        amount,
        idempotencyKey: 'supplier-payout:batch_1:payout',
        metadata,
      }),
    ).toEqual({ id: 'po_1', status: 'pending', failure: null, simulated: false });
    expect(calls.map(({ method, url, headers, body }) => [method, url, headers, body])).toEqual([
      [
        'POST',
        'https://api.stripe.com/v1/transfers',
        {
          authorization: 'Bearer sk_test_123',
          'stripe-version': STRIPE_API_VERSION,
          'idempotency-key': 'supplier-payout:batch_1:transfer',
        },
        [
          ['amount', '123456'],
          ['currency', 'cad'],
          ['destination', 'acct_1'],
          ['metadata[payoutId]', 'batch_1'],
          ['metadata[supplierId]', 'sup_1'],
          ['transfer_group', 'batch_1'],
        ],
      ],
      [
        'POST',
        'https://api.stripe.com/v1/payouts',
        {
          authorization: 'Bearer sk_test_123',
          'stripe-version': STRIPE_API_VERSION,
          'idempotency-key': 'supplier-payout:batch_1:payout',
          'stripe-account': 'acct_1',
        },
        [
          ['amount', '123456'],
          ['currency', 'cad'],
          ['metadata[payoutId]', 'batch_1'],
          ['metadata[supplierId]', 'sup_1'],
        ],
      ],
    ]);
  });

  it('sends a failed payout again as a payout alone, with its new key: no transfer', async () => {
    const { gateway, calls } = fakeStripe({
      body: { id: 'po_2', object: 'payout', amount: 500, currency: 'cad', status: 'pending' },
    });
    const payout = await gateway.createPayout({
      accountId: 'acct_1',
      amount: { cents: 500, currency: 'cad' },
      idempotencyKey: 'supplier-payout:batch_1:payout:2',
      metadata: { payoutId: 'batch_1', supplierId: 'sup_1' },
    });
    expect(payout).toMatchObject({ id: 'po_2', status: 'pending' });
    expect(calls.map(({ url, headers }) => [url, headers['idempotency-key'], headers['stripe-account']])).toEqual([
      ['https://api.stripe.com/v1/payouts', 'supplier-payout:batch_1:payout:2', 'acct_1'],
    ]);
  });

  it('answers a payout Stripe reports failed with its reason', async () => {
    const { gateway } = fakeStripe({
      body: {
        id: 'po_3',
        object: 'payout',
        amount: 500,
        currency: 'cad',
        status: 'failed',
        failure_code: 'account_closed',
        failure_message: 'The bank account has been closed.',
      },
    });
    expect(
      await gateway.createPayout({
        accountId: 'acct_1',
        amount: { cents: 500, currency: 'cad' },
        idempotencyKey: 'k',
        metadata: {},
      }),
    ).toEqual({
      id: 'po_3',
      status: 'failed',
      failure: { code: 'account_closed', message: 'The bank account has been closed.' },
      simulated: false,
    });
  });

  it('answers a refused transfer as a coded error, and moves nothing without an account', async () => {
    const { gateway, calls } = fakeStripe({
      status: 400,
      body: {
        error: { type: 'invalid_request_error', code: 'balance_insufficient', message: 'Insufficient funds.' },
      },
    });
    await expect(
      gateway.createTransfer({
        accountId: 'acct_1',
        amount: { cents: 500, currency: 'cad' },
        idempotencyKey: 'k',
        metadata: { payoutId: 'b' },
      }),
    ).rejects.toMatchObject({ code: 'balance_insufficient' });
    const none = { accountId: null, amount: { cents: 500, currency: 'cad' }, idempotencyKey: 'k', metadata: {} };
    await expect(gateway.createTransfer(none)).rejects.toMatchObject({ code: PaymentErrorCode.RESOURCE_MISSING });
    await expect(gateway.createPayout(none)).rejects.toMatchObject({ code: PaymentErrorCode.RESOURCE_MISSING });
    expect(calls).toHaveLength(1);
  });

  it("reads a connected account's payout events and account updates from signed webhooks", async () => {
    const { gateway } = fakeStripe();
    const now = Math.floor(new Date('2026-11-23T08:00:00Z').getTime() / 1000);
    const deliver = (event: Record<string, unknown>) => {
      const payload = JSON.stringify({ object: 'event', created: now, livemode: false, ...event });
      return gateway.parseWebhookEvent(payload, signWebhookPayload(payload, 'whsec_test', now));
    };
    expect(
      await deliver({
        id: 'evt_paid',
        type: 'payout.paid',
        account: 'acct_1',
        data: { object: { id: 'po_1', object: 'payout', status: 'paid', metadata: { payoutId: 'batch_1' } } },
      }),
    ).toMatchObject({
      type: 'payout.paid',
      payoutId: 'po_1',
      connectedAccountId: 'acct_1',
      metadata: { payoutId: 'batch_1' },
    });
    expect(
      await deliver({
        id: 'evt_failed',
        type: 'payout.failed',
        account: 'acct_1',
        data: {
          object: {
            id: 'po_2',
            object: 'payout',
            status: 'failed',
            failure_code: 'account_closed',
            failure_message: 'The bank account has been closed.',
            metadata: {},
          },
        },
      }),
    ).toMatchObject({
      type: 'payout.failed',
      payoutId: 'po_2',
      failure: { code: 'account_closed', message: 'The bank account has been closed.' },
    });
    expect(
      await deliver({ id: 'evt_acct', type: 'account.updated', account: 'acct_1', data: { object: account() } }),
    ).toMatchObject({ type: 'connected_account.updated', connectedAccountId: 'acct_1' });
  });
});
