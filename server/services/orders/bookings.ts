import 'server-only';

import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import type { Transaction } from '@/server/db/database';
import { deliveryWindowBookings } from '@/server/db/schema';

import { windowCapacity } from '@/server/services/catalogue/capacity';
import type { DeliverySettingsRecord } from '@/server/services/catalogue/quote';

export interface DeliveryWindowKey {
  supplierId: string;
  deliveryDate: string;
  windowStartHour: number;
}

/** What booking answered: booked, no room left, or the supplier does not deliver on the date. */
export type BookingOutcome = 'booked' | 'full' | 'blocked';

/**
 * Books `trucks` in a supplier's delivery window if they fit its capacity, in the caller's
 * transaction. The window's booking row is locked first (SELECT ... FOR UPDATE), then its
 * capacity is read (capacity.ts: a blocked date, the schedule board's capacity, the settings'),
 * then a conditional UPDATE (`booked + trucks <= capacity`) books. Concurrent bookings queue on
 * the row lock and each re-checks; a schedule change (schedule.ts) takes the same lock before it
 * checks what is booked, so capacity read under the lock is the capacity that holds.
 */
export async function bookTrucks(
  tx: Transaction,
  window: DeliveryWindowKey,
  trucks: number,
  settings?: DeliverySettingsRecord,
): Promise<BookingOutcome> {
  await lockWindows(tx, window.supplierId, window.deliveryDate, [window.windowStartHour]);
  const capacity = await windowCapacity(tx, window, settings);
  if (capacity.blocked) return 'blocked';
  const booked = await tx
    .update(deliveryWindowBookings)
    .set({ bookedTrucks: sql`${deliveryWindowBookings.bookedTrucks} + ${trucks}` })
    .where(
      and(
        eq(deliveryWindowBookings.supplierId, window.supplierId),
        eq(deliveryWindowBookings.deliveryDate, window.deliveryDate),
        eq(deliveryWindowBookings.windowStartHour, window.windowStartHour),
        sql`${deliveryWindowBookings.bookedTrucks} + ${trucks} <= ${capacity.capacityTrucks}`,
      ),
    )
    .returning({ booked: deliveryWindowBookings.bookedTrucks });
  return booked.length > 0 ? 'booked' : 'full';
}

/**
 * Locks the booking rows of a supplier's windows on a date (made when missing), in the order of
 * their start hours, and answers the trucks booked in each. Everything that books trucks or
 * changes what a window may hold takes these locks first.
 */
export async function lockWindows(
  tx: Transaction,
  supplierId: string,
  deliveryDate: string,
  startHours: number[],
): Promise<Map<number, number>> {
  const hours = [...new Set(startHours)].sort((a, b) => a - b);
  if (hours.length === 0) return new Map();
  await tx
    .insert(deliveryWindowBookings)
    .values(hours.map((windowStartHour) => ({ supplierId, deliveryDate, windowStartHour, bookedTrucks: 0 })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ hour: deliveryWindowBookings.windowStartHour, booked: deliveryWindowBookings.bookedTrucks })
    .from(deliveryWindowBookings)
    .where(
      and(
        eq(deliveryWindowBookings.supplierId, supplierId),
        eq(deliveryWindowBookings.deliveryDate, deliveryDate),
        inArray(deliveryWindowBookings.windowStartHour, hours),
      ),
    )
    .orderBy(asc(deliveryWindowBookings.windowStartHour))
    .for('update');
  return new Map(rows.map((row) => [row.hour, row.booked]));
}

/** Gives `trucks` of a delivery window back (an order canceled, declined or moved elsewhere). */
export async function releaseTrucks(tx: Transaction, window: DeliveryWindowKey, trucks: number): Promise<void> {
  await tx
    .update(deliveryWindowBookings)
    .set({ bookedTrucks: sql`greatest(${deliveryWindowBookings.bookedTrucks} - ${trucks}, 0)` })
    .where(
      and(
        eq(deliveryWindowBookings.supplierId, window.supplierId),
        eq(deliveryWindowBookings.deliveryDate, window.deliveryDate),
        eq(deliveryWindowBookings.windowStartHour, window.windowStartHour),
      ),
    );
}
