import 'server-only';

import { publicEnv } from '@/lib/env';
import { formatTime } from '@/lib/time';
import { orderNumber } from '@/lib/order/number';
import { orderWords } from '@/lib/order/order-words';

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
  // A bin order's load is its bin (lib/order/order-words.ts): "Bin 2 of order ... is now expected".
  const words = orderWords(order.productType);
  const load = words.load(late.sequence);
  const line =
    late.why.kind === 'eta'
      ? `${load} of order ${number} is now expected at about ${formatTime(late.why.arrivesAt, late.timeZone)}, after the end of your ${words.windowName.toLowerCase()} (${order.deliveryWindow}).`
      : `The driver of ${load.toLowerCase()} of order ${number} reports a delay of about ${late.why.minutes} minutes${late.why.reason ? `: ${late.why.reason}` : '.'}`;
  return orderStatusMail(
    order,
    {
      subject: `Order ${number}: ${load.toLowerCase()} is running late`,
      heading: words.lateHeading,
      lines: [line, words.lateFollow],
    },
    siteUrl,
  );
}
