import 'server-only';

import { and, eq, inArray } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { orderPayments } from '@/server/db/schema';
import { formatMoney } from '@/lib/money';
import { ErrorCode, expectedError } from '@/server/errors';
import { logger } from '@/server/logger';
import { isPaymentError, type PaymentGateway } from '@/server/payment-gateway';
import { getOrder, type OrderRecord } from '@/server/services/orders/orders';
import { cancelOrder } from '@/server/services/orders/canceling';

import { releaseAttempt } from './attempt-outcomes';
import { closeBalanceChanges, recordTotalChange } from './balance-changes';
import { settleBalanceRefunds } from './balance-settlement';
import { captureAuthorization } from './payment-jobs';

/**
 * `orderCancel`: the order is canceled (its trucks and referral credit given back), then its
 * payment is released (`releaseOrderPayments`). Canceling first means no new payment can start on
 * it; a payment that was on its way is released as soon as it lands, and the charge job retries
 * any release the gateway refused for a while, so no money stays held for a canceled order.
 */
export async function cancelOrderAndReleasePayment(
  db: Database,
  gateway: PaymentGateway,
  request: {
    companyId: string;
    orderId: string;
    userId?: string | null;
    now?: Date;
    /** Inside the window: the late cancellation fee the contractor was shown and accepts. */
    acceptFeeCents?: number | null;
  },
): Promise<OrderRecord> {
  const now = request.now ?? new Date();
  const userId = request.userId ?? null;
  const order = await getOrder(db, request.companyId, request.orderId, now);
  if (!order.cancelable && order.lateCancelable) {
    await cancelLate(db, gateway, request.companyId, order, request.acceptFeeCents ?? null, userId, now);
    return getOrder(db, request.companyId, request.orderId, now);
  }
  await cancelOrder(db, request.companyId, request.orderId, now, userId);
  await releaseOrderPayments(db, gateway, request.orderId, now);
  return getOrder(db, request.companyId, request.orderId, now);
}

export const lateFeeNotAcceptedMessage = (
  order: Pick<OrderRecord, 'lateCancellationFeeCents' | 'currency' | 'lateCancellationFeePercent'>,
) =>
  `The free cancellation window has closed: canceling now costs the supplier's late cancellation fee of ${formatMoney(order.lateCancellationFeeCents, order.currency)} (${order.lateCancellationFeePercent}% of the total). Confirm the fee to cancel.`;

/**
 * A cancellation inside the window, for the supplier's fee: the order is canceled and its total
 * becomes the fee in one transaction (balance-changes.ts records the money of it: terms reduced
 * to the fee, money taken above it owed back). Then the money moves: a card hold is captured for
 * the fee (the rest released, the payer's receipt), the rest of money taken is refunded (its
 * credit note). The supplier's rows follow the money captured and refunded, so its payout is
 * the fee less its fees. A bank debit still on its way is refunded down to the fee by the charge
 * job once it settles; a gateway that fails is retried by it too.
 */
async function cancelLate(
  db: Database,
  gateway: PaymentGateway,
  companyId: string,
  order: OrderRecord,
  acceptFeeCents: number | null,
  userId: string | null,
  now: Date,
): Promise<void> {
  const feeCents = order.lateCancellationFeeCents;
  if (acceptFeeCents !== feeCents) {
    throw expectedError(ErrorCode.ORDER_NOT_CANCELABLE, lateFeeNotAcceptedMessage(order), { feeCents });
  }
  await cancelOrder(db, companyId, order.id, now, userId, {
    feeCents,
    keepFee: async (tx) => {
      await recordTotalChange(tx, {
        orderId: order.id,
        requestId: null,
        previousTotalCents: order.totalCents,
        newTotalCents: feeCents,
        previousAmountDueCents: order.amountDueCents,
        newAmountDueCents: feeCents,
        actor: { party: 'contractor', userId },
        now,
        lateCancellation: true,
      });
    },
  });
  const holds = await db
    .select()
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.orderId, order.id),
        eq(orderPayments.kind, 'authorization'),
        eq(orderPayments.status, 'authorized'),
      ),
    );
  for (const hold of holds) {
    try {
      await captureAuthorization(db, gateway, hold, now);
    } catch (error) {
      if (!isPaymentError(error)) throw error;
      // Its charge_at comes: the charge job captures the fee then.
      logger.warn(`Payments: capturing the cancellation fee of order ${order.id} failed; the charge job retries`);
    }
  }
  await settleBalanceRefunds(db, gateway, now, order.id);
}

/**
 * Gives back every payment of an order that ended without delivery (canceled or declined): a
 * pre-authorisation canceled, a charge refunded (`refunded`), terms dropped.
 */
export async function releaseOrderPayments(
  db: Database,
  gateway: PaymentGateway,
  orderId: string,
  now: Date,
): Promise<void> {
  const held = await db
    .select()
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.orderId, orderId),
        inArray(orderPayments.status, ['authorized', 'requires_action', 'requires_confirmation', 'succeeded']),
      ),
    );
  for (const attempt of held) await releaseAttempt(db, gateway, attempt, now);
  // Released whole: nothing is collected or refunded for a change of its total any more.
  await db.transaction((tx) => closeBalanceChanges(tx, orderId, now));
}
