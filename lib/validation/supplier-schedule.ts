import { z } from 'zod';

import { messages } from './messages';
import { calendarDate } from './order';
import { requiredText } from './rules';

/**
 * The supplier's schedule board: a window's capacity on a date, and dates the supplier does not
 * deliver on. The board's forms and the API's schedule mutations parse with these schemas; what
 * needs the database (trucks already booked, active orders, the supplier's today) is checked by
 * the service (server/services/supplier-desk/schedule.ts).
 */

export const SCHEDULE_LIMITS = {
  /** Trucks in one 4-hour window: far beyond any plant, low enough to catch a typo. */
  capacityTrucks: 200,
  reason: 200,
  /** Days the board shows at once: a week by default, two at most. */
  defaultDays: 7,
  maxDays: 14,
} as const;

export const capacityTrucksMessage = `Enter a whole number of trucks from 0 to ${SCHEDULE_LIMITS.capacityTrucks}`;

const startHour = z.number(messages.required).int(messages.invalid).min(0, messages.invalid).max(20, messages.invalid);

export const capacityTrucks = z
  .number(messages.required)
  .int(capacityTrucksMessage)
  .min(0, capacityTrucksMessage)
  .max(SCHEDULE_LIMITS.capacityTrucks, capacityTrucksMessage);

export const supplierScheduleQuerySchema = z.object({
  from: calendarDate,
  days: z
    .number()
    .int(messages.invalid)
    .min(1, messages.invalid)
    .max(SCHEDULE_LIMITS.maxDays, `Show at most ${SCHEDULE_LIMITS.maxDays} days`)
    .nullish()
    .transform((days) => days ?? SCHEDULE_LIMITS.defaultDays),
});

export const windowCapacitySetSchema = z.object({ date: calendarDate, startHour, capacityTrucks });
export type WindowCapacitySet = z.output<typeof windowCapacitySetSchema>;

export const windowCapacityResetSchema = z.object({ date: calendarDate, startHour });
export type WindowCapacityReset = z.output<typeof windowCapacityResetSchema>;

export const dateBlockSchema = z.object({ date: calendarDate, reason: requiredText(SCHEDULE_LIMITS.reason) });
export type DateBlock = z.output<typeof dateBlockSchema>;

export const dateUnblockSchema = z.object({ date: calendarDate });
