import { afterAll, describe } from 'vitest';

import { createTestApi } from '../support/api';
import { createTestDatabase, testDatabaseAdminUrl } from '../support/postgres';

import { pourDayTests } from './pour-day.suite';

process.env.JWT_SECRET = 'pour-day-test-secret-0123456789abcdefghijklmn';

/** The pour-day suite on real PostgreSQL (migrated and seeded); skipped without TEST_DATABASE_URL. */
describe.skipIf(!testDatabaseAdminUrl)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  let drop: (() => Promise<void>) | undefined;
  // Registered before the suite's own afterAll, so it runs after it: the API's connections are closed first.
  afterAll(async () => {
    await drop?.();
  });
  pourDayTests(async () => {
    const database = await createTestDatabase('pour_day_test');
    drop = database.drop;
    return createTestApi({ databaseUrl: database.url });
  });
});
