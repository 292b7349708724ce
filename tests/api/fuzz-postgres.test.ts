import { createTestApi } from '../support/api';
import { suiteOnPostgres } from '../support/postgres';

import { fuzzTests } from './fuzz.suite';

process.env.JWT_SECRET = 'fuzz-test-secret-fuzz-test-secret-0123456789abcdef';

/** The fuzz on real PostgreSQL, whose errors (an uuid it refuses, a NUL byte in text) PGlite may not raise alike. */
suiteOnPostgres('fuzzing', 'fuzz_test', fuzzTests, (databaseUrl) => createTestApi({ databaseUrl }));
