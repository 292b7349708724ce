import 'server-only';

import { publicEnv } from '@/lib/env';
import { orderNumber } from '@/lib/order/number';

import type { RenderedMail } from '../layout';
import type { OrderMailData } from './order-facts';
import { orderStatusMail } from './order-status';

/** To the contractor when the supplier accepts the order. */
export function orderAcceptedMail(order: OrderMailData, siteUrl: string = publicEnv.siteUrl): RenderedMail {
  const number = orderNumber(order.orderId);
  return orderStatusMail(
    order,
    {
      subject: `Order ${number} was accepted`,
      heading: `${order.supplierName} accepted your order`,
      lines: [`${order.supplierName} accepted order ${number} and will deliver it as planned.`],
    },
    siteUrl,
  );
}
