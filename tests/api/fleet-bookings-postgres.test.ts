import { createTestApi } from '../support/api';
import { suiteOnPostgres } from '../support/postgres';

import { fleetBookingTests } from './fleet-bookings.suite';

process.env.JWT_SECRET = 'fleet-bookings-test-secret-0123456789abcdefghij';

/** The fleet's bookings on real PostgreSQL, where two plans really run at once; skipped without TEST_DATABASE_URL. */
suiteOnPostgres('fleet bookings', 'fleet_bookings_test', fleetBookingTests, (databaseUrl) =>
  createTestApi({ databaseUrl }),
);
