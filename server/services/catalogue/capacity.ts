import 'server-only';

import { and, eq, gte, lte } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { deliveryWindowCapacities, supplierBlockedDates } from '@/server/db/schema';

import { deliverySettingsOf, type DeliverySettingsRecord } from './quote';

/**
 * The one place a delivery window's capacity is decided: 0 on a date the supplier blocked, else
 * the schedule board's capacity for that window and date, else the delivery settings' trucks per
 * window. Availability, placing an order, proposing and accepting another window all ask here;
 * booking (bookings.ts) asks with the window's booking row locked, so a change of the schedule
 * and a booking never pass each other.
 */

export interface WindowCapacity {
  /** What may be booked in the window. */
  capacityTrucks: number;
  /** The delivery settings' trucks per window. */
  defaultCapacityTrucks: number;
  /** True when the schedule board set this window's capacity (even while the date is blocked). */
  overridden: boolean;
  /** The capacity the board set, if any. */
  overrideTrucks: number | null;
  blocked: boolean;
  blockReason: string | null;
}

/** The rule itself. */
export function effectiveCapacity(defaultTrucks: number, overrideTrucks: number | null, blocked: boolean): number {
  if (blocked) return 0;
  return overrideTrucks ?? defaultTrucks;
}

/** A supplier's windows' capacities over a range of local dates (both included). */
export interface ScheduleCapacities {
  settings: DeliverySettingsRecord;
  /** The reason a date is blocked; null when it is not. */
  blockOf(date: string): string | null;
  of(date: string, startHour: number): WindowCapacity;
}

export async function windowCapacities(
  db: Database,
  supplierId: string,
  range: { from: string; to: string },
  /** The supplier's settings, or their read under way (read here when not given). */
  settings?: DeliverySettingsRecord | Promise<DeliverySettingsRecord>,
): Promise<ScheduleCapacities> {
  const [known, overrides, blocks] = await Promise.all([
    settings ?? deliverySettingsOf(db, supplierId),
    db
      .select({
        date: deliveryWindowCapacities.deliveryDate,
        hour: deliveryWindowCapacities.windowStartHour,
        trucks: deliveryWindowCapacities.capacityTrucks,
      })
      .from(deliveryWindowCapacities)
      .where(
        and(
          eq(deliveryWindowCapacities.supplierId, supplierId),
          gte(deliveryWindowCapacities.deliveryDate, range.from),
          lte(deliveryWindowCapacities.deliveryDate, range.to),
        ),
      ),
    db
      .select({ date: supplierBlockedDates.deliveryDate, reason: supplierBlockedDates.reason })
      .from(supplierBlockedDates)
      .where(
        and(
          eq(supplierBlockedDates.supplierId, supplierId),
          gte(supplierBlockedDates.deliveryDate, range.from),
          lte(supplierBlockedDates.deliveryDate, range.to),
        ),
      ),
  ]);
  return scheduleCapacities(known, overrides, blocks);
}

/** The capacities from rows already read: the settings, the board's overrides and the blocked dates. */
export function scheduleCapacities(
  settings: DeliverySettingsRecord,
  overrides: { date: string; hour: number; trucks: number }[],
  blocks: { date: string; reason: string }[],
): ScheduleCapacities {
  const overrideOf = new Map(overrides.map((row) => [`${row.date}|${row.hour}`, row.trucks]));
  const blockOf = new Map(blocks.map((row) => [row.date, row.reason]));
  return {
    settings,
    blockOf: (date) => blockOf.get(date) ?? null,
    of(date, startHour) {
      const overrideTrucks = overrideOf.get(`${date}|${startHour}`) ?? null;
      const blockReason = blockOf.get(date) ?? null;
      const blocked = blockReason !== null;
      return {
        capacityTrucks: effectiveCapacity(settings.windowCapacityTrucks, overrideTrucks, blocked),
        defaultCapacityTrucks: settings.windowCapacityTrucks,
        overridden: overrideTrucks !== null,
        overrideTrucks,
        blocked,
        blockReason,
      };
    },
  };
}

/** One window's capacity. */
export async function windowCapacity(
  db: Database,
  window: { supplierId: string; deliveryDate: string; windowStartHour: number },
  settings?: DeliverySettingsRecord,
): Promise<WindowCapacity> {
  const day = { from: window.deliveryDate, to: window.deliveryDate };
  return (await windowCapacities(db, window.supplierId, day, settings)).of(window.deliveryDate, window.windowStartHour);
}
