import { createTestApi } from '../support/api';

import { supplierOrderTests } from './supplier-orders.suite';

process.env.JWT_SECRET = 'supplier-orders-test-secret-0123456789abcdefghij';

supplierOrderTests(() => createTestApi());
