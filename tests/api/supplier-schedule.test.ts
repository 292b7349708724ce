import { createTestApi } from '../support/api';

import { supplierScheduleTests } from './supplier-schedule.suite';

process.env.JWT_SECRET = 'supplier-schedule-test-secret-0123456789abcdefghij';

supplierScheduleTests(() => createTestApi());
