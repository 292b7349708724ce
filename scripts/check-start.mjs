#!/usr/bin/env node
// `npm run test:start`: the README's first command, tried as a newcomer tries it. `npm start` runs
// exactly as written, on a free port, with a fresh DATA_DIR and none of the settings a deployment
// would give (no JWT_SECRET, no SITE_URL, no database, no keys); then the home page, the order
// flow and the README's `jobs` query must answer, and the server is stopped. It also checks that
// `npm run serve` (a deployment's start) still refuses to start without its secrets.
//
// The build it makes is left in .next: `npm test` runs the end-to-end tests on it, on the same
// port (the build carries its SITE_URL, http://localhost:<port>). Exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Settings a newcomer does not have: none may leak from the caller's environment into the try. */
const DEPLOYMENT_SETTINGS = [
  'JWT_SECRET',
  'SITE_URL',
  'NEXT_PUBLIC_SITE_URL',
  'DATABASE_URL',
  'API_URL',
  'REDIS_URL',
  'SMTP_URL',
  'DEMO_DATA',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY',
  'NODE_ENV',
  'SKIP_BUILD',
];

const START_TIMEOUT_MS = 10 * 60_000;
const REFUSAL_TIMEOUT_MS = 60_000;

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function newcomerEnvironment(overrides) {
  const env = { ...process.env };
  for (const name of DEPLOYMENT_SETTINGS) delete env[name];
  return { ...env, NEXT_TELEMETRY_DISABLED: '1', ...overrides };
}

/** Servers started and not yet stopped: a SIGTERM to this check stops them first (see the end). */
const runningServers = new Set();

/** Runs an npm script in its own process group, so that stopping it stops next and its workers. */
function runNpm(script, env) {
  const child = spawn('npm', script, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const server = {
    exited,
    output: () => output,
    stop: async () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return; // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // gone meanwhile
        }
      }, 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
  runningServers.add(server);
  void exited.then(() => runningServers.delete(server));
  return server;
}

async function get(url, init) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000), redirect: 'manual' });
  return { status: response.status, text: await response.text() };
}

async function waitUntilServing(origin, server) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let ended = null;
  void server.exited.then((result) => (ended = result));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`npm start exited (${ended.code ?? ended.signal}) before serving`);
    try {
      await get(`${origin}/robots.txt`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  throw new Error(`npm start did not serve ${origin} within ${START_TIMEOUT_MS / 60_000} minutes`);
}

/**
 * Runs an npm script as a newcomer would (fresh DATA_DIR, no settings, the given port), hands it
 * to `check`, prints its output when the check fails, and always stops it and removes its data.
 */
async function withNewcomerServer(script, port, check) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'buildmarket-start-'));
  const server = runNpm(script, newcomerEnvironment({ PORT: String(port), DATA_DIR: dataDir }));
  try {
    await check(server);
  } catch (error) {
    console.error(server.output());
    throw error;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function checkNewcomerStart(port) {
  const origin = `http://localhost:${port}`;
  const started = Date.now();
  return withNewcomerServer(['start'], port, async (server) => {
    await waitUntilServing(origin, server);
    const home = await get(`${origin}/`);
    if (home.status !== 200) throw new Error(`GET / answered ${home.status}`);
    const order = await get(`${origin}/app/order`);
    if (order.status !== 200) throw new Error(`GET /app/order answered ${order.status}`);
    // The README's curl, word for word but for the port.
    const jobs = await get(`${origin}/api/gql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ jobs(skip:0, limit:2) { values { id title } count } }' }),
    });
    const answer = JSON.parse(jobs.text);
    if (jobs.status !== 200 || !(answer.data?.jobs?.count > 0) || answer.data.jobs.values.length !== 2) {
      throw new Error(`the jobs query answered ${jobs.status}: ${jobs.text.slice(0, 300)}`);
    }
    // Links the server writes point where it is.
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(home.text)?.[1];
    if (!canonical?.startsWith(origin)) {
      throw new Error(`the home page's canonical URL is ${canonical}, not on ${origin}`);
    }
    console.info(
      `npm start: served / and /app/order, jobs count ${answer.data.jobs.count}, canonical ${canonical} ` +
        `(${Math.round((Date.now() - started) / 1000)} s from a clean start, build included)`,
    );
  });
}

function checkDeploymentRefusesWithoutSecrets(port) {
  return withNewcomerServer(['run', 'serve'], port, async (server) => {
    const ended = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve(null), REFUSAL_TIMEOUT_MS)),
    ]);
    if (!ended) throw new Error('npm run serve kept running without JWT_SECRET and SITE_URL');
    if (ended.code === 0) throw new Error('npm run serve exited 0 without JWT_SECRET and SITE_URL');
    for (const name of ['JWT_SECRET', 'SITE_URL']) {
      if (!server.output().includes(name)) throw new Error(`npm run serve refused without naming ${name}`);
    }
    console.info('npm run serve: refuses to start without JWT_SECRET and SITE_URL, naming both');
  });
}

/** Both checks; resolves with the port the build was made for. */
export async function checkStart(port) {
  const startPort = port ?? (await freePort());
  await checkNewcomerStart(startPort);
  await checkDeploymentRefusesWithoutSecrets(await freePort());
  return startPort;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // `npm test` stops this check with SIGTERM when a step running beside it fails: the server it
  // started is in a process group of its own and would outlive it.
  process.once('SIGTERM', () => {
    void Promise.all([...runningServers].map((server) => server.stop())).then(() => process.exit(143));
  });
  checkStart(process.env.START_CHECK_PORT ? Number(process.env.START_CHECK_PORT) : undefined).then(
    () => process.exit(0),
    (error) => {
      console.error(`The README's first command failed: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    },
  );
}
