import { describe } from 'vitest';

import { createPaymentsTestKit } from '../support/payments';

import { supplierWebhookTests } from './supplier-webhooks.suite';

process.env.JWT_SECRET = 'supplier-webhooks-test-secret-0123456789abcdefghij';

describe('supplier webhooks on PGlite', () => {
  supplierWebhookTests(() => createPaymentsTestKit('webhooks'));
});
