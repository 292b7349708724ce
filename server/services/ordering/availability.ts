import 'server-only';

import { and, eq } from 'drizzle-orm';

import { DELIVERY_WINDOW_HOURS, ORDER_MAX_DAYS_AHEAD } from '@/lib/constants';
import type { Database } from '@/server/db/database';
import { deliveryWindowBookings, suppliers } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

import { windowCapacities } from './capacity';
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
  /** False when full, already started, or the date cannot be booked (blocked, too far ahead). */
  available: boolean;
}

export interface DeliveryAvailabilityRecord {
  supplierId: string;
  date: string;
  timeZone: string;
  /** True when the supplier does not deliver on the date (a holiday, the plant down): no window is available. */
  closed: boolean;
  /** What the contractor reads then. */
  closedMessage: string | null;
  windows: DeliveryWindowRecord[];
}

export const NOT_DELIVERING_MESSAGE = 'Not delivering on this date. Please choose another date.';

/**
 * The supplier's 4-hour windows on a local date: capacity (capacity.ts: 0 on a blocked date, the
 * schedule board's, or the settings') less the trucks booked.
 */
export async function deliveryAvailability(
  db: Database,
  supplierId: string,
  date: string,
  now: Date = new Date(),
): Promise<DeliveryAvailabilityRecord> {
  // Every read at once (the order flow asks for each date it shows): an unknown supplier has none
  // of these rows, so reading them before knowing it exists costs nothing but answers sooner.
  const known = db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId));
  const settingsRead = deliverySettingsOf(db, supplierId);
  const [[supplier], settings, bookings, capacities] = await Promise.all([
    known,
    settingsRead,
    db
      .select({ hour: deliveryWindowBookings.windowStartHour, booked: deliveryWindowBookings.bookedTrucks })
      .from(deliveryWindowBookings)
      .where(and(eq(deliveryWindowBookings.supplierId, supplierId), eq(deliveryWindowBookings.deliveryDate, date))),
    windowCapacities(db, supplierId, { from: date, to: date }, settingsRead),
  ]);
  if (!supplier) throw expectedError(ErrorCode.NOT_FOUND, SUPPLIER_NOT_FOUND_MESSAGE);
  const booked = new Map(bookings.map((row) => [row.hour, row.booked]));
  const inRange = date <= addDays(localDate(now, settings.timeZone), ORDER_MAX_DAYS_AHEAD);
  const closed = capacities.blockOf(date) !== null;
  return {
    supplierId,
    date,
    timeZone: settings.timeZone,
    closed,
    // The supplier's reason is for its team; the contractor is told only that the date is closed.
    closedMessage: closed ? NOT_DELIVERING_MESSAGE : null,
    windows: windowStartHours(settings).map((hour) => {
      const startsAt = zonedInstant(date, hour, settings.timeZone);
      const endsAt = zonedInstant(date, hour + DELIVERY_WINDOW_HOURS, settings.timeZone);
      const bookedTrucks = booked.get(hour) ?? 0;
      const { capacityTrucks } = capacities.of(date, hour);
      const remainingTrucks = Math.max(0, capacityTrucks - bookedTrucks);
      return {
        startHour: hour,
        label: `${hourLabel(hour)}–${hourLabel(hour + DELIVERY_WINDOW_HOURS)}`,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        capacityTrucks,
        bookedTrucks,
        remainingTrucks,
        available: inRange && remainingTrucks > 0 && startsAt.getTime() > now.getTime(),
      };
    }),
  };
}
