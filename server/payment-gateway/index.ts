import 'server-only';

import type { ServerEnv } from '@/lib/env';
import type { Database } from '@/server/db/database';
import { logger } from '@/server/logger';

import { SandboxGateway } from './sandbox';
import { StripeGateway } from './stripe';
import type { PaymentGateway } from './types';

export type * from './types';
export { PaymentError, PaymentErrorCode, isPaymentError } from './errors';

let warnedSandboxInProduction = false;

/**
 * The gateway for this environment: Stripe when `STRIPE_SECRET_KEY` (and, required with it,
 * `STRIPE_WEBHOOK_SECRET`) are set, otherwise the built-in sandbox over `database` (the
 * instance's, server/instance.ts; an API over another database, as in tests, passes its own).
 */
export function createPaymentGateway(
  env: Pick<ServerEnv, 'NODE_ENV' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>,
  database: () => Promise<Database>,
): PaymentGateway {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return new StripeGateway({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET });
  }
  if (env.NODE_ENV === 'production' && !warnedSandboxInProduction) {
    warnedSandboxInProduction = true;
    logger.warn('Payments: STRIPE_SECRET_KEY is not set; the sandbox gateway is used and no money is moved.');
  }
  return new SandboxGateway(database);
}
