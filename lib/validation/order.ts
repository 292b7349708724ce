import { z } from 'zod';

import { ORDER_MAX_TRUCKS, TRUCK_SPACING_MINUTES } from '@/lib/constants';

import { requiredPhone } from './accounts';
import { messages } from './messages';
import {
  JOB_SITE_NOT_DELIVERY_MESSAGE,
  normalizePostalCode,
  ORDER_LIMITS,
  ORDER_PRODUCT_TYPES,
  PAYMENT_TYPES,
  PRODUCERS_DEFAULT_LIMIT,
  PRODUCERS_MAX_LIMIT,
  PRODUCT_UNITS,
  quantityError,
  rentalPeriodError,
  type QuantityRule,
} from './order-rules';
import { requiredEmail, requiredText } from './rules';
import { text, type TextLines } from './text';

/**
 * Ordering: job sites, the producer search, the quote, and placing an order. The order flow's
 * forms and the resolvers parse with these same schemas (spec sections 3, 5 and 9). The rules
 * without zod are in ./order-rules, re-exported here.
 */
export * from './order-rules';

/** Blank is none; otherwise trimmed text of at most `max` characters. */
export const optionalText = (max: number, lines: TextLines = 'single') =>
  text({ lines })
    .trim()
    .max(max, messages.maxLength(max))
    .nullish()
    .transform((value) => (value ? value : null));

/** A required id (a UUID). */
export const id = text({ error: messages.required }).uuid(messages.invalid);
const optionalId = id.nullish().transform((value) => value ?? null);

/** A saved delivery address of the caller's company. */
export const jobSiteInputSchema = z
  .object({
    name: requiredText(ORDER_LIMITS.siteName),
    countryCode: z.enum(['CA', 'US', 'MX'], messages.required),
    cityId: id,
    address: requiredText(ORDER_LIMITS.address),
    postalCode: text({ error: messages.required }).trim().min(1, messages.required),
    jobNumber: optionalText(ORDER_LIMITS.jobNumber),
    gateCode: optionalText(ORDER_LIMITS.note),
    accessNotes: optionalText(ORDER_LIMITS.note, 'multi'),
    washoutNotes: optionalText(ORDER_LIMITS.note, 'multi'),
  })
  .transform((site, context) => {
    const postalCode = normalizePostalCode(site.countryCode, site.postalCode);
    if (!postalCode) {
      context.addIssue({ code: 'custom', path: ['postalCode'], message: messages.invalid });
      return z.NEVER;
    }
    return { ...site, postalCode };
  });
export type JobSiteFormValues = z.input<typeof jobSiteInputSchema>;
export type JobSiteInput = z.output<typeof jobSiteInputSchema>;

/** The quantity field of a product's form: a number with the spec's messages for the rule. */
export const quantitySchema = (rule: QuantityRule) =>
  z.number(messages.required).superRefine((value, context) => {
    const message = quantityError(value, rule);
    if (message) context.addIssue({ code: 'custom', message });
  });

/** YYYY-MM-DD that names a real calendar day. */
export const calendarDate = text({ error: messages.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.invalid)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, messages.invalid);

export const deliveryAvailabilitySchema = z.object({ supplierId: id, date: calendarDate });

/** The producer search: a city or a saved job site, the product type, optionally a quantity. */
export const producersInputSchema = z
  .object({
    cityId: optionalId,
    jobSiteId: optionalId,
    productType: z.enum(ORDER_PRODUCT_TYPES, messages.invalid),
    quantity: z.number(messages.invalid).positive(messages.invalid).max(100_000, messages.invalid).nullish(),
    unit: z.enum(PRODUCT_UNITS, messages.invalid).nullish(),
    limit: z
      .number()
      .int(messages.invalid)
      .min(1, messages.quantityMin(1))
      .max(PRODUCERS_MAX_LIMIT, messages.quantityMax(PRODUCERS_MAX_LIMIT))
      .nullish()
      .transform((value) => value ?? PRODUCERS_DEFAULT_LIMIT),
  })
  .refine((input) => Boolean(input.cityId) !== Boolean(input.jobSiteId), {
    path: ['cityId'],
    message: messages.required,
  });
export type ProducersInput = z.output<typeof producersInputSchema>;

/** Where to deliver: a saved job site, or a city with an address and postal code. */
export const orderDeliverySchema = z
  .object({
    jobSiteId: optionalId,
    cityId: optionalId,
    address: optionalText(ORDER_LIMITS.address),
    postalCode: optionalText(20),
  })
  .superRefine((delivery, context) => {
    if (delivery.jobSiteId) return;
    if (!delivery.cityId) context.addIssue({ code: 'custom', path: ['cityId'], message: messages.required });
    if (!delivery.address) context.addIssue({ code: 'custom', path: ['address'], message: messages.required });
    if (!delivery.postalCode) context.addIssue({ code: 'custom', path: ['postalCode'], message: messages.required });
  });

export const orderScheduleSchema = z
  .object({
    /** The delivery date; for bins, the drop-off date. */
    date: calendarDate,
    /** Bins only: when the bins are picked up (the rental period's end). */
    pickUpDate: calendarDate.nullish().transform((value) => value ?? null),
    trucks: z
      .number(messages.required)
      .int(messages.invalid)
      .min(1, messages.quantityMin(1))
      .max(ORDER_MAX_TRUCKS, messages.quantityMax(ORDER_MAX_TRUCKS)),
    minutesBetweenTrucks: z
      .number(messages.required)
      .refine((value) => (TRUCK_SPACING_MINUTES as readonly number[]).includes(value), messages.invalid),
    /** The chosen 4-hour window (local start hour); required to place an order. */
    windowStartHour: z.number().int(messages.invalid).min(0, messages.invalid).max(23, messages.invalid).nullish(),
  })
  .superRefine((schedule, context) => {
    // Runs even when a date itself was refused: only two real days make a period.
    const days = [schedule.date, schedule.pickUpDate];
    if (!days.every((day) => day && calendarDate.safeParse(day).success)) return;
    const message = rentalPeriodError(schedule.date, schedule.pickUpDate!);
    if (message) context.addIssue({ code: 'custom', path: ['pickUpDate'], message });
  });

/** What a quote is for: the same shape the order flow builds step by step. */
export const orderQuoteInputSchema = z.object({
  supplierId: id,
  productId: id,
  quantity: z.number(messages.required),
  unit: z.enum(PRODUCT_UNITS, messages.invalid),
  color: optionalText(60),
  extraIds: z
    .array(id)
    .max(20)
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])].sort()),
  schedule: orderScheduleSchema,
  delivery: orderDeliverySchema,
  paymentType: z.enum(PAYMENT_TYPES, messages.required),
});
export type OrderQuoteFormValues = z.input<typeof orderQuoteInputSchema>;
export type OrderQuoteInput = z.output<typeof orderQuoteInputSchema>;

/** Spec: contact info (name, email, phoneNumber). */
export const contactInfoSchema = z.object({
  name: requiredText(ORDER_LIMITS.contactName),
  email: requiredEmail,
  phoneNumber: requiredPhone,
});
/** The contact as typed in the form, and as validated. */
export type ContactInfoValues = z.input<typeof contactInfoSchema>;
export type ContactInfo = z.output<typeof contactInfoSchema>;

export const idempotencyKeySchema = text({ error: messages.required })
  .regex(/^[A-Za-z0-9_-]+$/, messages.invalid)
  .min(ORDER_LIMITS.idempotencyKeyMin, messages.minLength(ORDER_LIMITS.idempotencyKeyMin))
  .max(ORDER_LIMITS.idempotencyKeyMax, messages.maxLength(ORDER_LIMITS.idempotencyKeyMax));

export const placeOrderInputSchema = z
  .object({
    quote: orderQuoteInputSchema,
    /** The fingerprint of the quote the user saw: placing refuses with QUOTE_CHANGED if it differs. */
    quoteFingerprint: text({ error: messages.required }).min(1, messages.required).max(128),
    contact: contactInfoSchema,
    comment: optionalText(ORDER_LIMITS.comment, 'multi'),
    partnerCode: optionalText(ORDER_LIMITS.partnerCode),
    /**
     * A typed address to keep as one of the company's job sites, saved with the order in one
     * transaction (its name and notes travel with the order); it is the quote's delivery address.
     */
    jobSite: jobSiteInputSchema.nullish(),
  })
  .refine((input) => input.quote.schedule.windowStartHour != null, {
    path: ['quote', 'schedule', 'windowStartHour'],
    message: messages.required,
  })
  .refine(
    ({ jobSite, quote: { delivery } }) =>
      !jobSite ||
      (!delivery.jobSiteId &&
        delivery.cityId === jobSite.cityId &&
        delivery.address === jobSite.address &&
        normalizePostalCode(jobSite.countryCode, delivery.postalCode ?? '') === jobSite.postalCode),
    { path: ['jobSite'], message: JOB_SITE_NOT_DELIVERY_MESSAGE },
  );
export type PlaceOrderFormValues = z.input<typeof placeOrderInputSchema>;
export type PlaceOrderInput = z.output<typeof placeOrderInputSchema>;

/** Arguments of the `orders` query. */
export const ordersArgsSchema = z.object({
  skip: z
    .number()
    .int()
    .min(0, messages.quantityMin(0))
    .nullish()
    .transform((value) => value ?? 0),
  limit: z
    .number()
    .int()
    .min(1, messages.quantityMin(1))
    .max(50, messages.quantityMax(50))
    .nullish()
    .transform((value) => value ?? 20),
});

export const producerSortSchema = z.enum(['allInPrice', 'rating']).nullish();

/**
 * Arguments of `orderCancel`: inside the cancellation window, the late cancellation fee the
 * contractor saw and accepts (in cents); the server cancels only for that fee.
 */
export const orderCancelArgsSchema = z.object({
  id: z.uuid('Invalid'),
  acceptFeeCents: z.number().int('Invalid').min(1, messages.quantityMin(1)).nullish(),
});
