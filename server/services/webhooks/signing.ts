import 'server-only';

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * How a webhook proves it comes from the marketplace: the header
 * `X-BuildMarket-Signature: t=<unix seconds>,v1=<hex>`, where v1 is HMAC-SHA256 with the
 * endpoint's secret over `${t}.${body}` (the raw body, byte for byte). A receiver recomputes it,
 * compares in constant time and refuses a timestamp older than WEBHOOK_SIGNATURE_TOLERANCE_SECONDS
 * (a replayed delivery). `verifyWebhookSignature` is that receiver's side, for tests and the docs.
 */

export const WEBHOOK_SIGNATURE_HEADER = 'X-BuildMarket-Signature';
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** A receiver should refuse a signature older (or further in the future) than this. */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 300;

/** A new endpoint's (or a rolled) signing secret: 32 random bytes. */
export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');

/** The signature header's value for a body sent at `timestamp` (unix seconds). */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * Whether `header` signs `body` with `secret`, within the tolerance of `now`. Any v1 entry may
 * match (a sender may sign with two secrets while one is rolled).
 */
export function verifyWebhookSignature(
  header: string | null | undefined,
  body: string,
  secret: string,
  { now = new Date(), toleranceSeconds = WEBHOOK_SIGNATURE_TOLERANCE_SECONDS } = {},
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  return parts.some(([key, value]) => {
    if (key !== 'v1' || !value || !/^[0-9a-f]{64}$/.test(value)) return false;
    return timingSafeEqual(Buffer.from(value, 'hex'), expected);
  });
}
