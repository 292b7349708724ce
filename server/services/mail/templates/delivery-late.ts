import 'server-only';

import { publicEnv } from '@/lib/env';
import { formatTime } from '@/lib/time';
import { orderNumber } from '@/lib/order/number';

import type { RenderedMail } from '../layout';
import type { OrderMailData } from './order-facts';
import { orderStatusMail } from './order-status';

export interface DeliveryLateData {
  /** Which truck of the order: 1, 2, 3... */
  sequence: number;
  why: { kind: 'eta'; arrivesAt: string } | { kind: 'delay'; minutes: number; reason: string | null };
  /** The supplier's time zone, in which the order's window is given. */
  timeZone: string;
}

/** To the contractor when a truck will miss the delivery window, or its driver reports a delay. */
export function deliveryLateMail(
  order: OrderMailData,
  late: DeliveryLateData,
  siteUrl: string = publicEnv.siteUrl,
): RenderedMail {
  const number = orderNumber(order.orderId);
  const line =
    late.why.kind === 'eta'
      ? `Truck ${late.sequence} of order ${number} is now expected at about ${formatTime(late.why.arrivesAt, late.timeZone)}, after the end of your delivery window (${order.deliveryWindow}).`
      : `The driver of truck ${late.sequence} of order ${number} reports a delay of about ${late.why.minutes} minutes${late.why.reason ? `: ${late.why.reason}` : '.'}`;
  return orderStatusMail(
    order,
    {
      subject: `Order ${number}: truck ${late.sequence} is running late`,
      heading: 'A truck is running late',
      lines: [line, `The order page shows where the truck is and when it should arrive.`],
    },
    siteUrl,
  );
}
