import { afterAll, describe } from 'vitest';

import { createTestApi } from '../support/api';
import { createTestDatabase, testDatabaseAdminUrl } from '../support/postgres';

import { supplierScheduleTests } from './supplier-schedule.suite';

process.env.JWT_SECRET = 'supplier-schedule-test-secret-0123456789abcdefghij';

/** The schedule board suite on real PostgreSQL (migrated and seeded); skipped without TEST_DATABASE_URL. */
describe.skipIf(!testDatabaseAdminUrl)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  let drop: (() => Promise<void>) | undefined;
  // Registered before the suite's own afterAll, so it runs after it: the API's connections are closed first.
  afterAll(async () => {
    await drop?.();
  });
  supplierScheduleTests(async () => {
    const database = await createTestDatabase('supplier_schedule_test');
    drop = database.drop;
    return createTestApi({ databaseUrl: database.url });
  });
});
