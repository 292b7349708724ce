/**
 * Disposal bins (product type `rentals`) in their own words: a count of bins, a drop-off date and
 * window, and a rental period in days that gives the pick-up date (or the other way round). The
 * bin's price covers the product's included days; each day past them is charged per bin at the
 * product's extra-day price (the server prices it: server/services/catalogue/pricing.ts).
 */

import { addCalendarDays } from './dates';

const DAY_MS = 86_400_000;

const utcDay = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
};

/** Calendar days from the drop-off date to the pick-up date (YYYY-MM-DD): the rental period. */
export function rentalDaysBetween(dropOffDate: string, pickUpDate: string): number {
  return Math.round((utcDay(pickUpDate) - utcDay(dropOffDate)) / DAY_MS);
}

/** The pick-up date a rental period of `days` gives from the drop-off date. */
export const pickUpDateFor = addCalendarDays;

/** The days of the period past those the bin's price includes (none when it fits). */
export function extraRentalDays(days: number, includedDays: number): number {
  return Math.max(0, days - includedDays);
}

/** A bin goes on its own truck: an order of bins books as many trucks as bins. */
export function deliveryTrucks(order: { productType: string | null; quantity: number | null; trucks: number }) {
  return order.productType === 'rentals' ? Math.max(1, Math.round(order.quantity ?? 1)) : order.trucks;
}

/** "1 day", "10 days". */
export function formatDays(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** "1 bin", "3 bins". */
export function formatBins(bins: number): string {
  return `${bins} ${bins === 1 ? 'bin' : 'bins'}`;
}
