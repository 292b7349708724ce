import 'server-only';

import type { Database } from '@/server/db/database';
import { ErrorCode } from '@/server/errors';
import { BodyTooLargeError, jsonError, MAX_BODY_BYTES, readBodyWithLimit } from './protocol';
import { logger } from '@/server/logger';
import { isPaymentError, PaymentErrorCode, type PaymentGateway } from '@/server/payment-gateway';
import { dispatchOrderEvents } from '@/server/services/events/dispatcher';
import { handleGatewayEvent } from '@/server/services/payments/webhooks';

export const WEBHOOK_SIGNATURE_INVALID_MESSAGE = 'The webhook signature is not valid.';

/**
 * `POST /api/payments/webhook`: the payment gateway's events. The body is read raw (the signature
 * covers its exact bytes) and at most 256 kB; 400 when the `Stripe-Signature` header does not
 * verify (the sandbox signs the same way with its own secret); 200 once handled, or when the
 * event was handled before; 503 when it should be delivered again later (the gateway retries).
 */
export async function handlePaymentWebhook(
  request: Request,
  deps: { getDb: () => Promise<Database>; gateway: PaymentGateway; now?: () => Date },
): Promise<Response> {
  let payload: string;
  try {
    payload = await readBodyWithLimit(request, MAX_BODY_BYTES.paymentWebhook);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return jsonError(413, ErrorCode.PAYLOAD_TOO_LARGE, 'The event is too large.');
    throw error;
  }
  let event;
  try {
    event = await deps.gateway.parseWebhookEvent(payload, request.headers.get('stripe-signature'));
  } catch (error) {
    if (isPaymentError(error, PaymentErrorCode.WEBHOOK_SIGNATURE_INVALID)) {
      return jsonError(400, ErrorCode.BAD_USER_INPUT, WEBHOOK_SIGNATURE_INVALID_MESSAGE);
    }
    throw error;
  }
  try {
    const db = await deps.getDb();
    const outcome = await handleGatewayEvent(db, deps.gateway, event, deps.now?.());
    // A payment it moved is an order event: its receipt, webhook and live update follow now.
    await dispatchOrderEvents(db).catch((error: unknown) =>
      logger.error('Order events could not be dispatched after a payment event', error),
    );
    if (outcome === 'retry') return jsonError(503, ErrorCode.UNAVAILABLE, 'Not ready for this event yet.');
    return Response.json({ received: true, outcome });
  } catch (error) {
    logger.error(`Payments: webhook event ${event.id} (${event.gatewayType}) failed`, error);
    return jsonError(500, 'INTERNAL_SERVER_ERROR', 'Unexpected error.');
  }
}
