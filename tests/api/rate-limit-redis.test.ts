import { randomBytes } from 'node:crypto';

import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { rateLimits } from '@/server/db/schema';
import { closeRedis } from '@/server/redis';
import { redisRateLimitStore } from '@/server/services/rate-limits/rate-limit-store';

import { createTestApi, type GraphQLResponse, type TestApi } from '../support/api';

/**
 * Rate-limit counters in Redis (REDIS_URL): what several instances share when they do not share
 * one database. Runs against TEST_REDIS_URL (e.g. redis://127.0.0.1:6379), skipped without it.
 */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.info('Skipping the Redis rate-limit tests: set TEST_REDIS_URL=redis://... to run them.');
else process.env.REDIS_URL = redisUrl;
process.env.JWT_SECRET = 'redis-limits-secret-redis-limits-secret-0123456789';

// Names of this run only, so that runs never see each other's counters.
const run = randomBytes(4).toString('hex');

describe.skipIf(!redisUrl)('rate limits in Redis (TEST_REDIS_URL)', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl ?? '');
  });
  afterAll(async () => {
    await redis.quit();
    await closeRedis();
  });

  describe('the store', () => {
    const window = { start: new Date('2031-08-01T10:00:00Z'), ms: 10 * 60_000 };

    it('counts per key and window, atomically', async () => {
      const store = redisRateLimitStore(redis, `test:${run}:`);
      const counts = await Promise.all(
        Array.from({ length: 20 }, () => store.increment('a', window, new Date('2031-08-01T10:01:00Z'))),
      );
      expect(counts.toSorted((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(await store.increment('b', window, new Date('2031-08-01T10:01:00Z'))).toBe(1);
      const nextWindow = { start: new Date('2031-08-01T10:10:00Z'), ms: window.ms };
      expect(await store.increment('a', nextWindow, new Date('2031-08-01T10:10:00Z'))).toBe(1);
    });

    it('lets a counter expire when its window ends', async () => {
      const store = redisRateLimitStore(redis, `test:${run}:`);
      await store.increment('ttl', window, new Date('2031-08-01T10:08:00Z'));
      const ttl = await redis.pttl(`test:${run}:ttl:${window.start.getTime()}`);
      expect(ttl).toBeGreaterThan(110_000);
      expect(ttl).toBeLessThanOrEqual(120_000);
    });

    it('takes one back, and never creates a counter by doing so', async () => {
      const store = redisRateLimitStore(redis, `test:${run}:`);
      const now = new Date('2031-08-01T10:02:00Z');
      await store.increment('refund', window, now);
      await store.increment('refund', window, now);
      await store.decrement('refund', window);
      expect(await store.increment('refund', window, now)).toBe(2);
      await store.decrement('never-counted', window);
      expect(await redis.exists(`test:${run}:never-counted:${window.start.getTime()}`)).toBe(0);
    });
  });

  describe('through the API, with REDIS_URL set', () => {
    // Two instances with databases of their own: only Redis is shared between them.
    let first: TestApi;
    let second: TestApi;
    beforeAll(async () => {
      [first, second] = await Promise.all([createTestApi(), createTestApi()]);
    });
    afterAll(async () => {
      await Promise.all([first?.close(), second?.close()]);
    });

    const SIGN_IN = /* GraphQL */ `
      mutation SignIn($input: SignInInput!) {
        signIn(input: $input) {
          mainToken
        }
      }
    `;
    async function signIn(api: TestApi, login: string, address: string) {
      const response = await api.request(
        { query: SIGN_IN, variables: { input: { login, password: 'Wrong-guess1' } } },
        { 'x-forwarded-for': address },
      );
      const body = (await response.json()) as GraphQLResponse;
      return body.errors?.[0]?.extensions?.code;
    }

    it('counts attempts on every instance together, and keeps nothing in the database', async () => {
      const address = `192.0.2.${Number.parseInt(run.slice(0, 2), 16)}`;
      const codes: (string | undefined)[] = [];
      for (let i = 0; i < 10; i += 1) {
        codes.push(await signIn(i % 2 === 0 ? first : second, `nobody-${run}-${i}@keystone.example`, address));
      }
      expect(codes).toEqual(Array.from({ length: 10 }, () => 'INVALID_CREDENTIALS'));
      expect(await signIn(first, `nobody-${run}-last@keystone.example`, address)).toBe('RATE_LIMITED');
      expect(await signIn(second, `nobody-${run}-last@keystone.example`, address)).toBe('RATE_LIMITED');
      expect(await first.db.select().from(rateLimits)).toEqual([]);
      expect(await second.db.select().from(rateLimits)).toEqual([]);
    });
  });
});
