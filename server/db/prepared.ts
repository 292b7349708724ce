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
 * preparedPerDatabase for a query with a few shapes (e.g. a list's page, per the fields asked):
 * one per database and shape. Shapes are compared by identity: the caller interns them, and
 * bounds how many there are (each is a prepared statement on every connection).
 */
export function preparedPerDatabaseAndShape<Shape extends object, Query>(
  build: (db: Database, shape: Shape) => Query,
): (db: Database, shape: Shape) => Query {
  const shapesOf = preparedPerDatabase(() => new WeakMap<Shape, Query>());
  return (db, shape) => {
    const built = shapesOf(db);
    let query = built.get(shape);
    if (!query) {
      query = build(db, shape);
      built.set(shape, query);
    }
    return query;
  };
}

/** The texts of the statements that run with a generic plan (withGenericPlan). */
const genericPlanTexts = new Set<string>();

/**
 * `query` (a prepared query) runs with Postgres's generic plan: the plan made once for any
 * values, not re-planned for each. Postgres chooses for itself after five executions, by
 * comparing estimated costs; for a list's page it re-plans every time, because it costs the
 * generic plan at an unknown LIMIT and OFFSET as a tenth of the owner's rows, while the plan
 * is the same for every owner (an index range, in order, limited). Planning a page took 1 ms
 * of its 2.7 on PGlite, and as long as running it on PostgreSQL (issue 16). Only for
 * statements whose best plan does not depend on their values. Both drivers' prepared-statement
 * layers (client.ts, pglite-session.mjs) run these texts with `plan_cache_mode` forced for
 * that one statement, once the connection has prepared it.
 */
export function withGenericPlan<Query extends { getQuery(): { sql: string } }>(query: Query): Query {
  genericPlanTexts.add(query.getQuery().sql);
  return query;
}

export const runsWithGenericPlan = (text: string): boolean => genericPlanTexts.has(text);

/**
 * `column` is one of the ids given to `execute` as `placeholder` (an array): one statement text
 * for any number of ids, so a list's batched lookups can be prepared, where `inArray` writes a
 * text of its own for each number of ids.
 */
export const isOneOfIds = (column: Column, placeholder: string): SQL =>
  sql`${column} = any(${sql.placeholder(placeholder)}::uuid[])`;
