import type { OrderPaymentStatus, OrderStatus, PaymentType } from '@/graphql/generated/client/graphql';

import { formatDate } from './format';
import { formatDateTime } from '../time';
import { ENDED_WITHOUT_DELIVERY } from './lifecycle';

/** What an order's payment state is made of (an order of the API, or the invoice's order). */
export interface PaymentStateSource {
  status: OrderStatus;
  paymentType: PaymentType;
  paymentStatus: OrderPaymentStatus;
  /** Cards: when the pre-authorisation is charged (ISO 8601). */
  chargeAt?: string | null;
  /** 120-day terms: when the invoice is due (YYYY-MM-DD). */
  paymentDueDate?: string | null;
  /** The latest payment attempt; its absence means nothing was ever authorised or taken. */
  payment?: { failureMessage?: string | null } | null;
}

export interface PaymentState {
  /** A few words for lists: "Pre-authorised", "Paid", "Payment Failed". */
  label: string;
  /** A sentence for the order page and the invoice, or null when the label says it all. */
  detail: string | null;
  tone: 'neutral' | 'success' | 'attention' | 'danger';
}

const isCard = (type: PaymentType) => type === 'card' || type === 'stripe';
const isBank = (type: PaymentType) => type === 'stripe_b2b_ca' || type === 'stripe_b2b_us';

/**
 * An order's payment in words (spec section 4: processing, success, failed, action required,
 * requires confirmation; section 8 for the exact phrases). Times are shown in `timeZone`, the
 * delivery site's (`lib/time.ts`); without it (a list shows the label only), no detail names a time.
 */
export function paymentState(order: PaymentStateSource, timeZone?: string): PaymentState {
  const { paymentType } = order;
  switch (order.paymentStatus) {
    case 'requires_payment':
      return { label: 'Waiting for payment', detail: 'This order has not been paid yet.', tone: 'attention' };
    case 'processing':
      return {
        label: 'Processing',
        detail: isBank(paymentType)
          ? 'The bank debit is being processed. It usually settles within a few business days.'
          : 'The payment is being processed.',
        tone: 'neutral',
      };
    case 'requires_action':
      return {
        label: 'Action required',
        detail: 'The card issuer asks you to confirm this payment.',
        tone: 'attention',
      };
    case 'requires_confirmation':
      return { label: 'Requires confirmation', detail: 'You need to verify your bank account', tone: 'attention' };
    case 'authorized':
      if (paymentType === 'flexPayment') {
        return {
          label: 'On 120-day terms',
          detail: order.paymentDueDate ? `Due on ${formatDate(order.paymentDueDate)}.` : null,
          tone: 'neutral',
        };
      }
      return {
        label: isCard(paymentType) ? 'Pre-authorised' : 'Authorised',
        detail:
          isCard(paymentType) && order.chargeAt && timeZone
            ? `The card is pre-authorised and will be charged on ${formatDateTime(order.chargeAt, timeZone)}.`
            : null,
        tone: 'neutral',
      };
    case 'succeeded':
      return { label: 'Paid', detail: null, tone: 'success' };
    case 'failed':
      return { label: 'Payment Failed', detail: order.payment?.failureMessage ?? null, tone: 'danger' };
    case 'canceled':
      return {
        label: 'Payment canceled',
        detail: !order.payment
          ? 'No payment was taken.'
          : isCard(paymentType)
            ? 'The pre-authorisation on the card was released: it will not be charged.'
            : 'The payment was canceled: nothing will be debited or owed.',
        tone: 'neutral',
      };
    case 'refunded':
      return { label: 'Refunded', detail: 'The payment was refunded.', tone: 'neutral' };
  }
}

/**
 * Whether a payment link makes sense for the order: it is placed, something is unpaid, and no
 * payment is under way (nothing paid, a failed payment, or an invoice on 120-day terms to settle).
 * The server has the last word (PAYMENT_IN_PROCESS); this only keeps a pointless button away.
 */
export function canRequestPayment(
  order: Pick<PaymentStateSource, 'status' | 'paymentType' | 'paymentStatus'> & { unpaidAmountCents: number },
): boolean {
  if (ENDED_WITHOUT_DELIVERY.includes(order.status) || order.unpaidAmountCents <= 0) return false;
  if (order.paymentStatus === 'requires_payment' || order.paymentStatus === 'failed') return true;
  return order.paymentType === 'flexPayment' && order.paymentStatus === 'authorized';
}

/**
 * Whether the order page offers Pay: the order is placed and its payment is still due (nothing
 * paid, a declined card, a 3-D Secure or a bank verification left waiting), the same states the
 * unpaid-orders job cancels. The server has the last word (ORDER_NOT_PAYABLE, PAYMENT_IN_PROCESS).
 */
export function canPayOrder(
  order: Pick<PaymentStateSource, 'status' | 'paymentStatus'> & { amountDueCents: number },
): boolean {
  return (
    order.status === 'placed' &&
    order.amountDueCents > 0 &&
    (order.paymentStatus === 'requires_payment' ||
      order.paymentStatus === 'failed' ||
      order.paymentStatus === 'requires_action' ||
      order.paymentStatus === 'requires_confirmation')
  );
}
