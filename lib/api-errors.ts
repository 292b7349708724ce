/**
 * The API's error contract, one for the server that answers it (`server/errors.ts`) and the
 * browser that reads it: every expected error carries a code in `extensions.code`, a message to
 * show as is, and the extras its code carries (below). Shared code: no Apollo, no server.
 */

/** Every error a caller is expected to handle has one of these codes in `extensions.code`. */
export const ErrorCode = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  /**
   * A request that is not well formed HTTP for its endpoint (400): a GraphQL request whose body,
   * `variables` or `extensions` is not JSON (Yoga's own code for these), a URL whose
   * percent-encoding does not decode.
   */
  BAD_REQUEST: 'BAD_REQUEST',
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
  /** Schedule board: a window's capacity below the trucks already booked in it (`extensions.bookedTrucks`). */
  CAPACITY_BELOW_BOOKED: 'CAPACITY_BELOW_BOOKED',
  /** Schedule board: blocking a date with orders still going ahead on it (`extensions.activeOrders`). */
  DATE_HAS_ACTIVE_ORDERS: 'DATE_HAS_ACTIVE_ORDERS',
  /** Supplier API keys: the supplier has as many active keys as it may (`SUPPLIER_API_KEY_LIMITS.activeKeys`). */
  SUPPLIER_API_KEY_LIMIT_REACHED: 'SUPPLIER_API_KEY_LIMIT_REACHED',
  /** Supplier webhooks: the supplier has as many endpoints as it may (`WEBHOOK_LIMITS.endpoints`). */
  WEBHOOK_ENDPOINT_LIMIT_REACHED: 'WEBHOOK_ENDPOINT_LIMIT_REACHED',
  /** An idempotency key already used with a different request. */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** Ordering: the order is canceled already or its cancellation window has closed. */
  ORDER_NOT_CANCELABLE: 'ORDER_NOT_CANCELABLE',
  /** Ordering: the order's state does not allow this change (`extensions.status` says what it is now). */
  ORDER_TRANSITION_NOT_ALLOWED: 'ORDER_TRANSITION_NOT_ALLOWED',
  /**
   * Scheduling: an order is scheduled once its loads are planned, each with a truck and a driver
   * (the workspace, the supplier API); plan them first (orderDispatch, supplierApiOrderDispatch).
   */
  LOADS_NOT_PLANNED: 'LOADS_NOT_PLANNED',
  /** Ratings: the order is not delivered (or completed) yet. */
  ORDER_NOT_RATEABLE: 'ORDER_NOT_RATEABLE',
  /** Ratings: the order has its rating already (one per order). */
  ALREADY_RATED: 'ALREADY_RATED',
  /** Ratings: the supplier has answered this rating already (one answer). */
  RATING_ALREADY_ANSWERED: 'RATING_ALREADY_ANSWERED',
  /** Dispatch: the order's state does not take loads (`extensions.status`): accepted to dispatched only. */
  ORDER_NOT_DISPATCHABLE: 'ORDER_NOT_DISPATCHABLE',
  /** Dispatch: a load's steps are reported in order, each once (`extensions.step` is where it is). */
  LOAD_STEP_OUT_OF_ORDER: 'LOAD_STEP_OUT_OF_ORDER',
  /** Dispatch: a load is delivered with its proof (quantity, the receiver's signature) through loadDeliver. */
  PROOF_OF_DELIVERY_REQUIRED: 'PROOF_OF_DELIVERY_REQUIRED',
  /** Dispatch: the load's order is not scheduled yet, or no longer going ahead. */
  LOAD_NOT_STARTABLE: 'LOAD_NOT_STARTABLE',
  /** Pour day: requests are made and accepted only while the order is scheduled or dispatched (`extensions.status`). */
  ORDER_NOT_ON_DELIVERY_DAY: 'ORDER_NOT_ON_DELIVERY_DAY',
  /** Pour day: the order has an open request of this kind already (one at a time). */
  ORDER_REQUEST_ALREADY_OPEN: 'ORDER_REQUEST_ALREADY_OPEN',
  /** Pour day: the request was answered or withdrawn already (`extensions.status` says how). */
  ORDER_REQUEST_NOT_OPEN: 'ORDER_REQUEST_NOT_OPEN',
  /** Disputes: the load or line has a dispute in play already (open or contested): one at a time. */
  DISPUTE_ALREADY_OPEN: 'DISPUTE_ALREADY_OPEN',
  /** Disputes: the dispute cannot move this way from its state (`extensions.status` says where it is). */
  DISPUTE_NOT_OPEN: 'DISPUTE_NOT_OPEN',
  /** Disputes: the load or line was not delivered or invoiced yet, or the order ended without delivery. */
  DISPUTE_NOT_POSSIBLE: 'DISPUTE_NOT_POSSIBLE',
  /** Disputes: the amount is more than was paid for the load or line (`extensions.maxCents`). */
  DISPUTE_AMOUNT_TOO_HIGH: 'DISPUTE_AMOUNT_TOO_HIGH',
  /** Pour day: the order changed since the balance was asked (more left the yard): decline it and ask again. */
  ORDER_REQUEST_OUTDATED: 'ORDER_REQUEST_OUTDATED',
  /** Pour day: no truck waits to leave to be held, a truck is held already, or none is held to release. */
  HOLD_NOT_POSSIBLE: 'HOLD_NOT_POSSIBLE',
  /** Dispatch: the contractor holds this load: it cannot be loaded until the hold is released. */
  LOAD_HELD: 'LOAD_HELD',
  /**
   * Dispatch: a truck or a driver carries one load at a time (from leaving the yard until back from
   * the site), across all the supplier's orders. Planning: `fields` names each refused load's
   * `loads.N.truckId` or `loads.N.driverUserId` with which load holds it and until when. A driver's
   * step: loading while another load of theirs, or of the truck's, is still out.
   */
  TRUCK_OR_DRIVER_BUSY: 'TRUCK_OR_DRIVER_BUSY',
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
  /**
   * Payments: an invoice on terms is past its due date and unpaid, so new orders on terms are held
   * until it is paid; `extensions.orderId` and `extensions.dueDate` name it.
   */
  CREDIT_OVERDUE: 'CREDIT_OVERDUE',
  /** Credit review: the application was decided already (`extensions.status` says how). */
  CREDIT_APPLICATION_NOT_UNDER_REVIEW: 'CREDIT_APPLICATION_NOT_UNDER_REVIEW',
  /** Payments: an unknown, paid, expired or canceled order's payment link ('Payment link is not valid'). */
  PAYMENT_LINK_INVALID: 'PAYMENT_LINK_INVALID',
  /** Payments: the order is canceled, or has nothing to pay. */
  ORDER_NOT_PAYABLE: 'ORDER_NOT_PAYABLE',
  /** Payments: the operation belongs to the other gateway (card details with Stripe, setup intents with the sandbox). */
  PAYMENT_GATEWAY_UNSUPPORTED: 'PAYMENT_GATEWAY_UNSUPPORTED',
  /**
   * Supplier payouts: "Send again" for a payout whose transfer to the supplier's payout account
   * failed (the money never left the marketplace; only the payout step is ever resent).
   */
  PAYOUT_NOT_RESENDABLE: 'PAYOUT_NOT_RESENDABLE',
  /** Storefront domains: another supplier has connected this domain (one supplier per domain). */
  DOMAIN_TAKEN: 'DOMAIN_TAKEN',
  /** Storefront domains: neither the HTTP token nor the DNS TXT record answers the domain's token yet. */
  DOMAIN_NOT_VERIFIED: 'DOMAIN_NOT_VERIFIED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Field name (as the form names it, a dotted path for nested inputs) to its message. */
export type FieldErrors = Record<string, string>;

/** The words for a call that never got an answer (offline, a proxy's HTML, a reset connection). */
export const NETWORK_ERROR_MESSAGE = 'We could not reach the server. Check your connection and try again.';

/** A failed call as a screen reads it: the code, the message, and the extras some codes carry. */
export interface ApiFailure {
  /** Absent for a network failure. */
  code?: string;
  message: string;
  /** BAD_USER_INPUT, EMAIL_TAKEN, PHONE_TAKEN, PAYMENT_METHOD_NOT_CREATED: messages per field. */
  fields: FieldErrors;
  /** QUOTE_CHANGED: the server's new quote (the client reads it with its quote fragment). */
  quote?: unknown;
  /** PAYMENT_METHOD_NOT_CREATED, PAYMENT_METHOD_ERROR: the gateway's reason, for the dialog's text. */
  reason?: string;
  /** INVITATION_NOT_PENDING, ORDER_TRANSITION_NOT_ALLOWED: the state it is in now. */
  status?: string;
  /** MICRODEPOSITS_MISMATCH: verification attempts left. */
  attemptsLeft?: number;
  /** LOAD_STEP_OUT_OF_ORDER: the step the load is at now. */
  step?: string;
}

export const NETWORK_FAILURE: ApiFailure = { message: NETWORK_ERROR_MESSAGE, fields: {} };

/** One error as it travels (`{ message, extensions }`), from Apollo or a plain fetch. */
export interface WireError {
  message?: string;
  extensions?: Record<string, unknown>;
}

function fieldErrors(value: unknown): FieldErrors {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

const stringOrUndefined = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Reads the first error of an answer (the API answers one per failed call). */
export function apiFailureOfWire(error: WireError | undefined): ApiFailure {
  if (!error) return NETWORK_FAILURE;
  const extensions = error.extensions ?? {};
  return {
    code: stringOrUndefined(extensions.code),
    message: error.message ?? NETWORK_ERROR_MESSAGE,
    fields: fieldErrors(extensions.fields),
    quote: extensions.quote && typeof extensions.quote === 'object' ? extensions.quote : undefined,
    reason: stringOrUndefined(extensions.reason),
    status: stringOrUndefined(extensions.status),
    attemptsLeft: typeof extensions.attemptsLeft === 'number' ? extensions.attemptsLeft : undefined,
    step: stringOrUndefined(extensions.step),
  };
}

/** A call's outcome as every screen reads it: what it answered, or its failure. */
export type ApiOutcome<TData> = { ok: true; data: TData } | { ok: false; failure: ApiFailure };

/**
 * A JSON route's refusal (`{ error: { code, message, ...extras } }`: the contact mail, the uploads)
 * read as a GraphQL error is: its code and extras are what GraphQL carries in `extensions`.
 * A body that is no refusal (an HTML error page, nothing) is a network failure.
 */
export function apiFailureOfRoute(body: unknown): ApiFailure {
  const error = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  if (!error || typeof error !== 'object') return NETWORK_FAILURE;
  const { message, ...extensions } = error as Record<string, unknown>;
  return apiFailureOfWire({ message: stringOrUndefined(message), extensions });
}

/** A JSON route's refused answer (a fetch `Response`), read by `apiFailureOfRoute`. */
export async function refusalOfResponse(response: Response): Promise<ApiFailure> {
  return apiFailureOfRoute(await response.json().catch(() => null));
}

/** The message with its code after it, for the public forms' support requests ("… (RATE_LIMITED)"). */
export const messageWithCode = (failure: ApiFailure) =>
  failure.code ? `${failure.message} (${failure.code})` : failure.message;
