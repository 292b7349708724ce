import 'server-only';

import { lt, sql } from 'drizzle-orm';

import type { Database } from '@/server/db/client';
import { rateLimits } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

export interface RateLimitRule {
  /** What is counted, e.g. `contact-mail:ip`. */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the current window ends (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Counts one request for `subject` (an IP address, an account) under `rule`, in fixed windows.
 * The counter is one upsert, so concurrent requests on several instances count correctly.
 */
export async function consumeRateLimit(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  now: Date = new Date(),
): Promise<RateLimitDecision> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const [counter] = await db
    .insert(rateLimits)
    .values({ key: `${rule.name}:${subject}`, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000));
  return { allowed: (counter?.hits ?? 1) <= rule.limit, retryAfterSeconds };
}

/** 'Please try again in 3 minutes.' / 'in 40 seconds.' */
export function retryAfterText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Counts one request against each rule in turn (stopping at the first exceeded) and throws
 * RATE_LIMITED, with the wait in the message and in `extensions.retryAfterSeconds`, if one is.
 */
export async function enforceRateLimits(
  db: Database,
  checks: readonly (readonly [RateLimitRule, string])[],
  now: Date = new Date(),
): Promise<void> {
  for (const [rule, subject] of checks) {
    const decision = await consumeRateLimit(db, rule, subject, now);
    if (!decision.allowed) {
      throw expectedError(
        ErrorCode.RATE_LIMITED,
        `Too many attempts. Please try again in ${retryAfterText(decision.retryAfterSeconds)}.`,
        { retryAfterSeconds: decision.retryAfterSeconds },
      );
    }
  }
}

/** Drops counters of windows that ended long ago. */
export async function pruneRateLimits(db: Database, olderThanMs = 24 * 60 * 60 * 1000): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(Date.now() - olderThanMs)));
}

/**
 * The client's address: the first entry of X-Forwarded-For, as set by the load balancer in front
 * of the app (deployments must put one there that overwrites the header), else X-Real-IP.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip')?.trim() || 'unknown';
}
