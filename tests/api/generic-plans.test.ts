import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type DatabaseHandle } from '@/server/db/database';
import { openDatabase } from '@/server/seed/open-database';
import { withGenericPlan } from '@/server/db/prepared';

import { createTestDatabase, testDatabaseAdminUrl } from '../support/postgres';

/**
 * Statements marked withGenericPlan (server/db/prepared.ts) run on Postgres's generic plan, set
 * for them alone, through both drivers' prepared-statement layers; everything else keeps the
 * default. The setting a statement sees is read by the statement itself.
 */
function genericPlanTests(open: () => Promise<DatabaseHandle>) {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  const rowsOf = async <Row>(query: SQL) => {
    const result: unknown = await handle.db.execute(query);
    return (result as { rows: Row[] }).rows;
  };
  /** Marks the text `query` is written as. */
  const mark = (query: SQL) => {
    const text = handle.db.execute(query).getQuery().sql;
    withGenericPlan({ getQuery: () => ({ sql: text }) });
  };
  const settingNow = async () =>
    (await rowsOf<{ plan_cache_mode: string }>(sql`show plan_cache_mode`))[0]!.plan_cache_mode;

  it('runs a marked statement on a generic plan once prepared, and leaves the setting as it was', async () => {
    const marked = (step: number) =>
      sql`select current_setting('plan_cache_mode') as mode, ${step}::int + 1 as next, ${"it's \\ 'quoted'"}::text as body`;
    mark(marked(0));
    const runs = [];
    for (let step = 0; step < 4; step++)
      runs.push((await rowsOf<{ mode: string; next: number; body: string }>(marked(step)))[0]);
    // The first run on a PostgreSQL connection prepares the statement (Postgres's own choice then).
    expect(runs.slice(1)).toEqual(
      [2, 3, 4].map((next) => ({ mode: 'force_generic_plan', next, body: "it's \\ 'quoted'" })),
    );
    expect(runs[0]).toMatchObject({ next: 1, body: "it's \\ 'quoted'" });
    expect(await settingNow()).toBe('auto');

    const unmarked = await rowsOf<{ mode: string }>(
      sql`select current_setting('plan_cache_mode') as mode, ${1}::int as one`,
    );
    expect(unmarked).toEqual([{ mode: 'auto', one: 1 }]);
  });

  it('fails as the statement does, and the setting does not outlive the failure', async () => {
    const divide = (by: number) => sql`select current_setting('plan_cache_mode') as mode, 10 / ${by}::int as quotient`;
    mark(divide(1));
    expect(await rowsOf(divide(5))).toHaveLength(1);
    const failure = await handle.db.execute(divide(0)).then(
      () => null,
      (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code,
    );
    expect(failure).toBe('22012');
    expect(await settingNow()).toBe('auto');
    // pg's pool closes a connection whose query failed: its successor prepares the statement first.
    await rowsOf(divide(2));
    expect(await rowsOf(divide(2))).toEqual([{ mode: 'force_generic_plan', quotient: 5 }]);
  });
}

describe('generic plans on PGlite', () => {
  genericPlanTests(() => openDatabase({ dataDir: 'memory://', migrate: false, seed: false }));
});

describe.skipIf(!testDatabaseAdminUrl)('generic plans on PostgreSQL (TEST_DATABASE_URL)', () => {
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await drop?.();
  });
  genericPlanTests(async () => {
    const database = await createTestDatabase('generic_plans_test');
    drop = database.drop;
    return openDatabase({ databaseUrl: database.url, migrate: false, seed: false });
  });
});
