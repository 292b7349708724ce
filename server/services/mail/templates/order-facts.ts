import 'server-only';

import type { ProductType, ProductUnit } from '@/graphql/generated/client/graphql';
import { deliveryFacts, formatDelivery, formatQuantity, quantityLabel } from '@/lib/order/format';
import { MORE_ORDER_LABELS, ORDER_LABELS } from '@/lib/order/labels';
import { orderNumber } from '@/lib/order/number';
import { timeZoneLabel } from '@/lib/time';

/**
 * What every mail about an order says about it, as plain data (not a database row), so the
 * ordering service, the supplier's workspace or a script can fill it from what it holds.
 */
export interface OrderMailData {
  orderId: string;
  /** The order's contact person, whom the contractor's mails greet. */
  contactName: string;
  supplierName: string;
  productName: string;
  productType: ProductType;
  quantity: number;
  unit: ProductUnit;
  /** The delivery's calendar date, YYYY-MM-DD. */
  deliveryDate: string;
  /** The window: "06:00–10:00", in `timeZone`. */
  deliveryWindow: string;
  /** Disposal bins: their pick-up date, YYYY-MM-DD (the delivery date is their drop-off). */
  pickUpDate?: string | null;
  /** The delivery site's zone (`lib/time.ts`). */
  timeZone: string;
  /** The address on one line: "100 King Street West, Toronto, ON M5X 1A9". */
  deliveryAddress: string;
  jobNumber?: string | null;
}

/** The order's facts, in the order page's labels and formats. */
export function orderFactRows(order: OrderMailData): { label: string; value: string }[] {
  return [
    { label: MORE_ORDER_LABELS.orderNumber, value: orderNumber(order.orderId) },
    ...(order.jobNumber ? [{ label: 'Job number', value: order.jobNumber }] : []),
    { label: MORE_ORDER_LABELS.supplier, value: order.supplierName },
    { label: MORE_ORDER_LABELS.product, value: order.productName },
    { label: quantityLabel(order.productType), value: formatQuantity(order.quantity, order.unit, order.productType) },
    ...(order.productType === 'rentals' && order.pickUpDate
      ? // Bins: the drop-off, the pick-up and the rental period, as the order page says them.
        deliveryFacts({ ...order, trucks: order.quantity, minutesBetweenTrucks: 0 }, timeZoneLabel(order.timeZone)).map(
          ([label, value]) => ({ label, value }),
        )
      : [
          {
            label: ORDER_LABELS.deliveryTime,
            value: `${formatDelivery(order.deliveryDate, order.deliveryWindow)} (${timeZoneLabel(order.timeZone)})`,
          },
        ]),
    { label: ORDER_LABELS.deliveryAddress, value: order.deliveryAddress },
  ];
}

/** "Hello Dana," or "Hello," when the name is empty. */
export const greeting = (name: string | null | undefined) => (name?.trim() ? `Hello ${name.trim()},` : 'Hello,');
