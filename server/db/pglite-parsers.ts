import 'server-only';

import { types, type PGlite, type QueryOptions } from '@electric-sql/pglite';

/**
 * Drizzle's PGlite driver gives every query its own parsers, which keep dates, timestamps,
 * intervals and arrays of them and of numerics as text (drizzle-orm/pglite/session.js); PGlite
 * merges a query's parsers with its own, one per type and array type (over 300), on every call:
 * 0.17 ms, for each of a request's statements (measured, issue 16). Here the client reads those types as text itself, and a
 * query's parsers are dropped when they are exactly Drizzle's: the same types, each answering the
 * text it is given (checked once per parsers object).
 */
const TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  // Arrays: numeric[], timestamp[], timestamptz[], interval[], date[].
  1231,
  1115,
  1185,
  1187,
  1182,
];

type Parsers = NonNullable<QueryOptions['parsers']>;

const asText = (value: string) => value;

export function readDrizzleTextTypesOnce(client: PGlite): void {
  for (const type of TEXT_TYPES) client.parsers[type] = asText;
  /** Parsers objects already checked: whether each is Drizzle's text parsers. */
  const checked = new WeakMap<Parsers, boolean>();
  const isDrizzles = (parsers: Parsers) => {
    let same = checked.get(parsers);
    if (same === undefined) {
      const keys = Object.keys(parsers).map(Number);
      same =
        keys.length === TEXT_TYPES.length &&
        TEXT_TYPES.every(
          (type) => keys.includes(type) && parsers[type]?.('2026-11-27 10:00:00+00') === '2026-11-27 10:00:00+00',
        );
      checked.set(parsers, same);
    }
    return same;
  };
  const query = client.query.bind(client);
  client.query = function (text: string, params?: unknown[], options?: QueryOptions) {
    if (options?.parsers && isDrizzles(options.parsers)) {
      const { parsers: _drizzles, ...rest } = options;
      return query(text, params, rest);
    }
    return query(text, params, options);
  } as PGlite['query'];
}
