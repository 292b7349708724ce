import { createHmac } from 'node:crypto';

import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { webhookEndpointCreateSchemaFor, WEBHOOK_MESSAGES } from '@/lib/validation/webhooks';
import { webhookRetryDelayMs } from '@/server/services/webhooks/delivery';
import {
  isLegacyWebhookSecret,
  newWebhookSecret,
  webhookSignatureHeaders,
  WEBHOOK_SIGNATURE_TOLERANCE_SECONDS,
} from '@/server/services/webhooks/signing';

/**
 * Webhook signing as a supplier's receiver checks it: with the Standard Webhooks reference
 * verifier (the `standardwebhooks` package) and by hand (the recipe the Webhooks page documents);
 * the URL rule shared by the form and the API, and the retry back-off.
 */
describe('webhook signatures', () => {
  const secret = newWebhookSecret();
  const event = {
    id: '0b7e3f2a-59c4-4a57-9d1c-0f7c1f3f8a10',
    body: JSON.stringify({ id: 'evt', type: 'order.placed', created: '2026-11-25T10:00:00.000Z', data: {} }),
  };
  const timestamp = 1_764_064_800;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(timestamp * 1000);
  });
  afterEach(() => vi.useRealTimers());

  it('passes the Standard Webhooks reference verifier, which refuses another secret, body, id or time', () => {
    const headers = webhookSignatureHeaders(secret, event, timestamp);
    expect(headers).toMatchObject({ 'webhook-id': event.id, 'webhook-timestamp': String(timestamp) });
    expect(new Webhook(secret).verify(event.body, headers)).toEqual(JSON.parse(event.body));
    expect(() => new Webhook(newWebhookSecret()).verify(event.body, headers)).toThrow('No matching signature');
    expect(() => new Webhook(secret).verify(`${event.body} `, headers)).toThrow('No matching signature');
    expect(() => new Webhook(secret).verify(event.body, { ...headers, 'webhook-id': 'another' })).toThrow(
      'No matching signature',
    );
    // The timestamp is signed: moving it breaks the signature; an old one is a replay.
    expect(() =>
      new Webhook(secret).verify(event.body, { ...headers, 'webhook-timestamp': String(timestamp + 1) }),
    ).toThrow('No matching signature');
    vi.setSystemTime((timestamp + WEBHOOK_SIGNATURE_TOLERANCE_SECONDS + 1) * 1000);
    expect(() => new Webhook(secret).verify(event.body, headers)).toThrow('too old');
  });

  it('is base64 HMAC-SHA256 of "id.timestamp.body" keyed with the secret’s bytes, as the docs tell a receiver', () => {
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key).update(`${event.id}.${timestamp}.${event.body}`).digest('base64');
    expect(webhookSignatureHeaders(secret, event, timestamp)['webhook-signature']).toBe(`v1,${expected}`);
  });

  it('makes a new random secret each time: whsec_ and 32 bytes in base64, signed with the standard alone', () => {
    const first = newWebhookSecret();
    expect(first).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(first.slice(6), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(first);
    expect(isLegacyWebhookSecret(first)).toBe(false);
    expect(Object.keys(webhookSignatureHeaders(first, event, timestamp)).sort()).toEqual([
      'webhook-id',
      'webhook-signature',
      'webhook-timestamp',
    ]);
  });

  it('signs for a secret made before the standard with its bytes, and with the old header until it is rolled', () => {
    // As they were made: 32 bytes in base64's URL alphabet, no padding.
    const bytes = Buffer.from('fb'.repeat(32), 'hex');
    const legacy = `whsec_${bytes.toString('base64url')}`;
    expect(legacy).toMatch(/[-_]/);
    expect(isLegacyWebhookSecret(legacy)).toBe(true);
    expect(isLegacyWebhookSecret(`whsec_${Buffer.alloc(32, 1).toString('base64url')}`)).toBe(true);
    const headers = webhookSignatureHeaders(legacy, event, timestamp);
    // The same key written in the standard's alphabet: what the docs tell such a receiver to use.
    expect(new Webhook(`whsec_${bytes.toString('base64')}`).verify(event.body, headers)).toBeDefined();
    // Receivers written for the old header keep working meanwhile.
    const old = createHmac('sha256', legacy).update(`${timestamp}.${event.body}`).digest('hex');
    expect(headers['x-buildmarket-signature']).toBe(`t=${timestamp},v1=${old}`);
    expect(headers['x-buildmarket-event-id']).toBe(event.id);
  });
});

describe('webhook endpoint URL', () => {
  const production = webhookEndpointCreateSchemaFor({ allowLocalHttp: false });
  const development = webhookEndpointCreateSchemaFor({ allowLocalHttp: true });
  const urlError = (schema: typeof production, url: string) => {
    const result = schema.safeParse({ url, events: ['order.placed'] });
    return result.success ? null : result.error.issues[0]!.message;
  };

  it('takes https, and plain http to localhost only outside production', () => {
    expect(urlError(production, 'https://erp.example.com/hooks')).toBeNull();
    expect(urlError(production, 'http://localhost:4000/hooks')).toBe(WEBHOOK_MESSAGES.url);
    expect(urlError(development, 'http://localhost:4000/hooks')).toBeNull();
    expect(urlError(development, 'http://127.0.0.1:4000/hooks')).toBeNull();
    expect(urlError(development, 'http://erp.example.com/hooks')).toBe(WEBHOOK_MESSAGES.urlOrLocal);
    expect(urlError(production, 'ftp://erp.example.com/')).toBe(WEBHOOK_MESSAGES.url);
    expect(urlError(production, 'erp.example.com/hooks')).toBe(WEBHOOK_MESSAGES.url);
    expect(urlError(production, 'https://me:secret@erp.example.com/')).toBe(WEBHOOK_MESSAGES.credentials);
    expect(urlError(production, '')).toBe('Required');
  });

  it('keeps the address as the URL parser writes it, and the events in the list’s order', () => {
    const parsed = production.parse({
      url: ' HTTPS://ERP.Example.com/Hooks ',
      events: ['load.arrived', 'order.placed'],
    });
    expect(parsed).toEqual({ url: 'https://erp.example.com/Hooks', events: ['order.placed', 'load.arrived'] });
    expect(production.safeParse({ url: 'https://erp.example.com', events: [] }).error?.issues[0]?.message).toBe(
      WEBHOOK_MESSAGES.events,
    );
  });
});

describe('webhook retries', () => {
  it('wait 1, 2, 4 ... minutes, at most four hours', () => {
    expect([1, 2, 3, 4].map(webhookRetryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(webhookRetryDelayMs(20)).toBe(4 * 3_600_000);
  });
});
