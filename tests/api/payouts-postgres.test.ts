import { afterAll, describe } from 'vitest';

import { createTestApi } from '../support/api';
import { createTestDatabase, testDatabaseAdminUrl } from '../support/postgres';

import { payoutTests } from './payouts.suite';

process.env.JWT_SECRET = 'payouts-test-secret-0123456789-abcdefghijklmnop';

/** The payout suite on real PostgreSQL (migrated and seeded); skipped without TEST_DATABASE_URL. */
describe.skipIf(!testDatabaseAdminUrl)('supplier payouts on PostgreSQL (TEST_DATABASE_URL)', () => {
  let drop: (() => Promise<void>) | undefined;
  // Registered before the suite's own afterAll, so it runs after it: the API's connections are closed first.
  afterAll(async () => {
    await drop?.();
  });
  payoutTests(async () => {
    const database = await createTestDatabase('payouts_test');
    drop = database.drop;
    return createTestApi({ databaseUrl: database.url });
  });
});
