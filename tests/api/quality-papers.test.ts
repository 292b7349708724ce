import { createPaymentsTestKit } from '../support/payments';

import { qualityPaperTests } from './quality-papers.suite';

process.env.JWT_SECRET = 'quality-papers-test-secret-0123456789-abcdefgh';

/** Quality papers: uploads, the orders that carry them, their downloads and a job site's ZIP, on PGlite. */
qualityPaperTests(() => createPaymentsTestKit('papers'));
