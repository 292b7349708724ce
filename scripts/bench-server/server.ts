/**
 * What the server benchmarks (`bench:uploads`, `bench:home`, `bench:tickets`) share: they build
 * the app (unless SKIP_BUILD=1, as `npm start`), start the real production server (`next start`, as
 * scripts/start.mjs does) on a fresh embedded database or a fresh PostgreSQL database, and watch
 * it from outside: its memory (the RSS of its processes, from /proc) and its event loop's delay
 * (probe.cjs, preloaded into it). They are reports: they print figures and exit 0.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';

export type TargetName = 'pglite' | 'postgres';

const root = process.cwd();
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const probe = path.join(root, 'scripts', 'bench-server', 'probe.cjs');

export const log = (line = '') => console.log(line);

/**
 * The site's address the bench builds with and serves at: a production server refuses to start
 * with another SITE_URL than its build's (lib/env.ts), so a reused build must be the bench's
 * (or BENCH_SITE_URL names the one it was built with).
 */
const SITE_URL = process.env.BENCH_SITE_URL ?? 'http://bench.localhost';
const RUN_JWT_SECRET = randomBytes(48).toString('base64url');

/**
 * Builds the app the way `npm start` does, unless SKIP_BUILD=1 reuses the last build. `siteUrl`:
 * the address its servers will be reached at (deploy/local.ts: the balancer's), else the bench's.
 */
export function buildApp(siteUrl: string = SITE_URL): void {
  if (process.env.SKIP_BUILD === '1') return;
  log('Building the app (SKIP_BUILD=1 reuses the last build)...');
  const build = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SITE_URL: siteUrl },
  });
  if (build.status !== 0) throw new Error(`next build failed (exit ${build.status})`);
}

export interface EventLoopFigures {
  p99Ms: number;
  maxMs: number;
  /** 250 ms windows in which the loop was held for more than a second. */
  stallsOverOneSecond: number;
  /** CPU time (user and system) the server used in the period. */
  cpuMs: number;
  /** The longest a request took inside the server (parsed headers to last byte written). */
  slowestRequestMs: number;
  /** Garbage collections that held the loop 100 ms or more, and the longest of them. */
  longGcs: number;
  longestGcMs: number;
}

/** A line of probe.cjs (which also writes lines about long garbage collections). */
interface ProbeSample {
  t: number;
  p99Ms: number;
  maxMs: number;
  cpuMs: number;
  slowestRequestMs: number;
}

export interface RunningServer {
  target: TargetName;
  url: string;
  /** Its DATA_DIR (the development mail outbox is DATA_DIR/outbox.jsonl). */
  dataDir: string;
  /** Its PostgreSQL database, for another instance to share; undefined on PGlite. */
  databaseUrl: string | undefined;
  /** The mails it has sent to its development outbox. */
  mailCount(): number;
  /** Resident memory of the server's processes, in bytes. */
  rssBytes(): number;
  /** The server's event-loop delay between two instants (Date.now()), from the probe. */
  eventLoop(from: number, to: number): EventLoopFigures;
  /** The end of the server's log, to explain a failure. */
  output(): string;
  /** Stops it as a supervisor does: SIGTERM (it drains for SHUTDOWN_DRAIN_MS), SIGKILL after 10 s more. */
  stop(): Promise<void>;
  /** Kills it at once (kill -9 of it and its processes), as a crash would. */
  kill(): Promise<void>;
}

/** Resident set size of one process in bytes (0 once it has exited). */
function processRss(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The process and all its descendants (next may start workers). */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name is in parentheses and may hold spaces: the parent id follows the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // exited meanwhile
    }
  }
  const tree = [pid];
  for (let index = 0; index < tree.length; index += 1) tree.push(...(children.get(tree[index]!) ?? []));
  return tree;
}

/** The servers started and not yet exited: a bench that dies of an error leaves none running. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

async function freshPostgresUrl(name: string): Promise<string> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/api/gql?query=%7B__typename%7D`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer within 3 minutes:\n${output()}`);
}

/**
 * Starts the built server on a fresh database of the target: PGlite in a new temporary DATA_DIR,
 * or the PostgreSQL database `buildmarket_bench_server` of BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres, used to create it), dropped and created anew.
 */
export async function startServer(
  target: TargetName,
  port: number,
  {
    cpuProfileDir,
    databaseUrl,
    databaseName = 'buildmarket_bench_server',
    env: extraEnv = {},
  }: {
    cpuProfileDir?: string;
    /** A PostgreSQL database another instance already uses (several instances on one database). */
    databaseUrl?: string;
    /** The fresh database's name when no `databaseUrl` is given (a bench of its own: its own name). */
    databaseName?: string;
    /** More settings for this instance (REDIS_URL, TRUST_PROXY, ...). */
    env?: Record<string, string>;
  } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'buildmarket-bench-'));
  const probeFile = path.join(dataDir, 'event-loop.jsonl');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    DATA_DIR: dataDir,
    // One secret for every instance of a run: a token one instance signs, another accepts.
    JWT_SECRET: RUN_JWT_SECRET,
    SITE_URL,
    LOG_LEVEL: 'warn',
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${probe}`.trim(),
    BENCH_PROBE_FILE: probeFile,
    ...extraEnv,
  };
  if (cpuProfileDir) env.BENCH_CPU_PROFILE = path.resolve(cpuProfileDir, `${target}-${Date.now()}`);
  if (target === 'postgres') env.DATABASE_URL = databaseUrl ?? (await freshPostgresUrl(databaseName));
  else delete env.DATABASE_URL;

  // The production server of a deployment (`npm run serve`), as it runs there.
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  let tree = processTree(child.pid!);
  const refresh = setInterval(() => (tree = processTree(child.pid!)), 2000);
  return {
    target,
    url,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    mailCount: () => {
      try {
        return readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8').split('\n').filter(Boolean).length;
      } catch {
        return 0;
      }
    },
    rssBytes: () => tree.reduce((sum, pid) => sum + processRss(pid), 0),
    output: () => output,
    eventLoop(from, to) {
      const lines = readFileSync(probeFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as ProbeSample | { t: number; gcMs: number });
      const samples = lines
        .filter((sample): sample is ProbeSample => 'maxMs' in sample)
        // Each sample covers the 250 ms before its time.
        .filter((sample) => sample.t > from && sample.t - 250 < to);
      const gcs = lines
        .filter((line): line is { t: number; gcMs: number } => 'gcMs' in line && line.t >= from && line.t <= to)
        .map((line) => line.gcMs);
      return {
        longGcs: gcs.length,
        longestGcMs: Math.max(0, ...gcs),
        p99Ms: Math.max(0, ...samples.map((sample) => sample.p99Ms)),
        maxMs: Math.max(0, ...samples.map((sample) => sample.maxMs)),
        stallsOverOneSecond: samples.filter((sample) => sample.maxMs > 1000).length,
        cpuMs: samples.length > 1 ? samples.at(-1)!.cpuMs - samples[0]!.cpuMs : 0,
        slowestRequestMs: Math.max(0, ...samples.map((sample) => sample.slowestRequestMs)),
      };
    },
    async kill() {
      clearInterval(refresh);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      for (const pid of processTree(child.pid!).reverse()) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // exited meanwhile
        }
      }
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
    async stop() {
      clearInterval(refresh);
      if (cpuProfileDir) {
        // The probe writes its CPU profile on SIGUSR2; give it time to.
        child.kill('SIGUSR2');
        await new Promise((resolve) => setTimeout(resolve, 5000));
        log(`  CPU profile of the server: ${env.BENCH_CPU_PROFILE}.<pid>.cpuprofile`);
      }
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const drainMs = Number(env.SHUTDOWN_DRAIN_MS) || 0;
      const timer = setTimeout(() => child.kill('SIGKILL'), drainMs + 10_000);
      await exited;
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs a benchmark on each target in turn, on a fresh server each, and prints its rows as a table
 * at the end. A target that cannot start (no PostgreSQL) is skipped; one that fails is reported
 * with the end of the server's log.
 */
export async function benchEachTarget(
  options: {
    targets: string | undefined;
    port: string | undefined;
    cpuProfile: string | undefined;
    /** More settings for the server (DEMO_DATA=1: PostgreSQL gets the demo accounts too). */
    env?: Record<string, string>;
  },
  bench: (server: RunningServer) => Promise<string>,
  header: string[],
): Promise<void> {
  const rows: string[] = [];
  for (const target of parseTargets(options.targets)) {
    log(`${target}: starting the server...`);
    let server: RunningServer;
    try {
      server = await startServer(target, Number(options.port), { cpuProfileDir: options.cpuProfile, env: options.env });
    } catch (error) {
      log(`${target}: skipped (${error instanceof Error ? error.message : String(error)})\n`);
      continue;
    }
    try {
      rows.push(await bench(server));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      log(`${target}: failed (${message}${cause}); the server's log ends:\n${server.output()}`);
    } finally {
      await server.stop();
    }
    log('');
  }
  log(header.join(' '));
  for (const row of rows) log(row);
}

/** The targets of `--targets=pglite,postgres`, in order. */
export function parseTargets(value: string | undefined): TargetName[] {
  return (value ?? 'pglite,postgres')
    .split(',')
    .filter(Boolean)
    .map((name) => {
      if (name !== 'pglite' && name !== 'postgres') throw new Error(`Unknown target ${name}: use pglite or postgres.`);
      return name;
    });
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
