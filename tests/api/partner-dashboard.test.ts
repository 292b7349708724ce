import { describe } from 'vitest';

import { createTestApi } from '../support/api';

import { partnerDashboardTests } from './partner-dashboard.suite';

process.env.JWT_SECRET = 'partner-dashboard-test-secret-0123456789-abcdef';

describe('partner dashboard on PGlite', () => {
  partnerDashboardTests(() => createTestApi());
});
