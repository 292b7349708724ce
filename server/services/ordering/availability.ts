import 'server-only';

import { and, eq } from 'drizzle-orm';

import { DELIVERY_WINDOW_HOURS, ORDER_MAX_DAYS_AHEAD } from '@/lib/constants';
import type { Database } from '@/server/db/database';
import { deliveryWindowBookings, suppliers } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

import { deliverySettingsOf, windowStartHours } from './quote';
import { addDays, hourLabel, localDate, zonedInstant } from './time';

export const SUPPLIER_NOT_FOUND_MESSAGE = 'Supplier not found';

export interface DeliveryWindowRecord {
  startHour: number;
  /** "06:00–10:00", the supplier's local time. */
  label: string;
  startsAt: string;
  endsAt: string;
  capacityTrucks: number;
  bookedTrucks: number;
  remainingTrucks: number;
  /** False when full, already started, or the date cannot be booked. */
  available: boolean;
}

export interface DeliveryAvailabilityRecord {
  supplierId: string;
  date: string;
  timeZone: string;
  windows: DeliveryWindowRecord[];
}

/** The supplier's 4-hour windows on a local date: capacity less the trucks booked. */
export async function deliveryAvailability(
  db: Database,
  supplierId: string,
  date: string,
  now: Date = new Date(),
): Promise<DeliveryAvailabilityRecord> {
  const [supplier] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId));
  if (!supplier) throw expectedError(ErrorCode.NOT_FOUND, SUPPLIER_NOT_FOUND_MESSAGE);
  const settings = await deliverySettingsOf(db, supplierId);
  const bookings = await db
    .select({ hour: deliveryWindowBookings.windowStartHour, booked: deliveryWindowBookings.bookedTrucks })
    .from(deliveryWindowBookings)
    .where(and(eq(deliveryWindowBookings.supplierId, supplierId), eq(deliveryWindowBookings.deliveryDate, date)));
  const booked = new Map(bookings.map((row) => [row.hour, row.booked]));
  const inRange = date <= addDays(localDate(now, settings.timeZone), ORDER_MAX_DAYS_AHEAD);
  return {
    supplierId,
    date,
    timeZone: settings.timeZone,
    windows: windowStartHours(settings).map((hour) => {
      const startsAt = zonedInstant(date, hour, settings.timeZone);
      const endsAt = zonedInstant(date, hour + DELIVERY_WINDOW_HOURS, settings.timeZone);
      const bookedTrucks = booked.get(hour) ?? 0;
      const remainingTrucks = Math.max(0, settings.windowCapacityTrucks - bookedTrucks);
      return {
        startHour: hour,
        label: `${hourLabel(hour)}–${hourLabel(hour + DELIVERY_WINDOW_HOURS)}`,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        capacityTrucks: settings.windowCapacityTrucks,
        bookedTrucks,
        remainingTrucks,
        available: inRange && remainingTrucks > 0 && startsAt.getTime() > now.getTime(),
      };
    }),
  };
}
