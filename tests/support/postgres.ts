import { randomBytes } from 'node:crypto';

import pg from 'pg';
import { afterAll, describe } from 'vitest';

/** The PostgreSQL server the data-layer tests may use; unset, those tests are skipped. */
export const testDatabaseAdminUrl = process.env.TEST_DATABASE_URL;

/**
 * A database of its own for one test file on the TEST_DATABASE_URL server: its URL, and `drop`
 * for afterAll (call it after closing every connection to it).
 */
export async function createTestDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!testDatabaseAdminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(testDatabaseAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

/**
 * Runs `suite`, written for any database, on a PostgreSQL database of its own (migrated and seeded
 * by `open`); skipped without TEST_DATABASE_URL. The database is dropped after the suite's own
 * afterAll, which closes the API's connections first (hooks registered earlier run later).
 */
export function suiteOnPostgres<Api>(
  title: string,
  prefix: string,
  suite: (openApi: () => Promise<Api>) => void,
  open: (databaseUrl: string) => Promise<Api>,
) {
  describe.skipIf(!testDatabaseAdminUrl)(`${title} on PostgreSQL (TEST_DATABASE_URL)`, () => {
    let drop: (() => Promise<void>) | undefined;
    afterAll(async () => {
      await drop?.();
    });
    suite(async () => {
      const database = await createTestDatabase(prefix);
      drop = database.drop;
      return open(database.url);
    });
  });
}
