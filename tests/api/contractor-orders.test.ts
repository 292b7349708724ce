import { createTestApi } from '../support/api';

import { contractorOrdersTests } from './contractor-orders.suite';

process.env.JWT_SECRET = 'contractor-orders-test-secret-0123456789abcdefghij';

contractorOrdersTests(() => createTestApi());
