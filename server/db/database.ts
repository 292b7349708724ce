import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

import type * as schema from './schema';

/**
 * The app's database as every query sees it: Drizzle over PGlite or node-postgres, the same query
 * API either way.
 * A type of its own, apart from `client.ts` (which opens, migrates and seeds): the seed and the
 * services need the type, not the opening, so nothing circles back to the client.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
