import { createPaymentsTestKit } from '../support/payments';

import { disputeTests } from './disputes.suite';

process.env.JWT_SECRET = 'disputes-test-secret-0123456789-abcdefghijklmno';

/** Disputes of loads and invoice lines, and the money of their answers, on PGlite. */
disputeTests(() => createPaymentsTestKit('dispute'));
