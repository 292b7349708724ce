import { createTestApi } from '../support/api';
import { suiteOnPostgres } from '../support/postgres';

import { partnerDashboardTests } from './partner-dashboard.suite';

process.env.JWT_SECRET = 'partner-dashboard-test-secret-0123456789-abcdef';

/** The partner dashboard suite on real PostgreSQL (migrated and seeded); skipped without TEST_DATABASE_URL. */
suiteOnPostgres('partner dashboard', 'partner_dashboard_test', partnerDashboardTests, (databaseUrl) =>
  createTestApi({ databaseUrl }),
);
