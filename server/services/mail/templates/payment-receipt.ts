import 'server-only';

import { orderPath } from '@/lib/app-routes';
import { publicEnv } from '@/lib/env';
import { formatMoney } from '@/lib/money';
import { formatDateTime } from '@/lib/time';
import { MORE_ORDER_LABELS } from '@/lib/order/labels';
import { orderNumber } from '@/lib/order/number';

import { absoluteUrl, renderMail, type RenderedMail } from '../layout';
import { greeting } from './order-facts';

export interface PaymentReceiptData {
  orderId: string;
  /** Whom the receipt greets: the order's contact, or a payment link's payer (often unnamed). */
  recipientName?: string | null;
  supplierName: string;
  productName: string;
  amountCents: number;
  currency: string;
  /** 'Visa •••• 4242', 'RBC Royal Bank •••• 6789' (a saved method's label). */
  methodLabel: string;
  /** When the money was taken, ISO 8601. */
  paidAt: string;
  /** The supplier's time zone, so the time reads as the order's other times do. */
  /** The delivery site's zone (`lib/time.ts`). */
  timeZone: string;
  /**
   * Whether the reader may open the order: the contractor's people may, a payment link's payer
   * (a guest, who sees only the link's invoice) may not, so their receipt has no order link.
   */
  linkToOrder: boolean;
  /** The order was canceled late: the money is its cancellation fee. */
  cancellationFee?: boolean;
  /** The order's payment after this one, in the order page's words (`lib/order/payment-state.ts`). */
  paymentState?: { label: string; detail: string | null } | null;
}

/** When money is taken for an order (a charge, a capture, a settled debit), by the app or by a payment link. */
export function paymentReceiptMail(payment: PaymentReceiptData, siteUrl: string = publicEnv.siteUrl): RenderedMail {
  const number = orderNumber(payment.orderId);
  const amount = formatMoney(payment.amountCents, payment.currency);
  return renderMail(
    {
      subject: `Receipt for order ${number}: ${amount}`,
      heading: `Payment received for order ${number}`,
      intro: [
        greeting(payment.recipientName),
        payment.cancellationFee
          ? `Order ${number} was canceled inside ${payment.supplierName}'s cancellation window: we received ${amount}, its late cancellation fee; the rest of the payment was released or refunded.`
          : `We received ${amount} for order ${number}. Thank you.`,
      ],
      facts: {
        caption: 'Receipt',
        rows: [
          { label: payment.cancellationFee ? 'Cancellation fee paid' : MORE_ORDER_LABELS.amountPaid, value: amount },
          { label: MORE_ORDER_LABELS.paymentMethod, value: payment.methodLabel },
          { label: 'Paid on', value: formatDateTime(payment.paidAt, payment.timeZone) },
          ...(payment.paymentState
            ? [
                {
                  label: 'Payment status',
                  value: [payment.paymentState.label, payment.paymentState.detail].filter(Boolean).join('. '),
                },
              ]
            : []),
          { label: MORE_ORDER_LABELS.orderNumber, value: number },
          { label: MORE_ORDER_LABELS.supplier, value: payment.supplierName },
          { label: MORE_ORDER_LABELS.product, value: payment.productName },
        ],
      },
      action: payment.linkToOrder
        ? { label: 'See the order and its invoice', url: absoluteUrl(siteUrl, orderPath(payment.orderId)) }
        : undefined,
      outro: ['Keep this email as your receipt.'],
    },
    siteUrl,
  );
}
