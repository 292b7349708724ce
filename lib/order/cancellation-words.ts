import { formatMoney } from '@/lib/money';
import { formatDateTime } from '@/lib/time';

/**
 * A supplier's cancellation terms in words, the same before the order is placed (checkout), on
 * the payment step and in the cancel dialog: free until its cancellation window closes (so many
 * hours before the delivery window), then, until the delivery is on its way (words for trucks and
 * bins alike: checkout and the payment step speak of either), its late cancellation fee (a
 * percentage of the total), or no cancellation at all when the supplier charges none.
 */

export interface CancellationTermsWords {
  /** When the free cancellation window closes (ISO 8601); null until a delivery window is chosen. */
  freeUntil: string | null;
  windowHours: number;
  lateFeePercent: number;
  lateFeeCents: number;
  currency: string;
  timeZone: string;
}

const hours = (count: number) => `${count} hour${count === 1 ? '' : 's'}`;

/** What canceling late costs, from "after …": the fee and what comes back, or no cancellation. */
export function lateCancellationSentence(
  after: string,
  terms: Pick<CancellationTermsWords, 'lateFeePercent' | 'lateFeeCents' | 'currency'>,
): string {
  if (terms.lateFeePercent <= 0) return `${after}, the order can no longer be canceled.`;
  return `${after}, until the delivery is on its way, canceling costs the supplier's late cancellation fee of ${terms.lateFeePercent}% of the total (${formatMoney(terms.lateFeeCents, terms.currency)}): the fee is charged and the rest is given back.`;
}

/**
 * Checkout's words, before the order is placed. A window that starts soon may be inside the
 * cancellation window already: then free cancellation has ended, and the fee applies at once.
 */
export function cancellationTermsWords(terms: CancellationTermsWords, now: Date = new Date()): string {
  const window = `${hours(terms.windowHours)} before the delivery window`;
  if (terms.freeUntil && Date.parse(terms.freeUntil) <= now.getTime()) {
    const ended = `Free cancellation ended at ${formatDateTime(terms.freeUntil, terms.timeZone)} (${window}).`;
    return `${ended} ${lateCancellationSentence('Once placed', terms)}`;
  }
  const free = terms.freeUntil
    ? `Free cancellation until ${formatDateTime(terms.freeUntil, terms.timeZone)} (${window}).`
    : `Free cancellation until ${window}.`;
  return `${free} ${lateCancellationSentence('After that', terms)}`;
}
