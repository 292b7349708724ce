import 'server-only';

import { supplierOrderPath } from '@/lib/app-routes';
import { publicEnv } from '@/lib/env';
import { formatMoney } from '@/lib/money';
import { formatTrucks } from '@/lib/order/format';
import { MORE_ORDER_LABELS, ORDER_LABELS } from '@/lib/order/labels';
import { orderNumber } from '@/lib/order/number';

import { absoluteUrl, renderMail, type RenderedMail } from '../layout';
import { orderFactRows, type OrderMailData } from './order-facts';

export interface SupplierNewOrderData extends OrderMailData {
  contractorName: string;
  trucks: number;
  currency: string;
  totalCents: number;
  /** The contractor's comment for the manager or driver, if any. */
  comment?: string | null;
}

/** To each of the supplier's dispatchers when an order is placed with the supplier. */
export function supplierNewOrderMail(order: SupplierNewOrderData, siteUrl: string = publicEnv.siteUrl): RenderedMail {
  const number = orderNumber(order.orderId);
  return renderMail(
    {
      subject: `New order ${number} from ${order.contractorName}`,
      heading: `New order ${number}`,
      intro: ['Hello,', `${order.contractorName} placed an order with ${order.supplierName}. Accept or decline it.`],
      facts: {
        caption: 'The order',
        rows: [
          { label: ORDER_LABELS.contractorName, value: order.contractorName },
          ...orderFactRows(order),
          // Bins come one a truck: their count is the quantity above.
          ...(order.productType === 'rentals'
            ? []
            : [{ label: ORDER_LABELS.trucks, value: formatTrucks(order.trucks) }]),
          { label: MORE_ORDER_LABELS.total, value: formatMoney(order.totalCents, order.currency) },
          ...(order.comment ? [{ label: ORDER_LABELS.comment, value: order.comment }] : []),
        ],
      },
      action: { label: 'Open the order', url: absoluteUrl(siteUrl, supplierOrderPath(order.orderId)) },
    },
    siteUrl,
  );
}
