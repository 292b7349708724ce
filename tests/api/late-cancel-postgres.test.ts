import { suiteOnPostgres } from '../support/postgres';
import { createPaymentsTestKit } from '../support/payments';

import { lateCancelTests } from './late-cancel.suite';

/** The late cancellation suite on real PostgreSQL (migrated and seeded); skipped without TEST_DATABASE_URL. */
suiteOnPostgres('late cancellation', 'late_cancel_test', lateCancelTests, (databaseUrl) =>
  createPaymentsTestKit('latecancelpg', { databaseUrl }),
);
