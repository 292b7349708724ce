import 'server-only';

import { eq } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { cities, orders, paymentMethods, supplierDeliverySettings, suppliers } from '@/server/db/schema';
import { enqueueMail, paymentReceiptMail } from '@/server/services/mail';
import { paymentState, type PaymentState } from '@/lib/order/payment-state';
import { siteTimeZone } from '@/server/services/orders/local-time';
import { getOrder } from '@/server/services/orders/orders';

import { attemptsOfOrders, paymentStateSourceOf } from './order-payments';
import { toPaymentMethodRecord, type OrderPaymentRow } from './records';

/**
 * Stores the receipt of an attempt whose money was taken (the `paid` event `eventId`), once per
 * attempt. To a payment link's payer at the email they gave (without the order's link: a guest never
 * sees the order itself); otherwise, or when the payer gave none, to the order's contact person.
 * Answers the mail's id for `sendSoon`, null when it was stored before.
 */
export async function queuePaymentReceipt(
  tx: Database,
  attempt: OrderPaymentRow,
  amountCents: number,
  now: Date,
  eventId: string,
): Promise<string | null> {
  const [order] = await tx
    .select({
      status: orders.status,
      cancellationFeeCents: orders.cancellationFeeCents,
      contactName: orders.contactName,
      contactEmail: orders.contactEmail,
      productName: orders.productName,
      supplierName: suppliers.name,
      cityTimeZone: cities.timeZone,
      supplierTimeZone: supplierDeliverySettings.timeZone,
    })
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .leftJoin(supplierDeliverySettings, eq(supplierDeliverySettings.supplierId, orders.supplierId))
    .where(eq(orders.id, attempt.orderId));
  // Money taken on a canceled order (a debit that settled late) is refunded, not receipted, but
  // for one canceled late: its hold captured for the fee is. A difference's top-up has its own
  // receipt (the change's mail and PDF).
  const fee = order?.status === 'canceled' && order.cancellationFeeCents !== null;
  if (!order || (order.status === 'canceled' && !fee) || attempt.balanceChangeId) return null;
  const [method] = attempt.paymentMethodId
    ? await tx.select().from(paymentMethods).where(eq(paymentMethods.id, attempt.paymentMethodId))
    : [];
  const toPayer = Boolean(attempt.paymentLinkId && attempt.payerEmail);
  const timeZone = siteTimeZone(order.cityTimeZone, order.supplierTimeZone);
  const mail = paymentReceiptMail({
    orderId: attempt.orderId,
    recipientName: toPayer ? null : order.contactName,
    supplierName: order.supplierName,
    productName: order.productName,
    amountCents,
    currency: attempt.currency,
    methodLabel: method ? toPaymentMethodRecord(method).label : 'Payment',
    paidAt: now.toISOString(),
    timeZone,
    linkToOrder: !toPayer,
    cancellationFee: fee,
    paymentState: await receiptPaymentState(tx, attempt, now, timeZone),
  });
  return enqueueMail(tx, {
    kind: 'payment_receipt',
    to: toPayer ? attempt.payerEmail! : order.contactEmail,
    ...mail,
    dedupeKey: `payment-receipt:${attempt.id}`,
    eventId,
  });
}

/**
 * The receipt's payment in the order page's words, as this payment left it (the receipt is for
 * money taken, whatever came after): "Paid early. The 120-day terms invoice due on ... was paid
 * by card on ...", or "Paid. The bank debit settled on ...".
 */
async function receiptPaymentState(
  tx: Database,
  attempt: OrderPaymentRow,
  paidAt: Date,
  timeZone: string,
): Promise<PaymentState> {
  const order = await getOrder(tx, attempt.companyId, attempt.orderId, paidAt);
  const attempts = (await attemptsOfOrders(tx, [order.id])).get(order.id) ?? [];
  const paidNow = attempts.filter((row) => row.createdAt <= attempt.createdAt);
  const source = await paymentStateSourceOf(
    tx,
    { ...order, paymentStatus: 'succeeded', unpaidAmountCents: 0 },
    paidNow,
  );
  return paymentState(
    { ...source, payment: source.payment && { ...source.payment, paidAt: paidAt.toISOString() } },
    timeZone,
    paidAt,
  );
}
