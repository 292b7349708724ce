import { suiteOnPostgres } from '../support/postgres';
import { createPaymentsTestKit } from '../support/payments';

import { disputeTests } from './disputes.suite';

process.env.JWT_SECRET = 'disputes-test-secret-0123456789-abcdefghijklmno';

/** The disputes suite on real PostgreSQL (migrated and seeded); skipped without TEST_DATABASE_URL. */
suiteOnPostgres('disputes', 'disputes_test', disputeTests, (databaseUrl) =>
  createPaymentsTestKit('disputepg', { databaseUrl }),
);
