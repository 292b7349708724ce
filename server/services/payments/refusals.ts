import 'server-only';

import { PAYMENT_MESSAGES } from '@/lib/validation/payments';
import { messages } from '@/lib/validation/messages';
import { ErrorCode, expectedError } from '@/server/errors';
import { PaymentErrorCode, type PaymentError } from '@/server/payment-gateway';

/**
 * The expected errors of payments, with the spec's words (section 8), and how the gateway's
 * coded refusals become them.
 */

export const PAYMENTS_UNAVAILABLE_MESSAGE = 'Payments are unavailable right now. Please try again in a moment.';
export const ORDER_CANCELED_NOT_PAYABLE_MESSAGE = 'This order was canceled.';
export const ORDER_DECLINED_NOT_PAYABLE_MESSAGE = 'The supplier declined this order.';
export const NOTHING_TO_PAY_MESSAGE = 'This order has nothing to pay.';
export const PAYMENT_METHOD_NOT_FOUND_MESSAGE = 'Payment method not found';
export const NO_PAYMENT_TO_CONFIRM_MESSAGE = 'This order has no payment to confirm.';

export const paymentInProcess = () =>
  expectedError(ErrorCode.PAYMENT_IN_PROCESS, PAYMENT_MESSAGES.inProcess, { title: PAYMENT_MESSAGES.inProcessTitle });

export const paymentMethodError = (reason?: string) =>
  expectedError(ErrorCode.PAYMENT_METHOD_ERROR, PAYMENT_MESSAGES.methodError, reason ? { reason } : {});

/** An order that ended without delivery (canceled or declined) takes no payment. */
export const orderEnded = (status: string) =>
  expectedError(
    ErrorCode.ORDER_NOT_PAYABLE,
    status === 'declined' ? ORDER_DECLINED_NOT_PAYABLE_MESSAGE : ORDER_CANCELED_NOT_PAYABLE_MESSAGE,
  );

export const paymentsUnavailable = () => expectedError(ErrorCode.UNAVAILABLE, PAYMENTS_UNAVAILABLE_MESSAGE);

/** The gateway's parameter names → the card form's fields. */
const CARD_FIELDS: Record<string, string> = {
  number: 'number',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvc: 'cvc',
  account_holder_name: 'fullName',
  routing_number: 'routingNumber',
  transit_number: 'transitNumber',
  institution_number: 'institutionNumber',
  account_number: 'accountNumber',
  iban: 'iban',
};

/**
 * A card or bank account the gateway refused to save: 'Payment method was not created', with
 * the field at fault ('Invalid', the form's word) when the gateway names one, and the gateway's
 * reason ('Your card number is incorrect.') for the toast's detail.
 */
export function methodNotCreated(error: PaymentError) {
  if (error.code === PaymentErrorCode.IDEMPOTENCY_KEY_IN_USE) return keyReused();
  if (error.code === PaymentErrorCode.GATEWAY_ERROR) return paymentsUnavailable();
  const field = error.param ? CARD_FIELDS[error.param] : undefined;
  return expectedError(ErrorCode.PAYMENT_METHOD_NOT_CREATED, PAYMENT_MESSAGES.methodNotCreated, {
    reason: error.message,
    ...(field ? { fields: { [field]: messages.invalid } } : {}),
  });
}

export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'This payment request was already used with different details.';

export const keyReused = () => expectedError(ErrorCode.IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_KEY_REUSED_MESSAGE);
