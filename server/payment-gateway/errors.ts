import 'server-only';

/**
 * Coded errors of the payment gateway. The codes are Stripe's where Stripe has one, so both
 * gateways answer alike; the order flow maps them to the spec's messages (section 8), e.g.
 * 'Payment method was not created' for an invalid card, 'Payment is already in process' for
 * `idempotency_key_in_use`.
 */
export const PaymentErrorCode = {
  /** Card details (creating a card payment method). */
  INCORRECT_NUMBER: 'incorrect_number',
  INVALID_EXPIRY_MONTH: 'invalid_expiry_month',
  INVALID_EXPIRY_YEAR: 'invalid_expiry_year',
  EXPIRED_CARD: 'expired_card',
  INVALID_CVC: 'invalid_cvc',
  CARD_DECLINED: 'card_declined',
  /** Bank account details. */
  INVALID_BANK_ACCOUNT: 'invalid_bank_account',
  /** Micro-deposits. */
  MICRODEPOSIT_AMOUNTS_MISMATCH: 'payment_method_microdeposit_verification_amounts_mismatch',
  MICRODEPOSIT_ATTEMPTS_EXCEEDED: 'payment_method_microdeposit_verification_attempts_exceeded',
  /** A bank account charged before its micro-deposits were confirmed ('Verification is required'). */
  PAYMENT_METHOD_NOT_VERIFIED: 'payment_method_not_verified',
  /** Requests. */
  /** A required parameter is missing or empty (e.g. the idempotency key). */
  PARAMETER_MISSING: 'parameter_missing',
  INVALID_AMOUNT: 'invalid_amount',
  AMOUNT_TOO_LARGE: 'amount_too_large',
  PAYMENT_INTENT_UNEXPECTED_STATE: 'payment_intent_unexpected_state',
  CHARGE_ALREADY_REFUNDED: 'charge_already_refunded',
  RESOURCE_MISSING: 'resource_missing',
  /** The key was used with different parameters, or its first request is still running. */
  IDEMPOTENCY_KEY_IN_USE: 'idempotency_key_in_use',
  /** Webhooks. */
  WEBHOOK_SIGNATURE_INVALID: 'webhook_signature_invalid',
  /** The operation belongs to the other gateway (a setup intent asked of the sandbox). */
  UNSUPPORTED_OPERATION: 'unsupported_operation',
  /** Stripe unreachable, 5xx, or an answer we cannot read. */
  GATEWAY_ERROR: 'gateway_error',
} as const;

export type PaymentErrorCode = (typeof PaymentErrorCode)[keyof typeof PaymentErrorCode];

export class PaymentError extends Error {
  readonly code: string;
  readonly declineCode: string | undefined;
  /** The request parameter at fault, as Stripe names it (e.g. 'number', 'exp_year'). */
  readonly param: string | undefined;
  /** Stripe's HTTP status, when the error came from Stripe. */
  readonly status: number | undefined;

  constructor(code: string, message: string, details: { declineCode?: string; param?: string; status?: number } = {}) {
    super(message);
    this.name = 'PaymentError';
    this.code = code;
    this.declineCode = details.declineCode;
    this.param = details.param;
    this.status = details.status;
  }
}

export function isPaymentError(error: unknown, code?: string): error is PaymentError {
  return error instanceof PaymentError && (code === undefined || error.code === code);
}
