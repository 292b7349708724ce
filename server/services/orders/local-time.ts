import 'server-only';

/**
 * Local dates and hours of a supplier's time zone. Delivery windows are local ("06:00–10:00 on
 * 2026-05-04 in America/Toronto"); the instants they start at are computed here with Intl, so
 * daylight-saving changes are handled without a time-zone library.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

function localParts(instant: Date, timeZone: string) {
  const parts = formatter(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetMs(instant: Date, timeZone: string): number {
  const local = localParts(instant, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The zone's calendar date at an instant, YYYY-MM-DD. */
export function localDate(instant: Date, timeZone: string): string {
  const { year, month, day } = localParts(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The instant a local date and hour of the zone names. */
export function zonedInstant(date: string, hour: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wallClock = Date.UTC(year, month - 1, day, hour);
  let instant = wallClock - offsetMs(new Date(wallClock), timeZone);
  instant = wallClock - offsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

/** YYYY-MM-DD plus a number of days. */
export function addDays(date: string, days: number): string {
  const time = new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** "06:00" */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The zone a supplier without delivery settings dispatches in (DEFAULT_DELIVERY_SETTINGS's). */
const FALLBACK_TIME_ZONE = 'America/Toronto';

/**
 * The time zone an order's times are shown in (`lib/time.ts`): its delivery site's, which is its
 * city's; the supplier's dispatch zone only for a city seeded before cities had one.
 */
export function siteTimeZone(cityTimeZone: string | null, supplierTimeZone: string | null | undefined): string {
  return cityTimeZone ?? supplierTimeZone ?? FALLBACK_TIME_ZONE;
}
