import 'server-only';

import { publicEnv } from '@/lib/env';
import { orderNumber } from '@/lib/order/number';

import type { RenderedMail } from '../layout';
import type { OrderMailData } from './order-facts';
import { orderStatusMail } from './order-status';

/** To the contractor when the supplier dispatches the order's trucks. */
export function orderDispatchedMail(order: OrderMailData, siteUrl: string = publicEnv.siteUrl): RenderedMail {
  const number = orderNumber(order.orderId);
  return orderStatusMail(
    order,
    {
      subject: `Order ${number} is on its way`,
      heading: 'Your order is on its way',
      lines: [
        `${order.supplierName} dispatched order ${number}. Please make sure the site is open and the access is clear.`,
      ],
    },
    siteUrl,
  );
}
