import 'server-only';

import { eq, sql } from 'drizzle-orm';

import { DELIVERY_WINDOW_HOURS, ORDER_MAX_DAYS_AHEAD } from '@/lib/constants';
import type { Database } from '@/server/db/database';
import { preparedPerDatabase } from '@/server/db/prepared';
import {
  deliveryWindowBookings,
  deliveryWindowCapacities,
  supplierBlockedDates,
  supplierDeliverySettings,
  suppliers,
} from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

import { scheduleCapacities } from './capacity';
import { DEFAULT_DELIVERY_SETTINGS, windowStartHours, type DeliverySettingsRecord } from './quote';
import { addDays, hourLabel, localDate, zonedInstant } from '@/server/services/orders/local-time';

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

const onTheDate = (
  table: typeof deliveryWindowBookings | typeof deliveryWindowCapacities | typeof supplierBlockedDates,
) => sql`${table.supplierId} = ${suppliers.id} and ${table.deliveryDate} = ${sql.placeholder('date')}`;

const availabilityRead = preparedPerDatabase((db) =>
  db
    .select({
      id: suppliers.id,
      settings: sql<DeliverySettingsRecord | null>`(
        select json_build_object('timeZone', ${supplierDeliverySettings.timeZone},
          'windowCapacityTrucks', ${supplierDeliverySettings.windowCapacityTrucks},
          'firstWindowStartHour', ${supplierDeliverySettings.firstWindowStartHour},
          'windowsPerDay', ${supplierDeliverySettings.windowsPerDay},
          'cancellationWindowHours', ${supplierDeliverySettings.cancellationWindowHours})
        from ${supplierDeliverySettings} where ${supplierDeliverySettings.supplierId} = ${suppliers.id})`,
      bookings: sql<{ hour: number; booked: number }[]>`(
        select coalesce(json_agg(json_build_object('hour', ${deliveryWindowBookings.windowStartHour},
          'booked', ${deliveryWindowBookings.bookedTrucks})), '[]'::json)
        from ${deliveryWindowBookings} where ${onTheDate(deliveryWindowBookings)})`,
      overrides: sql<{ date: string; hour: number; trucks: number }[]>`(
        select coalesce(json_agg(json_build_object('date', ${deliveryWindowCapacities.deliveryDate},
          'hour', ${deliveryWindowCapacities.windowStartHour}, 'trucks', ${deliveryWindowCapacities.capacityTrucks})), '[]'::json)
        from ${deliveryWindowCapacities} where ${onTheDate(deliveryWindowCapacities)})`,
      blocks: sql<{ date: string; reason: string }[]>`(
        select coalesce(json_agg(json_build_object('date', ${supplierBlockedDates.deliveryDate},
          'reason', ${supplierBlockedDates.reason})), '[]'::json)
        from ${supplierBlockedDates} where ${onTheDate(supplierBlockedDates)})`,
    })
    .from(suppliers)
    .where(eq(suppliers.id, sql.placeholder('supplierId')))
    .prepare('delivery_availability'),
);

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
  // One read of everything (the order flow asks for each date it shows): the supplier, its
  // settings, the date's bookings, the board's capacities and whether the date is blocked.
  const [found] = await availabilityRead(db).execute({ supplierId, date });
  if (!found) throw expectedError(ErrorCode.NOT_FOUND, SUPPLIER_NOT_FOUND_MESSAGE);
  const settings = found.settings ?? DEFAULT_DELIVERY_SETTINGS;
  const { bookings } = found;
  const capacities = scheduleCapacities(settings, found.overrides, found.blocks);
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
