import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GET as metricsRoute } from '@/app/api/metrics/route';
import { resetServerEnvForTests } from '@/lib/env';
import { connectDatabase } from '@/server/db/client';
import { handleMetrics } from '@/server/http/metrics';
import { metrics, operationLabel, scrape } from '@/server/metrics.mjs';
import { outboxBacklogs } from '@/server/services/events/backlog';

import { createPaymentsTestKit, TEST_CARDS, type PaymentsTestKit } from '../support/payments';
import { createTestDatabase, testDatabaseAdminUrl } from '../support/postgres';

const TOKEN = 'metrics-test-token-0123456789';

let kit: PaymentsTestKit;
beforeAll(async () => {
  kit = await createPaymentsTestKit('metrics');
}, 60_000);
afterAll(() => kit.close());

/** The value of one series of the exposition text: the sum over series whose labels include `labels`. */
async function sample(name: string, labels: Record<string, string> = {}): Promise<number> {
  const { body } = await scrape();
  let total = 0;
  for (const line of body.split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const own: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)) own[pair[1]!] = pair[2]!;
    if (Object.entries(labels).every(([key, value]) => own[key] === value)) total += Number(match[3]);
  }
  return total;
}

describe('the metrics', () => {
  it('time each GraphQL operation by name, count its errors by code, and time the database', async () => {
    const jobs = { operation: 'MetricsJobs', type: 'query', outcome: 'ok' };
    const before = await sample('buildmarket_graphql_operation_duration_seconds_count', jobs);
    const queriesBefore = await sample('buildmarket_database_query_duration_seconds_count', { database: 'pglite' });
    await kit.call('query MetricsJobs { jobs(skip: 0, limit: 2) { count } }');
    await kit.call('query MetricsJobs { jobs(skip: 0, limit: 2) { count } }');
    expect(await sample('buildmarket_graphql_operation_duration_seconds_count', jobs)).toBe(before + 2);
    expect(await sample('buildmarket_database_query_duration_seconds_count', { database: 'pglite' })).toBeGreaterThan(
      queriesBefore,
    );

    const refused = { operation: 'MetricsOrders', code: 'UNAUTHENTICATED' };
    const refusedBefore = await sample('buildmarket_graphql_errors_total', refused);
    await kit.call('query MetricsOrders { orders(limit: 1) { count } }');
    expect(await sample('buildmarket_graphql_errors_total', refused)).toBe(refusedBefore + 1);
    expect(
      await sample('buildmarket_graphql_operation_duration_seconds_count', {
        operation: 'MetricsOrders',
        outcome: 'error',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('count orders placed and payments failed as their events are carried out', async () => {
    const placed = await sample('buildmarket_orders_placed_total');
    const failed = await sample('buildmarket_payments_failed_total');
    const statusEvents = await sample('buildmarket_order_events_dispatched_total', { kind: 'status' });
    const contractor = await kit.signUp();
    const { status } = await kit.payWithNewCard(contractor, TEST_CARDS.declined);
    expect(status).toBe('failed');
    expect(await sample('buildmarket_orders_placed_total')).toBe(placed + 1);
    expect(await sample('buildmarket_payments_failed_total')).toBe(failed + 1);
    expect(await sample('buildmarket_order_events_dispatched_total', { kind: 'status' })).toBeGreaterThan(statusEvents);
  });

  it('the outboxes’ backlogs count what is still to do and how long the oldest has waited', async () => {
    const contractor = await kit.signUp();
    await kit.placeOrderFor(contractor, 'card');
    const later = new Date(Date.now() + 60_000);
    const backlog = await outboxBacklogs(kit.db, later);
    expect(backlog.map((entry) => entry.outbox)).toEqual(['order_events', 'mail', 'webhooks']);
    // The order's mails wait for the mail loop (no mailer runs here): a minute on, they have waited a minute.
    const mail = backlog.find((entry) => entry.outbox === 'mail')!;
    expect(mail.due).toBeGreaterThan(0);
    expect(mail.oldestAgeSeconds).toBeGreaterThanOrEqual(60);
    // The events were carried out at once; nothing of theirs is due.
    expect(backlog.find((entry) => entry.outbox === 'order_events')).toMatchObject({ due: 0, oldestAgeSeconds: 0 });
  });

  it('keep few names: past the bound, names a client invents count as one', () => {
    for (let n = 0; n < 300; n += 1) operationLabel(`Invented${n}`);
    expect(operationLabel('InventedMore')).toBe('other');
    expect(operationLabel('a name with spaces')).toBe('other');
    expect(operationLabel(undefined)).toBe('anonymous');
    expect(metrics().operationNames.size).toBeLessThanOrEqual(200);
  });
});

describe('/api/metrics', () => {
  it('does not exist without a configured token, nor for a wrong one', async () => {
    delete process.env.METRICS_TOKEN;
    resetServerEnvForTests();
    const asked = new Request('http://localhost/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect((await metricsRoute(asked)).status).toBe(404);
    const wrong = new Request('http://localhost/api/metrics', {
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect((await handleMetrics(wrong, TOKEN)).status).toBe(404);
    expect((await handleMetrics(new Request('http://localhost/api/metrics'), TOKEN)).status).toBe(404);
  });

  it('answers Prometheus’ text format to the token’s holder, event-loop lag included', async () => {
    process.env.METRICS_TOKEN = TOKEN;
    resetServerEnvForTests();
    try {
      const response = await metricsRoute(
        new Request('http://localhost/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } }),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const text = await response.text();
      expect(text).toContain('# TYPE buildmarket_graphql_operation_duration_seconds histogram');
      expect(text).toContain('nodejs_eventloop_lag_seconds');
    } finally {
      delete process.env.METRICS_TOKEN;
      resetServerEnvForTests();
    }
  });
});

describe.skipIf(!testDatabaseAdminUrl)('the metrics on PostgreSQL (TEST_DATABASE_URL)', () => {
  it('time its statements and show its pool', async () => {
    const database = await createTestDatabase('metrics');
    const handle = await connectDatabase({ databaseUrl: database.url, migrate: false });
    try {
      const before = await sample('buildmarket_database_query_duration_seconds_count', { database: 'postgres' });
      await handle.db.execute(sql`select 1`);
      await handle.db.execute(sql`select ${2}::int`);
      expect(await sample('buildmarket_database_query_duration_seconds_count', { database: 'postgres' })).toBe(
        before + 2,
      );
      expect(await sample('buildmarket_database_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
