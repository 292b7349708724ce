import { createPaymentsTestKit } from '../support/payments';
import { suiteOnPostgres } from '../support/postgres';

import { supplierApiOrderTests } from './supplier-api-orders.suite';

process.env.JWT_SECRET = 'supplier-api-orders-test-secret-0123456789abcdef';

/** The supplier API's orders on real PostgreSQL; skipped without TEST_DATABASE_URL. */
suiteOnPostgres('supplier API orders', 'supplier_api_orders_test', supplierApiOrderTests, (databaseUrl) =>
  createPaymentsTestKit('api-orders-pg', { databaseUrl }),
);
