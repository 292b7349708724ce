import type { ProductType } from '@/graphql/generated/client/graphql';
import { CARD_CHARGE_HOURS_BEFORE_DELIVERY } from '@/lib/constants';
import { formatMoney } from '@/lib/money';
import { formatDateTime } from '@/lib/time';

import { lateCancellationSentence } from './cancellation-words';
import { orderWords } from './order-words';

/**
 * Paying by card in words a payer trusts: before the click, what is held now, what is charged
 * when, and why; the button names the amount the bank's 3-D Secure will then ask to confirm, so
 * no second, unexplained number appears. The amounts are the server's (`Order.cardPayment`), never
 * computed here.
 */

export interface CardPaymentPlanWords {
  amountNowCents: number;
  holdCents: number;
  chargedAtOnce: boolean;
  chargeAt: string;
}

export interface CardPaymentWords {
  /** The pay button: "Pay $1,561.60 (hold $1,717.76 now)". */
  payLabel: string;
  /** What the payment step says above the card, in order. */
  explanation: string[];
  /** What 3-D Secure asks the payer to confirm: "a hold of $1,717.76". */
  confirmWhat: string;
}

export function cardPaymentWords(
  plan: CardPaymentPlanWords,
  order: {
    amountDueCents: number;
    currency: string;
    cardHoldPercent: number;
    timeZone: string;
    /** The hold's reason is the product's: extra material for concrete, extra days for a bin. */
    productType: ProductType;
    /** Until when canceling is free, and the supplier's late cancellation fee after that. */
    cancelableUntil: string;
    lateCancellationFeePercent: number;
    lateCancellationFeeCents: number;
  },
  at: Date = new Date(),
): CardPaymentWords {
  const due = formatMoney(order.amountDueCents, order.currency);
  const now = formatMoney(plan.amountNowCents, order.currency);
  const freeUntil = formatDateTime(order.cancelableUntil, order.timeZone);
  const fee = {
    lateFeePercent: order.lateCancellationFeePercent,
    lateFeeCents: order.lateCancellationFeeCents,
    currency: order.currency,
  };
  const freeWindowOpen = at.getTime() < new Date(order.cancelableUntil).getTime();
  if (plan.chargedAtOnce) {
    return {
      payLabel: `Pay ${due}`,
      explanation: [
        `Your card is charged ${due} now: delivery is less than ${CARD_CHARGE_HOURS_BEFORE_DELIVERY} hours away, so nothing is held in advance.`,
        // Charged at once, the free window may still be open for a while, or closed already.
        freeWindowOpen
          ? `If you cancel before ${freeUntil}, it is refunded in full. ${lateCancellationSentence('After that', fee)}`
          : lateCancellationSentence('The free cancellation window has closed: now', fee),
      ],
      confirmWhat: `a payment of ${now}`,
    };
  }
  const hold = formatMoney(plan.holdCents, order.currency);
  const chargeAt = formatDateTime(plan.chargeAt, order.timeZone);
  // Canceling is free only until the supplier's cancellation window closes: before the charge the
  // hold is released; a window that closes after the charge refunds what was charged.
  const freeEndsFirst = new Date(order.cancelableUntil).getTime() <= new Date(plan.chargeAt).getTime();
  const free = freeEndsFirst
    ? `If you cancel before ${freeUntil}, the hold is released and nothing is charged.`
    : `If you cancel before then, the hold is released and nothing is charged; until ${freeUntil}, what was charged is refunded in full.`;
  return {
    payLabel: `Pay ${due} (hold ${now} now)`,
    explanation: [
      `Now: ${now} is held on your card, not charged. That is the amount due, ${due}, plus ${hold} (${order.cardHoldPercent}%) held in case the order changes on the day, ${orderWords(order.productType).holdReason}. Your bank may ask you to confirm the ${now} hold.`,
      `On ${chargeAt}, ${CARD_CHARGE_HOURS_BEFORE_DELIVERY} hours before delivery: your card is charged the order’s amount, ${due} unless the order changed, and the rest of the hold is released.`,
      `${free} ${lateCancellationSentence('After that', fee)}`,
    ],
    confirmWhat: `a hold of ${now}`,
  };
}
