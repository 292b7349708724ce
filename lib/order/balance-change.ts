import { formatMoney } from '@/lib/money';

/**
 * A change of a paid order's total, in the payer's words: the order page, its mail and its
 * receipt or credit note say the same (server/services/payments/balance-changes.ts moves the money).
 */

export type BalanceSettlement = 'collect' | 'refund' | 'terms';
export type BalanceChangeState =
  'awaiting_consent' | 'processing' | 'requires_action' | 'failed' | 'pending' | 'settled' | 'canceled';

export interface BalanceChangeWords {
  settlement: BalanceSettlement;
  status: BalanceChangeState;
  /** Positive: owed by the payer; negative: given back. */
  differenceCents: number;
  newTotalCents: number;
  currency: string;
  /** 'Visa •••• 4242'; null on terms. */
  methodLabel: string | null;
  failureMessage?: string | null;
  /** The contractor canceled late: the new total is the supplier's cancellation fee. */
  lateCancellation?: boolean;
}

/** The new total's name: a late cancellation's is its fee. */
export const newTotalLabel = (change: Pick<BalanceChangeWords, 'lateCancellation'>) =>
  change.lateCancellation ? 'Cancellation fee' : 'New total';

/** Where a change's money is, as the supplier reads it beside the payer's words. */
export const BALANCE_CHANGE_STATUS_LABELS: Readonly<Record<BalanceChangeState, string>> = {
  awaiting_consent: 'Waiting for the contractor to authorise it',
  processing: 'Being charged',
  requires_action: 'Waiting for the contractor’s bank (3-D Secure)',
  failed: 'Declined: the contractor may try again',
  pending: 'Refund on its way',
  settled: 'Settled',
  canceled: 'Nothing moved (superseded or the order ended)',
};

/** Money back is a credit note; money taken (or added to the terms) a receipt. */
export function balanceDocumentTitle(change: Pick<BalanceChangeWords, 'differenceCents'>): 'Receipt' | 'Credit note' {
  return change.differenceCents < 0 ? 'Credit note' : 'Receipt';
}

/** Whether the payer can authorise the difference now (or again, after a decline). */
export const awaitsConsent = (change: Pick<BalanceChangeWords, 'settlement' | 'status'>) =>
  change.settlement === 'collect' && (change.status === 'awaiting_consent' || change.status === 'failed');

/** One sentence: what the change does with the payer's money now. */
export function balanceChangeText(change: BalanceChangeWords): string {
  const amount = formatMoney(Math.abs(change.differenceCents), change.currency);
  const total = formatMoney(change.newTotalCents, change.currency);
  const method = change.methodLabel ?? 'the method you paid with';
  if (change.status === 'canceled') {
    return `The total changed again or the order ended before ${amount} moved: nothing is taken or refunded for it.`;
  }
  if (change.lateCancellation) {
    const given =
      change.settlement === 'terms'
        ? `${amount} was taken off your 120-day terms invoice`
        : change.status === 'settled'
          ? `${amount} was refunded to ${method}`
          : `${amount} is being refunded to ${method}`;
    return `Canceled inside the cancellation window: the supplier's late cancellation fee of ${total} is charged and ${given}.`;
  }
  if (change.settlement === 'terms') {
    return change.differenceCents > 0
      ? `The new total is ${total}: ${amount} was added to your 120-day terms invoice.`
      : `The new total is ${total}: ${amount} was taken off your 120-day terms invoice.`;
  }
  if (change.settlement === 'refund') {
    return change.status === 'settled'
      ? `The new total is ${total}: ${amount} was refunded to ${method}.`
      : `The new total is ${total}: ${amount} is being refunded to ${method}.`;
  }
  switch (change.status) {
    case 'awaiting_consent':
      return `The new total is ${total}: ${amount} more is due. Authorise it to be charged on ${method}.`;
    case 'processing':
      return `${amount} is being charged on ${method}.`;
    case 'requires_action':
      return `Your bank asks you to confirm the payment of ${amount} (3-D Secure).`;
    case 'failed':
      return `${amount} could not be charged on ${method}${change.failureMessage ? ` (${change.failureMessage})` : ''}. Try again.`;
    default:
      return `The new total is ${total}: ${amount} was charged on ${method}.`;
  }
}
