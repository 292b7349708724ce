import 'server-only';

import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';

import type { DatabaseHandle } from '@/server/db/database';
import { migrationsFolder } from '@/server/db/migrate';
import { isDraining } from '@/server/lifecycle.mjs';
import { logger } from '@/server/logger';

/** A dependency that does not answer within this is counted as down: a probe must answer fast. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

const NO_STORE = { 'cache-control': 'no-store', 'content-type': 'application/json' };

/** `/api/health`: the process lives and answers. Nothing else is checked, so a restart is never caused by a dependency. */
export function handleHealth(): Response {
  return new Response(JSON.stringify({ status: 'ok' }), { headers: NO_STORE });
}

/** What readiness depends on in this mode: the database (and Redis when configured), or the API tier. */
export interface ReadinessDependencies {
  database?: () => Promise<DatabaseHandle>;
  redis?: (() => Promise<{ ping(): Promise<string> }>) | null;
  /** A web tier's API base (`API_URL`): ready when it answers. */
  apiUrl?: string;
  fetch?: typeof fetch;
}

type CheckResult = 'ok' | 'unreachable' | 'not migrated' | 'draining';

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      setTimeout(() => reject(new Error('timed out')), READINESS_CHECK_TIMEOUT_MS).unref();
    }),
  ]);
}

// The last migration this build carries; read once. A database whose newest applied migration is
// older is not ready: this build's queries would meet a schema they do not know.
let lastMigrationMillis: number | undefined;
const newestMigration = () =>
  (lastMigrationMillis ??= Math.max(...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis)));

async function databaseCheck(database: () => Promise<DatabaseHandle>): Promise<CheckResult> {
  try {
    const { db } = await withinTimeout(database());
    // Both drivers answer a raw statement with its rows (PGlite's results, node-postgres' QueryResult).
    const answer = (await withinTimeout(
      db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`),
    )) as { rows: { newest: string | number | null }[] };
    const newest = Number(answer.rows[0]?.newest ?? 0);
    return newest >= newestMigration() ? 'ok' : 'not migrated';
  } catch (error) {
    logger.warn('Readiness: the database did not answer', error);
    return 'unreachable';
  }
}

async function redisCheck(redis: () => Promise<{ ping(): Promise<string> }>): Promise<CheckResult> {
  try {
    const client = await withinTimeout(redis());
    return (await withinTimeout(client.ping())) === 'PONG' ? 'ok' : 'unreachable';
  } catch (error) {
    logger.warn('Readiness: Redis did not answer', error);
    return 'unreachable';
  }
}

async function apiCheck(apiUrl: string, fetcher: typeof fetch): Promise<CheckResult> {
  try {
    const response = await withinTimeout(fetcher(`${apiUrl}/health`, { cache: 'no-store' }));
    return response.ok ? 'ok' : 'unreachable';
  } catch (error) {
    logger.warn('Readiness: the API tier did not answer', error);
    return 'unreachable';
  }
}

/**
 * `/api/ready`: 200 when this instance can serve (its database reachable and migrated, Redis when
 * configured; for a web tier, its API tier reachable), 503 otherwise and from the moment it starts
 * to stop (SIGTERM), so a load balancer sends it nothing new before it closes. The answer names
 * each check's state, never an error's text.
 */
export async function handleReadiness(dependencies: ReadinessDependencies): Promise<Response> {
  const checks: Record<string, CheckResult> = {};
  const pending: Promise<void>[] = [];
  if (dependencies.database) {
    pending.push(databaseCheck(dependencies.database).then((result) => void (checks.database = result)));
  }
  if (dependencies.redis) {
    pending.push(redisCheck(dependencies.redis).then((result) => void (checks.redis = result)));
  }
  if (dependencies.apiUrl) {
    const { apiUrl } = dependencies;
    pending.push(apiCheck(apiUrl, dependencies.fetch ?? fetch).then((result) => void (checks.api = result)));
  }
  await Promise.all(pending);
  if (isDraining()) checks.server = 'draining';
  const ready = Object.values(checks).every((result) => result === 'ok');
  return new Response(JSON.stringify({ status: ready ? 'ready' : 'not ready', checks }), {
    status: ready ? 200 : 503,
    headers: NO_STORE,
  });
}
