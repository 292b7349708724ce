/** Calendar days as the API takes them (YYYY-MM-DD), from the browser's own clock and zone. */

const pad = (value: number) => String(value).padStart(2, '0');

export function localDateString(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day `days` after `date` (YYYY-MM-DD). */
export function addCalendarDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return localDateString(new Date(year, month - 1, day + days));
}

const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** "Thursday, March 6, 2025" for "2025-03-06". */
export function formatCalendarDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return longDate.format(new Date(year, month - 1, day));
}
