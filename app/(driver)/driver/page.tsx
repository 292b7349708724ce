import { DriverApp } from '@/components/driver/DriverApp';
import { calendarDate } from '@/lib/validation/order';

export const metadata = { title: 'Your loads' };

/** The driver's loads of the day; `?date=YYYY-MM-DD` looks at another day (ahead, or back). */
export default async function DriverPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const value = (await searchParams).date;
  const date = (Array.isArray(value) ? value[0] : value)?.trim();
  return <DriverApp date={date && calendarDate.safeParse(date).success ? date : undefined} />;
}
