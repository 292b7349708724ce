import { describe } from 'vitest';

import { createTestApi } from '../support/api';

import { payoutTests } from './payouts.suite';

process.env.JWT_SECRET = 'payouts-test-secret-0123456789-abcdefghijklmnop';

describe('supplier payouts on PGlite', () => {
  payoutTests(() => createTestApi());
});
