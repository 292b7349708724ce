import 'server-only';

import Stripe from 'stripe';

import { PaymentError, PaymentErrorCode } from './errors';
import type {
  ConnectedAccount,
  GatewayEvent,
  GatewayEventType,
  NextAction,
  Payment,
  PaymentFailure,
  PaymentMethod,
  PaymentMethodType,
  PaymentStatus,
  Refund,
  SupplierPayout,
} from './types';

/**
 * Stripe's objects (the SDK's types, as its API and webhooks send them) mapped to the gateway's
 * types, and Stripe's webhook signatures (checked by the SDK). The sandbox signs and reads its
 * webhooks the same way.
 *
 * The types say what Stripe promises; the mapping still reads defensively (a missing field is
 * null or 0, an unknown status an error), because a webhook's object or an older API version may
 * carry less than the types declare.
 */

const unexpected = () => new PaymentError(PaymentErrorCode.GATEWAY_ERROR, 'Unexpected answer from the gateway.');

/** An expandable field: the id, whether Stripe sent the id or the object. */
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : typeof value?.id === 'string' ? value.id : null;

function metadataOf(value: Stripe.Metadata | null | undefined): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value ?? {})) {
    if (typeof entry === 'string') metadata[key] = entry;
  }
  return metadata;
}

type StripeFailure = Stripe.PaymentIntent.LastPaymentError | Stripe.SetupIntent.LastSetupError;

export function failureOf(error: StripeFailure | null | undefined): PaymentFailure | null {
  if (!error || typeof error !== 'object') return null;
  return {
    code: error.code ?? 'payment_failed',
    ...(error.decline_code ? { declineCode: error.decline_code } : {}),
    message: error.message ?? 'Payment Failed',
  };
}

function nextActionOf(action: Stripe.PaymentIntent.NextAction | null | undefined): NextAction | null {
  if (!action) return null;
  if (action.type === 'verify_with_microdeposits') return { type: 'verify_with_microdeposits' };
  const redirectUrl = action.redirect_to_url?.url;
  return redirectUrl ? { type: 'three_d_secure', redirectUrl } : { type: 'three_d_secure' };
}

export function mapStripePaymentIntent(intent: Stripe.PaymentIntent | null | undefined): Payment {
  if (!intent || typeof intent.id !== 'string') throw unexpected();
  const failure = failureOf(intent.last_payment_error);
  const stripeStatus = intent.status;
  let status: PaymentStatus;
  switch (stripeStatus) {
    case 'requires_payment_method':
      status = failure ? 'failed' : 'requires_confirmation';
      break;
    case 'requires_confirmation':
    case 'requires_action':
    case 'processing':
    case 'requires_capture':
    case 'succeeded':
    case 'canceled':
      // The case labels are the narrowing (Stripe's Status type is open-ended: `| string`).
      status = stripeStatus as PaymentStatus;
      break;
    default:
      throw new PaymentError(PaymentErrorCode.GATEWAY_ERROR, `Unknown payment status '${String(stripeStatus)}'.`);
  }
  const latestCharge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  return {
    id: intent.id,
    status,
    amount: { cents: intent.amount ?? 0, currency: intent.currency ?? '' },
    amountCapturableCents: intent.amount_capturable ?? 0,
    amountReceivedCents: intent.amount_received ?? 0,
    amountRefundedCents: latestCharge?.amount_refunded ?? 0,
    captureMethod: intent.capture_method === 'manual' ? 'manual' : 'automatic',
    customerId: idOf(intent.customer),
    paymentMethodId: idOf(intent.payment_method),
    failure: status === 'failed' ? failure : null,
    nextAction: status === 'requires_action' ? nextActionOf(intent.next_action) : null,
    clientSecret: intent.client_secret ?? null,
    metadata: metadataOf(intent.metadata),
  };
}

const PAYMENT_METHOD_TYPES: readonly string[] = ['card', 'us_bank_account', 'acss_debit', 'sepa_debit'];
const isPaymentMethodType = (type: unknown): type is PaymentMethodType =>
  typeof type === 'string' && PAYMENT_METHOD_TYPES.includes(type);

function bankDetailsOf(method: Stripe.PaymentMethod, type: Exclude<PaymentMethodType, 'card'>) {
  switch (type) {
    case 'us_bank_account': {
      const account = method.us_bank_account;
      return { last4: account?.last4 ?? '', bankCode: account?.routing_number ?? null };
    }
    case 'acss_debit': {
      const account = method.acss_debit;
      const bankCode = [account?.institution_number, account?.transit_number].filter(Boolean).join('-');
      return { last4: account?.last4 ?? '', bankCode: bankCode || null };
    }
    case 'sepa_debit': {
      const account = method.sepa_debit;
      return { last4: account?.last4 ?? '', bankCode: account?.bank_code ?? null };
    }
  }
}

/**
 * A payment method (refused unless Stripe sent the object, not only its id); `setupIntent` (bank
 * accounts) carries the micro-deposit verification.
 */
export function mapStripePaymentMethod(
  method: Stripe.PaymentMethod | string | null | undefined,
  setupIntent?: Stripe.SetupIntent,
): PaymentMethod {
  if (!method || typeof method !== 'object' || typeof method.id !== 'string') throw unexpected();
  const type = method.type;
  if (!isPaymentMethodType(type)) throw unexpected();
  let verification: PaymentMethod['verification'] = { status: 'verified', verificationId: null };
  if (setupIntent) {
    verification = {
      status:
        setupIntent.status === 'succeeded' ? 'verified' : setupIntent.status === 'canceled' ? 'failed' : 'pending',
      verificationId: typeof setupIntent.id === 'string' ? setupIntent.id : null,
    };
  }
  const card = method.card;
  return {
    id: method.id,
    type,
    customerId: idOf(method.customer),
    card:
      type === 'card'
        ? {
            brand: card?.brand ?? 'unknown',
            last4: card?.last4 ?? '',
            expMonth: card?.exp_month ?? 0,
            expYear: card?.exp_year ?? 0,
            fingerprint: card?.fingerprint ?? null,
          }
        : null,
    bankAccount: type === 'card' ? null : bankDetailsOf(method, type),
    verification,
  };
}

/** A setup intent's payment method, which the request expanded (`expand: ['payment_method']`). */
export function mapStripeSetupIntentPaymentMethod(setupIntent: Stripe.SetupIntent): PaymentMethod {
  return mapStripePaymentMethod(setupIntent.payment_method, setupIntent);
}

export function mapStripeRefund(refund: Stripe.Refund | null | undefined): Refund {
  if (!refund || typeof refund.id !== 'string') throw unexpected();
  const status = refund.status;
  return {
    id: refund.id,
    paymentId: idOf(refund.payment_intent) ?? '',
    amountCents: refund.amount ?? 0,
    status: status === 'succeeded' ? 'succeeded' : status === 'failed' || status === 'canceled' ? 'failed' : 'pending',
  };
}

/** A connected account: whether onboarding is done and payouts may go to it. */
export function mapStripeAccount(account: Stripe.Account | null | undefined): ConnectedAccount {
  if (!account || typeof account.id !== 'string') throw unexpected();
  return {
    id: account.id,
    detailsSubmitted: account.details_submitted === true,
    payoutsEnabled: account.payouts_enabled === true,
  };
}

/** A payout to a connected account's bank; Stripe's `canceled` ends it as `failed` does. */
export function mapStripePayout(payout: Stripe.Payout | null | undefined): SupplierPayout {
  if (!payout || typeof payout.id !== 'string') throw unexpected();
  const status =
    payout.status === 'paid' || payout.status === 'in_transit' || payout.status === 'pending'
      ? payout.status
      : payout.status === 'failed' || payout.status === 'canceled'
        ? 'failed'
        : 'pending';
  return {
    id: payout.id,
    status,
    failure:
      status === 'failed'
        ? { code: payout.failure_code ?? payout.status, message: payout.failure_message ?? 'The payout failed.' }
        : null,
    simulated: false,
  };
}

const PAYMENT_INTENT_EVENTS = {
  'payment_intent.processing': 'payment.processing',
  'payment_intent.amount_capturable_updated': 'payment.authorized',
  'payment_intent.succeeded': 'payment.succeeded',
  'payment_intent.payment_failed': 'payment.failed',
  'payment_intent.requires_action': 'payment.requires_action',
  'payment_intent.canceled': 'payment.canceled',
} as const satisfies Partial<Record<Stripe.Event.Type, GatewayEventType>>;

/** A Stripe event (already verified) as a gateway-neutral event; unknown types are 'ignored'. */
export function mapStripeEvent(event: Stripe.Event | null | undefined): GatewayEvent {
  const data = event?.data?.object as { metadata?: Stripe.Metadata | null } | null | undefined;
  if (!event || typeof event.id !== 'string' || typeof event.type !== 'string' || !data || typeof data !== 'object') {
    throw new PaymentError(PaymentErrorCode.WEBHOOK_SIGNATURE_INVALID, 'The webhook payload is not an event.');
  }
  const base: GatewayEvent = {
    id: event.id,
    type: 'ignored',
    gatewayType: event.type,
    created: new Date((event.created ?? 0) * 1000),
    paymentId: null,
    paymentMethodId: null,
    status: null,
    failure: null,
    metadata: metadataOf(data.metadata),
  };
  switch (event.type) {
    case 'payment_intent.processing':
    case 'payment_intent.amount_capturable_updated':
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.requires_action':
    case 'payment_intent.canceled': {
      const paymentType = PAYMENT_INTENT_EVENTS[event.type];
      const intent = event.data.object;
      const payment = mapStripePaymentIntent(intent);
      return {
        ...base,
        type: paymentType,
        paymentId: payment.id,
        paymentMethodId: payment.paymentMethodId,
        status: payment.status,
        // A failed-payment event carries the reason even when Stripe reset the status.
        failure: payment.failure ?? (paymentType === 'payment.failed' ? failureOf(intent.last_payment_error) : null),
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        ...base,
        type: 'payment.refunded',
        paymentId: idOf(charge.payment_intent),
        paymentMethodId: idOf(charge.payment_method),
      };
    }
    // Connect: events of a supplier's connected account (`event.account`).
    case 'payout.paid':
    case 'payout.failed':
    case 'payout.canceled': {
      const payout = mapStripePayout(event.data.object);
      return {
        ...base,
        type: payout.status === 'paid' ? 'payout.paid' : 'payout.failed',
        payoutId: payout.id,
        connectedAccountId: event.account ?? null,
        failure: payout.failure,
      };
    }
    case 'account.updated':
      return { ...base, type: 'connected_account.updated', connectedAccountId: event.data.object.id ?? null };
    case 'setup_intent.succeeded':
    case 'setup_intent.setup_failed': {
      const setupIntent = event.data.object;
      return {
        ...base,
        type:
          event.type === 'setup_intent.succeeded' ? 'payment_method.verified' : 'payment_method.verification_failed',
        paymentMethodId: idOf(setupIntent.payment_method),
        failure: failureOf(setupIntent.last_setup_error),
      };
    }
    default:
      return base;
  }
}

/** Default tolerance between a webhook's signed timestamp and now (Stripe's: 5 minutes). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The `Stripe-Signature` header for a payload (tests, and the sandbox's own events), by the SDK. */
export function signWebhookPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/**
 * Checks a `Stripe-Signature` header with the SDK's `webhooks.constructEvent` (HMAC-SHA256 of
 * `t.payload`, any of several v1 signatures during secret rotation, the timestamp's age) and
 * answers the parsed event. The SDK only refuses a timestamp that is too old; one too far in the
 * future is refused here as well. Every refusal is `webhook_signature_invalid`.
 */
export function verifyWebhookSignature(
  payload: string,
  header: string | null,
  secret: string,
  options: { toleranceSeconds?: number; now?: Date; webhooks?: Stripe.Webhooks } = {},
): Stripe.Event {
  const invalid = (reason: string) => new PaymentError(PaymentErrorCode.WEBHOOK_SIGNATURE_INVALID, reason);
  if (!header) throw invalid('Missing Stripe-Signature header.');
  const tolerance = options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  const now = options.now ?? new Date();
  let event: Stripe.Event;
  try {
    event = (options.webhooks ?? Stripe.webhooks).constructEvent(
      payload,
      header,
      secret,
      tolerance,
      undefined,
      now.getTime(),
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw invalid(`The webhook signature is not valid: ${error.message.split('\n')[0]}`);
    }
    if (error instanceof SyntaxError) throw invalid('The webhook payload is not JSON.');
    throw invalid('The webhook payload is not an event.');
  }
  const timestamp = Number(/(?:^|,)\s*t=(\d+)/.exec(header)?.[1]);
  if (!(timestamp - Math.floor(now.getTime() / 1000) <= tolerance)) {
    throw invalid('The webhook timestamp is outside the tolerance.');
  }
  return event;
}
