import 'server-only';

import { and, asc, eq, inArray, isNull } from 'drizzle-orm';

import type { PaymentMethodKind } from '@/graphql/generated/client/graphql';
import { methodOfPaymentType, type PaymentStateSource } from '@/lib/order/payment-state';
import type { Database } from '@/server/db/database';
import { orderPayments, paymentMethods } from '@/server/db/schema';
import type { OrderRecord } from '@/server/services/orders/orders';

import { paidAtOf, type OrderPaymentRow } from './records';

/**
 * The payment attempts of some orders, oldest first (for `Order.payment` across an orders list);
 * a difference's top-up pays its change of the total (`Order.balanceChanges`), not the order.
 */
export async function attemptsOfOrders(db: Database, orderIds: string[]): Promise<Map<string, OrderPaymentRow[]>> {
  const rows = await db
    .select()
    .from(orderPayments)
    .where(and(inArray(orderPayments.orderId, orderIds), isNull(orderPayments.balanceChangeId)))
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

/**
 * How an attempt pays, in the payer's words: terms, or its payment method's kind (a payment link
 * pays a terms invoice, or a card order, by card or bank debit). Null without an attempt.
 */
export async function methodOfAttempt(
  db: Database,
  attempt: Pick<OrderPaymentRow, 'kind' | 'paymentMethodId'> | null,
): Promise<PaymentMethodKind | null> {
  if (!attempt) return null;
  if (attempt.kind === 'terms' || !attempt.paymentMethodId) return 'terms';
  const [method] = await db
    .select({ paymentType: paymentMethods.paymentType })
    .from(paymentMethods)
    .where(eq(paymentMethods.id, attempt.paymentMethodId))
    .limit(1);
  return method ? methodOfPaymentType(method.paymentType) : null;
}

/**
 * What `paymentState` (lib/order/payment-state.ts) reads of an order, from the order and its
 * attempts: the invoice, the payment link and the receipt mail say the order's payment from it,
 * as the order page does from the API's fields of the same names.
 */
export async function paymentStateSourceOf(
  db: Database,
  order: Pick<OrderRecord, 'status' | 'paymentType' | 'paymentStatus' | 'unpaidAmountCents' | 'currency'>,
  attempts: OrderPaymentRow[],
): Promise<PaymentStateSource> {
  const attempt = currentAttempt(attempts);
  return {
    status: order.status,
    paymentType: order.paymentType,
    paymentStatus: order.paymentStatus,
    chargeAt: chargeAtOf(attempts),
    paymentDueDate: paymentDueDateOf(attempts),
    unpaidAmountCents: order.unpaidAmountCents,
    currency: order.currency,
    payment: attempt && {
      failureMessage: attempt.status === 'failed' ? attempt.failureMessage : null,
      method: await methodOfAttempt(db, attempt),
      paidAt: paidAtOf(attempt),
    },
  };
}
