import 'server-only';

import { and, inArray, isNotNull, isNull, notInArray, or } from 'drizzle-orm';

import { ENDED_WITHOUT_DELIVERY } from '@/lib/order/lifecycle';
import { orders } from '@/server/db/schema';

/**
 * An order that ended without delivery gives all its money back, except one canceled late: that
 * one keeps its supplier's cancellation fee (`orders.cancellation_fee_cents`) and gives back the
 * rest (order-cancel.ts), so the jobs that capture, release and refund tell the two apart.
 */

type EndedOrder = { status: (typeof orders.$inferSelect)['status']; cancellationFeeCents: number | null };

/** Ended, so its payments are released whole. */
export const releasesWhole = (order: EndedOrder) =>
  ENDED_WITHOUT_DELIVERY.includes(order.status) && order.cancellationFeeCents === null;

/** SQL of `releasesWhole`. */
export const releasesWholeSql = () =>
  and(inArray(orders.status, [...ENDED_WITHOUT_DELIVERY]), isNull(orders.cancellationFeeCents));

/** SQL of its opposite: the order goes on (or keeps a fee), so its payments are captured and refunded as due. */
export const takesPaymentSql = () =>
  or(notInArray(orders.status, [...ENDED_WITHOUT_DELIVERY]), isNotNull(orders.cancellationFeeCents));
