import 'server-only';

import { publicEnv } from '@/lib/env';
import { orderNumber } from '@/lib/order/number';

import type { RenderedMail } from '../layout';
import type { OrderMailData } from './order-facts';
import { orderStatusMail } from './order-status';

export interface OrderDeclinedData extends OrderMailData {
  /** The supplier's reason, as the contractor sees it on the order page. */
  reason: string;
}

/** To the contractor when the supplier declines the order (its trucks, holds and credit released). */
export function orderDeclinedMail(order: OrderDeclinedData, siteUrl: string = publicEnv.siteUrl): RenderedMail {
  const number = orderNumber(order.orderId);
  return orderStatusMail(
    order,
    {
      subject: `Order ${number} was declined`,
      heading: `${order.supplierName} declined your order`,
      lines: [`${order.supplierName} cannot deliver order ${number}.`],
      rows: [{ label: 'Reason', value: order.reason }],
      outro: [
        'Nothing is charged for this order: any amount held on your card is released, and any referral credit it used is returned.',
      ],
    },
    siteUrl,
  );
}
