import { describe, expect, it, vi } from 'vitest';

import { StripeGateway } from '@/server/payment-gateway/stripe';

/**
 * The reconciliation's boundary call to Stripe: every page of the balance transactions created in
 * the window, their sources expanded, read as the gateway's neutral movements (a charge and a
 * refund name their payment intent, a transfer itself; the rest is `other`). The SDK's `fetch`
 * is the fake here.
 */

function fakeStripe(...pages: unknown[]) {
  const urls: URL[] = [];
  const fetchImpl = vi.fn((input: string | URL | Request, init?: RequestInit) => {
    urls.push(new URL(input instanceof Request ? input.url : input.toString()));
    expect(init?.method ?? 'GET').toBe('GET');
    const body = pages[urls.length - 1] ?? { error: { message: 'no more pages' } };
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  });
  const gateway = new StripeGateway({
    secretKey: 'sk_test_123',
    webhookSecret: 'whsec_test',
    fetch: fetchImpl,
    maxNetworkRetries: 0,
    now: () => new Date('2026-11-29T08:00:00Z'),
  });
  return { gateway, urls };
}

const transaction = (id: string, type: string, amount: number, source: unknown) => ({
  id,
  object: 'balance_transaction',
  type,
  amount,
  fee: 0,
  net: amount,
  currency: 'cad',
  created: 1_796_000_000,
  source,
});

describe('Stripe balance transactions for the reconciliation', () => {
  it('lists every page of the window with sources expanded, as neutral movements', async () => {
    const { gateway, urls } = fakeStripe(
      {
        object: 'list',
        url: '/v1/balance_transactions',
        has_more: true,
        data: [
          transaction('txn_1', 'charge', 52_907, { id: 'ch_1', object: 'charge', payment_intent: 'pi_1' }),
          transaction('txn_2', 'refund', -2_500, { id: 're_1', object: 'refund', payment_intent: { id: 'pi_1' } }),
        ],
      },
      {
        object: 'list',
        url: '/v1/balance_transactions',
        has_more: false,
        data: [
          transaction('txn_3', 'transfer', -70_363, { id: 'tr_1', object: 'transfer' }),
          transaction('txn_4', 'stripe_fee', -150, null),
        ],
      },
    );
    const at = new Date(1_796_000_000 * 1000);
    const from = new Date('2026-11-27T00:00:00Z');
    const before = new Date('2026-11-29T00:00:00Z');
    expect(await gateway.listBalanceMovements({ from, before })).toEqual([
      {
        id: 'txn_1',
        type: 'payment',
        sourceId: 'pi_1',
        amountCents: 52_907,
        currency: 'CAD',
        createdAt: at,
      },
      {
        id: 'txn_2',
        type: 'refund',
        sourceId: 'pi_1',
        amountCents: -2_500,
        currency: 'CAD',
        createdAt: at,
      },
      {
        id: 'txn_3',
        type: 'transfer',
        sourceId: 'tr_1',
        amountCents: -70_363,
        currency: 'CAD',
        createdAt: at,
      },
      { id: 'txn_4', type: 'other', sourceId: null, amountCents: -150, currency: 'CAD', createdAt: at },
    ]);
    expect(urls).toHaveLength(2);
    expect(urls[0]!.pathname).toBe('/v1/balance_transactions');
    const query = Object.fromEntries(urls[0]!.searchParams.entries());
    expect(query).toMatchObject({
      'created[gte]': String(from.getTime() / 1000),
      'created[lt]': String(before.getTime() / 1000),
      limit: '100',
      'expand[0]': 'data.source',
    });
    // The next page starts after the last transaction of the first.
    expect(urls[1]!.searchParams.get('starting_after')).toBe('txn_2');
  });
});
