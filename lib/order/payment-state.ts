import type {
  OrderPaymentStatus,
  OrderStatus,
  PaymentMethodKind,
  PaymentType,
} from '@/graphql/generated/client/graphql';

import { formatMoney } from '../money';
import { formatDateTime, formatLocalDate } from '../time';
import { formatDate } from './format';
import { ENDED_WITHOUT_DELIVERY } from './lifecycle';

/**
 * An order's payment in words: the one place that says what each payment state of each method
 * means, read by the order page, the orders lists, the payment link's page, the invoice PDF,
 * the receipt mail and the CSV exports, so none of them can say another thing.
 */

/** What an order's payment state is made of (an order of the API, a payment link, an invoice). */
export interface PaymentStateSource {
  status: OrderStatus;
  /** How the order was to be paid when placed (flexPayment: 120-day terms). */
  paymentType: PaymentType;
  paymentStatus: OrderPaymentStatus;
  /** Cards: when the pre-authorisation is charged (ISO 8601). */
  chargeAt?: string | null;
  /** 120-day terms: when the invoice is due (YYYY-MM-DD); kept once the terms are paid. */
  paymentDueDate?: string | null;
  /** What the order still owes (the server's `unpaidAmountCents`), with its currency. */
  unpaidAmountCents?: number | null;
  currency?: string | null;
  /**
   * The newest payment attempt; its absence means nothing was ever authorised or taken. `method`
   * is how it pays, which may differ from `paymentType` (a payment link pays a terms invoice by
   * card or bank debit); `paidAt` when its money was taken.
   */
  payment?: { failureMessage?: string | null; method?: PaymentMethodKind | null; paidAt?: string | null } | null;
}

export interface PaymentState {
  /** A few words for lists: "Pre-authorised", "Paid early", "Payment Failed". */
  label: string;
  /** A sentence for the order page, the link page, the invoice and mails; null when the label says it all. */
  detail: string | null;
  tone: 'neutral' | 'success' | 'attention' | 'danger';
}

/** The method a payment type stands for. */
export function methodOfPaymentType(type: PaymentType): PaymentMethodKind {
  if (type === 'flexPayment') return 'terms';
  return type === 'card' || type === 'stripe' ? 'card' : 'bank';
}

/** The zone's calendar date of an instant, YYYY-MM-DD, by the product's zone rules (`lib/time.ts`). */
function dateInZone(instant: Date, timeZone: string): string {
  return formatLocalDate(instant.toISOString(), timeZone);
}

const BY_METHOD: Record<PaymentMethodKind, string> = { card: 'by card', bank: 'by bank debit', terms: 'on terms' };

/**
 * An order's payment in words (spec section 4: processing, success, failed, action required,
 * requires confirmation; section 8 for the exact phrases), by the method that is paying: a card
 * (held, charged, 3-D Secure), a bank debit (waiting for its account's verification, on its way,
 * settled, failed) or 120-day terms (owed, due, overdue, paid early by card or bank debit).
 * Times are shown in `timeZone`, the delivery site's (`lib/time.ts`), which also says which day
 * it is there (`now`) for a due date; without it (a list shows the label only), no detail names
 * a time and the due date is compared in UTC.
 */
export function paymentState(order: PaymentStateSource, timeZone?: string, now: Date = new Date()): PaymentState {
  const method = order.payment?.method ?? methodOfPaymentType(order.paymentType);
  // Terms the order was accepted on (or paid early): their due date says so.
  const terms = order.paymentType === 'flexPayment' && order.paymentDueDate ? order.paymentDueDate : null;
  const owed =
    order.unpaidAmountCents != null && order.currency ? formatMoney(order.unpaidAmountCents, order.currency) : null;
  const paidOn = order.payment?.paidAt && timeZone ? formatDateTime(order.payment.paidAt, timeZone) : null;
  const payer = method === 'bank' ? 'A bank debit' : 'A card payment';

  switch (order.paymentStatus) {
    case 'requires_payment':
      return { label: 'Waiting for payment', detail: 'This order has not been paid yet.', tone: 'attention' };
    case 'processing':
      if (terms) {
        return {
          label: 'Early payment on its way',
          detail: `${payer}${owed ? ` of ${owed}` : ''} is paying the 120-day terms invoice due on ${formatDate(terms)} early. ${
            method === 'bank'
              ? 'A bank debit usually settles within a few business days; until then the amount stays owed.'
              : 'Until it settles, the amount stays owed.'
          }`,
          tone: 'neutral',
        };
      }
      return {
        label: 'Processing',
        detail:
          method === 'bank'
            ? 'The bank debit is being processed. It usually settles within a few business days.'
            : 'The card payment is being processed.',
        tone: 'neutral',
      };
    case 'requires_action':
      return {
        label: 'Action required',
        detail: terms
          ? `The card issuer asks the payer to confirm the early payment (3-D Secure). Until then the invoice stays owed, due on ${formatDate(terms)}.`
          : 'The card issuer asks you to confirm this payment (3-D Secure).',
        tone: 'attention',
      };
    case 'requires_confirmation':
      return {
        label: 'Requires confirmation',
        detail: terms
          ? `The early payment by bank debit waits for its bank account to be verified. Until then the invoice stays owed, due on ${formatDate(terms)}.`
          : 'You need to verify your bank account',
        tone: 'attention',
      };
    case 'authorized':
      if (order.paymentType === 'flexPayment') return termsOwed(order.paymentDueDate ?? null, owed, timeZone, now);
      return {
        label: method === 'card' ? 'Pre-authorised' : 'Authorised',
        detail:
          method === 'card' && order.chargeAt && timeZone
            ? `The card is pre-authorised and will be charged on ${formatDateTime(order.chargeAt, timeZone)}.`
            : null,
        tone: 'neutral',
      };
    case 'succeeded': {
      if (terms) {
        const paidDay = order.payment?.paidAt ? dateInZone(new Date(order.payment.paidAt), timeZone ?? 'UTC') : null;
        const early = paidDay !== null && paidDay <= terms;
        const how = method === 'terms' ? '' : ` ${BY_METHOD[method]}`;
        return {
          label: early ? 'Paid early' : 'Paid',
          detail: `The 120-day terms invoice due on ${formatDate(terms)} was paid${how}${paidOn ? ` on ${paidOn}` : ''}. Nothing is owed.`,
          tone: 'success',
        };
      }
      if (method === 'bank') {
        return {
          label: 'Paid',
          detail: `The bank debit settled${paidOn ? ` on ${paidOn}` : ''}.`,
          tone: 'success',
        };
      }
      return { label: 'Paid', detail: paidOn ? `The card was charged on ${paidOn}.` : null, tone: 'success' };
    }
    case 'failed':
      return {
        label: 'Payment Failed',
        detail:
          method === 'bank'
            ? `The bank debit did not go through${order.payment?.failureMessage ? `: ${order.payment.failureMessage}` : '.'}`
            : (order.payment?.failureMessage ?? null),
        tone: 'danger',
      };
    case 'canceled':
      return {
        label: 'Payment canceled',
        detail: !order.payment
          ? 'No payment was taken.'
          : method === 'card'
            ? 'The pre-authorisation on the card was released: it will not be charged.'
            : method === 'terms'
              ? 'The order was canceled: nothing is owed on 120-day terms.'
              : 'The payment was canceled: nothing will be debited or owed.',
        tone: 'neutral',
      };
    case 'refunded':
      return { label: 'Refunded', detail: 'The payment was refunded.', tone: 'neutral' };
  }
}

/** An invoice on 120-day terms not paid yet: owed until its due date, due on it, overdue after. */
function termsOwed(dueDate: string | null, owed: string | null, timeZone: string | undefined, now: Date): PaymentState {
  if (!dueDate) return { label: 'On 120-day terms', detail: null, tone: 'neutral' };
  const today = dateInZone(now, timeZone ?? 'UTC');
  const due = formatDate(dueDate);
  const amount = owed ? `${owed} owed` : 'Owed';
  if (today < dueDate) {
    return {
      label: 'On 120-day terms',
      detail: `${amount}, due on ${due}. It can be paid early by card or bank debit.`,
      tone: 'neutral',
    };
  }
  if (today === dueDate) {
    return { label: 'Due today', detail: `${amount} on 120-day terms, due today, ${due}.`, tone: 'attention' };
  }
  return { label: 'Overdue', detail: `${amount} on 120-day terms, due on ${due}.`, tone: 'danger' };
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
 * unpaid-orders job cancels. An order on 120-day terms is not: its invoice is paid by a payment
 * link, whose payer may be the one a 3-D Secure or a verification waits for. The server has the
 * last word (ORDER_NOT_PAYABLE, PAYMENT_IN_PROCESS).
 */
export function canPayOrder(
  order: Pick<PaymentStateSource, 'status' | 'paymentStatus' | 'paymentType' | 'paymentDueDate'> & {
    amountDueCents: number;
  },
): boolean {
  if (order.paymentType === 'flexPayment' && order.paymentDueDate) return false;
  return (
    order.status === 'placed' &&
    order.amountDueCents > 0 &&
    (order.paymentStatus === 'requires_payment' ||
      order.paymentStatus === 'failed' ||
      order.paymentStatus === 'requires_action' ||
      order.paymentStatus === 'requires_confirmation')
  );
}
