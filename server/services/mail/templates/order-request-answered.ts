import 'server-only';

import { publicEnv } from '@/lib/env';
import { orderNumber } from '@/lib/order/number';
import { ORDER_REQUEST_KIND_LABELS } from '@/lib/order/pour-day';
import type { OrderRequestKind } from '@/lib/validation/pour-day';

import type { RenderedMail } from '../layout';
import type { OrderMailData } from './order-facts';
import { orderStatusMail } from './order-status';

export interface OrderRequestAnsweredData extends OrderMailData {
  kind: OrderRequestKind;
  summary: string;
  accepted: boolean;
  note?: string | null;
  /** An accepted balance: what the new total means for the payment (lib/order/pour-day.ts). */
  paymentText?: string | null;
}

/** To the contractor when the supplier answers a pour-day request. */
export function orderRequestAnsweredMail(
  order: OrderRequestAnsweredData,
  siteUrl: string = publicEnv.siteUrl,
): RenderedMail {
  const number = orderNumber(order.orderId);
  const answer = order.accepted ? 'accepted' : 'declined';
  return orderStatusMail(
    order,
    {
      subject: `${order.supplierName} ${answer} your request on order ${number}`,
      heading: `${ORDER_REQUEST_KIND_LABELS[order.kind]}: ${answer}`,
      lines: [
        `${order.supplierName} ${answer} your request (${order.summary}).`,
        ...(order.paymentText ? [order.paymentText] : []),
      ],
      rows: order.note ? [{ label: 'Note from the supplier', value: order.note }] : [],
    },
    siteUrl,
  );
}
