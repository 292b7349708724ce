/**
 * An amount of integer cents for people to read in a sentence, with its currency named so that
 * CAD and USD are never confused: formatMoney(123456, 'CAD') → '$1,234.56 CAD'.
 */
export function formatMoney(cents: number, currency: string): string {
  const code = currency.toUpperCase();
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
  }).format(cents / 100);
  return `${amount} ${code}`;
}

/** The typographic minus sign: read as "minus" by screen readers, unlike a hyphen. */
export const MINUS_SIGN = '\u2212';

/**
 * The spec's price sign (section 5): a negative amount shows a minus, a positive one a plus only
 * when forced (a line that adds to a total), zero never has a sign: "−$20.00 CAD", "+$12.00 CAD".
 */
export function signedMoney(cents: number, currency: string, forcePlus = false): string {
  const amount = formatMoney(Math.abs(cents), currency);
  if (cents < 0) return `${MINUS_SIGN}${amount}`;
  if (cents > 0 && forcePlus) return `+${amount}`;
  return amount;
}
