import { afterAll, describe } from 'vitest';

import { createPaymentsTestKit } from '../support/payments';
import { createTestDatabase, testDatabaseAdminUrl } from '../support/postgres';

import { supplierWebhookTests } from './supplier-webhooks.suite';

process.env.JWT_SECRET = 'supplier-webhooks-test-secret-0123456789abcdefghij';

/** The webhook suite on real PostgreSQL (migrated and seeded); skipped without TEST_DATABASE_URL. */
describe.skipIf(!testDatabaseAdminUrl)('supplier webhooks on PostgreSQL (TEST_DATABASE_URL)', () => {
  let drop: (() => Promise<void>) | undefined;
  // Registered before the suite's own afterAll, so it runs after it: the API's connections are closed first.
  afterAll(async () => {
    await drop?.();
  });
  supplierWebhookTests(async () => {
    const database = await createTestDatabase('supplier_webhooks_test');
    drop = database.drop;
    return createPaymentsTestKit('webhookspg', { databaseUrl: database.url });
  });
});
