import { describe } from 'vitest';

import { createTestApi } from '../support/api';

import { payoutResendTests } from './payout-resends.suite';

process.env.JWT_SECRET = 'payouts-test-secret-0123456789-abcdefghijklmnop';

describe('payouts sent again on PGlite', () => {
  payoutResendTests(() => createTestApi());
});
