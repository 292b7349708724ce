import { createTestApi } from '../support/api';
import { suiteOnPostgres } from '../support/postgres';

import { ledgerPropertyTests } from './ledger.suite';

process.env.JWT_SECRET = 'ledger-test-secret-0123456789-abcdefghijklmnop';

/** The ledger's property test on real PostgreSQL (migrated and seeded); skipped without TEST_DATABASE_URL. */
suiteOnPostgres('the ledger', 'ledger_test', ledgerPropertyTests, (databaseUrl) => createTestApi({ databaseUrl }));
