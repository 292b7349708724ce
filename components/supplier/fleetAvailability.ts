import type { SupplierFleetAvailabilityQuery } from '@/graphql/generated/client/graphql';
import { busyMessage, busyReason, overlaps, plannedLoadTimes, type FleetBookingLike } from '@/lib/order/load-times';

/**
 * Which trucks and drivers are free for each load the planner edits, by the rule the API enforces
 * (lib/order/load-times.ts): a load holds its truck and driver from leaving the yard until back,
 * and neither takes a load that overlaps another order's (or this order's loads under way, or an
 * earlier load of the plan). The API checks again when the plan is saved.
 */

export type FleetAvailability = SupplierFleetAvailabilityQuery['supplierFleetAvailability'];

export interface PlanContext {
  orderId: string;
  orderNumber: string;
  timeZone: string;
  /** The sequence of the plan's first load: after the loads under way. */
  firstSequence: number;
  /** Null while it loads: nothing is greyed out (the API still checks). */
  availability: FleetAvailability | null;
}

export interface RowChoice {
  truckId?: string;
  driverUserId?: string;
}

type Kind = 'truck' | 'driver';
const keyOf = (kind: Kind) => (kind === 'truck' ? 'truckId' : 'driverUserId');

/** The load that holds truck or driver `id` when the plan's load at `index` would go; null when free. */
export function holderOf(
  kind: Kind,
  id: string | undefined,
  index: number,
  rows: readonly (RowChoice | undefined)[],
  plan: PlanContext,
): FleetBookingLike | null {
  const availability = plan.availability;
  if (!id || !availability) return null;
  const slotOf = (row: number) => {
    const times = plannedLoadTimes(availability, plan.firstSequence + row);
    return { from: times.leavesAt, until: times.backAt };
  };
  const slot = slotOf(index);
  const key = keyOf(kind);
  const booked = availability.bookings.find(
    (booking) =>
      booking[key] === id && overlaps(slot, { from: new Date(booking.from), until: new Date(booking.until) }),
  );
  if (booked) return booked;
  for (let earlier = 0; earlier < index; earlier += 1) {
    if (rows[earlier]?.[key] !== id) continue;
    const other = slotOf(earlier);
    if (overlaps(slot, other)) {
      return {
        orderId: plan.orderId,
        orderNumber: plan.orderNumber,
        sequence: plan.firstSequence + earlier,
        until: other.until,
      };
    }
  }
  return null;
}

/** "out with load 2 of order BM-... until ...", or null when free: the words beside a choice. */
export function reasonNotFree(
  kind: Kind,
  id: string,
  index: number,
  rows: readonly (RowChoice | undefined)[],
  plan: PlanContext,
) {
  const holder = holderOf(kind, id, index, rows, plan);
  return holder ? busyReason(kind, holder, plan.orderId, plan.timeZone) : null;
}

/** The API's own message for a chosen truck or driver that is not free, or null. */
export function chosenNotFree(
  kind: Kind,
  name: string,
  id: string | undefined,
  index: number,
  rows: readonly (RowChoice | undefined)[],
  plan: PlanContext,
) {
  const holder = holderOf(kind, id, index, rows, plan);
  return holder ? busyMessage(kind, name, holder, plan.orderId, plan.timeZone) : null;
}

/** The first of `ids` free for the load at `index` (after the rows before it), or the first at all. */
export function firstFree(
  kind: Kind,
  ids: readonly string[],
  index: number,
  rows: readonly (RowChoice | undefined)[],
  plan: PlanContext,
): string {
  return ids.find((id) => !holderOf(kind, id, index, rows, plan)) ?? ids[0] ?? '';
}
