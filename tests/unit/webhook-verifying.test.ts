import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

import { WEBHOOK_VERIFY_EXAMPLES } from '@/components/supplier/WebhookVerifying';
import { newWebhookSecret, webhookSignatureHeaders } from '@/server/services/webhooks/signing';

/**
 * The verifying examples the Webhooks page and the API docs show, run as a receiver would run
 * them (a module of their own, `standardwebhooks` from this project's packages) against the
 * headers our deliveries carry: they take a delivery, and refuse a forged, changed or old one.
 */
type Verify = (body: string, headers: Record<string, string>, secret: string) => unknown;

const written: string[] = [];
afterAll(() => written.forEach((file) => rmSync(file, { force: true })));

async function exampleModule(name: 'node' | 'byHand'): Promise<Verify> {
  // Inside the project, so that `standardwebhooks` resolves as it would in a receiver's.
  const folder = path.resolve('node_modules/.cache/webhook-verifying');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}-${process.pid}.mjs`);
  writeFileSync(file, WEBHOOK_VERIFY_EXAMPLES[name]);
  written.push(file);
  const example = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { verify: Verify };
  return example.verify;
}

describe.each(['node', 'byHand'] as const)('the %s example of verifying a delivery', (name) => {
  const secret = newWebhookSecret();
  const body = JSON.stringify({ id: 'a1f0c6de-3b0e-4c52-9a55-2f1b1f6f4e01', type: 'order.placed', data: {} });
  const event = { id: 'a1f0c6de-3b0e-4c52-9a55-2f1b1f6f4e01', body };

  it('answers the event of a delivery we signed', async () => {
    const verify = await exampleModule(name);
    const headers = webhookSignatureHeaders(secret, event, Math.floor(Date.now() / 1000));
    expect(verify(body, headers, secret)).toEqual(JSON.parse(body));
  });

  it('refuses another secret, a changed body or id, and a replay', async () => {
    const verify = await exampleModule(name);
    const now = Math.floor(Date.now() / 1000);
    const headers = webhookSignatureHeaders(secret, event, now);
    expect(() => verify(body, headers, newWebhookSecret())).toThrow();
    expect(() => verify(body.replace('placed', 'paid'), headers, secret)).toThrow();
    expect(() => verify(body, { ...headers, 'webhook-id': 'another' }, secret)).toThrow();
    expect(() => verify(body, { ...headers, 'webhook-signature': '' }, secret)).toThrow();
    const old = webhookSignatureHeaders(secret, event, now - 301);
    expect(() => verify(body, old, secret)).toThrow();
  });
});
