/**
 * Money as people read it. Amounts are the server's integer cents in the order's currency
 * (`OrderQuote.currency`); this file only formats them, it never computes a price.
 */

/** The typographic minus sign: read as "minus" by screen readers, unlike a hyphen. */
export const MINUS_SIGN = '\u2212';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    // 'narrowSymbol': "$195.00" for CAD and USD alike; the summary names the currency once.
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** "$1,234.50" for 123450 cents: the amount without a sign. */
export function formatMoney(cents: number, currency: string): string {
  return formatterFor(currency).format(Math.abs(cents) / 100);
}

/**
 * The spec's price sign (section 5): a negative amount shows a minus, a positive one shows a plus
 * only when forced (a line that adds to a total), zero never has a sign.
 */
export function signedMoney(cents: number, currency: string, forcePlus = false): string {
  const amount = formatMoney(cents, currency);
  if (cents < 0) return `${MINUS_SIGN}${amount}`;
  if (cents > 0 && forcePlus) return `+${amount}`;
  return amount;
}
