/**
 * One rule for time: every instant the product shows about an order (placed, charged, paid,
 * delivered, a chat message, a payment link's expiry) is the delivery site's local time, named
 * with its zone ("Nov 29, 2026, 6:00 a.m. EST"), the same on the order page, the supplier's page,
 * the driver's phone, the invoice PDF, the e-ticket, the mails and the CSV exports. The zone is the order's
 * `timeZone` (its city's), passed in: never the reader's or the server's own clock, which made
 * the same charge read "11:00 a.m. UTC" on one page and "6:00 a.m. EST" on the invoice.
 *
 * Times that belong to no delivery site (an API key's last use, a credit application) are shown
 * in the zone of whoever owns them, which the caller passes the same way.
 *
 * The offsets and abbreviations come from the product's one table of zone rules
 * (`lib/zone-rules.ts`), the same in the browser and on the server, whatever tzdata each ships.
 */

import { localDate, wallClock, type WallClock } from './zone-rules';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The words are spelled here, in Canadian English ("6:00 a.m."), rather than by Intl: the zone
 * rules come from the product's own table (`lib/zone-rules.ts`), and the browser's and Node's
 * locale data differ too (some put a narrow no-break space before "a.m."), so the page, the PDF,
 * the mail and the CSV read the same characters.
 */
function clock({ hour, minute }: WallClock): string {
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'a.m.' : 'p.m.'}`;
}

/** "Nov 29, 2026, 6:00 a.m. EST": an instant (ISO 8601) in the site's zone, the zone named. */
export function formatDateTime(iso: string, timeZone: string): string {
  const local = wallClock(new Date(iso), timeZone);
  return `${MONTHS[local.month - 1]} ${local.day}, ${local.year}, ${clock(local)} ${local.abbreviation}`;
}

/** "10:42 a.m. EST": a time of day in the site's zone, the zone named. */
export function formatTime(iso: string, timeZone: string): string {
  const local = wallClock(new Date(iso), timeZone);
  return `${clock(local)} ${local.abbreviation}`;
}

/** "10:42 a.m.": a time of day in the site's zone where the zone is already named beside it. */
export function formatClock(iso: string, timeZone: string): string {
  return clock(wallClock(new Date(iso), timeZone));
}

/** The site's calendar date at an instant (ISO 8601), YYYY-MM-DD: which day a payment fell on. */
export function formatLocalDate(iso: string, timeZone: string): string {
  return localDate(new Date(iso), timeZone);
}

/** "Toronto time" for America/Toronto: how a heading names the zone its times are in. */
export function timeZoneLabel(timeZone: string): string {
  const city = timeZone.split('/').pop() ?? timeZone;
  return `${city.replace(/_/g, ' ')} time`;
}

/**
 * The reader's own zone, for the few times that belong to no delivery site (a credit
 * application, an API key's use): only in the browser, after the data loaded.
 */
export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The last `count` calendar months (UTC) up to the one `now` is in, newest first, as "YYYY-MM":
 * rows of monthly figures (the partner dashboard), a month without activity included.
 */
export function recentMonths(now: Date, count: number): string[] {
  const months: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    months.push(`${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}

/** "2026-11" as "Nov 2026". */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTHS[Number(number) - 1] ?? month} ${year}`;
}
