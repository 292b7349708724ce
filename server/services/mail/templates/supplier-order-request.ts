import 'server-only';

import { supplierOrderPath } from '@/lib/app-routes';
import { publicEnv } from '@/lib/env';
import { formatMoney } from '@/lib/money';
import { orderNumber } from '@/lib/order/number';
import { ORDER_REQUEST_KIND_LABELS } from '@/lib/order/pour-day';
import type { OrderRequestKind } from '@/lib/validation/pour-day';

import { absoluteUrl, renderMail, type RenderedMail } from '../layout';
import { orderFactRows, type OrderMailData } from './order-facts';

export interface SupplierOrderRequestData extends OrderMailData {
  contractorName: string;
  kind: OrderRequestKind;
  /** What is asked, in a sentence ("Trucks 45 minutes apart"). */
  summary: string;
  /** A balance's totals before and after, as the server repriced it. */
  totals?: { currency: string; previousTotalCents: number; newTotalCents: number } | null;
}

/** To each dispatcher of the supplier when the contractor asks something on delivery day. */
export function supplierOrderRequestMail(
  order: SupplierOrderRequestData,
  siteUrl: string = publicEnv.siteUrl,
): RenderedMail {
  const number = orderNumber(order.orderId);
  const label = ORDER_REQUEST_KIND_LABELS[order.kind];
  return renderMail(
    {
      subject: `${order.contractorName} asks: ${label.toLowerCase()} (order ${number})`,
      heading: `${label}: order ${number}`,
      intro: ['Hello,', `${order.contractorName} asks on site: ${order.summary}. Accept or decline it from the order.`],
      facts: {
        caption: 'The request',
        rows: [
          ...(order.totals
            ? [
                {
                  label: 'Total',
                  value: `${formatMoney(order.totals.previousTotalCents, order.totals.currency)} → ${formatMoney(order.totals.newTotalCents, order.totals.currency)}`,
                },
              ]
            : []),
          ...orderFactRows(order),
        ],
      },
      action: { label: 'Answer on the order', url: absoluteUrl(siteUrl, supplierOrderPath(order.orderId)) },
    },
    siteUrl,
  );
}
