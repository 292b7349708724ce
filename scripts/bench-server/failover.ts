/**
 * `npm run bench:failover`: HAProxy with deploy/haproxy.cfg in front of two instances on one
 * PostgreSQL database (and Redis), under 50 connections of mixed reads and writes
 * (mixed-load.ts), as `npm run deploy:local` runs them. It builds the app (SKIP_BUILD=1 reuses the
 * last build), then:
 *
 * 1. Failover: both instances up for a while; kill -9 of one; the balancer alone with the other
 *    for a while; the killed one started again. It prints the failed answers (the goal: no read
 *    fails, and every write answered as done is in the database), how long the balancer took to
 *    mark the dead instance down, and the throughput of two instances against one.
 * 2. Rolling restart: each instance in turn stopped as a supervisor does (SIGTERM: not ready at
 *    once, answering on for SHUTDOWN_DRAIN_MS) and started again, the next one only once the
 *    balancer has the first back. The goal: no failed answer at all.
 *
 *   npm run bench:failover -- [--connections=50] [--phase-seconds=10] [--port=3510]
 *     [--balancer-port=8510] [--stats-port=8511]
 *
 * Needs haproxy (apt-get install -y haproxy), PostgreSQL (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres, used to create the database buildmarket_bench_failover)
 * and Redis when BENCH_REDIS_URL is set. It prints figures, and exits 1 when a goal is missed; on
 * a machine shared with other work the figures move from run to run.
 */
import { parseArgs } from 'node:util';

import pg from 'pg';

import { INSTANCE_ENV, startBalancer, type RunningBalancer, type ServerName } from './balancer';

import { dataOf, gql, signUp } from './clients';
import { countOf, describeFailures, mixedLoad, throughput, type LoadSummary } from './mixed-load';
import { buildApp, log, startServer, type RunningServer } from './server';

const { values: options } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    'phase-seconds': { type: 'string', default: '10' },
    port: { type: 'string', default: '3510' },
    'balancer-port': { type: 'string', default: '8510' },
    'stats-port': { type: 'string', default: '8511' },
  },
});

const PHASE_MS = Number(options['phase-seconds']) * 1000;
const PORTS = [Number(options.port), Number(options.port) + 1] as const;
const NAMES: readonly ServerName[] = ['app1', 'app2'];
const ENV: Record<string, string> = {
  ...INSTANCE_ENV,
  DEMO_DATA: '1',
  ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

let failures = 0;
function check(ok: boolean, line: string): void {
  log(`  ${ok ? 'ok  ' : 'FAIL'} ${line}`);
  if (!ok) failures += 1;
}

/** Writes answered as done whose job site is not in the database. */
async function lostWrites(databaseUrl: string, runId: string, summary: LoadSummary): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>('select name from job_sites where name like $1', [
      `${runId}-%`,
    ]);
    const stored = new Set(rows.map((row) => row.name));
    return [...summary.acknowledged].filter((name) => !stored.has(name));
  } finally {
    await client.end();
  }
}

/** The answers of a run, by kind, and the checks every run must pass. */
async function reportRun(databaseUrl: string, runId: string, summary: LoadSummary, writesMayFail: boolean) {
  const { answers } = summary;
  const lost = await lostWrites(databaseUrl, runId, summary);
  log(`  reads:  ${countOf(answers, 'read', true)} answered, failed: ${describeFailures(answers, 'read')}`);
  log(
    `  writes: ${summary.acknowledged.size} acknowledged, failed: ${describeFailures(answers, 'write')}` +
      `; acknowledged but not in the database: ${lost.length ? lost.join(', ') : 0}`,
  );
  log(`  connection errors between the load and the balancer: ${summary.connectionErrors}`);
  check(countOf(answers, 'read', false) === 0, 'no read failed');
  check(lost.length === 0, 'every acknowledged write is in the database');
  if (!writesMayFail) check(countOf(answers, 'write', false) === 0, 'no write failed');
  check(summary.connectionErrors === 0, 'no connection error');
}

async function failover(balancer: RunningBalancer, servers: RunningServer[], context: LoadContext) {
  log(`1. Failover: kill -9 of one instance under ${options.connections} connections, then its restart`);
  const runId = `failover-${Date.now()}`;
  const load = mixedLoad(balancer.url, { ...context, runId, connections: Number(options.connections) });
  const started = Date.now();
  await sleep(PHASE_MS);
  const killedAt = Date.now();
  await servers[1]!.kill();
  const downAt = await balancer.waitFor('app2', 'DOWN', 30_000);
  await sleep(PHASE_MS);
  const restartedAt = Date.now();
  servers[1] = await startServer('postgres', PORTS[1], { databaseUrl: context.databaseUrl, env: ENV });
  const upAt = await balancer.waitFor('app2', 'UP');
  await sleep(PHASE_MS);
  const summary = await load.stop();

  const failed = summary.answers.filter((answer) => !answer.ok && answer.at >= killedAt);
  log(`  app2 killed; HAProxy marked it down after ${seconds(downAt - killedAt)}`);
  if (failed.length > 0) log(`  the last failed answer came ${seconds(failed.at(-1)!.at - killedAt)} after the kill`);
  log(`  restarted: listening after ${seconds(upAt - restartedAt)} including its start, then up in HAProxy`);
  // The first seconds warm both instances; each period ends where the next event began.
  const two = throughput(summary.answers, started + 2000, killedAt);
  const one = throughput(summary.answers, downAt, restartedAt);
  const again = throughput(summary.answers, upAt, upAt + PHASE_MS);
  log(`  answers per second: two instances ${two.toFixed(0)}, one ${one.toFixed(0)}, two again ${again.toFixed(0)}`);
  log(`  ratio two/one: ${(two / one).toFixed(2)} (one machine: the instances, HAProxy and the load share its cores)`);
  await reportRun(context.databaseUrl, runId, summary, true);
}

async function rollingRestart(balancer: RunningBalancer, servers: RunningServer[], context: LoadContext) {
  log(
    `2. Rolling restart: each instance stopped with SIGTERM (drain ${INSTANCE_ENV.SHUTDOWN_DRAIN_MS} ms) and started again`,
  );
  const runId = `rolling-${Date.now()}`;
  const load = mixedLoad(balancer.url, { ...context, runId, connections: Number(options.connections) });
  await sleep(PHASE_MS / 2);
  for (const [index, name] of NAMES.entries()) {
    const stoppedAt = Date.now();
    await servers[index]!.stop();
    const exitedAt = Date.now();
    servers[index] = await startServer('postgres', PORTS[index]!, { databaseUrl: context.databaseUrl, env: ENV });
    const upAt = await balancer.waitFor(name, 'UP');
    log(`  ${name}: exited ${seconds(exitedAt - stoppedAt)} after SIGTERM, up again ${seconds(upAt - exitedAt)} later`);
  }
  await sleep(PHASE_MS / 2);
  await reportRun(context.databaseUrl, runId, await load.stop(), false);
}

interface LoadContext {
  databaseUrl: string;
  tokens: string[];
  cityId: string;
}

/** Contractors to write as (signed up directly at an instance, each from its own address) and Toronto's id. */
async function prepare(server: RunningServer): Promise<LoadContext> {
  const tokens: string[] = [];
  for (let index = 0; index < 8; index += 1) tokens.push(await signUp(server));
  const { serviceRegions } = dataOf(
    await gql<{ serviceRegions: { cities: { city: { id: string; name: string } }[] }[] }>(
      server,
      `{ serviceRegions { cities { city { id name } } } }`,
    ),
    'serviceRegions',
  );
  const toronto = serviceRegions.flatMap((region) => region.cities).find((entry) => entry.city.name === 'Toronto');
  if (!toronto) throw new Error('the reference data has no Toronto');
  return { databaseUrl: server.databaseUrl!, tokens, cityId: toronto.city.id };
}

async function main(): Promise<void> {
  buildApp();
  log('Starting two instances on a fresh PostgreSQL database...');
  const servers: RunningServer[] = [];
  let balancer: RunningBalancer | undefined;
  try {
    servers.push(await startServer('postgres', PORTS[0], { databaseName: 'buildmarket_bench_failover', env: ENV }));
    servers.push(await startServer('postgres', PORTS[1], { databaseUrl: servers[0]!.databaseUrl, env: ENV }));
    balancer = startBalancer({
      port: Number(options['balancer-port']),
      statsPort: Number(options['stats-port']),
      instances: [`127.0.0.1:${PORTS[0]}`, `127.0.0.1:${PORTS[1]}`],
    });
    for (const name of NAMES) await balancer.waitFor(name, 'UP');
    log(`HAProxy at ${balancer.url} in front of both.`);
    const context = await prepare(servers[0]!);
    // Both instances load their code before anything is measured.
    const warmUp = mixedLoad(balancer.url, { ...context, runId: 'warm-up', connections: 10 });
    await sleep(5000);
    await warmUp.stop();
    await failover(balancer, servers, context);
    await rollingRestart(balancer, servers, context);
  } catch (error) {
    failures += 1;
    log(`FAIL ${error instanceof Error ? error.message : String(error)}`);
    for (const server of servers) log(`the log of the instance at ${server.url} ends:\n${server.output()}`);
  } finally {
    await balancer?.stop();
    await Promise.all(servers.map((server) => server.stop()));
  }
  log(failures === 0 ? 'All goals met.' : `${failures} goal(s) missed.`);
  process.exitCode = failures === 0 ? 0 : 1;
}

await main();
