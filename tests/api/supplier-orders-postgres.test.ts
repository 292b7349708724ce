import { createTestApi } from '../support/api';
import { suiteOnPostgres } from '../support/postgres';

import { supplierOrderTests } from './supplier-orders.suite';

process.env.JWT_SECRET = 'supplier-orders-test-secret-0123456789abcdefghij';

/** The supplier order suite on real PostgreSQL (migrated and seeded); skipped without TEST_DATABASE_URL. */
suiteOnPostgres('supplier orders', 'supplier_orders_test', supplierOrderTests, (databaseUrl) =>
  createTestApi({ databaseUrl }),
);
