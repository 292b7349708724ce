/**
 * One rule for time: every instant the product shows about an order (placed, charged, paid,
 * delivered, a chat message, a payment link's expiry) is the delivery site's local time, named
 * with its zone ("Nov 29, 2026, 6:00 a.m. EST"), the same on the order page, the supplier's page,
 * the driver's phone, the invoice PDF, the e-ticket and the mails. The zone is the order's
 * `timeZone` (its city's), passed in: never the reader's or the server's own clock, which made
 * the same charge read "11:00 a.m. UTC" on one page and "6:00 a.m. EST" on the invoice.
 *
 * Times that belong to no delivery site (an API key's last use, a credit application) are shown
 * in the zone of whoever owns them, which the caller passes the same way.
 */

const LOCALE = 'en-CA';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'dateTime' | 'time' | 'clock', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, {
      ...(kind === 'dateTime' ? { month: 'short', day: 'numeric', year: 'numeric' } : {}),
      hour: 'numeric',
      minute: '2-digit',
      ...(kind === 'clock' ? {} : { timeZoneName: 'short' }),
      timeZone,
    });
    formatters.set(key, format);
  }
  return format;
}

/** "Nov 29, 2026, 6:00 a.m. EST": an instant (ISO 8601) in the site's zone, the zone named. */
export function formatDateTime(iso: string, timeZone: string): string {
  return formatter('dateTime', timeZone).format(new Date(iso));
}

/** "10:42 a.m. EST": a time of day in the site's zone, the zone named. */
export function formatTime(iso: string, timeZone: string): string {
  return formatter('time', timeZone).format(new Date(iso));
}

/** "10:42 a.m.": a time of day in the site's zone where the zone is already named beside it. */
export function formatClock(iso: string, timeZone: string): string {
  return formatter('clock', timeZone).format(new Date(iso));
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
