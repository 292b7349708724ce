import { createTestApi } from '../support/api';
import { suiteOnPostgres } from '../support/postgres';

import { supplierScheduleTests } from './supplier-schedule.suite';

process.env.JWT_SECRET = 'supplier-schedule-test-secret-0123456789abcdefghij';

/** The schedule board suite on real PostgreSQL (migrated and seeded); skipped without TEST_DATABASE_URL. */
suiteOnPostgres('supplier schedule', 'supplier_schedule_test', supplierScheduleTests, (databaseUrl) =>
  createTestApi({ databaseUrl }),
);
