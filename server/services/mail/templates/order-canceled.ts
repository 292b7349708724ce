import 'server-only';

import { publicEnv } from '@/lib/env';
import { orderNumber } from '@/lib/order/number';

import type { RenderedMail } from '../layout';
import type { OrderMailData } from './order-facts';
import { orderStatusMail } from './order-status';

export interface OrderCanceledData extends OrderMailData {
  /** Why, in a sentence ('It was not paid in time.'), when the contractor did not cancel it themselves. */
  reason?: string | null;
}

/** To the contractor when an order is canceled (by them, or by the maintenance job when unpaid). */
export function orderCanceledMail(order: OrderCanceledData, siteUrl: string = publicEnv.siteUrl): RenderedMail {
  const number = orderNumber(order.orderId);
  return orderStatusMail(
    order,
    {
      subject: `Order ${number} was canceled`,
      heading: 'Your order was canceled',
      lines: [`Order ${number} with ${order.supplierName} is canceled.`],
      rows: order.reason ? [{ label: 'Reason', value: order.reason }] : [],
      outro: [
        'Its delivery time is released. Any amount held on your card is released, money already taken is refunded, and any referral credit it used is returned.',
      ],
    },
    siteUrl,
  );
}
