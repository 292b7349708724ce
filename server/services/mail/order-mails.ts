import 'server-only';

import { formatAddress } from '@/lib/order/format';
import type { Database } from '@/server/db/database';
import type { OrderRecord } from '@/server/services/orders/orders';

import { enqueueMail } from './outbox';
import type { OrderMailData } from './templates/order-facts';
import { orderConfirmationMail } from './templates/order-confirmation';

/** An order as the mail templates read it, from the ordering service's record. */
export function orderMailData(order: OrderRecord): OrderMailData {
  return {
    orderId: order.id,
    contactName: order.contactName,
    supplierName: order.supplierName,
    productName: order.productName,
    productType: order.productType,
    quantity: order.quantity,
    unit: order.unit,
    deliveryDate: order.deliveryDate,
    deliveryWindow: order.deliveryWindow,
    pickUpDate: order.pickUpDate,
    timeZone: order.timeZone,
    deliveryAddress: formatAddress(order),
    jobNumber: order.jobNumber,
  };
}

/** Stores the order's confirmation to its contact person, once per order (`eventId`: its placing). */
export function queueOrderConfirmation(db: Database, order: OrderRecord, eventId: string): Promise<string | null> {
  const mail = orderConfirmationMail({
    ...orderMailData(order),
    trucks: order.trucks,
    currency: order.currency,
    totalCents: order.totalCents,
    amountDueCents: order.amountDueCents,
  });
  return enqueueMail(db, {
    kind: 'order_confirmation',
    to: order.contactEmail,
    ...mail,
    dedupeKey: `order-confirmation:${order.id}`,
    eventId,
  });
}
