import { describe } from 'vitest';

import { createTestApi } from '../support/api';

import { ledgerPropertyTests } from './ledger.suite';

process.env.JWT_SECRET = 'ledger-test-secret-0123456789-abcdefghijklmnop';

describe('the ledger on PGlite', () => {
  ledgerPropertyTests(() => createTestApi());
});
