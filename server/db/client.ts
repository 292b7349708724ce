import 'server-only';

import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import type { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';

import { logger } from '@/server/logger';
import { addScrapeGauge, timeQuery } from '@/server/metrics.mjs';

import type { Database, DatabaseHandle } from './database';
import { migrateDatabase } from './migrate';
import { genericPlanExecute } from './pglite-session.mjs';
import { runsWithGenericPlan } from './prepared';
import * as schema from './schema';

export interface ConnectOptions {
  /** postgres://... for PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite's data directory; `memory://` (the default when omitted) keeps it in memory. */
  dataDir?: string;
  /**
   * PGlite only: a dump of a data directory (`dumpDataDir()`) to start from instead of an empty
   * one. Tests start every file's database from one migrated and seeded dump, which is much
   * faster than migrating and seeding each.
   */
  template?: Blob;
  /** Apply the committed migrations (default true). */
  migrate?: boolean;
}

/**
 * Connects to a database and migrates it: PostgreSQL with `databaseUrl`, PGlite otherwise. Filling
 * it is the seed's (server/seed/open-database.ts), and the process's one database is the
 * instance's (server/instance.ts): this module is below both.
 */
export async function connectDatabase(options: ConnectOptions = {}): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir ?? 'memory://', options.template);
  if (options.migrate !== false) await migrateDatabase(handle);
  return handle;
}

async function openPglite(dataDir: string, template?: Blob): Promise<DatabaseHandle> {
  const [{ PGliteThread }, { drizzle }] = await Promise.all([import('./pglite-thread'), import('drizzle-orm/pglite')]);
  const inMemory = dataDir.startsWith('memory://');
  const location = inMemory ? dataDir : path.resolve(dataDir);
  // PGlite creates its own folder but not the folders above it.
  if (!inMemory) await mkdir(location, { recursive: true });
  const client = await PGliteThread.start(location, template);
  // Drizzle's driver calls the part of PGlite's interface that the thread gives.
  const db = drizzle({ client: client as unknown as PGlite, schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close(), dump: () => client.dumpDataDir() };
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', (error) => logger.error('PostgreSQL pool error', error));
  // First the timing, so it wraps what prepareStatements sends too.
  pool.on('connect', timeQueries);
  pool.on('connect', prepareStatements);
  observePool(pool);
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}

/** Times every statement a connection runs (the metrics' query time), whichever way it is called. */
function timeQueries(client: PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const done = timeQuery('postgres');
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        done(!error);
        (last as (error: unknown, result: unknown) => void)(error, result);
      };
      return query(...args);
    }
    const answer = query(...args);
    // A submittable (a cursor) is no promise: it is not timed.
    if (answer instanceof Promise)
      answer.then(
        () => done(true),
        () => done(false),
      );
    return answer;
  };
}

/** The process's pool, read at each scrape (tests open several; the app one). */
let observedPool: Pool | undefined;

/** The pool's connections at each scrape: open, idle, and callers waiting for one. */
function observePool(pool: Pool) {
  observedPool = pool;
  addScrapeGauge(
    'buildmarket_database_pool_connections',
    'PostgreSQL pool connections: total, idle, and callers waiting for one.',
    ['state'],
    (gauge) => {
      if (!observedPool) return;
      gauge.set({ state: 'total' }, observedPool.totalCount);
      gauge.set({ state: 'idle' }, observedPool.idleCount);
      gauge.set({ state: 'waiting' }, observedPool.waitingCount);
    },
  );
}

/** Statement names by text, shared by the connections: `s1`, `s2`... up to a bound. */
const statementNames = new Map<string, string>();
const MAX_PREPARED_STATEMENTS = 500;

/**
 * Makes every query with parameters a prepared statement of the connection (pg names it, parses
 * and plans it once per connection, then sends only the name and values): the app's queries are
 * a few hundred fixed texts, run again and again. Only queries with values, which the extended
 * protocol already runs one statement at a time; the number of texts is bounded, past it queries
 * run unnamed as before. Not for a pooler in transaction mode (PgBouncer before 1.21).
 *
 * A text marked withGenericPlan (prepared.ts) runs on its generic plan once this connection has
 * prepared it, as one simple-protocol message whose values are SQL literals: only plain values
 * (strings, numbers, booleans), which is what those statements take; any other runs as above.
 */
function prepareStatements(client: PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  /** The generic-plan statements this connection has prepared (run once by name). */
  const preparedHere = new Set<string>();
  (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    if (
      !config ||
      typeof config !== 'object' ||
      !('text' in config) ||
      typeof config.text !== 'string' ||
      'submit' in config ||
      !Array.isArray(values) ||
      values.length === 0
    ) {
      return query(config, values, callback);
    }
    const { text } = config;
    let name = 'name' in config && typeof config.name === 'string' ? config.name : statementNames.get(text);
    if (!name && statementNames.size < MAX_PREPARED_STATEMENTS) {
      name = `s${statementNames.size + 1}`;
      statementNames.set(text, name);
    }
    if (!name) return query(config, values, callback);
    const done = typeof callback === 'function' ? (callback as (error: unknown, result?: unknown) => void) : undefined;
    if (!runsWithGenericPlan(text)) return query({ ...config, name }, values, callback);

    if (preparedHere.has(name) && values.every(isPlainValue)) {
      const literals = values.map((value) => (value === null ? 'null' : client.escapeLiteral(String(value))));
      const results = query({ ...config, name: undefined, text: genericPlanExecute(name, literals) }) as Promise<
        unknown[]
      >;
      const result = results.then((all) => all[1]);
      if (!done) return result;
      result.then((value) => done(null, value), done);
      return undefined;
    }
    // The first run by name prepares the statement on this connection.
    const statementName = name;
    if (done) {
      return query({ ...config, name }, values, (error: unknown, result?: unknown) => {
        if (!error) preparedHere.add(statementName);
        done(error, result);
      });
    }
    return (query({ ...config, name }, values) as Promise<unknown>).then((result) => {
      preparedHere.add(statementName);
      return result;
    });
  };
}

const isPlainValue = (value: unknown) =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
