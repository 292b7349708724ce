/** Display helpers shared by the marketing cards, the order flow and careers: counts, initials, places, ratings. */

/** "1 supplier", "12 suppliers". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : pluralForm}`;
}

/** Up to two initials for a badge that stands in for a missing logo: "Golden Gate Dumpsters" → "GG". */
export function initials(name: string): string {
  const letters = name
    .split(/[\s&-]+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** "Toronto, ON, Canada". */
export function cityLine(city: { name: string; regionCode: string; countryCode: string }): string {
  const country = countryNames.of(city.countryCode) ?? city.countryCode;
  return `${city.name}, ${city.regionCode}, ${country}`;
}

/**
 * "Northpeak Ready Mix's", "Lakeshore Bin Rentals'": a name's possessive, with the apostrophe alone
 * after a final s, as a company named in the plural reads.
 */
export function possessive(name: string): string {
  return /s$/i.test(name.trim()) ? `${name.trim()}'` : `${name.trim()}'s`;
}

/**
 * A supplier's record of disputes beside its ratings: "3 disputes: 1 accepted, 1 open" (open: waiting
 * for the supplier's answer, or contested); "No disputes".
 */
export function disputeRecordText(record: { total: number; accepted: number; open: number }): string {
  if (record.total === 0) return 'No disputes';
  return `${plural(record.total, 'dispute')}: ${record.accepted.toLocaleString('en-US')} accepted, ${record.open.toLocaleString('en-US')} open`;
}

/** "4.7 out of 5 (312 ratings)": the words a screen reader and a sighted reader both get. */
export function ratingText(rating: number, ratingCount: number): string {
  return `${rating.toFixed(1)} out of 5 (${plural(ratingCount, 'rating')})`;
}
