/**
 * What the marketplace keeps for its own running, not for any customer: the rate limits'
 * counters and the database's identity.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters (contact mail, sign-in, ...). Kept in the database so that
 * every app instance counts the same requests.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(1),
  },
  (table) => [uniqueIndex('rate_limits_key_window_idx').on(table.key, table.windowStart)],
);

/**
 * One row: this database's identity, a random id drawn by the migration that made the table (so
 * once per database, and kept by a backup restored from it). The page cache keeps pages per
 * database (cache-handler.mjs): a server started on another database never serves pages rendered
 * from this one, whose suppliers, logos and offices it may not have.
 */
export const databaseIdentity = pgTable(
  'database_identity',
  {
    id: smallint('id').primaryKey().default(1),
    databaseId: uuid('database_id').notNull().defaultRandom(),
  },
  (table) => [check('database_identity_single_row', sql`${table.id} = 1`)],
);
