import { createPaymentsTestKit } from '../support/payments';

import { lateCancelTests } from './late-cancel.suite';

lateCancelTests(() => createPaymentsTestKit('latecancel'));
