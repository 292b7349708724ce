import { createTestApi } from '../support/api';

import { fuzzTests } from './fuzz.suite';

process.env.JWT_SECRET = 'fuzz-test-secret-fuzz-test-secret-0123456789abcdef';

fuzzTests(() => createTestApi());
