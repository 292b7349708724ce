import { apiFailureOf } from '@/lib/apollo/errors';
import type { FieldErrors } from '@/lib/api-errors';
import { BANK_ACCOUNT_FIELDS } from '@/lib/validation/bank-account';
import { cardPaymentMethodSchema, PAYMENT_MESSAGES } from '@/lib/validation/payments';

/**
 * Why a payment step did not go through, in the spec's words (section 8), from an API error or a
 * payment's answer. The dialogs (PaymentStateDialog) show these; the pay-link page reads the same.
 */
export type PaymentProblem =
  /** A decline ('Payment Failed'), retried with Retry Payment and a new idempotency key. */
  | { kind: 'failed'; reason: string | null }
  /** PAYMENT_METHOD_NOT_CREATED: the card or bank details were refused; `fields` name the culprits. */
  | { kind: 'methodNotCreated'; reason: string | null; fields: Record<string, string> }
  /** PAYMENT_METHOD_ERROR: the saved method cannot pay this. */
  | { kind: 'methodError'; reason: string | null }
  /** PAYMENT_IN_PROCESS: a payment is on its way or done ('Attention!'). */
  | { kind: 'inProcess' }
  /** VERIFICATION_REQUIRED: the bank account's micro-deposits are not confirmed yet. */
  | { kind: 'verificationRequired' }
  /** requires_confirmation: the order waits for the bank account to be verified. */
  | { kind: 'requiresConfirmation' }
  /** Anything else, with the API's message (credit limit, rate limit, the network). */
  | { kind: 'other'; code?: string; message: string };

/**
 * What a payment form's submit answers: null when it went through, else a message for the form
 * (and messages per field, by the form's field names). The forms take their submit as a prop, so
 * the order flow and the pay-link page pay with them differently.
 */
export type PaymentFormResult = null | { message: string | null; fields?: Record<string, string> };

/** The fields of the card and bank-account forms, as the API names them. */
const METHOD_FIELDS = new Set<string>([...Object.keys(cardPaymentMethodSchema.in.shape), ...BANK_ACCOUNT_FIELDS]);

/**
 * Whether every field the API named is one of a payment method's form: bare from
 * cardPaymentMethodCreate and bankAccountCreate, under `card.` or `bankAccount.` from paymentLinkPay.
 */
function namesMethodFields(fields: FieldErrors): boolean {
  const paths = Object.keys(fields);
  return (
    paths.length > 0 &&
    paths.every((path) => /^(card|bankAccount)\../.test(path) || METHOD_FIELDS.has(path.split('.')[0]!))
  );
}

/** The problem an API call answered (an error of Apollo's, or a network failure). */
export function paymentProblemOf(error: unknown): PaymentProblem {
  const failure = apiFailureOf(error);
  const reason = failure.reason ?? null;
  switch (failure.code) {
    case 'PAYMENT_METHOD_NOT_CREATED':
      return { kind: 'methodNotCreated', reason, fields: failure.fields };
    case 'BAD_USER_INPUT':
      // Details the schema refused (the form checks the same, so only a form out of date meets
      // this): the messages go to the form's fields, never 'iban: Required' in a dialog.
      return namesMethodFields(failure.fields)
        ? { kind: 'methodNotCreated', reason: null, fields: failure.fields }
        : { kind: 'other', code: failure.code, message: failure.message };
    case 'PAYMENT_METHOD_ERROR':
      return { kind: 'methodError', reason };
    case 'PAYMENT_IN_PROCESS':
      return { kind: 'inProcess' };
    case 'VERIFICATION_REQUIRED':
      return { kind: 'verificationRequired' };
    default:
      return { kind: 'other', code: failure.code, message: failure.message };
  }
}

/** A dialog's title and text for a problem. */
export function describePaymentProblem(problem: PaymentProblem): { title: string; text: string | null } {
  switch (problem.kind) {
    case 'failed':
      return { title: PAYMENT_MESSAGES.failed, text: problem.reason };
    case 'methodNotCreated':
      return { title: PAYMENT_MESSAGES.methodNotCreated, text: problem.reason };
    case 'methodError':
      return { title: PAYMENT_MESSAGES.methodError, text: problem.reason };
    case 'inProcess':
      return { title: PAYMENT_MESSAGES.inProcessTitle, text: PAYMENT_MESSAGES.inProcess };
    case 'verificationRequired':
      return { title: PAYMENT_MESSAGES.verificationRequired, text: null };
    case 'requiresConfirmation':
      return { title: PAYMENT_MESSAGES.requiresConfirmation, text: null };
    case 'other':
      return { title: 'We could not take this payment', text: problem.message };
  }
}

/**
 * A refused card or bank account whose fields the API named goes back to its form, with what was
 * typed and a message on each culprit (`card.number` is the form's `number`); null when the
 * problem is for the dialog instead.
 */
export function formRefusal(problem: PaymentProblem): Exclude<PaymentFormResult, null> | null {
  if (problem.kind !== 'methodNotCreated' || Object.keys(problem.fields).length === 0) return null;
  const fields = Object.fromEntries(
    Object.entries(problem.fields).map(([path, message]) => [path.replace(/^(card|bankAccount)\./, ''), message]),
  );
  const reason = problem.reason ? `: ${problem.reason}` : '.';
  return { message: `${PAYMENT_MESSAGES.methodNotCreated}${reason}`, fields };
}
