import 'server-only';

import { sql, type Column, type SQL } from 'drizzle-orm';

import type { Database } from './database';

/**
 * A hot query built once per database instead of on every request: Drizzle assembles a wide
 * select (an order's fifty columns) in about as long as the database answers it, and on
 * PostgreSQL the statement's name makes it a prepared statement of each connection (parsed and
 * planned once). Values go in as `sql.placeholder(...)`, given to `execute`. Only for queries of
 * a fixed shape: one with optional conditions is prepared per shape, or built as before.
 */
export function preparedPerDatabase<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * `column` is one of the ids given to `execute` as `placeholder` (an array): one statement text
 * for any number of ids, so a list's batched lookups can be prepared, where `inArray` writes a
 * text of its own for each number of ids.
 */
export const isOneOfIds = (column: Column, placeholder: string): SQL =>
  sql`${column} = any(${sql.placeholder(placeholder)}::uuid[])`;
