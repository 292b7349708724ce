import { createTestApi } from '../support/api';

import { pourDayTests } from './pour-day.suite';

process.env.JWT_SECRET = 'pour-day-test-secret-0123456789abcdefghijklmn';

pourDayTests(() => createTestApi());
