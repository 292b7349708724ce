import { createPaymentsTestKit } from '../support/payments';
import { suiteOnPostgres } from '../support/postgres';

import { supplierWebhookTests } from './supplier-webhooks.suite';

process.env.JWT_SECRET = 'supplier-webhooks-test-secret-0123456789abcdefghij';

/** The webhook suite on real PostgreSQL (migrated and seeded); skipped without TEST_DATABASE_URL. */
suiteOnPostgres('supplier webhooks', 'supplier_webhooks_test', supplierWebhookTests, (databaseUrl) =>
  createPaymentsTestKit('webhookspg', { databaseUrl }),
);
