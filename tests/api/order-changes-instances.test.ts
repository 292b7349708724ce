import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';

import { build } from 'esbuild';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Real time across instances: two processes, each with its own order-change bus as an app
 * instance has, one publishing (a driver's step on one instance) and one listening (the
 * contractor's stream on the other). On PostgreSQL (LISTEN/NOTIFY) and on Redis (pub/sub); each
 * runs only where its server is available (TEST_DATABASE_URL, TEST_REDIS_URL).
 */

const children: ChildProcess[] = [];

/** The peer, bundled as scripts/run-ts.mjs does, so that a test can end the very process it starts. */
let bundled: Promise<string> | undefined;
function peerScript(): Promise<string> {
  bundled ??= (async () => {
    // Inside the project, so that the bundle's packages resolve from its node_modules.
    const cache = path.resolve('node_modules/.cache');
    await mkdir(cache, { recursive: true });
    const outfile = path.join(await mkdtemp(path.join(cache, 'order-change-peer-')), 'peer.mjs');
    await build({
      entryPoints: ['tests/support/order-change-peer.ts'],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      conditions: ['react-server'],
      tsconfig: 'tsconfig.json',
      logLevel: 'warning',
    });
    return outfile;
  })();
  return bundled;
}

async function peer(env: Record<string, string>, ...args: string[]) {
  const child = spawn(process.execPath, ['--conditions=react-server', await peerScript(), ...args], {
    env: { ...process.env, NODE_ENV: 'production', JWT_SECRET: 'peers-secret-peers-secret-peers-secret-0123', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const lines: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    try {
      lines.push(JSON.parse(line) as Record<string, unknown>);
      for (const wake of waiters.splice(0)) wake();
    } catch {
      // Not one of the peer's JSON lines (a log line).
    }
  });
  const until = async (found: (line: Record<string, unknown>) => boolean, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!lines.some(found)) {
      if (Date.now() > deadline) throw new Error(`peer said ${JSON.stringify(lines)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };
  return { lines, until };
}

async function oneInstanceHearsTheOther(env: Record<string, string>) {
  try {
    const listener = await peer(env, 'listen');
    await listener.until((line) => line.ready === true);
    const change = { orderId: randomUUID(), supplierId: randomUUID(), companyId: randomUUID() };
    const publisher = await peer(env, 'publish', JSON.stringify(change));
    await publisher.until((line) => line.published === true);
    await listener.until((line) => (line.heard as { orderId?: string } | undefined)?.orderId === change.orderId);
    expect(listener.lines.filter((line) => line.heard)).toContainEqual({ heard: change });
  } finally {
    // The listening instance stays up until told: end it before its database goes.
    await Promise.all(
      children.splice(0).map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill();
          }),
      ),
    );
  }
}

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!postgresUrl)('order changes between two instances on PostgreSQL', () => {
  const name = `order_changes_${randomBytes(5).toString('hex')}`;
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('a change published by one instance reaches the other (LISTEN/NOTIFY)', async () => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    await oneInstanceHearsTheOther({ DATABASE_URL: url.toString() });
  }, 90_000);
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('order changes between two instances with Redis', () => {
  it('a change published by one instance reaches the other (pub/sub)', async () => {
    await oneInstanceHearsTheOther({ REDIS_URL: redisUrl! });
  }, 90_000);
});
