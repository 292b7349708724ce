import { createTestApi } from '../support/api';
import { suiteOnPostgres } from '../support/postgres';

import { payoutResendTests } from './payout-resends.suite';

process.env.JWT_SECRET = 'payouts-test-secret-0123456789-abcdefghijklmnop';

/** The resend suite on real PostgreSQL, where the concurrent resends really run at once. */
suiteOnPostgres('payouts sent again', 'payout_resends_test', payoutResendTests, (databaseUrl) =>
  createTestApi({ databaseUrl }),
);
