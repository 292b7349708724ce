import 'server-only';

import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { orderPayments, orders, supplierDeliverySettings } from '@/server/db/schema';
import { logger } from '@/server/logger';
import type { PaymentGateway } from '@/server/payment-gateway';
import { type OrderRecord } from '@/server/services/orders/orders';
import { cancelPlacedOrders } from '@/server/services/orders/canceling';

import { releaseOrderPayments } from './order-cancel';
import { RENEWAL_KEY_PREFIX } from './payment-jobs';

/**
 * Unpaid orders. An order is placed (its trucks booked, its referral credit taken) before it is
 * paid; one left unpaid would keep them forever. The maintenance job cancels it, through the same
 * path as a contractor's cancel (`cancelPlacedOrders`, then `releaseOrderPayments`), with the
 * reason `unpaid` that the order page shows.
 *
 * When an unpaid order is canceled (its deadline):
 * - Nothing paid yet (`requires_payment`, a declined card `failed`, a 3-D Secure never completed
 *   `requires_action`): `UNPAID_ORDER_TTL` after placing, and never later than the supplier's
 *   cancellation window before delivery: the supplier knows by then what it delivers.
 * - An order placed already inside that window would be due at once, before anyone could type a
 *   card number: it gets `LATE_ORDER_PAYMENT_MS` after placing instead (still capped by the TTL).
 * - A bank account waiting for its micro-deposits (`requires_confirmation`; real ones take days)
 *   or a failed charge replacing a lapsed authorisation (the order was secured once): only the
 *   cancellation-window rule, not the TTL.
 * Paid, being paid (`processing`), held (`authorized`) or on 120-day terms: never.
 *
 * The deadline is computed in SQL for the job and in TypeScript for the order page
 * (`unpaidOrderCancelAt`); the API tests hold the two to the same minute.
 */

/** How long an order placed inside the supplier's cancellation window has to be paid. */
export const LATE_ORDER_PAYMENT_MS = 15 * 60_000;
/** Orders canceled per run at most; the next run (a minute later) takes the rest. */
const BATCH_SIZE = 100;

/** Payment states in which nothing is paid, held or on its way. */
const UNPAID_STATUSES = ['requires_payment', 'failed', 'requires_action', 'requires_confirmation'] as const;
/** Of those, the ones the TTL applies to (see above). */
const TTL_STATUSES: readonly string[] = ['requires_payment', 'failed', 'requires_action'];

/** The SQL condition "unpaid and past its deadline at `now`", for a SELECT or UPDATE of orders. */
function unpaidPastDeadline(now: Date, ttlMs: number) {
  const nowValue = sql`${now.toISOString()}::timestamptz`;
  const windowHours = sql`coalesce((select ${supplierDeliverySettings.cancellationWindowHours} from ${supplierDeliverySettings} where ${supplierDeliverySettings.supplierId} = ${orders.supplierId}), 24)`;
  const windowDeadline = sql`greatest(${orders.deliveryStartsAt} - make_interval(hours => ${windowHours}), ${orders.createdAt} + make_interval(secs => ${LATE_ORDER_PAYMENT_MS / 1000}))`;
  const renewed = sql`exists (select 1 from ${orderPayments} where ${orderPayments.orderId} = ${orders.id} and ${orderPayments.idempotencyKey} like ${`${RENEWAL_KEY_PREFIX}%`})`;
  const ttlApplies = sql`${orders.paymentStatus} in ('requires_payment', 'failed', 'requires_action') and not ${renewed}`;
  const deadline = sql`case when ${ttlApplies} then least(${orders.createdAt} + make_interval(secs => ${ttlMs / 1000}), ${windowDeadline}) else ${windowDeadline} end`;
  return and(
    eq(orders.status, 'placed'),
    inArray(orders.paymentStatus, [...UNPAID_STATUSES]),
    sql`${deadline} <= ${nowValue}`,
  );
}

/**
 * When an unpaid order will be canceled (the rule above, for the order page), or null when its
 * payment is not due. `renewed`: a charge replacing a lapsed authorisation was made for it.
 */
export function unpaidOrderCancelAt(
  order: Pick<OrderRecord, 'status' | 'paymentStatus' | 'createdAt' | 'cancelableUntil'>,
  options: { ttlMs: number; renewed: boolean },
): Date | null {
  if (order.status !== 'placed' || !(UNPAID_STATUSES as readonly string[]).includes(order.paymentStatus)) return null;
  const placedAt = new Date(order.createdAt).getTime();
  const windowDeadline = Math.max(new Date(order.cancelableUntil).getTime(), placedAt + LATE_ORDER_PAYMENT_MS);
  const ttlApplies = TTL_STATUSES.includes(order.paymentStatus) && !options.renewed;
  return new Date(ttlApplies ? Math.min(placedAt + options.ttlMs, windowDeadline) : windowDeadline);
}

/** Whether any of the order's attempts is a charge replacing a lapsed authorisation. */
export const hasRenewalAttempt = (attempts: readonly { idempotencyKey: string }[]) =>
  attempts.some((attempt) => attempt.idempotencyKey.startsWith(RENEWAL_KEY_PREFIX));

/**
 * The maintenance job's step: cancels the unpaid orders past their deadline and releases what
 * they hold (a 3-D Secure left waiting, a bank debit waiting for verification). Safe when several
 * instances run it at once: the candidates are locked with `FOR UPDATE SKIP LOCKED`, and the
 * cancel itself is a conditional UPDATE that re-checks the rule, so a payment that landed in the
 * meantime keeps its order, and an order is canceled once. `now` is injectable for tests.
 *
 * Answers the ids of the orders it canceled (a second run answers none of them): the mail
 * module sends each contractor the order-canceled message from this list.
 */
export async function cancelUnpaidOrders(
  db: Database,
  gateway: PaymentGateway,
  options: { ttlMs: number; now?: Date },
): Promise<string[]> {
  const now = options.now ?? new Date();
  const due = unpaidPastDeadline(now, options.ttlMs);
  const candidates = db
    .select({ id: orders.id })
    .from(orders)
    .where(due)
    .orderBy(asc(orders.createdAt))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  const canceled = await cancelPlacedOrders(db, and(inArray(orders.id, candidates), due), 'unpaid', now);
  for (const order of canceled) {
    try {
      await releaseOrderPayments(db, gateway, order.id, now);
    } catch (error) {
      // The charge job releases what a canceled order still holds on its next run.
      logger.warn(`Unpaid orders: releasing the payment of order ${order.id} failed; it is retried`, error);
    }
  }
  return canceled.map((order) => order.id);
}
