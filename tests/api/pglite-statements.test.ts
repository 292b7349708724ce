import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { prepareStatementsOf } from '@/server/db/pglite-session.mjs';

/**
 * PGlite's prepared statements (server/db/pglite-session.mjs): a query with values answers
 * exactly as PGlite's own path does, whatever the values hold, and each text is prepared once.
 */
describe('prepared statements on PGlite', () => {
  let prepared: PGlite;
  let plain: PGlite;

  beforeAll(async () => {
    [prepared, plain] = await Promise.all([PGlite.create(), PGlite.create()]);
    await prepareStatementsOf(prepared, () => false);
    for (const client of [prepared, plain]) {
      await client.exec(`
        create table notes (id uuid primary key, body text, tags text[], at timestamptz, day date, amount numeric,
                            data jsonb, done boolean, unique (body));`);
    }
  });
  afterAll(async () => {
    await Promise.all([prepared?.close(), plain?.close()]);
  });

  const both = async (text: string, params: unknown[]) => {
    const [mine, theirs] = await Promise.all([prepared.query(text, params), plain.query(text, params)]);
    expect(mine.rows).toEqual(theirs.rows);
    expect(mine.fields).toEqual(theirs.fields);
    expect(mine.affectedRows).toEqual(theirs.affectedRows);
    return mine;
  };

  it('stores and reads values exactly as PGlite does: quotes, backslashes, nulls, arrays, dates, JSON', async () => {
    const awkward = [
      `it's "quoted"`,
      String.raw`back\slash \x41 \' E'\n'`,
      `'); drop table notes; --`,
      'naïve 🚚 façade',
      '',
    ];
    for (const [index, body] of awkward.entries()) {
      const inserted = await both(
        'insert into notes (id, body, tags, at, day, amount, data, done) values ($1, $2, $3, $4, $5, $6, $7, $8) returning *',
        [
          `00000000-0000-4000-8000-00000000000${index}`,
          body,
          [body, 'plain', null],
          new Date('2026-11-27T13:00:00.123Z'),
          '2026-11-28',
          '12.50',
          JSON.stringify({ body, nested: [1, null] }),
          index % 2 === 0,
        ],
      );
      expect(inserted.rows).toEqual([expect.objectContaining({ body, tags: [body, 'plain', null] })]);
    }
    const read = await both('select * from notes where body = any($1::text[]) order by id', [awkward]);
    expect(read.rows.map((row) => (row as { body: string }).body)).toEqual(awkward);
    await both('select count(*)::int as notes, $1::text is null as missing from notes', [null]);
    expect((await prepared.query('select count(*)::int as notes from notes')).rows).toEqual([{ notes: 5 }]);
  });

  it('prepares each text once, and answers in the row mode asked for', async () => {
    const text = 'select id, $1::int + 1 as next from notes order by id limit 1';
    for (let round = 0; round < 3; round++) {
      const result = await prepared.query(text, [round], { rowMode: 'array' });
      expect(result.rows).toEqual([['00000000-0000-4000-8000-000000000000', round + 1]]);
    }
    const statements = await prepared.query<{ count: number }>(
      'select count(*)::int as count from pg_prepared_statements where statement like $1',
      ['%$1::int + 1 as next%'],
    );
    expect(statements.rows).toEqual([{ count: 1 }]);
  });

  it('fails as PGlite does: the same error code, and a text Postgres refuses is reported as such', async () => {
    const duplicate = (client: PGlite) =>
      client
        .query('insert into notes (id, body) values ($1, $2)', [
          '00000000-0000-4000-8000-0000000000aa',
          `it's "quoted"`,
        ])
        .catch((error: { code?: string }) => error.code);
    expect(await duplicate(prepared)).toBe('23505');
    expect(await duplicate(plain)).toBe('23505');
    const invalid = (client: PGlite) =>
      client.query('select * from notes where id = $1', ['not-a-uuid']).catch((error: { code?: string }) => error.code);
    expect(await invalid(prepared)).toBe('22P02');
    const typo = (client: PGlite) =>
      client.query('selec * from notes where id = $1', ['x']).catch((error: { code?: string }) => error.code);
    expect(await typo(prepared)).toBe(await typo(plain));
    expect(await typo(prepared)).toBe('42601');
  });
});
