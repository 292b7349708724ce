import { formatMoney } from '@/lib/money';
import type { OrderRequestKind } from '@/lib/validation/pour-day';

/**
 * The words of pour-day requests, shared by both order pages and the mails: what was asked, its
 * state, and what a balance does to the money. Amounts are the server's cents, never computed here.
 */

export const ORDER_REQUEST_KIND_LABELS: Record<OrderRequestKind, string> = {
  hold: 'Hold the next truck',
  spacing: 'Change spacing',
  balance: 'Send the balance',
};

export const ORDER_REQUEST_STATUS_LABELS = {
  open: 'Waiting for the supplier',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
} as const;

/** "All trucks at once", "30 minutes apart". */
export function spacingText(minutes: number): string {
  return minutes === 0 ? 'all trucks at once' : `${minutes} minutes apart`;
}

/** What a request asks, in a sentence: "Send the balance: 3.5 m³". */
export function requestSummary(
  request: { kind: OrderRequestKind; minutes?: number | null; quantity?: number | null },
  unit: string,
): string {
  if (request.kind === 'hold') return 'Hold the next truck';
  if (request.kind === 'spacing') return `Trucks ${spacingText(request.minutes ?? 0)}`;
  return `Send the balance: ${request.quantity ?? 0} ${unit}`;
}

/** A balance's money, as the server computed it. */
export interface BalanceMoney {
  currency: string;
  previousTotalCents: number;
  newTotalCents: number;
  previousAmountDueCents: number;
  newAmountDueCents: number;
  /** The order's payment collects the new amount due as it is (nothing else to pay or give back). */
  coveredByOrderPayment: boolean;
}

/**
 * What the new total means for the contractor's payment, said as the code does it: the order's
 * payment (not taken yet, a card authorisation large enough, or terms) collects the new amount
 * due; above money already taken (or an authorisation smaller than the new amount), the
 * difference is asked of the payer to authorise; below it, the difference is refunded.
 */
export function balancePaymentText(money: BalanceMoney): string {
  const total = formatMoney(money.newTotalCents, money.currency);
  const difference = money.newAmountDueCents - money.previousAmountDueCents;
  if (difference === 0) return `The total stays ${total}.`;
  const gap = formatMoney(Math.abs(difference), money.currency);
  if (money.coveredByOrderPayment) {
    return difference > 0
      ? `The new total is ${total}; the difference is charged with the order's payment.`
      : `The new total is ${total}; the order's payment takes the lower amount.`;
  }
  return difference > 0
    ? `The new total is ${total}; the difference of ${gap} is asked of you on the order page, to authorise on the method you paid with.`
    : `The new total is ${total}; the ${gap} paid above it is refunded to the method you paid with.`;
}
