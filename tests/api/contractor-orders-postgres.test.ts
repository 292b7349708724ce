import { createTestApi } from '../support/api';
import { suiteOnPostgres } from '../support/postgres';

import { contractorOrdersTests } from './contractor-orders.suite';

process.env.JWT_SECRET = 'contractor-orders-test-secret-0123456789abcdefghij';

/** The contractor's orders list on real PostgreSQL (migrated and seeded); skipped without TEST_DATABASE_URL. */
suiteOnPostgres('contractor orders', 'contractor_orders_test', contractorOrdersTests, (databaseUrl) =>
  createTestApi({ databaseUrl }),
);
