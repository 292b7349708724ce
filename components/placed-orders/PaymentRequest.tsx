import type { ReactNode } from 'react';

import type { PaymentLinkQuery } from '@/graphql/generated/client/graphql';
import { possessive } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { deliveryFacts, formatQuantity, quantityLabel, truckFacts } from '@/lib/order/format';
import { productTypeLabels } from '@/lib/order/product-types';
import { formatDateTime, timeZoneLabel } from '@/lib/time';
import { INVOICE_LINK_TEXT, MORE_ORDER_LABELS, ORDER_LABELS } from '@/lib/order/labels';

import { OrderFacts } from './OrderFacts';
import styles from '@/components/ui/Workspace.module.scss';

export type PaymentLinkView = PaymentLinkQuery['paymentLink'];

/**
 * The payment request / pay-invoice page's invoice: who asks whom to pay what for which delivery
 * (spec: order id, contractor name, delivery date, invoice link), in the order page's words (a bin
 * order's bins, drop-off and pick-up), then `children`: the amounts and the way to pay, which
 * change as the payer pays. A server component: the page renders it with the link's data.
 */
export function PaymentRequest({ link, children }: { link: PaymentLinkView; children?: ReactNode }) {
  return (
    <div className={styles.layout}>
      <div>
        <h1>
          Pay invoice <span className={styles.nowrap}>{link.orderNumber}</span>
        </h1>
        <p className={styles.muted}>
          {link.requestedBy} asks you to pay <strong>{formatMoney(link.unpaidAmountCents, link.currency)}</strong> for{' '}
          {possessive(link.contractorName)} order from {link.supplierName}.
        </p>
      </div>
      <section className={styles.card} aria-labelledby="payment-request-invoice">
        <h2 id="payment-request-invoice">Invoice</h2>
        <OrderFacts
          facts={[
            [MORE_ORDER_LABELS.orderNumber, link.orderNumber],
            [ORDER_LABELS.orderId, link.orderId],
            [ORDER_LABELS.contractorName, link.contractorName],
            [MORE_ORDER_LABELS.supplier, link.supplierName],
            [ORDER_LABELS.productType, productTypeLabels[link.productType]],
            [MORE_ORDER_LABELS.product, link.productName],
            [quantityLabel(link.productType), formatQuantity(link.quantity, link.unit, link.productType)],
            ...truckFacts(link),
            ...deliveryFacts(link, timeZoneLabel(link.timeZone)),
            [ORDER_LABELS.deliveryAddress, link.deliveryAddress],
            [
              ORDER_LABELS.invoiceLink,
              <a key="invoice" href={link.invoiceUrl} download className={styles.secondary}>
                {INVOICE_LINK_TEXT}
              </a>,
            ],
          ]}
        />
      </section>
      {children}
      <p className={styles.muted}>This payment link is valid until {formatDateTime(link.expiresAt, link.timeZone)}.</p>
    </div>
  );
}
