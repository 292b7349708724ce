import 'server-only';

import { CARD_ADDITIONAL_HOLD_PERCENT } from '@/lib/constants';

/**
 * What a card is pre-authorised for: the amount due plus the additional hold for changes, the
 * hold rounded half up to the cent once (as every percentage line of an order is).
 */
export function preAuthorizationCents(
  amountDueCents: number,
  holdPercent: number = CARD_ADDITIONAL_HOLD_PERCENT,
): number {
  if (!Number.isSafeInteger(amountDueCents) || amountDueCents < 0) {
    throw new RangeError('The amount due must be a whole, non-negative number of cents.');
  }
  if (!Number.isFinite(holdPercent) || holdPercent < 0)
    throw new RangeError('The hold must be a non-negative percentage.');
  // Integer arithmetic in hundredths of a percent, so that 10.5% of 1,999 cents is exact.
  const basisPoints = Math.round(holdPercent * 100);
  return amountDueCents + Math.floor((amountDueCents * basisPoints + 5000) / 10000);
}
