import { z } from 'zod';

import { messages } from './messages';
import { text } from './text';

/**
 * The pour planner's form (components/order-flow/PourPlanner.tsx): what is poured, its size, the
 * waste allowed, how fast the crew places concrete and what a truck carries. Numbers are typed as
 * text; each field says what is wrong with it, with the spec's kind of message.
 */
export const POUR_SHAPES = ['slab', 'wall', 'footing'] as const;
export type PourShape = (typeof POUR_SHAPES)[number];

export const POUR_UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export type PourUnitSystem = (typeof POUR_UNIT_SYSTEMS)[number];

/** Generous upper bounds: a typo (a length in centimetres typed as metres) is caught, not a real job. */
export const POUR_PLAN_LIMITS = {
  /** Length, width or height: metres or feet. */
  side: { metric: 1_000, imperial: 3_000 },
  /** Thickness or depth: centimetres or inches. */
  thickness: { metric: 500, imperial: 200 },
  count: 500,
  wastePercent: 30,
  /** Placing rate per hour, and a truck's load: m³ or yd³. */
  ratePerHour: { metric: 200, imperial: 260 },
  truckLoad: { metric: 14, imperial: 18 },
} as const;

/** Not the spec's: a size, a rate or a load of 0 plans nothing. */
export const MORE_THAN_ZERO = 'Must be more than 0';

const numberText = (max: number, { whole = false, allowZero = false } = {}) =>
  text()
    .trim()
    // Each check stops the next: a field shows the one message that says what is wrong.
    .min(1, { message: messages.required, abort: true })
    .refine((typed) => /^(\d+([.,]\d+)?|[.,]\d+)$/.test(typed), { message: messages.invalid, abort: true })
    .transform((typed) => Number(typed.replace(',', '.')))
    .refine((value) => !whole || Number.isInteger(value), { message: messages.invalid, abort: true })
    .refine((value) => allowZero || value > 0, { message: MORE_THAN_ZERO, abort: true })
    .refine((value) => value <= max, messages.quantityMax(max));

/** The typed form, before units are known: each number is checked against its unit system's limit. */
export function pourPlanSchema(system: PourUnitSystem) {
  return z.object({
    shape: z.enum(POUR_SHAPES),
    system: z.literal(system),
    length: numberText(POUR_PLAN_LIMITS.side[system]),
    /** A slab's or footing's width, a wall's height. */
    breadth: numberText(POUR_PLAN_LIMITS.side[system]),
    thickness: numberText(POUR_PLAN_LIMITS.thickness[system]),
    count: numberText(POUR_PLAN_LIMITS.count, { whole: true }),
    wastePercent: numberText(POUR_PLAN_LIMITS.wastePercent, { allowZero: true }),
    ratePerHour: numberText(POUR_PLAN_LIMITS.ratePerHour[system]),
    truckLoad: numberText(POUR_PLAN_LIMITS.truckLoad[system]),
  });
}

export type PourPlanForm = z.input<ReturnType<typeof pourPlanSchema>>;
export type PourPlanInput = z.output<ReturnType<typeof pourPlanSchema>>;
