import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readDrizzleTextTypesOnce } from '@/server/db/pglite-parsers';

/**
 * PGlite reading Drizzle's text types itself (server/db/pglite-parsers.ts): a query with Drizzle's
 * parsers answers exactly as PGlite does with them; any other parsers are still the query's own.
 */
describe("Drizzle's parsers on PGlite", () => {
  let tuned: PGlite;
  let plain: PGlite;
  const asText = (value: string) => value;
  /** What Drizzle's PGlite driver passes with each query. */
  const drizzles = () => ({
    [types.TIMESTAMP]: asText,
    [types.TIMESTAMPTZ]: asText,
    [types.INTERVAL]: asText,
    [types.DATE]: asText,
    1231: asText,
    1115: asText,
    1185: asText,
    1187: asText,
    1182: asText,
  });
  const TEXT = `select timestamptz '2026-11-27 13:00:00.123+00' as at, date '2026-11-28' as day,
    interval '90 minutes' as span, array[1.5, 2]::numeric[] as amounts,
    array[date '2026-11-28']::date[] as days, $1::int as n, '{"a": 1}'::json as data`;

  beforeAll(async () => {
    [tuned, plain] = await Promise.all([PGlite.create(), PGlite.create()]);
    readDrizzleTextTypesOnce(tuned);
  });
  afterAll(async () => {
    await Promise.all([tuned?.close(), plain?.close()]);
  });

  it("answers a query with Drizzle's parsers as PGlite does, in both row modes", async () => {
    for (const rowMode of ['object', 'array'] as const) {
      const [mine, theirs] = await Promise.all([
        tuned.query(TEXT, [7], { rowMode, parsers: drizzles() }),
        plain.query(TEXT, [7], { rowMode, parsers: drizzles() }),
      ]);
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
    }
    const { rows } = await tuned.query(TEXT, [7], { parsers: drizzles() });
    expect(rows).toEqual([
      {
        at: '2026-11-27 13:00:00.123+00',
        day: '2026-11-28',
        span: '01:30:00',
        amounts: '{1.5,2}',
        days: '{2026-11-28}',
        n: 7,
        data: { a: 1 },
      },
    ]);
  });

  it('reads those types as text without being told, as Drizzle reads them', async () => {
    const { rows } = await tuned.query<{ at: unknown; days: unknown }>(TEXT, [1]);
    expect(rows[0]).toMatchObject({ at: '2026-11-27 13:00:00.123+00', days: '{2026-11-28}' });
    const { rows: theirs } = await plain.query<{ at: unknown }>(TEXT, [1]);
    expect(theirs[0]?.at).toBeInstanceOf(Date);
  });

  it('keeps parsers that are not exactly Drizzle’s', async () => {
    const marked = { ...drizzles(), [types.TIMESTAMPTZ]: (value: string) => `at ${value}` };
    const { rows } = await tuned.query<{ at: string; day: string }>(TEXT, [1], { parsers: marked });
    expect(rows[0]).toMatchObject({ at: 'at 2026-11-27 13:00:00.123+00', day: '2026-11-28' });
    const fewer = { [types.DATE]: (value: string) => new Date(`${value}T00:00:00Z`) };
    const { rows: dated } = await tuned.query<{ day: Date }>(TEXT, [1], { parsers: fewer });
    expect(dated[0]?.day).toEqual(new Date('2026-11-28T00:00:00Z'));
  });
});
