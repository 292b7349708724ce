/**
 * A referral partner's commission: a rate in basis points of an order's subtotal (without taxes,
 * delivery and fees), fixed when the order is placed. Pure, shared by placing and the tests.
 */

/** The commission on a subtotal at a rate, rounded half up to the cent. */
export function partnerCommission(subtotalCents: number, bps: number): { bps: number; cents: number } {
  if (!Number.isSafeInteger(subtotalCents) || subtotalCents < 0 || !Number.isInteger(bps) || bps < 0 || bps > 10_000) {
    throw new RangeError(`partnerCommission needs a non-negative subtotal and a rate of 0 to 10000 bps`);
  }
  return { bps, cents: Math.floor((subtotalCents * bps + 5_000) / 10_000) };
}

/** "5%", "7.5%": a rate in basis points as a percentage. */
export function commissionRateLabel(bps: number): string {
  return `${Number((bps / 100).toFixed(2))}%`;
}
