import type { LoadStep } from '@/lib/validation/dispatch';
import { formatDateTime } from '@/lib/time';

/**
 * When a load holds its truck and its driver: a truck and a driver carry one load at a time, so a
 * load occupies both from leaving the yard until they are back from the site. The server refuses a
 * plan that books either twice (server/services/delivery/fleet-bookings.ts) and the planner greys
 * out what is not free, both from this arithmetic and these words.
 *
 * A load is due on site at the order's delivery start plus the spacing the contractor chose for
 * each truck before it (`minutesBetweenTrucks` × (sequence − 1): 0 sends all trucks at once).
 */

/**
 * The drive between the yard and a site, each way. The product knows no yard's position (only a
 * site's, once a truck has arrived), so the planner takes a typical city drive with loading at the
 * plant; live ETAs on the road come from the truck's position instead (tracking.ts).
 */
export const LOAD_TRIP_MINUTES = 45;

/** On site: a load discharged (a mixer's pour, a dump) and the ticket signed. */
export const LOAD_ON_SITE_MINUTES = 30;

const MINUTE_MS = 60_000;

export interface Occupancy {
  from: Date;
  until: Date;
}

/** A planned load's times: it leaves the yard, is due on site, and is back in the yard. */
export function plannedLoadTimes(
  order: { deliveryStartsAt: Date | string; minutesBetweenTrucks: number },
  sequence: number,
): { leavesAt: Date; dueAt: Date; backAt: Date } {
  const start = new Date(order.deliveryStartsAt).getTime();
  const dueAt = start + Math.max(0, sequence - 1) * order.minutesBetweenTrucks * MINUTE_MS;
  return {
    leavesAt: new Date(dueAt - LOAD_TRIP_MINUTES * MINUTE_MS),
    dueAt: new Date(dueAt),
    backAt: new Date(dueAt + (LOAD_ON_SITE_MINUTES + LOAD_TRIP_MINUTES) * MINUTE_MS),
  };
}

/**
 * How long a load holds its truck and driver, from the plan and what the driver reported: planned,
 * the plan's times; delivered, until the drive back after the delivery; out of the yard and not
 * delivered yet, at least until the plan's return and never before a drive back from now.
 */
export function loadOccupancy(
  planned: { leavesAt: Date; backAt: Date },
  load: { step: LoadStep; loadedAt: Date | string | null; deliveredAt: Date | string | null },
  now: Date,
): Occupancy {
  if (load.step === 'planned') return { from: planned.leavesAt, until: planned.backAt };
  const loadedAt = load.loadedAt ? new Date(load.loadedAt) : planned.leavesAt;
  const from = new Date(Math.min(loadedAt.getTime(), planned.leavesAt.getTime()));
  if (load.step === 'delivered' && load.deliveredAt) {
    return { from, until: new Date(new Date(load.deliveredAt).getTime() + LOAD_TRIP_MINUTES * MINUTE_MS) };
  }
  const back = Math.max(planned.backAt.getTime(), now.getTime() + LOAD_TRIP_MINUTES * MINUTE_MS);
  return { from, until: new Date(back) };
}

/** Two spans overlap when each starts before the other ends: back at 9:00 takes a load leaving at 9:00. */
export const overlaps = (a: Occupancy, b: Occupancy) =>
  a.from.getTime() < b.until.getTime() && b.from.getTime() < a.until.getTime();

/** A load that holds a truck or a driver, as the reason names it. */
export interface FleetBookingLike {
  orderId: string;
  orderNumber: string;
  sequence: number;
  /** ISO 8601 or a date: when the truck and driver are back. */
  until: Date | string;
}

const loadWords = (booking: FleetBookingLike, thisOrderId: string | null) =>
  `load ${booking.sequence} of ${booking.orderId === thisOrderId ? 'this order' : `order ${booking.orderNumber}`}`;

/**
 * Why a truck or a driver is not free for a load, in the planner's words: "out with load 2 of
 * order BM-3F9A21C4 until Nov 29, 2026, 9:15 a.m. EST" (a truck), "driving load 2 of ..." (a driver).
 */
export function busyReason(
  kind: 'truck' | 'driver',
  booking: FleetBookingLike,
  thisOrderId: string | null,
  timeZone: string,
): string {
  const until = formatDateTime(new Date(booking.until).toISOString(), timeZone);
  return `${kind === 'truck' ? 'out with' : 'driving'} ${loadWords(booking, thisOrderId)} until ${until}`;
}

/** The planner's refusal at a load's truck or driver: "Mixer 3 is out with load 2 of order ... until ...". */
export function busyMessage(
  kind: 'truck' | 'driver',
  name: string,
  booking: FleetBookingLike,
  thisOrderId: string | null,
  timeZone: string,
): string {
  return `${name} is ${busyReason(kind, booking, thisOrderId, timeZone)}.`;
}
