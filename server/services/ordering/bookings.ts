import 'server-only';

import { and, eq, sql } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { deliveryWindowBookings } from '@/server/db/schema';

/** A transaction of the app's database (what `db.transaction` hands its callback). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DeliveryWindowKey {
  supplierId: string;
  deliveryDate: string;
  windowStartHour: number;
}

/**
 * Books `trucks` in a supplier's delivery window if they fit its capacity, in the caller's
 * transaction: a conditional UPDATE (`booked + trucks <= capacity`), so concurrent bookings queue
 * on the row lock and each re-checks. False when the window is full.
 */
export async function bookTrucks(
  tx: Transaction,
  window: DeliveryWindowKey,
  trucks: number,
  capacityTrucks: number,
): Promise<boolean> {
  await tx
    .insert(deliveryWindowBookings)
    .values({ ...window, bookedTrucks: 0 })
    .onConflictDoNothing();
  const booked = await tx
    .update(deliveryWindowBookings)
    .set({ bookedTrucks: sql`${deliveryWindowBookings.bookedTrucks} + ${trucks}` })
    .where(
      and(
        eq(deliveryWindowBookings.supplierId, window.supplierId),
        eq(deliveryWindowBookings.deliveryDate, window.deliveryDate),
        eq(deliveryWindowBookings.windowStartHour, window.windowStartHour),
        sql`${deliveryWindowBookings.bookedTrucks} + ${trucks} <= ${capacityTrucks}`,
      ),
    )
    .returning({ booked: deliveryWindowBookings.bookedTrucks });
  return booked.length > 0;
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
