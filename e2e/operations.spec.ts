import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { freePort } from './ports';
import { expect, test } from './fixtures';

// What the people who run it rely on (issue 37), on a production server of the suite's build
// (scripts/serve.mjs) started with its own database: the metrics on a port of their own, traces
// sent to an OTLP collector, and
// stopping without dropping a request: on SIGTERM the server turns not ready at once, answers
// everything else on for SHUTDOWN_DRAIN_MS so a load balancer takes it out, and only then stops
// accepting and closes its database.

const DRAIN_MS = 4_000;
const START_TIMEOUT_MS = 150_000;
const METRICS_TOKEN = 'operations-e2e-metrics-token';
/** A caller's trace (W3C trace context), as a web tier sends it. */
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';

/** An OTLP/HTTP collector: keeps the trace ids of the spans it is sent (JSON, as the exporter sends). */
function startCollector(port: number) {
  const traceIds = new Set<string>();
  const server: Server = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      for (const match of body.matchAll(/"traceId":"([0-9a-f]{32})"/g)) traceIds.add(match[1]!);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return {
    traceIds,
    listen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const statusOf = (url: string) =>
  fetch(url)
    .then(async (answer) => ({ status: answer.status, body: (await answer.json()) as unknown }))
    .catch(() => ({ status: 0, body: null }));

/** The sum of a metric's series whose labels include `labels`, read from the exposition text. */
function sampleOf(text: string, name: string, labels: Record<string, string>): number {
  let total = 0;
  for (const line of text.split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const own: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)) own[pair[1]!] = pair[2]!;
    if (Object.entries(labels).every(([key, value]) => own[key] === value)) total += Number(match[3]);
  }
  return total;
}

test.describe.serial('running a production server', () => {
  let server: ChildProcess;
  let origin = '';
  let metricsUrl = '';
  let dataDir = '';
  let errors = '';
  let exited: Promise<number | null>;
  let collector: ReturnType<typeof startCollector>;

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(START_TIMEOUT_MS + 30_000);
    const [port, metricsPort, collectorPort] = [await freePort(), await freePort(), await freePort()];
    collector = startCollector(collectorPort);
    await collector.listen();
    origin = `http://localhost:${port}`;
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'buildmarket-e2e-operations-'));
    // PGlite in its own DATA_DIR, whatever database the suite's server uses.
    const { DATABASE_URL: _database, API_URL: _api, ...env } = process.env;
    server = spawn(process.execPath, [path.resolve('scripts', 'serve.mjs')], {
      env: {
        ...env,
        PORT: String(port),
        DATA_DIR: dataDir,
        // The build's own address: a production server refuses another (server/secrets.ts).
        SITE_URL: new URL(baseURL!).origin,
        JWT_SECRET: 'an-operations-server-secret-of-enough-length-for-the-check',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        METRICS_PORT: String(metricsPort),
        METRICS_TOKEN,
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    server.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
    exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
    await expect
      .poll(async () => (await statusOf(`${origin}/api/ready`)).status, {
        timeout: START_TIMEOUT_MS,
        intervals: [1000],
      })
      .toBe(200)
      .catch((error: unknown) => {
        throw new Error(`The server did not start. Its errors: ${errors}`, { cause: error });
      });
  });

  test.afterAll(async () => {
    await collector?.close();
    if (server?.exitCode === null) server.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('the suite’s own server is alive and ready, its database reachable and migrated', async ({ request }) => {
    const ready = await request.get('/api/ready');
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
    expect((await request.get('/api/health')).status()).toBe(200);
  });

  test('the metrics move with the requests, on their own port and to the token’s holder only', async () => {
    const scrape = async () => {
      const answer = await fetch(metricsUrl);
      expect(answer.status).toBe(200);
      return answer.text();
    };
    const before = await scrape();
    const pages = { route: '/about', method: 'GET', status: '2xx' };
    const tickets = { route: '/api/tickets/[loadId]', method: 'GET' };
    const operation = { operation: 'OperationsJobs', type: 'query', outcome: 'ok' };
    for (let n = 0; n < 3; n += 1) expect((await fetch(`${origin}/about`)).status).toBe(200);
    await fetch(`${origin}/api/tickets/6f1c1f0e-7a55-4c1e-9d1a-3f1b2c3d4e5f`);
    const gql = await fetch(`${origin}/api/gql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query OperationsJobs { jobs(skip: 0, limit: 1) { count } }' }),
    });
    expect(gql.status).toBe(200);

    const after = await scrape();
    const count = (
      text: string,
      labels: Record<string, string>,
      name = 'buildmarket_http_request_duration_seconds_count',
    ) => sampleOf(text, name, labels);
    expect(count(after, pages) - count(before, pages)).toBe(3);
    // An id in the path is counted under its route, never as a series of its own.
    expect(count(after, tickets) - count(before, tickets)).toBe(1);
    expect(after).not.toContain('6f1c1f0e-7a55-4c1e-9d1a-3f1b2c3d4e5f');
    const operations = 'buildmarket_graphql_operation_duration_seconds_count';
    expect(count(after, operation, operations) - count(before, operation, operations)).toBe(1);
    expect(count(after, { database: 'pglite' }, 'buildmarket_database_query_duration_seconds_count')).toBeGreaterThan(
      count(before, { database: 'pglite' }, 'buildmarket_database_query_duration_seconds_count'),
    );
    expect(after).toMatch(/^buildmarket_outbox_due\{outbox="mail"\} \d+$/m);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds \S+$/m);

    // On the public port: only with the token.
    expect((await fetch(`${origin}/api/metrics`)).status).toBe(404);
    const withToken = await fetch(`${origin}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain('buildmarket_http_request_duration_seconds_bucket');
  });

  test('a request continues its caller’s trace, and its id in the logs and the answer is the trace’s', async () => {
    const answer = await fetch(`${origin}/api/gql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01` },
      body: JSON.stringify({ query: 'query OperationsTraced { jobs(skip: 0, limit: 1) { count } }' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe(TRACE_ID);
  });

  test('told to stop, it is not ready at once, answers on while draining, then stops accepting', async () => {
    test.setTimeout(60_000);
    const signalled = Date.now();
    server.kill('SIGTERM');
    // Not ready at once, alive, and still serving pages and the API while it drains.
    await expect.poll(async () => (await statusOf(`${origin}/api/ready`)).status, { timeout: 1_000 }).toBe(503);
    expect(await statusOf(`${origin}/api/ready`)).toEqual({
      status: 503,
      body: { status: 'not ready', checks: { database: 'ok', server: 'draining' } },
    });
    expect((await statusOf(`${origin}/api/health`)).status).toBe(200);
    const gql = await fetch(`${origin}/api/gql?query=%7B__typename%7D`);
    expect(gql.status).toBe(200);
    expect(Date.now() - signalled).toBeLessThan(DRAIN_MS);

    // Then it stops accepting and exits cleanly, its database closed and its spans sent.
    expect(await exited).toBe(0);
    expect(collector.traceIds).toContain(TRACE_ID);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_MS);
    expect((await statusOf(`${origin}/api/health`)).status).toBe(0);
  });
});
