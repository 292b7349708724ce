import 'server-only';

import { publicEnv } from '@/lib/env';
import { formatDelivery } from '@/lib/order/format';
import { orderNumber } from '@/lib/order/number';

import type { RenderedMail } from '../layout';
import type { OrderMailData } from './order-facts';
import { orderStatusMail } from './order-status';

export interface OrderRescheduledData extends OrderMailData {
  /** The window the supplier proposes instead of the order's (`deliveryDate`/`deliveryWindow`). */
  proposedDate: string;
  proposedWindow: string;
  /** The supplier's note about it, if any. */
  note?: string | null;
}

/** To the contractor when the supplier proposes another delivery window: accept it or cancel. */
export function orderRescheduledMail(order: OrderRescheduledData, siteUrl: string = publicEnv.siteUrl): RenderedMail {
  const number = orderNumber(order.orderId);
  return orderStatusMail(
    order,
    {
      subject: `A new delivery time is proposed for order ${number}`,
      heading: `${order.supplierName} proposes another delivery time`,
      lines: [
        `${order.supplierName} cannot deliver order ${number} at the time you chose and proposes another. Accept the new time or cancel the order from its page.`,
      ],
      rows: [
        { label: 'Proposed delivery time', value: formatDelivery(order.proposedDate, order.proposedWindow) },
        ...(order.note ? [{ label: 'Note from the supplier', value: order.note }] : []),
      ],
    },
    siteUrl,
  );
}
