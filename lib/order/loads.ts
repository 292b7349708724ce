import { LOAD_STEPS, type LoadStep } from '@/lib/validation/dispatch';
import { quantityHundredths } from '@/lib/validation/order-rules';

/**
 * Loads (truck trips) as people read them, and the arithmetic the dispatcher's plan needs, in
 * hundredths of the unit so that 40 m³ in three loads adds up to exactly 40.
 */

/** The words for each step, on the driver's buttons and the order pages. */
export const LOAD_STEP_LABELS: Readonly<Record<LoadStep, string>> = {
  planned: 'Planned',
  loaded: 'Loaded',
  en_route: 'En route',
  arrived: 'Arrived',
  unloading: 'Unloading',
  delivered: 'Delivered',
};

/** The step after `step`, or null once delivered. */
export function nextLoadStep(step: LoadStep): Exclude<LoadStep, 'planned'> | null {
  const next = LOAD_STEPS[LOAD_STEPS.indexOf(step) + 1];
  return next && next !== 'planned' ? next : null;
}

/** `total` split into `count` loads that add up to it exactly: the remainder goes to the first loads. */
export function splitQuantity(total: number, count: number): number[] {
  const hundredths = quantityHundredths(total);
  if (hundredths === null || count < 1) return [];
  const base = Math.floor(hundredths / count);
  const extra = hundredths - base * count;
  return Array.from({ length: count }, (_, index) => (base + (index < extra ? 1 : 0)) / 100);
}

/** The sum of quantities with two decimals, exactly (null when one has more decimals). */
export function sumQuantities(quantities: readonly number[]): number | null {
  let sum = 0;
  for (const quantity of quantities) {
    const hundredths = quantityHundredths(quantity);
    if (hundredths === null) return null;
    sum += hundredths;
  }
  return sum / 100;
}

/**
 * Whether an order's loads are planned, so it may be scheduled: at least one load, and each with
 * a truck and a driver (a truck or driver removed since leaves its loads without one). The server
 * refuses to schedule otherwise (LOADS_NOT_PLANNED); the workspace offers "Plan the loads" instead.
 */
export function loadsArePlanned(loads: readonly { truck: unknown; driver: unknown }[]): boolean {
  return loads.length > 0 && loads.every((load) => Boolean(load.truck) && Boolean(load.driver));
}

/** Why an order cannot be scheduled yet (LOADS_NOT_PLANNED). */
export const LOADS_NOT_PLANNED_MESSAGE =
  'Plan the loads first: an order is scheduled once each of its loads has a truck and a driver.';
