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
