import 'server-only';

import { isIPv6 } from 'node:net';

import { lt } from 'drizzle-orm';

import { serverEnv } from '@/lib/env';
import type { Database } from '@/server/db/database';
import { rateLimits } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { getRedis } from '@/server/redis';

import { databaseRateLimitStore, redisRateLimitStore, type RateLimitStore } from './rate-limit-store';

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

/** Redis when REDIS_URL is set, else the database: either way every instance sees the same counts. */
async function storeFor(db: Database): Promise<RateLimitStore> {
  const redis = getRedis();
  return redis ? redisRateLimitStore(await redis) : databaseRateLimitStore(db);
}

function windowOf(rule: RateLimitRule, now: Date) {
  return { start: new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs), ms: rule.windowMs };
}

/**
 * Counts one request for `subject` (an IP address, an account) under `rule`, in fixed windows.
 * The counter is one atomic change, so concurrent requests on several instances count correctly.
 */
export async function consumeRateLimit(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  now: Date = new Date(),
): Promise<RateLimitDecision> {
  const window = windowOf(rule, now);
  const hits = await (await storeFor(db)).increment(`${rule.name}:${addressForLimits(subject)}`, window, now);
  const retryAfterSeconds = Math.max(1, Math.ceil((window.start.getTime() + rule.windowMs - now.getTime()) / 1000));
  return { allowed: hits <= rule.limit, retryAfterSeconds };
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

/**
 * Takes back the request that `enforceRateLimits` counted under `checks` (with the same `now`),
 * for rules that count only some outcomes: a sign-in counts against its login only when the
 * password was wrong, yet is counted before the check so that concurrent guesses cannot slip past
 * the limit together.
 */
export async function refundRateLimits(
  db: Database,
  checks: readonly (readonly [RateLimitRule, string])[],
  now: Date,
): Promise<void> {
  const store = await storeFor(db);
  for (const [rule, subject] of checks) {
    await store.decrement(`${rule.name}:${addressForLimits(subject)}`, windowOf(rule, now));
  }
}

/** Drops counters of windows that ended long ago (Redis counters expire by themselves). */
export async function pruneRateLimits(db: Database, olderThanMs = 24 * 60 * 60 * 1000): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(Date.now() - olderThanMs)));
}

/**
 * The client's address. X-Forwarded-For lists the addresses a request passed through, each hop
 * appending the one it received it from; our server (scripts/serve.mjs) appends the connection's
 * own address last. TRUST_PROXY says how many hops before it are proxies of ours (load
 * balancers), so the client is that many entries left of the last; whatever stands further left
 * was written by the client and is never read. With fewer entries than that (a request that
 * bypassed the proxies), the leftmost counts. IPv4 addresses mapped into IPv6 read as IPv4, and a
 * port some proxies add is dropped.
 */
export function clientAddress(request: Request, trustedProxies: number = serverEnv().TRUST_PROXY): string {
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entry = hops[Math.max(0, hops.length - 1 - trustedProxies)];
  return entry ? plainAddress(entry) : 'unknown';
}

function plainAddress(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry)?.[1];
  const address = bracketed ?? /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry)?.[1] ?? entry;
  return address.replace(/^::ffff:(?=\d{1,3}(?:\.\d{1,3}){3}$)/i, '');
}

/**
 * What a per-address limit counts: an IPv6 address by its /64, since one subscriber gets a whole
 * /64 and could otherwise use a new address for every request; anything else as it is. Applied
 * to every subject; a subject that combines an address with something else uses it explicitly.
 */
export function addressForLimits(subject: string): string {
  if (isIPv6(subject)) return `${ipv6Prefix64(subject)}::/64`;
  return subject;
}

/** The first four groups of an IPv6 address, written out ('2001:db8:0:0' for '2001:db8::1'). */
function ipv6Prefix64(address: string): string {
  const [head = '', tail] = address.replace(/%.*$/, '').split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 address (::ffff:1.2.3.4) takes two groups, all beyond the prefix.
  const tailLength = tailGroups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const groups = [
    ...headGroups,
    ...Array<string>(Math.max(0, 8 - headGroups.length - tailLength)).fill('0'),
    ...tailGroups,
  ];
  return groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':');
}
