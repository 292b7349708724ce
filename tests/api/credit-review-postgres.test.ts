import { suiteOnPostgres } from '../support/postgres';
import { createPaymentsTestKit } from '../support/payments';

import { creditReviewTests } from './credit-review.suite';

process.env.JWT_SECRET = 'credit-review-test-secret-0123456789-abcdefghij';

/** The credit review suite on real PostgreSQL (migrated and seeded); skipped without TEST_DATABASE_URL. */
suiteOnPostgres('credit review', 'credit_review_test', creditReviewTests, (databaseUrl) =>
  createPaymentsTestKit('creditpg', { databaseUrl }),
);
