import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';

import type * as schema from './schema';

/**
 * The app's database as every query sees it: Drizzle over PGlite or node-postgres, the same query
 * API either way.
 * Types of their own, apart from `client.ts` (which connects and migrates): the seed, the
 * services and the migrations need the types, not the connecting, so nothing circles back to it.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle inside `db.transaction(async (tx) => …)`: what a step that must commit with others takes. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An open database: the queries' Database, and what its kind needs to close it (and dump it). */
export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; close(): Promise<void>; dump(): Promise<Blob> }
  | { kind: 'postgres'; db: Database; pool: Pool; close(): Promise<void> };
