import 'server-only';

import { publicEnv } from '@/lib/env';
import { orderNumber } from '@/lib/order/number';

import type { RenderedMail } from '../layout';
import type { OrderMailData } from './order-facts';
import { orderStatusMail } from './order-status';

/** To the contractor when the supplier marks the order delivered. */
export function orderDeliveredMail(order: OrderMailData, siteUrl: string = publicEnv.siteUrl): RenderedMail {
  const number = orderNumber(order.orderId);
  return orderStatusMail(
    order,
    {
      subject: `Order ${number} was delivered`,
      heading: 'Your order was delivered',
      lines: [`${order.supplierName} delivered order ${number}. Its invoice is on the order’s page.`],
    },
    siteUrl,
  );
}
