import { describe } from 'vitest';

import { createTestApi } from '../support/api';

import { scorecardTests } from './scorecards.suite';

process.env.JWT_SECRET = 'scorecards-test-secret-0123456789-abcdefghijkl';

describe('supplier scorecards on PGlite', () => {
  scorecardTests(() => createTestApi());
});
