import { z } from 'zod';

import { TRUCK_SPACING_MINUTES } from '@/lib/constants';

import { messages } from './messages';
import { id, optionalText, quantityHundredths } from './order';

/**
 * Pour-day requests: on delivery day the contractor asks to hold the next truck, to change the
 * spacing between trucks, or to send the balance (the final quantity still needed); the
 * dispatcher accepts or declines with a note. The order page's forms and the API's mutations
 * parse with these schemas.
 */

export const ORDER_REQUEST_KINDS = ['hold', 'spacing', 'balance'] as const;
export type OrderRequestKind = (typeof ORDER_REQUEST_KINDS)[number];

export const POUR_DAY_LIMITS = { note: 500, balanceMax: 1_000 } as const;

export const SPACING_CHOICE_MESSAGE = 'Choose one of the spacings offered.';

export const holdRequestSchema = z.object({ orderId: id, kind: z.literal('hold') });

export const spacingRequestSchema = z.object({
  orderId: id,
  kind: z.literal('spacing'),
  minutes: z
    .number(messages.required)
    .refine((value) => (TRUCK_SPACING_MINUTES as readonly number[]).includes(value), SPACING_CHOICE_MESSAGE),
});
export type SpacingRequestValues = z.input<typeof spacingRequestSchema>;

export const balanceRequestSchema = z.object({
  orderId: id,
  kind: z.literal('balance'),
  /** The final quantity still needed, in the order's unit: positive, two decimals at most. */
  quantity: z
    .number(messages.required)
    .positive(messages.quantityMin(0.01))
    .max(POUR_DAY_LIMITS.balanceMax, messages.quantityMax(POUR_DAY_LIMITS.balanceMax))
    .refine((value) => quantityHundredths(value) !== null, messages.invalid),
});
export type BalanceRequestValues = z.input<typeof balanceRequestSchema>;

/** What the API's orderRequestCreate takes: one of the three kinds. */
export const orderRequestSchema = z.discriminatedUnion('kind', [
  holdRequestSchema,
  spacingRequestSchema,
  balanceRequestSchema,
]);
export type OrderRequestInput = z.output<typeof orderRequestSchema>;

export const orderRequestAnswerSchema = z.object({
  requestId: id,
  accept: z.boolean(messages.required),
  /** Read by the contractor with the answer. */
  note: optionalText(POUR_DAY_LIMITS.note, 'multi'),
});
export type OrderRequestAnswerValues = z.input<typeof orderRequestAnswerSchema>;
export type OrderRequestAnswer = z.output<typeof orderRequestAnswerSchema>;
