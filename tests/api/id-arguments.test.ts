import { createTestApi } from '../support/api';

import { idArgumentTests } from './id-arguments.suite';

process.env.JWT_SECRET = 'id-arguments-test-secret-0123456789abcdefghij';

idArgumentTests(() => createTestApi());
