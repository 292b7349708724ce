import type { ProductUnit } from '@/graphql/generated/client/graphql';
import { DELIVERY_WINDOW_HOURS, ORDER_MAX_TRUCKS, TRUCK_SPACING_MINUTES } from '@/lib/constants';
import type { PourPlanInput, PourShape, PourUnitSystem } from '@/lib/validation/pour-plan';

/**
 * The pour planner: from what is poured (a slab, a wall or footings), its size, the waste allowed,
 * the rate at which the crew places concrete and what a truck carries, how much to order, how many
 * trucks, how far apart they arrive and whether one delivery window holds them. Pure, so that its
 * figures are tested on their own (tests/unit/pour-planner.test.ts); the form is PourPlanner.tsx.
 */

/** Ready-mix is ordered by the quarter: the planned volume is rounded up to it, never down. */
export const ORDER_QUANTITY_STEP = 0.25;

/** What a truck commonly carries, the form's starting value: 8 m³, or 10 yd³. */
export const DEFAULT_TRUCK_LOAD: Record<PourUnitSystem, number> = { metric: 8, imperial: 10 };

/** A crew of four to six on a slab with a chute or a small pump: the form's starting value. */
export const DEFAULT_RATE_PER_HOUR: Record<PourUnitSystem, number> = { metric: 15, imperial: 20 };

export const DEFAULT_WASTE_PERCENT = 5;

/** The unit the order is asked in: cubic metres, or cubic yards. */
export const PLAN_UNIT: Record<PourUnitSystem, ProductUnit> = { metric: 'm3', imperial: 'yd' };

export const SHAPE_WORDS: Record<PourShape, { name: string; breadth: string; thickness: string }> = {
  slab: { name: 'Slab', breadth: 'Width', thickness: 'Thickness' },
  wall: { name: 'Wall', breadth: 'Height', thickness: 'Thickness' },
  footing: { name: 'Footings', breadth: 'Width', thickness: 'Depth' },
};

export const SIDE_UNIT: Record<PourUnitSystem, string> = { metric: 'm', imperial: 'ft' };
export const THICKNESS_UNIT: Record<PourUnitSystem, string> = { metric: 'cm', imperial: 'in' };
export const VOLUME_UNIT: Record<PourUnitSystem, string> = { metric: 'm³', imperial: 'yd³' };

const CUBIC_FEET_PER_CUBIC_YARD = 27;
const WINDOW_MINUTES = DELIVERY_WINDOW_HOURS * 60;

export interface PourPlan {
  unit: ProductUnit;
  /** The concrete the forms hold, before waste. */
  netVolume: number;
  /** With the waste allowed. */
  volumeWithWaste: number;
  /** What to order: the volume with waste, rounded up to ORDER_QUANTITY_STEP. */
  orderQuantity: number;
  trucks: number;
  /** How long the crew takes to place one full truck, in minutes. */
  minutesPerLoad: number;
  /** One of TRUCK_SPACING_MINUTES: 0 only for a single truck. */
  minutesBetweenTrucks: number;
  /** From the first truck's arrival to the last truck emptied, in minutes. */
  pourMinutes: number;
  /** From the first truck's arrival to the last truck's. */
  arrivalSpanMinutes: number;
  /** Whether every truck arrives inside one delivery window (DELIVERY_WINDOW_HOURS long). */
  fitsOneWindow: boolean;
  /** When it does not: the fewest orders, each inside a window and within ORDER_MAX_TRUCKS. */
  ordersNeeded: number;
  /** What the order filled in from the plan takes: all of it, or the first of `ordersNeeded`. */
  firstOrder: { quantity: number; trucks: number };
}

/** The volume of the forms, in m³ (metric: metres and centimetres) or yd³ (imperial: feet and inches). */
export function netVolume({ system, length, breadth, thickness, count }: PourPlanInput): number {
  if (system === 'metric') return length * breadth * (thickness / 100) * count;
  return (length * breadth * (thickness / 12) * count) / CUBIC_FEET_PER_CUBIC_YARD;
}

/** Up to the next quarter, with a tolerance for binary fractions (10.25 stays 10.25). */
export function roundUpToStep(value: number, step = ORDER_QUANTITY_STEP): number {
  return Math.ceil(value / step - 1e-9) * step;
}

/**
 * The allowed spacing nearest to the time the crew takes to place one truck (the shorter on a tie):
 * trucks then arrive about as fast as the crew empties them, neither waiting on site long nor
 * leaving the crew idle. "All at once" (0) is for a single truck only: with more, all but one
 * would stand and wait while the concrete ages in the drum.
 */
export function spacingFor(minutesPerLoad: number, trucks: number): number {
  if (trucks <= 1) return 0;
  const choices = TRUCK_SPACING_MINUTES.filter((minutes) => minutes > 0);
  return choices.reduce((best, minutes) =>
    Math.abs(minutes - minutesPerLoad) < Math.abs(best - minutesPerLoad) ? minutes : best,
  );
}

export function planPour(input: PourPlanInput): PourPlan {
  const net = netVolume(input);
  const volumeWithWaste = net * (1 + input.wastePercent / 100);
  const orderQuantity = roundUpToStep(volumeWithWaste);
  const trucks = Math.max(1, Math.ceil(orderQuantity / input.truckLoad - 1e-9));
  const minutesPerLoad = (input.truckLoad / input.ratePerHour) * 60;
  const minutesBetweenTrucks = spacingFor(minutesPerLoad, trucks);
  const lastLoad = orderQuantity - (trucks - 1) * input.truckLoad;
  const arrivalSpanMinutes = (trucks - 1) * minutesBetweenTrucks;
  // Trucks coming faster than the crew empties them queue: then the crew's rate sets the end.
  const pourMinutes = Math.max(
    arrivalSpanMinutes + (lastLoad / input.ratePerHour) * 60,
    (orderQuantity / input.ratePerHour) * 60,
  );
  const fitsOneWindow = arrivalSpanMinutes < WINDOW_MINUTES && trucks <= ORDER_MAX_TRUCKS;
  const trucksPerWindow = Math.min(
    ORDER_MAX_TRUCKS,
    minutesBetweenTrucks === 0 ? ORDER_MAX_TRUCKS : Math.ceil(WINDOW_MINUTES / minutesBetweenTrucks),
  );
  const ordersNeeded = fitsOneWindow ? 1 : Math.ceil(trucks / trucksPerWindow);
  const firstOrder = fitsOneWindow
    ? { quantity: orderQuantity, trucks }
    : { quantity: trucksPerWindow * input.truckLoad, trucks: trucksPerWindow };
  return {
    unit: PLAN_UNIT[input.system],
    netVolume: net,
    volumeWithWaste,
    orderQuantity,
    trucks,
    minutesPerLoad,
    minutesBetweenTrucks,
    pourMinutes,
    arrivalSpanMinutes,
    fitsOneWindow,
    ordersNeeded,
    firstOrder,
  };
}

/** "2 h 15 min", "45 min". */
export function durationText(minutes: number): string {
  const rounded = Math.ceil(minutes - 1e-9);
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "12.6": a volume to one decimal where it has one. */
export function volumeText(value: number, system: PourUnitSystem): string {
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${VOLUME_UNIT[system]}`;
}
