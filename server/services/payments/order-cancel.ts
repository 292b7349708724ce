import 'server-only';

import { and, eq, inArray } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { orderPayments } from '@/server/db/schema';
import type { PaymentGateway } from '@/server/payment-gateway';
import { getOrder, type OrderRecord } from '@/server/services/orders/orders';
import { cancelOrder } from '@/server/services/orders/canceling';

import { releaseAttempt } from './attempt-outcomes';
import { closeBalanceChanges } from './balance-changes';

/**
 * `orderCancel`: the order is canceled (its trucks and referral credit given back), then its
 * payment is released (`releaseOrderPayments`). Canceling first means no new payment can start on
 * it; a payment that was on its way is released as soon as it lands, and the charge job retries
 * any release the gateway refused for a while, so no money stays held for a canceled order.
 */
export async function cancelOrderAndReleasePayment(
  db: Database,
  gateway: PaymentGateway,
  request: { companyId: string; orderId: string; userId?: string | null; now?: Date },
): Promise<OrderRecord> {
  const now = request.now ?? new Date();
  await cancelOrder(db, request.companyId, request.orderId, now, request.userId ?? null);
  await releaseOrderPayments(db, gateway, request.orderId, now);
  return getOrder(db, request.companyId, request.orderId, now);
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
