import { createTestApi } from '../support/api';
import { suiteOnPostgres } from '../support/postgres';

import { scorecardTests } from './scorecards.suite';

process.env.JWT_SECRET = 'scorecards-test-secret-0123456789-abcdefghijkl';

/** The scorecards suite on real PostgreSQL (migrated and seeded); skipped without TEST_DATABASE_URL. */
suiteOnPostgres('supplier scorecards', 'scorecards_test', scorecardTests, (databaseUrl) =>
  createTestApi({ databaseUrl }),
);
