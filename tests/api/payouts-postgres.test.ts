import { createTestApi } from '../support/api';
import { suiteOnPostgres } from '../support/postgres';

import { payoutTests } from './payouts.suite';

process.env.JWT_SECRET = 'payouts-test-secret-0123456789-abcdefghijklmnop';

/** The payout suite on real PostgreSQL (migrated and seeded); skipped without TEST_DATABASE_URL. */
suiteOnPostgres('supplier payouts', 'payouts_test', payoutTests, (databaseUrl) => createTestApi({ databaseUrl }));
