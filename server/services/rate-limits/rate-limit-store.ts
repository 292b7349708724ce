import 'server-only';

import { and, eq, gt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';

import type { Database } from '@/server/db/database';
import { rateLimits } from '@/server/db/schema';

/**
 * Where rate-limit counters live: one counter per key and fixed window, shared by every instance.
 * The database (`rate_limits`) by default; Redis when REDIS_URL is set.
 */
export interface RateLimitStore {
  /** Adds one to the key's counter in the window, and answers the new count. */
  increment(key: string, window: { start: Date; ms: number }, now: Date): Promise<number>;
  /** Takes one back from the key's counter in the window (a request that turned out not to count). */
  decrement(key: string, window: { start: Date; ms: number }): Promise<void>;
}

/** Counters in `rate_limits`: each change is one statement, so concurrent requests count correctly. */
export function databaseRateLimitStore(db: Database): RateLimitStore {
  return {
    async increment(key, window) {
      const [counter] = await db
        .insert(rateLimits)
        .values({ key, windowStart: window.start, hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimits.key, rateLimits.windowStart],
          set: { hits: sql`${rateLimits.hits} + 1` },
        })
        .returning({ hits: rateLimits.hits });
      return counter?.hits ?? 1;
    },
    async decrement(key, window) {
      await db
        .update(rateLimits)
        .set({ hits: sql`${rateLimits.hits} - 1` })
        .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, window.start), gt(rateLimits.hits, 0)));
    },
  };
}

// Decrements only a counter that exists, so a late refund never leaves a key without expiry.
const DECREMENT_EXISTING = "if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('DECR', KEYS[1]) end return 0";

/**
 * Counters in Redis, one key per counter and window, expiring when its window ends (INCR and
 * PEXPIRE in one MULTI). `prefix` keeps them apart from other data in the same Redis.
 */
export function redisRateLimitStore(redis: Redis, prefix = 'buildmarket:rate-limit:'): RateLimitStore {
  const redisKey = (key: string, window: { start: Date }) => `${prefix}${key}:${window.start.getTime()}`;
  return {
    async increment(key, window, now) {
      const name = redisKey(key, window);
      // Relative to `now`, at least a second: the counter lives as long as its window, no longer.
      const ttlMs = Math.max(1000, window.start.getTime() + window.ms - now.getTime());
      const results = await redis.multi().incr(name).pexpire(name, ttlMs).exec();
      const [incremented] = results ?? [];
      if (!incremented || incremented[0]) throw incremented?.[0] ?? new Error('Redis did not count the request');
      return Number(incremented[1]);
    },
    async decrement(key, window) {
      await redis.eval(DECREMENT_EXISTING, 1, redisKey(key, window));
    },
  };
}
