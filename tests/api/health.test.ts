import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { GET as healthRoute } from '@/app/api/health/route';
import type { DatabaseHandle } from '@/server/db/database';
import { handleReadiness, READINESS_CHECK_TIMEOUT_MS } from '@/server/http/health';
import { startDraining, stopDraining } from '@/server/lifecycle.mjs';

import { createTestApi, type TestApi } from '../support/api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
}, 60_000);
afterAll(() => api.close());
afterEach(() => stopDraining());

const answerOf = async (response: Response) => ({
  status: response.status,
  cacheControl: response.headers.get('cache-control'),
  body: (await response.json()) as { status: string; checks?: Record<string, string> },
});
const database = () => Promise.resolve(api.database);

describe('/api/health', () => {
  it('answers 200 while the process lives, and is never cached', async () => {
    expect(await answerOf(healthRoute())).toEqual({ status: 200, cacheControl: 'no-store', body: { status: 'ok' } });
  });
});

describe('/api/ready', () => {
  it('is ready when the database answers and carries every migration of this build', async () => {
    expect(await answerOf(await handleReadiness({ database }))).toEqual({
      status: 200,
      cacheControl: 'no-store',
      body: { status: 'ready', checks: { database: 'ok' } },
    });
  });

  it('turns not ready as soon as the server starts to stop, its database still fine', async () => {
    startDraining();
    expect(await answerOf(await handleReadiness({ database }))).toMatchObject({
      status: 503,
      body: { status: 'not ready', checks: { database: 'ok', server: 'draining' } },
    });
  });

  it('is not ready on a database that lacks this build’s newest migration', async () => {
    const behind = await createTestApi();
    try {
      await behind.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const answer = await answerOf(await handleReadiness({ database: () => Promise.resolve(behind.database) }));
      expect(answer).toMatchObject({ status: 503, body: { checks: { database: 'not migrated' } } });
    } finally {
      await behind.close();
    }
  });

  it('is not ready when the database fails or does not answer in time, and says no error text', async () => {
    const failing = await answerOf(
      await handleReadiness({ database: () => Promise.reject(new Error('ECONNREFUSED 10.0.0.5')) }),
    );
    expect(failing).toMatchObject({ status: 503, body: { checks: { database: 'unreachable' } } });
    expect(JSON.stringify(failing.body)).not.toContain('ECONNREFUSED');

    const started = Date.now();
    const hanging = await answerOf(await handleReadiness({ database: () => new Promise<DatabaseHandle>(() => {}) }));
    expect(hanging).toMatchObject({ status: 503, body: { checks: { database: 'unreachable' } } });
    expect(Date.now() - started).toBeLessThan(READINESS_CHECK_TIMEOUT_MS + 1_000);
  });

  it('checks Redis when it is configured', async () => {
    const up = { ping: () => Promise.resolve('PONG') };
    const down = { ping: () => Promise.reject(new Error('Connection is closed.')) };
    expect(await answerOf(await handleReadiness({ database, redis: () => Promise.resolve(up) }))).toMatchObject({
      status: 200,
      body: { checks: { database: 'ok', redis: 'ok' } },
    });
    expect(await answerOf(await handleReadiness({ database, redis: () => Promise.resolve(down) }))).toMatchObject({
      status: 503,
      body: { checks: { database: 'ok', redis: 'unreachable' } },
    });
  });

  it.runIf(process.env.TEST_REDIS_URL)('is ready with a real Redis', async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    try {
      expect((await handleReadiness({ database, redis: () => Promise.resolve(redis) })).status).toBe(200);
    } finally {
      await redis.quit();
    }
  });

  it('a web tier is ready when its API tier answers its health check', async () => {
    const asked: string[] = [];
    const reachable = ((url: string) => {
      asked.push(url);
      return Promise.resolve(new Response('{"status":"ok"}'));
    }) as typeof fetch;
    const down = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    const failing = (() => Promise.resolve(new Response('', { status: 502 }))) as typeof fetch;
    const apiUrl = 'http://api.internal:3000/api';

    expect(await answerOf(await handleReadiness({ apiUrl, fetch: reachable }))).toMatchObject({
      status: 200,
      body: { checks: { api: 'ok' } },
    });
    expect(asked).toEqual(['http://api.internal:3000/api/health']);
    for (const fetcher of [down, failing]) {
      expect(await answerOf(await handleReadiness({ apiUrl, fetch: fetcher }))).toMatchObject({
        status: 503,
        body: { checks: { api: 'unreachable' } },
      });
    }
  });
});
