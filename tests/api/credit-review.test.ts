import { createPaymentsTestKit } from '../support/payments';

import { creditReviewTests } from './credit-review.suite';

process.env.JWT_SECRET = 'credit-review-test-secret-0123456789-abcdefghij';

/** Credit applications, the operator's review and the account's use, on PGlite. */
creditReviewTests(() => createPaymentsTestKit('credit'));
