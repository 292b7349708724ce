import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test } from './fixtures';

// Stopping without dropping a request (issue 37 item 1): on SIGTERM the production server
// (scripts/serve.mjs) turns not ready at once, answers everything else on for SHUTDOWN_DRAIN_MS
// so a load balancer takes it out, and only then stops accepting and closes its database.

const DRAIN_MS = 4_000;
const START_TIMEOUT_MS = 150_000;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

const statusOf = (url: string) =>
  fetch(url)
    .then(async (answer) => ({ status: answer.status, body: (await answer.json()) as unknown }))
    .catch(() => ({ status: 0, body: null }));

test('a server told to stop is not ready at once, answers on while draining, then stops accepting', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(START_TIMEOUT_MS + 60_000);
  // The suite's own server is ready: its database reachable and migrated.
  const ready = await request.get('/api/ready');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  expect((await request.get('/api/health')).status()).toBe(200);

  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'buildmarket-e2e-shutdown-'));
  // PGlite in its own DATA_DIR, whatever database the suite's server uses.
  const { DATABASE_URL: _database, API_URL: _api, ...env } = process.env;
  const server = spawn(process.execPath, [path.resolve('scripts', 'serve.mjs')], {
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      // The build's own address: a production server refuses another (server/secrets.ts).
      SITE_URL: new URL(baseURL!).origin,
      JWT_SECRET: 'a-stopping-server-secret-of-enough-length-for-the-check',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  try {
    await expect
      .poll(async () => (await statusOf(`${origin}/api/ready`)).status, {
        timeout: START_TIMEOUT_MS,
        intervals: [1000],
      })
      .toBe(200)
      .catch((error: unknown) => {
        throw new Error(`The server did not start. Its errors: ${errors}`, { cause: error });
      });

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

    // Then it stops accepting and exits cleanly, its database closed.
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_MS);
    expect((await statusOf(`${origin}/api/health`)).status).toBe(0);
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
