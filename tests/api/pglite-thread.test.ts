import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type DatabaseHandle } from '@/server/db/database';
import { openDatabase } from '@/server/seed/open-database';
import { violatedUniqueConstraint } from '@/server/db/errors';
import { PGliteThread } from '@/server/db/pglite-thread';

/**
 * The embedded database on its own thread (server/db/pglite-thread.ts, pglite-worker.mjs): it
 * answers as PGlite does on the caller's thread (rows, fields, Drizzle's text types, errors with
 * Postgres's fields), keeps transactions whole, and dumps and restores its data.
 */
describe('PGlite on its own thread', () => {
  let thread: PGliteThread;
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
    array[date '2026-11-28']::date[] as days, $1::int as n, '{"a": 1}'::json as data, '\\x0102'::bytea as bytes,
    array['{"b": [2, "it''s"]}'::jsonb, null, '"text"']::jsonb[] as list, null::json as nothing, 'null'::jsonb as "null"`;

  beforeAll(async () => {
    [thread, plain] = await Promise.all([PGliteThread.start('memory://'), PGlite.create()]);
    await thread.query(
      'create table notes (id int primary key, body text not null, constraint notes_body_key unique (body))',
    );
  });
  afterAll(async () => {
    await Promise.all([thread?.close(), plain?.close()]);
  });

  it("answers a query with Drizzle's parsers as PGlite does, in both row modes", async () => {
    for (const rowMode of ['object', 'array'] as const) {
      const [mine, theirs] = await Promise.all([
        thread.query(TEXT, [7], { rowMode, parsers: drizzles() }),
        plain.query(TEXT, [7], { rowMode, parsers: drizzles() }),
      ]);
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
    }
    const { rows } = await thread.query(TEXT, [7], { parsers: drizzles() });
    expect(rows).toEqual([
      {
        at: '2026-11-27 13:00:00.123+00',
        day: '2026-11-28',
        span: '01:30:00',
        amounts: '{1.5,2}',
        days: '{2026-11-28}',
        n: 7,
        data: { a: 1 },
        bytes: new Uint8Array([1, 2]),
        list: [{ b: [2, "it's"] }, null, 'text'],
        nothing: null,
        null: null,
      },
    ]);
  });

  it('reads those types as text without being told, and refuses parsers of its own', async () => {
    const { rows } = await thread.query<{ at: unknown; days: unknown }>(TEXT, [1]);
    expect(rows[0]).toMatchObject({ at: '2026-11-27 13:00:00.123+00', days: '{2026-11-28}' });
    const marked = { ...drizzles(), [types.TIMESTAMPTZ]: (value: string) => `at ${value}` };
    expect(() => thread.query(TEXT, [1], { parsers: marked })).toThrow(/cannot bring others/);
  });

  it('fails as PGlite does: the error code, and the constraint a duplicate broke', async () => {
    await thread.query('insert into notes (id, body) values ($1, $2)', [1, 'first']);
    const duplicate = await thread
      .query('insert into notes (id, body) values ($1, $2)', [2, 'first'])
      .catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'notes_body_key' });
    expect(violatedUniqueConstraint(duplicate)).toBe('notes_body_key');
    const typo = await thread.query('selec 1').catch((e: { code?: string }) => e.code);
    expect(typo).toBe('42601');
    // The thread goes on answering after a failure.
    expect((await thread.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 1 }]);
  });

  it('commits a transaction that returns, rolls back one that throws, and keeps others waiting', async () => {
    const committed = await thread.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values ($1, $2)', [10, 'in a transaction']);
      return 'done';
    });
    expect(committed).toBe('done');

    const failure = new Error('changed my mind');
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into notes (id, body) values ($1, $2)', [11, 'rolled back']);
        throw failure;
      }),
    ).rejects.toBe(failure);

    // A statement outside an open transaction runs after it ends, and sees what it committed.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const transaction = thread.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values ($1, $2)', [12, 'held']);
      await held;
      order.push('transaction');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = thread.query<{ body: string }>('select body from notes where id = $1', [12]).then((result) => {
      order.push('outside');
      return result.rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual([]);
    release();
    await transaction;
    expect(await outside).toEqual([{ body: 'held' }]);
    expect(order).toEqual(['transaction', 'outside']);

    const { rows } = await thread.query<{ id: number }>('select id from notes order by id');
    expect(rows.map((row) => row.id)).toEqual([1, 10, 12]);
  });
});

/** PGlite answers `execute` with `{ rows }`. */
const namesOf = (result: unknown) => (result as { rows: { name: string }[] }).rows;

describe('a stopped thread', () => {
  it('fails every statement after, rather than leaving it waiting for an answer', async () => {
    const thread = await PGliteThread.start('memory://');
    // Statements under way when it is closed still finish: PGlite runs them before closing.
    const underWay = thread.query<{ slept: boolean }>('select pg_sleep(0.2) is not null as slept');
    await thread.close();
    expect((await underWay).rows).toEqual([{ slept: true }]);
    await expect(thread.query('select 1')).rejects.toThrow(/thread stopped/);
    await expect(thread.transaction(() => Promise.resolve())).rejects.toThrow(/thread stopped/);
    // Closing it again has nothing left to do.
    await expect(thread.close()).resolves.toBeUndefined();
  });
});

describe('the embedded database handle on its thread', () => {
  let handle: DatabaseHandle;
  let restored: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openDatabase({ seed: false });
  });
  afterAll(async () => {
    await Promise.all([handle?.close(), restored?.close()]);
  });

  it('runs Drizzle transactions, nested ones too, and dumps a data directory that opens again', async () => {
    if (handle.kind !== 'pglite') throw new Error('expected PGlite');
    await handle.db.execute(sql`create table marks (name text primary key)`);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into marks values ('outer')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into marks values ('inner')`);
          inner.rollback();
        })
        .catch(() => undefined);
    });
    const marks = namesOf(await handle.db.execute(sql`select name from marks order by name`));
    expect(marks).toEqual([{ name: 'outer' }]);

    restored = await openDatabase({ template: await handle.dump(), migrate: false, seed: false });
    const copied = namesOf(await restored.db.execute(sql`select name from marks`));
    expect(copied).toEqual([{ name: 'outer' }]);
  });
});
