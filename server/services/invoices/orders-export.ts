import 'server-only';

import { formatQuantity, PAYMENT_TYPE_LABELS } from '@/lib/order/format';
import { BIN_ORDER_LABELS } from '@/lib/order/labels';
import { formatDateTime } from '@/lib/time';
import { ORDER_STATUS_LABELS } from '@/lib/order/lifecycle';
import { orderNumber } from '@/lib/order/number';
import { ordersFilterParams } from '@/lib/order/orders-filter';
import { paymentState } from '@/lib/order/payment-state';
import { rentalDaysBetween } from '@/lib/order/rental';
import type { OrdersFilter } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { signDocumentToken, verifyDocumentToken } from './invoice-links';
import { type OrderRecord } from '@/server/services/orders/orders';
import { eachMatchingOrder } from '@/server/services/orders/lists';

import { csvDecimal, csvLine } from './csv';

/**
 * The contractor's orders as CSV: every order matching the list's filter, not only the page on
 * screen. A plain link downloads it (it carries no session), so `OrderList.csvUrl` is signed for
 * the company and that very filter (ORDERS_CSV_LINK_TTL_SECONDS); another filter or company in the
 * link breaks the signature. The rows stream from the database in batches.
 */

export const ORDERS_CSV_LINK_TTL_SECONDS = 10 * 60;
const AUDIENCE = 'buildmarket:orders-csv';

const subjectOf = (companyId: string, filter: OrdersFilter) => `${companyId}?${ordersFilterParams(filter).toString()}`;

/** `/api/orders-csv/<companyId>?<the filter>&t=<signature>`. */
export async function signedOrdersCsvPath(companyId: string, filter: OrdersFilter, now = new Date()): Promise<string> {
  const token = await signDocumentToken(subjectOf(companyId, filter), AUDIENCE, ORDERS_CSV_LINK_TTL_SECONDS, now);
  const query = ordersFilterParams(filter);
  query.set('t', token);
  return `/api/orders-csv/${encodeURIComponent(companyId)}?${query.toString()}`;
}

export async function verifyOrdersCsvLink(companyId: string, filter: OrdersFilter, token: string): Promise<boolean> {
  return (await verifyDocumentToken(subjectOf(companyId, filter), token, [AUDIENCE])) !== null;
}

const HEADER = [
  'Order',
  'Placed',
  'Delivery date',
  'Window',
  'State',
  'Payment',
  'Payment method',
  'Supplier',
  'Product',
  'Quantity',
  'Job site',
  'Address',
  'City',
  'Job or PO number',
  'Currency',
  'Total',
  'Unpaid',
  // Bin rentals: the delivery date above is their drop-off (empty for other products). Added at
  // the end so that a reader of the earlier columns reads the same file.
  BIN_ORDER_LABELS.pickUpDate,
  'Rental days',
];

/** One order's line. "Placed" reads as on the order page, in the site's zone (`lib/time.ts`), not UTC's day. */
export function orderCsvFields(order: OrderRecord): string[] {
  return [
    orderNumber(order.id),
    formatDateTime(order.createdAt, order.timeZone),
    order.deliveryDate,
    order.deliveryWindow,
    ORDER_STATUS_LABELS[order.status],
    paymentState(order).label,
    PAYMENT_TYPE_LABELS[order.paymentType],
    order.supplierName,
    order.productName,
    formatQuantity(order.quantity, order.unit, order.productType),
    order.siteName ?? '',
    `${order.deliveryAddress}, ${order.postalCode}`,
    order.city.name,
    order.jobNumber ?? '',
    order.currency,
    csvDecimal(order.totalCents),
    csvDecimal(order.unpaidAmountCents),
    order.pickUpDate ?? '',
    order.pickUpDate ? String(rentalDaysBetween(order.deliveryDate, order.pickUpDate)) : '',
  ];
}

/** The CSV (RFC 4180, CRLF), a header line and one line per order, newest first, as a stream. */
export function ordersCsvStream(db: Database, companyId: string, filter: OrdersFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const orders = eachMatchingOrder(db, companyId, filter);
  let headerSent = false;
  return new ReadableStream({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvLine(HEADER)));
        return;
      }
      // A few hundred lines per chunk: one batch of the query at most.
      let chunk = '';
      for (let lines = 0; lines < 200; lines += 1) {
        const next = await orders.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += csvLine(orderCsvFields(next.value));
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await orders.return(undefined);
    },
  });
}

export const ordersCsvFileName = (now = new Date()) => `orders-${now.toISOString().slice(0, 10)}.csv`;
