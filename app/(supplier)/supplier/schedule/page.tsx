import { ScheduleBoard } from '@/components/supplier/ScheduleBoard';
import { parseScheduleFrom } from '@/components/supplier/scheduleWeek';

export const metadata = { title: 'Schedule' };

/** The supplier's schedule board, a week at a time from `?from=YYYY-MM-DD` (this week without one). */
export default async function SupplierSchedulePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <>
      <h1>Schedule</h1>
      <ScheduleBoard from={parseScheduleFrom(await searchParams)} />
    </>
  );
}
