import { calendarDate } from '@/lib/validation/order';

/**
 * The schedule board's week lives in the address bar (`/supplier/schedule?from=2026-05-04`), so a
 * reload or a shared link shows the same days; without a valid date the board starts today.
 */

type SearchParams = Record<string, string | string[] | undefined>;

/** The days the board shows at once. */
export const SCHEDULE_WEEK_DAYS = 7;

export function parseScheduleFrom(params: SearchParams): string | undefined {
  const value = params.from;
  const from = (Array.isArray(value) ? value[0] : value)?.trim();
  return from && calendarDate.safeParse(from).success ? from : undefined;
}

/** YYYY-MM-DD plus a number of days. */
export function shiftDate(date: string, days: number): string {
  const time = new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** The reader's calendar date today (the board's start until the supplier's own today is known). */
export function todayOnThisDevice(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
