import { createPaymentsTestKit } from '../support/payments';

import { supplierApiOrderTests } from './supplier-api-orders.suite';

process.env.JWT_SECRET = 'supplier-api-orders-test-secret-0123456789abcdef';

/** The supplier API's orders on PGlite. */
supplierApiOrderTests(() => createPaymentsTestKit('api-orders'));
