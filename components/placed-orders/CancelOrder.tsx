'use client';

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { toast } from '@/lib/toast';

import { apiFailureOf, answerOfRejection } from '@/lib/apollo/errors';
import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { OrderCancelDocument, type PaymentType, type ProductType } from '@/graphql/generated/client/graphql';
import { orderWords } from '@/lib/order/order-words';
import { formatMoney } from '@/lib/money';
import { formatDateTime } from '@/lib/time';
import { ORDER_CANCELED_MESSAGE } from '@/lib/validation/order-rules';

import styles from '@/components/ui/Workspace.module.scss';

/** What canceling does to the money, by how the order is paid. */
export function cancellationEffect(paymentType: PaymentType): string {
  switch (paymentType) {
    case 'card':
    case 'stripe':
      return 'If your card was pre-authorised for this order, the hold is released and you will not be charged. If it was charged already, the amount is refunded.';
    case 'stripe_b2b_ca':
    case 'stripe_b2b_us':
      return 'Nothing is debited from your bank account for this order, and a debit already made is refunded.';
    case 'flexPayment':
      return 'The order comes off your 120-day terms and frees its share of your credit.';
  }
}

/** What a late cancellation does to the money: the fee kept, the rest given back. */
export function lateCancellationEffect(order: {
  paymentType: PaymentType;
  totalCents: number;
  amountDueCents: number;
  currency: string;
  lateCancellationFeeCents: number;
  lateCancellationFeePercent: number;
}): string {
  const money = (cents: number) => formatMoney(cents, order.currency);
  const fee = money(order.lateCancellationFeeCents);
  const rest = money(Math.max(0, order.amountDueCents - order.lateCancellationFeeCents));
  const charged = `The free cancellation window has closed, so the supplier's late cancellation fee of ${fee} (${order.lateCancellationFeePercent}% of the ${money(order.totalCents)} total) is charged.`;
  switch (order.paymentType) {
    case 'card':
    case 'stripe':
      return `${charged} Your card is charged ${fee} and the rest of its hold is released; if it was charged already, ${rest} is refunded. You get a receipt for the fee and a credit note for the refund.`;
    case 'stripe_b2b_ca':
    case 'stripe_b2b_us':
      return `${charged} ${rest} of your bank debit is refunded; you get a credit note for it.`;
    case 'flexPayment':
      return `${charged} Your 120-day terms invoice is reduced to ${fee}; you get a credit note for the ${rest} taken off.`;
  }
}

export interface CancelOrderProps {
  order: {
    id: string;
    orderNumber: string;
    paymentType: PaymentType;
    cancelableUntil: string;
    cancelable: boolean;
    lateCancelable: boolean;
    lateCancellationFeeCents: number;
    lateCancellationFeePercent: number;
    totalCents: number;
    amountDueCents: number;
    currency: string;
    timeZone: string;
    productType: ProductType;
  };
  /** After the server canceled the order (the page reloads it). */
  onCanceled: () => void;
}

/**
 * Cancel, while the supplier's cancellation window is open (or inside it, for the supplier's late
 * cancellation fee): a confirmation that says what happens to the trucks and the money, the fee
 * and what comes back, then the spec's toast 'Order was canceled!'.
 */
export function CancelOrder({ order, onCanceled }: CancelOrderProps) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancel, { loading }] = useMutation(OrderCancelDocument);

  const confirm = async () => {
    setFailure(null);
    const late = !order.cancelable && order.lateCancelable;
    const result = await cancel({
      variables: { id: order.id, acceptFeeCents: late ? order.lateCancellationFeeCents : null },
    }).catch(answerOfRejection);
    if (!result.data?.orderCancel) {
      setFailure(apiFailureOf(result.error).message);
      return;
    }
    toast.success(ORDER_CANCELED_MESSAGE, { toastId: `order-canceled-${order.id}` });
    setOpen(false);
    onCanceled();
  };

  return (
    <>
      <button
        type="button"
        className={styles.danger}
        onClick={() => {
          setFailure(null);
          setOpen(true);
        }}
      >
        Cancel order
      </button>
      <ConfirmModal
        open={open}
        onClose={() => setOpen(false)}
        title={`Cancel order ${order.orderNumber}?`}
        failure={failure}
        keepLabel="Keep the order"
        confirmLabel={
          order.cancelable
            ? 'Yes, cancel the order'
            : `Yes, cancel for ${formatMoney(order.lateCancellationFeeCents, order.currency)}`
        }
        busyLabel="Canceling…"
        busy={loading}
        onConfirm={() => void confirm()}
      >
        <p>{orderWords(order.productType).cancelReleases}</p>
        {order.cancelable ? (
          <>
            <p>{cancellationEffect(order.paymentType)}</p>
            <p className={styles.muted}>
              You can cancel free until {formatDateTime(order.cancelableUntil, order.timeZone)}.
            </p>
          </>
        ) : (
          <p>{lateCancellationEffect(order)}</p>
        )}
      </ConfirmModal>
    </>
  );
}
