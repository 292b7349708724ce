import { createTestApi } from '../support/api';

import { fleetBookingTests } from './fleet-bookings.suite';

process.env.JWT_SECRET = 'fleet-bookings-test-secret-0123456789abcdefghij';

fleetBookingTests(() => createTestApi());
