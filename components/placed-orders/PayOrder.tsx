'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';

import { useLazyImport } from '@/components/ui/useLazyImport';
import type { OrderPaymentStatus, ProductType } from '@/graphql/generated/client/graphql';
import { orderWords } from '@/lib/order/order-words';
import { formatDateTime } from '@/lib/time';

import styles from '@/components/ui/Workspace.module.scss';

// The payment step's component, loaded when Pay is pressed (its forms, and Stripe.js when
// Stripe takes payments, stay out of the order page's first load).
const importOrderPayment = () => import('@/components/order-flow/OrderPayment').then((module) => module.OrderPayment);

export interface PayOrderProps {
  order: {
    id: string;
    orderNumber: string;
    contactEmail: string;
    supplierName: string;
    /** When the order is canceled if still unpaid (ISO 8601). */
    paymentDueBy?: string | null;
    /** The delivery site's zone, in which its times are shown. */
    timeZone: string;
    /** What the order is of: what an unpaid cancel releases is said in its words. */
    productType: ProductType;
  };
  /** Paid: the page reads the order again and shows it paid. */
  onPaid: (status: OrderPaymentStatus) => void;
}

/**
 * Pay, on the order page of an order whose payment is still due: the checkout's payment step
 * (the same methods, dialogs and messages) opens in the page below the button, its heading
 * focused so a screen reader announces it; Not now closes it and focus returns to Pay.
 */
export function PayOrder({ order, onPaid }: PayOrderProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const payButtonRef = useRef<HTMLButtonElement>(null);
  const { loaded: OrderPayment, load } = useLazyImport(importOrderPayment);
  // Told once, with a callback that keeps its identity: the payment step reports a paid order
  // again each time it reads it, and the page reads it again when told.
  const latestOnPaid = useRef(onPaid);
  useEffect(() => {
    latestOnPaid.current = onPaid;
  }, [onPaid]);
  const told = useRef(false);
  const paid = useCallback((status: OrderPaymentStatus) => {
    if (told.current) return;
    told.current = true;
    latestOnPaid.current(status);
  }, []);

  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    // The button is back in the page after this render.
    window.setTimeout(() => payButtonRef.current?.focus(), 0);
  };

  return (
    <div className={styles.stack}>
      {order.paymentDueBy && (
        <p className={styles.notice}>
          Pay by {formatDateTime(order.paymentDueBy, order.timeZone)}. An order still unpaid then is canceled and{' '}
          {orderWords(order.productType).unpaidReleases}.
        </p>
      )}
      {!open ? (
        <p>
          <button
            ref={payButtonRef}
            type="button"
            className={styles.primary}
            onPointerEnter={load}
            onFocus={load}
            onClick={() => {
              load();
              setOpen(true);
            }}
          >
            Pay
          </button>
        </p>
      ) : (
        <section id={`${id}-pay`} aria-labelledby={`${id}-heading`} className={styles.stack}>
          <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
            Pay for order {order.orderNumber}
          </h3>
          {OrderPayment ? (
            <OrderPayment
              orderId={order.id}
              contactEmail={order.contactEmail}
              supplierName={order.supplierName}
              onPaid={paid}
            />
          ) : (
            <p role="status">Loading the payment…</p>
          )}
          <p>
            <button type="button" className={styles.secondary} onClick={close}>
              Not now
            </button>
          </p>
        </section>
      )}
    </div>
  );
}
