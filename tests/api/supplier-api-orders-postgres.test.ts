import { afterAll, describe } from 'vitest';

import { createPaymentsTestKit } from '../support/payments';
import { createTestDatabase, testDatabaseAdminUrl } from '../support/postgres';

import { supplierApiOrderTests } from './supplier-api-orders.suite';

process.env.JWT_SECRET = 'supplier-api-orders-test-secret-0123456789abcdef';

/** The supplier API's orders on real PostgreSQL; skipped without TEST_DATABASE_URL. */
describe.skipIf(!testDatabaseAdminUrl)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  let drop: (() => Promise<void>) | undefined;
  // Registered before the suite's own afterAll, so it runs after it: the API's connections are closed first.
  afterAll(async () => {
    await drop?.();
  });
  supplierApiOrderTests(async () => {
    const database = await createTestDatabase('supplier_api_orders_test');
    drop = database.drop;
    return createPaymentsTestKit('api-orders-pg', { databaseUrl: database.url });
  });
});
