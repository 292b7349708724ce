import 'server-only';

import { asc, inArray } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { orderPayments } from '@/server/db/schema';

import type { OrderPaymentRow } from './records';

/** The payment attempts of some orders, oldest first (for `Order.payment` across an orders list). */
export async function attemptsOfOrders(db: Database, orderIds: string[]): Promise<Map<string, OrderPaymentRow[]>> {
  const rows = await db
    .select()
    .from(orderPayments)
    .where(inArray(orderPayments.orderId, orderIds))
    .orderBy(asc(orderPayments.createdAt), asc(orderPayments.id));
  const byOrder = new Map<string, OrderPaymentRow[]>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** An order's payment: its newest attempt. */
export const currentAttempt = (attempts: OrderPaymentRow[]) => attempts.at(-1) ?? null;

/** 120-day terms: when the invoice is due, while the order is on terms or was paid on them. */
export function paymentDueDateOf(attempts: OrderPaymentRow[]): string | null {
  const terms = attempts.findLast(
    (attempt) => attempt.kind === 'terms' && (attempt.status === 'authorized' || attempt.status === 'succeeded'),
  );
  return terms?.dueDate ?? null;
}

/** Cards: when the pre-authorisation will be charged, while it is held. */
export function chargeAtOf(attempts: OrderPaymentRow[]): string | null {
  const held = attempts.findLast((attempt) => attempt.kind === 'authorization' && attempt.status === 'authorized');
  return held?.chargeAt?.toISOString() ?? null;
}
