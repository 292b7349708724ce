import { createTestApi } from '../support/api';
import { suiteOnPostgres } from '../support/postgres';

import { pourDayTests } from './pour-day.suite';

process.env.JWT_SECRET = 'pour-day-test-secret-0123456789abcdefghijklmn';

/** The pour-day suite on real PostgreSQL (migrated and seeded); skipped without TEST_DATABASE_URL. */
suiteOnPostgres('pour day', 'pour_day_test', pourDayTests, (databaseUrl) => createTestApi({ databaseUrl }));
