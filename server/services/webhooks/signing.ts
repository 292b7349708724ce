import 'server-only';

import { createHmac, randomBytes } from 'node:crypto';

/**
 * How a webhook proves it comes from the marketplace: the Standard Webhooks signature
 * (standardwebhooks.com), so a supplier's receiver can check it with a ready-made verifier in its
 * own language. Three headers: `webhook-id` (the event's id, the same on every retry and
 * redelivery: the receiver's key against duplicates), `webhook-timestamp` (unix seconds, when this
 * attempt was signed) and `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`,
 * keyed with the secret's bytes: the base64 after `whsec_`. A receiver refuses a timestamp further
 * than WEBHOOK_SIGNATURE_TOLERANCE_SECONDS from its clock (a replayed delivery).
 *
 * Secrets made before that were written in base64's URL alphabet without padding (`-`, `_`), and
 * receivers of theirs check `X-BuildMarket-Signature` (`t=<unix>,v1=<hex HMAC-SHA256 of
 * "t.body">`, keyed with the whole secret as text). Their key is the same bytes, read from either
 * alphabet, and they keep getting the old header too until the secret is rolled: a receiver is
 * changed when its secret is, so it moves to the standard then (LEGACY_SIGNATURE_HEADER).
 */

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** A receiver should refuse a signature older (or further in the future) than this: the standard's five minutes. */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 300;
/** The signature that secrets made before the standard keep getting too, until rolled. */
export const LEGACY_SIGNATURE_HEADER = 'X-BuildMarket-Signature';

/** A new endpoint's (or a rolled) signing secret: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/** Whether the secret was written before the standard (URL-safe alphabet, no padding). */
export const isLegacyWebhookSecret = (secret: string) =>
  !/^[A-Za-z0-9+/]+={0,2}$/.test(secret.slice(WEBHOOK_SECRET_PREFIX.length)) ||
  (secret.length - WEBHOOK_SECRET_PREFIX.length) % 4 !== 0;

/** The HMAC key: the secret's bytes (Node reads base64 in either alphabet). */
const keyOf = (secret: string) => Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');

/** The `webhook-signature` value for a message `id` with `body`, sent at `timestamp` (unix seconds). */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const signature = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`, 'utf8').digest('base64');
  return `v1,${signature}`;
}

/** The headers that sign one attempt to deliver event `id`: lower-case, as sent. */
export function webhookSignatureHeaders(
  secret: string,
  event: { id: string; body: string },
  timestamp: number,
): Record<string, string> {
  return {
    'webhook-id': event.id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, event.id, timestamp, event.body),
    ...(isLegacyWebhookSecret(secret)
      ? {
          [LEGACY_SIGNATURE_HEADER.toLowerCase()]: `t=${timestamp},v1=${createHmac('sha256', secret)
            .update(`${timestamp}.${event.body}`, 'utf8')
            .digest('hex')}`,
          'x-buildmarket-event-id': event.id,
        }
      : {}),
  };
}
