import 'server-only';

import { GraphQLError } from 'graphql';
import type { z } from 'zod';

/** Every error a caller is expected to handle has one of these codes in `extensions.code`. */
export const ErrorCode = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** A request body of a content type the endpoint does not take (415): JSON only, never a form's. */
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  /** A GraphQL document that does not parse (400). */
  GRAPHQL_PARSE_FAILED: 'GRAPHQL_PARSE_FAILED',
  /** A GraphQL document that does not validate against the schema or the query limits (400). */
  GRAPHQL_VALIDATION_FAILED: 'GRAPHQL_VALIDATION_FAILED',
  /** An upload whose content is not of the accepted kind (a resume that is not a PDF). */
  UNSUPPORTED_FILE: 'UNSUPPORTED_FILE',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  UNAVAILABLE: 'UNAVAILABLE',
  RATE_LIMITED: 'RATE_LIMITED',
  /** The operation needs a signed-in user, or the refresh token is unknown, expired or revoked. */
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** Sign-in with an unknown login or a wrong password (which of the two is not said). */
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /** Sign-up with an email or phone that already has an account; `fields` names the field. */
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  PHONE_TAKEN: 'PHONE_TAKEN',
  /** Signed in, but the caller's role or account may not do this. */
  FORBIDDEN: 'FORBIDDEN',
  /** An invitation for an email that already belongs to a member of the company. */
  ALREADY_MEMBER: 'ALREADY_MEMBER',
  /** The invitation was accepted, rejected, canceled or has expired; `extensions.status` says which. */
  INVITATION_NOT_PENDING: 'INVITATION_NOT_PENDING',
  /** Supplier onboarding (an operator's command): the supplier already has its company. */
  SUPPLIER_ALREADY_ONBOARDED: 'SUPPLIER_ALREADY_ONBOARDED',
  /** Ordering: the supplier does not deliver to the address. */
  ADDRESS_NOT_SERVED: 'ADDRESS_NOT_SERVED',
  /** Ordering: the quote the client saw differs from the server's; `extensions.quote` is the new one. */
  QUOTE_CHANGED: 'QUOTE_CHANGED',
  /** Ordering: the chosen delivery window has no capacity left (or has started). */
  DELIVERY_WINDOW_UNAVAILABLE: 'DELIVERY_WINDOW_UNAVAILABLE',
  /** An idempotency key already used with a different request. */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** Ordering: the order is canceled already or its cancellation window has closed. */
  ORDER_NOT_CANCELABLE: 'ORDER_NOT_CANCELABLE',
  /** Ordering: the order's state does not allow this change (`extensions.status` says what it is now). */
  ORDER_TRANSITION_NOT_ALLOWED: 'ORDER_TRANSITION_NOT_ALLOWED',
  /** Payments: the card or bank details were refused ('Payment method was not created'); `fields` names the field. */
  PAYMENT_METHOD_NOT_CREATED: 'PAYMENT_METHOD_NOT_CREATED',
  /** Payments: the method is removed, failed verification, or of another type than the order's ('Payment method error!'). */
  PAYMENT_METHOD_ERROR: 'PAYMENT_METHOD_ERROR',
  /** Payments: a bank account whose micro-deposits are not confirmed yet ('Verification is required'). */
  VERIFICATION_REQUIRED: 'VERIFICATION_REQUIRED',
  /** Payments: wrong micro-deposit amounts; `extensions.attemptsLeft`. */
  MICRODEPOSITS_MISMATCH: 'MICRODEPOSITS_MISMATCH',
  /** Payments: the order is being paid or is paid already ('Payment is already in process', title 'Attention!'). */
  PAYMENT_IN_PROCESS: 'PAYMENT_IN_PROCESS',
  /** Payments: an order on 120-day terms beyond the available credit. */
  CREDIT_LIMIT_EXCEEDED: 'CREDIT_LIMIT_EXCEEDED',
  /** Payments: 120-day terms without an approved credit account in the order's currency. */
  CREDIT_ACCOUNT_REQUIRED: 'CREDIT_ACCOUNT_REQUIRED',
  /** Payments: an unknown, paid, expired or canceled order's payment link ('Payment link is not valid'). */
  PAYMENT_LINK_INVALID: 'PAYMENT_LINK_INVALID',
  /** Payments: the order is canceled, or has nothing to pay. */
  ORDER_NOT_PAYABLE: 'ORDER_NOT_PAYABLE',
  /** Payments: the operation belongs to the other gateway (card details with Stripe, setup intents with the sandbox). */
  PAYMENT_GATEWAY_UNSUPPORTED: 'PAYMENT_GATEWAY_UNSUPPORTED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Field name (dotted path) to the first message for that field. */
export type FieldErrors = Record<string, string>;

/**
 * An expected error: its message is shown to the user as is. Yoga passes GraphQLErrors through
 * its masking untouched, and masks everything else.
 */
export function expectedError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

/**
 * The first message per field. `fieldNames` renames paths of the API's input to the names of the
 * form's fields (e.g. `identity.email` → `email`), so an error lands next to the right field.
 */
export function fieldErrorsOf(error: z.ZodError, fieldNames: Record<string, string> = {}): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || '_';
    const key = fieldNames[path] ?? path;
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses input with the same zod schema the form uses; BAD_USER_INPUT with field errors if not. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  fieldNames: Record<string, string> = {},
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrorsOf(result.error, fieldNames);
  const [firstField, firstMessage] = Object.entries(fields)[0] ?? ['_', 'Invalid'];
  throw expectedError(ErrorCode.BAD_USER_INPUT, firstField === '_' ? firstMessage : `${firstField}: ${firstMessage}`, {
    fields,
  });
}
