import 'server-only';

import { and, eq, isNull, lt, or } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { orderPayments, paymentMethods, paymentWebhookEvents, supplierPayoutAccounts } from '@/server/db/schema';
import type { GatewayEvent, PaymentGateway } from '@/server/payment-gateway';

import { applyGatewayPayment } from './attempt-outcomes';
import { refreshConnectedAccount } from '@/server/services/payouts/connect';
import { applyPayoutEvent } from '@/server/services/payouts/payout-sends';

import { markVerificationFailed, markVerified } from './bank-verification';

/**
 * The gateway's webhook events drive payments that finish away from the customer's request:
 * a bank debit settling days later, 3-D Secure completed in the browser, a refund, a bank
 * account verified on Stripe's page. An event only says that something changed: the payment is
 * read again from the gateway and its current state applied, so events arriving out of order
 * or twice cannot move an order backwards.
 */

/** A claim on an event that was never finished (the instance died) may be taken again after this. */
const CLAIM_TIMEOUT_MS = 5 * 60_000;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored' | 'retry';

/**
 * Handles one verified event, once per event id. 'retry' when the event is about a payment whose
 * attempt has not recorded the gateway's answer yet (the webhook outran the request that made
 * the payment): the route answers 503 so the gateway delivers it again.
 */
export async function handleGatewayEvent(
  db: Database,
  gateway: PaymentGateway,
  event: GatewayEvent,
  now = new Date(),
): Promise<WebhookOutcome> {
  const claimed = await db
    .insert(paymentWebhookEvents)
    .values({ id: event.id, type: event.gatewayType, claimedAt: now })
    .onConflictDoUpdate({
      target: paymentWebhookEvents.id,
      set: { claimedAt: now },
      setWhere: and(
        isNull(paymentWebhookEvents.processedAt),
        lt(paymentWebhookEvents.claimedAt, new Date(now.getTime() - CLAIM_TIMEOUT_MS)),
      ),
    })
    .returning({ id: paymentWebhookEvents.id });
  if (claimed.length === 0) return 'duplicate';
  let outcome: WebhookOutcome;
  try {
    outcome = await apply(db, gateway, event, now);
  } catch (error) {
    await db.delete(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, event.id));
    throw error;
  }
  if (outcome === 'retry') {
    await db.delete(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, event.id));
  } else {
    await db.update(paymentWebhookEvents).set({ processedAt: now }).where(eq(paymentWebhookEvents.id, event.id));
  }
  return outcome;
}

async function apply(db: Database, gateway: PaymentGateway, event: GatewayEvent, now: Date): Promise<WebhookOutcome> {
  if (event.type === 'ignored') return 'ignored';
  if (event.type === 'payment_method.verified' || event.type === 'payment_method.verification_failed') {
    if (!event.paymentMethodId) return 'ignored';
    const [method] = await db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.gateway, gateway.name), eq(paymentMethods.gatewayMethodId, event.paymentMethodId)));
    if (!method) return 'ignored';
    if (event.type === 'payment_method.verified') {
      if (method.verificationStatus !== 'verified') await markVerified(db, gateway, method.id, now);
    } else if (method.verificationStatus === 'pending') {
      await markVerificationFailed(db, method.id, now);
    }
    return 'processed';
  }
  if (event.type === 'payout.paid' || event.type === 'payout.failed') {
    if (!event.payoutId) return 'ignored';
    const applied = await applyPayoutEvent(
      db,
      gateway,
      { payoutId: event.payoutId, paid: event.type === 'payout.paid', failure: event.failure },
      now,
    );
    return applied ? 'processed' : 'ignored';
  }
  if (event.type === 'connected_account.updated') {
    if (!event.connectedAccountId) return 'ignored';
    // Only a supplier's account: the event is a cue to read the account again.
    const [ours] = await db
      .select({ id: supplierPayoutAccounts.supplierId })
      .from(supplierPayoutAccounts)
      .where(eq(supplierPayoutAccounts.connectedAccountId, event.connectedAccountId));
    if (!ours) return 'ignored';
    await refreshConnectedAccount(db, gateway, event.connectedAccountId);
    return 'processed';
  }
  if (!event.paymentId) return 'ignored';
  const attemptId = UUID_PATTERN.test(event.metadata.attemptId ?? '') ? event.metadata.attemptId : undefined;
  const [attempt] = await db
    .select()
    .from(orderPayments)
    .where(
      or(
        and(eq(orderPayments.gateway, gateway.name), eq(orderPayments.gatewayPaymentId, event.paymentId)),
        attemptId ? eq(orderPayments.id, attemptId) : undefined,
      ),
    )
    .limit(1);
  // Not ours (another integration on the same gateway account).
  if (!attempt) return 'ignored';
  if (!attempt.gatewayPaymentId) return 'retry';
  if (attempt.gatewayPaymentId !== event.paymentId) return 'ignored';
  await applyGatewayPayment(db, gateway, attempt, await gateway.getPayment(event.paymentId), now);
  return 'processed';
}
