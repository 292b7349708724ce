import 'server-only';

import Stripe from 'stripe';

import { PaymentError, PaymentErrorCode } from './errors';

/** Calling Stripe's SDK: its errors as the gateway's coded errors. */

/**
 * An SDK error as the gateway's coded error: Stripe's code where it sent one, otherwise by kind
 * (a reused idempotency key, Stripe failing or unreachable, any other refusal).
 */
export function toPaymentError(error: unknown): unknown {
  if (error instanceof Stripe.errors.StripeConnectionError) {
    const cause = error.detail instanceof Error ? error.detail.message : error.message;
    return new PaymentError(PaymentErrorCode.GATEWAY_ERROR, `Stripe could not be reached: ${cause}`);
  }
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const status = error.statusCode;
  const code =
    error.code ??
    (error.rawType === 'idempotency_error'
      ? PaymentErrorCode.IDEMPOTENCY_KEY_IN_USE
      : status === undefined || status >= 500 || status === 429
        ? PaymentErrorCode.GATEWAY_ERROR
        : 'invalid_request_error');
  return new PaymentError(code, error.message || `Stripe answered ${status ?? 'without JSON'}.`, {
    ...(error.decline_code ? { declineCode: error.decline_code } : {}),
    ...(error.param ? { param: error.param } : {}),
    ...(status !== undefined ? { status } : {}),
  });
}

/** Runs an SDK call; its errors become coded PaymentErrors. */
export async function callStripe<T>(stripe: Stripe, run: (stripe: Stripe) => Promise<T>): Promise<T> {
  try {
    return await run(stripe);
  } catch (error) {
    throw toPaymentError(error);
  }
}
