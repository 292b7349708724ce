import 'server-only';

/**
 * Local dates and hours of a supplier's time zone. Delivery windows are local ("06:00–10:00 on
 * 2026-05-04 in America/Toronto"); the instants they start at are computed from the product's
 * one table of zone rules (`lib/zone-rules.ts`), the one the times shown are formatted with, so a
 * window and the times around it move together when a province changes its clocks.
 */
export { localDate, zonedInstant } from '@/lib/zone-rules';

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
