import 'server-only';

import { publicEnv } from '@/lib/env';
import { orderPath } from '@/lib/app-routes';
import { formatMoney } from '@/lib/money';
import { formatTrucks } from '@/lib/order/format';
import { MORE_ORDER_LABELS, ORDER_LABELS } from '@/lib/order/labels';
import { orderNumber } from '@/lib/order/number';

import { absoluteUrl, renderMail, type RenderedMail } from '../layout';
import { greeting, orderFactRows, type OrderMailData } from './order-facts';

export interface OrderConfirmationData extends OrderMailData {
  trucks: number;
  currency: string;
  totalCents: number;
  /** The total less the referral credit applied: what the payment collects. */
  amountDueCents: number;
}

/** To the contractor when an order is placed: what the thank-you page promises. */
export function orderConfirmationMail(order: OrderConfirmationData, siteUrl: string = publicEnv.siteUrl): RenderedMail {
  const number = orderNumber(order.orderId);
  return renderMail(
    {
      subject: `Order ${number} is confirmed`,
      heading: `Thank you for your order ${number}`,
      intro: [
        greeting(order.contactName),
        `${order.supplierName} has your order. We will email you when they accept it and as it moves on to delivery.`,
      ],
      facts: {
        caption: 'Your order',
        rows: [
          ...orderFactRows(order),
          // Bins come one a truck: their count is the quantity above.
          ...(order.productType === 'rentals'
            ? []
            : [{ label: ORDER_LABELS.trucks, value: formatTrucks(order.trucks) }]),
          { label: MORE_ORDER_LABELS.total, value: formatMoney(order.totalCents, order.currency) },
          ...(order.amountDueCents !== order.totalCents
            ? [{ label: 'Amount due', value: formatMoney(order.amountDueCents, order.currency) }]
            : []),
        ],
      },
      action: { label: 'See your order', url: absoluteUrl(siteUrl, orderPath(order.orderId)) },
      outro: ['You can cancel the order from its page until the supplier’s cancellation window closes.'],
    },
    siteUrl,
  );
}
