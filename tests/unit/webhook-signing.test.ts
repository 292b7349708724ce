import { createHmac } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { webhookEndpointCreateSchemaFor, WEBHOOK_MESSAGES } from '@/lib/validation/webhooks';
import { webhookRetryDelayMs } from '@/server/services/webhooks/delivery';
import {
  newWebhookSecret,
  signWebhook,
  verifyWebhookSignature,
  WEBHOOK_SIGNATURE_TOLERANCE_SECONDS,
} from '@/server/services/webhooks/signing';

/**
 * Webhook signing as a supplier's receiver checks it (the recipe the Webhooks page documents),
 * the URL rule shared by the form and the API, the addresses refused in production, and the
 * retry back-off.
 */
describe('webhook signatures', () => {
  const secret = 'whsec_test-secret';
  const body = JSON.stringify({ id: 'evt', type: 'order.placed', created: '2026-11-25T10:00:00.000Z', data: {} });
  const timestamp = 1_764_064_800;
  const at = new Date(timestamp * 1000);

  it('is HMAC-SHA256 over "timestamp.body" in hex, as the docs tell a receiver to compute it', () => {
    const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    expect(signWebhook(secret, body, timestamp)).toBe(`t=${timestamp},v1=${expected}`);
  });

  it('verifies its own signature, and refuses another secret, another body or a replayed timestamp', () => {
    const header = signWebhook(secret, body, timestamp);
    expect(verifyWebhookSignature(header, body, secret, { now: at })).toBe(true);
    expect(verifyWebhookSignature(header, body, 'whsec_other', { now: at })).toBe(false);
    expect(verifyWebhookSignature(header, `${body} `, secret, { now: at })).toBe(false);
    const late = new Date(at.getTime() + (WEBHOOK_SIGNATURE_TOLERANCE_SECONDS + 1) * 1000);
    expect(verifyWebhookSignature(header, body, secret, { now: late })).toBe(false);
    // The timestamp is signed: moving it breaks the signature.
    expect(
      verifyWebhookSignature(header.replace(`t=${timestamp}`, `t=${timestamp + 1}`), body, secret, { now: at }),
    ).toBe(false);
  });

  it('refuses a missing or malformed header', () => {
    for (const header of [
      undefined,
      '',
      'v1=abc',
      `t=${timestamp}`,
      `t=x,v1=${'0'.repeat(64)}`,
      `t=${timestamp},v1=zz`,
    ]) {
      expect(verifyWebhookSignature(header, body, secret, { now: at })).toBe(false);
    }
  });

  it('makes a new random secret each time', () => {
    const first = newWebhookSecret();
    expect(first).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(first);
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
