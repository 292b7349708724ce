import { afterAll, describe } from 'vitest';

import { createTestApi } from '../support/api';
import { createTestDatabase, testDatabaseAdminUrl } from '../support/postgres';

import { contractorOrdersTests } from './contractor-orders.suite';

process.env.JWT_SECRET = 'contractor-orders-test-secret-0123456789abcdefghij';

/** The contractor's orders list on real PostgreSQL (migrated and seeded); skipped without TEST_DATABASE_URL. */
describe.skipIf(!testDatabaseAdminUrl)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  let drop: (() => Promise<void>) | undefined;
  // Registered before the suite's own afterAll, so it runs after it: the API's connections are closed first.
  afterAll(async () => {
    await drop?.();
  });
  contractorOrdersTests(async () => {
    const database = await createTestDatabase('contractor_orders_test');
    drop = database.drop;
    return createTestApi({ databaseUrl: database.url });
  });
});
