import 'server-only';

import type { RateLimitRule } from '@/server/services/rate-limits/rate-limit';

const HOUR_MS = 60 * 60_000;

/**
 * Rate limits of payments, per client address and per company (or payment link): enough for a
 * person who mistypes a card a few times, too few for card testing (trying stolen numbers one
 * after another), which is what they stop.
 */
export const PAYMENT_LIMITS = {
  cardPerAddress: { name: 'payments:card:ip', limit: 10, windowMs: HOUR_MS },
  cardPerCompany: { name: 'payments:card:company', limit: 20, windowMs: HOUR_MS },
  bankPerAddress: { name: 'payments:bank:ip', limit: 10, windowMs: HOUR_MS },
  bankPerCompany: { name: 'payments:bank:company', limit: 10, windowMs: HOUR_MS },
  microDepositsPerAddress: { name: 'payments:microdeposits:ip', limit: 20, windowMs: HOUR_MS },
  microDepositsPerCompany: { name: 'payments:microdeposits:company', limit: 20, windowMs: HOUR_MS },
  linkPaymentPerAddress: { name: 'payments:link:ip', limit: 10, windowMs: HOUR_MS },
  linkPaymentPerLink: { name: 'payments:link:link', limit: 10, windowMs: HOUR_MS },
} as const satisfies Record<string, RateLimitRule>;
