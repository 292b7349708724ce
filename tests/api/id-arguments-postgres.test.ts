import { createTestApi } from '../support/api';
import { suiteOnPostgres } from '../support/postgres';

import { idArgumentTests } from './id-arguments.suite';

process.env.JWT_SECRET = 'id-arguments-test-secret-0123456789abcdefghij';

/** The id guard on real PostgreSQL, which refuses a junk uuid with an error of its own. */
suiteOnPostgres('id arguments', 'id_arguments_test', idArgumentTests, (databaseUrl) => createTestApi({ databaseUrl }));
