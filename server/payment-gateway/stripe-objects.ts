import 'server-only';

import { createHmac, timingSafeEqual } from 'node:crypto';

import { PaymentError, PaymentErrorCode } from './errors';
import type {
  GatewayEvent,
  GatewayEventType,
  NextAction,
  Payment,
  PaymentFailure,
  PaymentMethod,
  PaymentMethodType,
  PaymentStatus,
  Refund,
} from './types';

/**
 * Stripe's objects (as its API and webhooks send them) mapped to the gateway's types, and
 * Stripe's webhook signatures. The sandbox signs and reads its webhooks the same way.
 */

type StripeObject = Record<string, unknown>;

const asObject = (value: unknown): StripeObject | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as StripeObject) : null;
const asString = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const asNumber = (value: unknown): number => (typeof value === 'number' ? value : 0);
/** An expandable field: the id, whether Stripe sent the id or the object. */
const idOf = (value: unknown): string | null => asString(value) ?? asString(asObject(value)?.id);

function metadataOf(value: unknown): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, entry] of Object.entries(asObject(value) ?? {})) {
    if (typeof entry === 'string') metadata[key] = entry;
  }
  return metadata;
}

export function failureOf(error: unknown): PaymentFailure | null {
  const object = asObject(error);
  if (!object) return null;
  return {
    code: asString(object.code) ?? 'payment_failed',
    ...(asString(object.decline_code) ? { declineCode: asString(object.decline_code)! } : {}),
    message: asString(object.message) ?? 'Payment Failed',
  };
}

function nextActionOf(value: unknown): NextAction | null {
  const action = asObject(value);
  if (!action) return null;
  if (action.type === 'verify_with_microdeposits') return { type: 'verify_with_microdeposits' };
  const redirectUrl = asString(asObject(action.redirect_to_url)?.url);
  return redirectUrl ? { type: 'three_d_secure', redirectUrl } : { type: 'three_d_secure' };
}

export function mapStripePaymentIntent(object: unknown): Payment {
  const intent = asObject(object);
  const id = asString(intent?.id);
  if (!intent || !id) throw new PaymentError(PaymentErrorCode.GATEWAY_ERROR, 'Unexpected answer from the gateway.');
  const failure = failureOf(intent.last_payment_error);
  const stripeStatus = asString(intent.status);
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
      status = stripeStatus;
      break;
    default:
      throw new PaymentError(PaymentErrorCode.GATEWAY_ERROR, `Unknown payment status '${String(stripeStatus)}'.`);
  }
  const latestCharge = asObject(intent.latest_charge);
  return {
    id,
    status,
    amount: { cents: asNumber(intent.amount), currency: asString(intent.currency) ?? '' },
    amountCapturableCents: asNumber(intent.amount_capturable),
    amountReceivedCents: asNumber(intent.amount_received),
    amountRefundedCents: latestCharge ? asNumber(latestCharge.amount_refunded) : 0,
    captureMethod: intent.capture_method === 'manual' ? 'manual' : 'automatic',
    customerId: idOf(intent.customer),
    paymentMethodId: idOf(intent.payment_method),
    failure: status === 'failed' ? failure : null,
    nextAction: status === 'requires_action' ? nextActionOf(intent.next_action) : null,
    clientSecret: asString(intent.client_secret),
    metadata: metadataOf(intent.metadata),
  };
}

const PAYMENT_METHOD_TYPES: readonly PaymentMethodType[] = ['card', 'us_bank_account', 'acss_debit', 'sepa_debit'];

/** A payment method; `setupIntent` (bank accounts) carries the micro-deposit verification. */
export function mapStripePaymentMethod(object: unknown, setupIntent?: unknown): PaymentMethod {
  const method = asObject(object);
  const id = asString(method?.id);
  const type = asString(method?.type) as PaymentMethodType | null;
  if (!method || !id || !type || !PAYMENT_METHOD_TYPES.includes(type)) {
    throw new PaymentError(PaymentErrorCode.GATEWAY_ERROR, 'Unexpected answer from the gateway.');
  }
  const details = asObject(method[type]) ?? {};
  const setup = asObject(setupIntent);
  let verification: PaymentMethod['verification'] = { status: 'verified', verificationId: null };
  if (setup) {
    const setupStatus = asString(setup.status);
    verification = {
      status: setupStatus === 'succeeded' ? 'verified' : setupStatus === 'canceled' ? 'failed' : 'pending',
      verificationId: asString(setup.id),
    };
  }
  const bankCode =
    type === 'us_bank_account'
      ? asString(details.routing_number)
      : type === 'acss_debit'
        ? [asString(details.institution_number), asString(details.transit_number)].filter(Boolean).join('-') || null
        : type === 'sepa_debit'
          ? asString(details.bank_code)
          : null;
  return {
    id,
    type,
    customerId: idOf(method.customer),
    card:
      type === 'card'
        ? {
            brand: asString(details.brand) ?? 'unknown',
            last4: asString(details.last4) ?? '',
            expMonth: asNumber(details.exp_month),
            expYear: asNumber(details.exp_year),
          }
        : null,
    bankAccount: type === 'card' ? null : { last4: asString(details.last4) ?? '', bankCode },
    verification,
  };
}

export function mapStripeRefund(object: unknown): Refund {
  const refund = asObject(object);
  const id = asString(refund?.id);
  if (!refund || !id) throw new PaymentError(PaymentErrorCode.GATEWAY_ERROR, 'Unexpected answer from the gateway.');
  const status = asString(refund.status);
  return {
    id,
    paymentId: idOf(refund.payment_intent) ?? '',
    amountCents: asNumber(refund.amount),
    status: status === 'succeeded' ? 'succeeded' : status === 'failed' || status === 'canceled' ? 'failed' : 'pending',
  };
}

const PAYMENT_INTENT_EVENTS: Record<string, GatewayEventType> = {
  'payment_intent.processing': 'payment.processing',
  'payment_intent.amount_capturable_updated': 'payment.authorized',
  'payment_intent.succeeded': 'payment.succeeded',
  'payment_intent.payment_failed': 'payment.failed',
  'payment_intent.requires_action': 'payment.requires_action',
  'payment_intent.canceled': 'payment.canceled',
};

/** A Stripe event (already verified) as a gateway-neutral event; unknown types are 'ignored'. */
export function mapStripeEvent(object: unknown): GatewayEvent {
  const event = asObject(object);
  const id = asString(event?.id);
  const gatewayType = asString(event?.type);
  const data = asObject(asObject(event?.data)?.object);
  if (!event || !id || !gatewayType || !data) {
    throw new PaymentError(PaymentErrorCode.WEBHOOK_SIGNATURE_INVALID, 'The webhook payload is not an event.');
  }
  const base: GatewayEvent = {
    id,
    type: 'ignored',
    gatewayType,
    created: new Date(asNumber(event.created) * 1000),
    paymentId: null,
    paymentMethodId: null,
    status: null,
    failure: null,
    metadata: metadataOf(data.metadata),
  };
  const paymentType = PAYMENT_INTENT_EVENTS[gatewayType];
  if (paymentType) {
    const payment = mapStripePaymentIntent(data);
    return {
      ...base,
      type: paymentType,
      paymentId: payment.id,
      paymentMethodId: payment.paymentMethodId,
      status: payment.status,
      // A failed-payment event carries the reason even when Stripe reset the status.
      failure: payment.failure ?? (paymentType === 'payment.failed' ? failureOf(data.last_payment_error) : null),
    };
  }
  if (gatewayType === 'charge.refunded') {
    return {
      ...base,
      type: 'payment.refunded',
      paymentId: idOf(data.payment_intent),
      paymentMethodId: idOf(data.payment_method),
    };
  }
  if (gatewayType === 'setup_intent.succeeded' || gatewayType === 'setup_intent.setup_failed') {
    return {
      ...base,
      type: gatewayType === 'setup_intent.succeeded' ? 'payment_method.verified' : 'payment_method.verification_failed',
      paymentMethodId: idOf(data.payment_method),
      failure: failureOf(data.last_setup_error),
    };
  }
  return base;
}

/** Default tolerance between a webhook's signed timestamp and now (Stripe's: 5 minutes). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

function signatureOf(payload: string, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

/** The `Stripe-Signature` header for a payload (tests, and the sandbox's own events). */
export function signWebhookPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${signatureOf(payload, secret, timestamp)}`;
}

/**
 * Checks a `Stripe-Signature` header (`t=<seconds>,v1=<hex HMAC-SHA256 of "t.payload">`, possibly
 * several v1 during secret rotation) and the timestamp's age, then parses the payload.
 */
export function verifyWebhookSignature(
  payload: string,
  header: string | null,
  secret: string,
  options: { toleranceSeconds?: number; now?: Date } = {},
): unknown {
  const invalid = (reason: string) => new PaymentError(PaymentErrorCode.WEBHOOK_SIGNATURE_INVALID, reason);
  if (!header) throw invalid('Missing Stripe-Signature header.');
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((item) => item.trim());
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) throw invalid('Malformed Stripe-Signature header.');
  const expected = Buffer.from(signatureOf(payload, secret, timestamp), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw invalid('The webhook signature does not match.');
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - timestamp) > (options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS)) {
    throw invalid('The webhook timestamp is outside the tolerance.');
  }
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    throw invalid('The webhook payload is not JSON.');
  }
}
