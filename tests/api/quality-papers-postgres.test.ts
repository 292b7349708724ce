import { suiteOnPostgres } from '../support/postgres';
import { createPaymentsTestKit } from '../support/payments';

import { qualityPaperTests } from './quality-papers.suite';

process.env.JWT_SECRET = 'quality-papers-test-secret-0123456789-abcdefgh';

/** The quality papers suite on real PostgreSQL (migrated and seeded); skipped without TEST_DATABASE_URL. */
suiteOnPostgres('quality papers', 'papers_test', qualityPaperTests, (databaseUrl) =>
  createPaymentsTestKit('paperspg', { databaseUrl }),
);
