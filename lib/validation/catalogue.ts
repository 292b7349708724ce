import { z } from 'zod';

import { RENTAL_MAX_DAYS } from '@/lib/constants';

import { messages } from './messages';
import { id, optionalText, ORDER_PRODUCT_TYPES, PRODUCT_UNITS, quantityHundredths } from './order';
import { requiredText } from './rules';
import { text } from './text';

/**
 * The supplier's catalogue: its products (with their extras), the cities it serves and how it
 * delivers. The workspace's forms (react-hook-form's zodResolver) and the API's catalogue
 * mutations parse with these same schemas, so a form refuses what the server refuses, with the
 * same words.
 */

export const CATALOGUE_LIMITS = {
  name: 120,
  description: 2000,
  color: 40,
  colors: 20,
  extraName: 80,
  extraDescription: 300,
  extraGroup: 60,
  extras: 30,
  /** Prices and fees, in cents: 1,000,000.00 at most. */
  cents: 100_000_000,
  /** A quantity (minimum, increment, maximum) in the product's unit. */
  quantity: 10_000,
  serviceAreas: 500,
  trucksPerWindow: 200,
  cancellationWindowHours: 168,
  cardHoldPercent: 50,
  lateCancellationFeePercent: 100,
  timeZone: 64,
} as const;

export type CatalogueProductType = (typeof ORDER_PRODUCT_TYPES)[number];
export type CatalogueUnit = (typeof PRODUCT_UNITS)[number];

/**
 * The units each product type is sold in: concrete by volume (cubic metres or yards), aggregates
 * by weight (tonnes or short tons), and disposal bins by their size class in yards.
 */
export const PRODUCT_TYPE_UNITS: Readonly<Record<CatalogueProductType, readonly CatalogueUnit[]>> = {
  readyMix: ['m3', 'yd'],
  volumetric: ['m3', 'yd'],
  aggregates: ['tonne', 'ton'],
  rentals: ['yd'],
};

/** How extras are priced, in the order a form offers them. */
export const EXTRA_PRICINGS = ['perUnit', 'perTruck', 'perOrder'] as const;

export const CATALOGUE_MESSAGES = {
  type: 'Choose the type of product',
  unit: 'Choose the unit it is sold in',
  unitForType: {
    readyMix: 'Ready-mix concrete is sold in m³ or yd³',
    volumetric: 'Volumetric concrete is sold in m³ or yd³',
    aggregates: 'Aggregates are sold in tonnes or tons',
    rentals: 'Disposal bins are sized in yd³',
  } satisfies Record<CatalogueProductType, string>,
  price: 'Enter a price above 0, like 185.00',
  priceTooHigh: 'Enter a price of 1,000,000.00 or less',
  amount: 'Enter an amount of 0 or more, like 25.00',
  quantity: 'Enter a number above 0 with at most two decimals, like 0.5',
  quantityTooHigh: `Enter ${CATALOGUE_LIMITS.quantity.toLocaleString('en-US')} or less`,
  minimumOfIncrement: 'The minimum order must be a whole number of increments',
  maximumBelowMinimum: 'The maximum order can’t be less than the minimum',
  maximumOfIncrement: 'The maximum order must be a whole number of increments',
  feeBoth: 'Enter both ends of the fee range, or neither',
  feeMaxBelowMin: 'The highest fee can’t be less than the lowest',
  colorDuplicate: 'This colour is listed twice',
  colorsTooMany: `List at most ${CATALOGUE_LIMITS.colors} colours`,
  extraPricing: 'Choose how the extra is priced',
  extraDuplicate: 'Another extra has this name',
  extrasTooMany: `Offer at most ${CATALOGUE_LIMITS.extras} extras`,
  cityDuplicate: 'This city is chosen twice',
  citiesTooMany: `Choose at most ${CATALOGUE_LIMITS.serviceAreas} cities`,
  timeZone: 'Choose a time zone from the list, like America/Toronto',
  trucksPerWindow: `Enter a whole number of trucks from 0 to ${CATALOGUE_LIMITS.trucksPerWindow}`,
  cancellationWindowHours: `Enter a whole number of hours from 0 to ${CATALOGUE_LIMITS.cancellationWindowHours} (7 days)`,
  cardHoldPercent: `Enter a whole percentage from 0 to ${CATALOGUE_LIMITS.cardHoldPercent}`,
  lateCancellationFeePercent: `Enter a whole percentage from 0 to ${CATALOGUE_LIMITS.lateCancellationFeePercent} (0 refuses a late cancellation)`,
  rentalIncludedDays: `Enter the days the bin's price includes, a whole number from 1 to ${RENTAL_MAX_DAYS}`,
  rentalExtraDayCents: 'Enter the price of an extra day, 0 or more, like 15.00',
} as const;

/** The success toasts of the catalogue's forms. */
export const CATALOGUE_SAVED_MESSAGES = {
  productCreated: (name: string) => `${name} was added to your catalogue`,
  productUpdated: (name: string) => `${name} was saved`,
  productActivated: (name: string) => `${name} is on sale again`,
  productDeactivated: (name: string) => `${name} is no longer offered to contractors`,
  serviceAreas: 'Your service areas were saved',
  deliverySettings: 'Your delivery settings were saved',
} as const;

/** A number the user typed: missing or not a number reads as `message`. */
const number = (message: string) => z.number({ error: message }).refine(Number.isFinite, { message, abort: true });

/** Whole cents from `min` up to the catalogue's ceiling. */
const cents = (min: 0 | 1, message: string) =>
  number(message).int(message).min(min, message).max(CATALOGUE_LIMITS.cents, CATALOGUE_MESSAGES.priceTooHigh);

const optionalCents = cents(0, CATALOGUE_MESSAGES.amount)
  .nullish()
  .transform((value) => value ?? null);

/** A quantity of the product's unit: above 0, two decimals at most. */
const quantity = number(CATALOGUE_MESSAGES.quantity)
  .refine((value) => value > 0 && quantityHundredths(value) !== null, {
    message: CATALOGUE_MESSAGES.quantity,
    abort: true,
  })
  .refine((value) => value <= CATALOGUE_LIMITS.quantity, { message: CATALOGUE_MESSAGES.quantityTooHigh });

/** An extra of a product. `id` names an extra the product has (to change it); none adds one. */
export const productExtraSchema = z.object({
  id: id.nullish().transform((value) => value ?? null),
  name: requiredText(CATALOGUE_LIMITS.extraName),
  description: optionalText(CATALOGUE_LIMITS.extraDescription, 'multi'),
  group: optionalText(CATALOGUE_LIMITS.extraGroup),
  pricing: z.enum(EXTRA_PRICINGS, { error: CATALOGUE_MESSAGES.extraPricing }),
  priceCents: cents(0, CATALOGUE_MESSAGES.amount),
});
export type ProductExtraFormValues = z.input<typeof productExtraSchema>;
export type ProductExtraInput = z.output<typeof productExtraSchema>;

const colorName = requiredText(CATALOGUE_LIMITS.color);

export const supplierProductSchema = z
  .object({
    name: requiredText(CATALOGUE_LIMITS.name),
    description: requiredText(CATALOGUE_LIMITS.description, 'multi'),
    type: z.enum(ORDER_PRODUCT_TYPES, { error: CATALOGUE_MESSAGES.type }),
    unit: z.enum(PRODUCT_UNITS, { error: CATALOGUE_MESSAGES.unit }),
    priceCents: cents(1, CATALOGUE_MESSAGES.price),
    minimumOrder: quantity,
    quantityIncrement: quantity,
    maximumOrder: quantity,
    feeMinCents: optionalCents,
    feeMaxCents: optionalCents,
    colors: z
      .array(colorName, { error: messages.invalid })
      .max(CATALOGUE_LIMITS.colors, CATALOGUE_MESSAGES.colorsTooMany),
    extras: z
      .array(productExtraSchema, { error: messages.invalid })
      .max(CATALOGUE_LIMITS.extras, CATALOGUE_MESSAGES.extrasTooMany),
    /** Disposal bins: the days the price includes and each extra day's price (checked below). */
    rentalIncludedDays: number(CATALOGUE_MESSAGES.rentalIncludedDays)
      .int(CATALOGUE_MESSAGES.rentalIncludedDays)
      .min(1, CATALOGUE_MESSAGES.rentalIncludedDays)
      .max(RENTAL_MAX_DAYS, CATALOGUE_MESSAGES.rentalIncludedDays)
      .nullish()
      .transform((value) => value ?? null),
    rentalExtraDayCents: cents(0, CATALOGUE_MESSAGES.rentalExtraDayCents)
      .nullish()
      .transform((value) => value ?? null),
    /** Offered to contractors; an inactive product stays in the catalogue and on its orders. */
    active: z
      .boolean({ error: messages.invalid })
      .nullish()
      .transform((value) => value ?? true),
  })
  .superRefine((product, context) => {
    const issue = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });

    if (!PRODUCT_TYPE_UNITS[product.type].includes(product.unit)) {
      issue(['unit'], CATALOGUE_MESSAGES.unitForType[product.type]);
    }

    // In hundredths, so that 0.25 steps are exact: the counter starts at the minimum and moves by
    // the increment, so both ends must be on its steps.
    const min = quantityHundredths(product.minimumOrder)!;
    const step = quantityHundredths(product.quantityIncrement)!;
    const max = quantityHundredths(product.maximumOrder)!;
    if (min % step !== 0) issue(['minimumOrder'], CATALOGUE_MESSAGES.minimumOfIncrement);
    if (max < min) issue(['maximumOrder'], CATALOGUE_MESSAGES.maximumBelowMinimum);
    else if (min % step === 0 && (max - min) % step !== 0) {
      issue(['maximumOrder'], CATALOGUE_MESSAGES.maximumOfIncrement);
    }

    const { feeMinCents, feeMaxCents } = product;
    if ((feeMinCents === null) !== (feeMaxCents === null)) {
      issue([feeMinCents === null ? 'feeMinCents' : 'feeMaxCents'], CATALOGUE_MESSAGES.feeBoth);
    } else if (feeMinCents !== null && feeMaxCents !== null && feeMaxCents < feeMinCents) {
      issue(['feeMaxCents'], CATALOGUE_MESSAGES.feeMaxBelowMin);
    }

    // A bin's price covers its included days; the order flow prices the rest per day and bin.
    if (product.type === 'rentals') {
      if (product.rentalIncludedDays === null) issue(['rentalIncludedDays'], CATALOGUE_MESSAGES.rentalIncludedDays);
      if (product.rentalExtraDayCents === null) issue(['rentalExtraDayCents'], CATALOGUE_MESSAGES.rentalExtraDayCents);
    }

    const colors = new Set<string>();
    product.colors.forEach((color, index) => {
      const key = color.toLocaleLowerCase('en');
      if (colors.has(key)) issue(['colors', index], CATALOGUE_MESSAGES.colorDuplicate);
      colors.add(key);
    });

    const extras = new Set<string>();
    product.extras.forEach((extra, index) => {
      const key = extra.name.toLocaleLowerCase('en');
      if (extras.has(key)) issue(['extras', index, 'name'], CATALOGUE_MESSAGES.extraDuplicate);
      extras.add(key);
    });
  });
export type SupplierProductFormValues = z.input<typeof supplierProductSchema>;
export type SupplierProductInput = z.output<typeof supplierProductSchema>;

/** The cities the supplier delivers to; none pauses every delivery. */
export const supplierServiceAreasSchema = z
  .object({
    cityIds: z
      .array(id, { error: messages.invalid })
      .max(CATALOGUE_LIMITS.serviceAreas, CATALOGUE_MESSAGES.citiesTooMany),
  })
  .superRefine((areas, context) => {
    const seen = new Set<string>();
    areas.cityIds.forEach((cityId, index) => {
      if (seen.has(cityId))
        context.addIssue({ code: 'custom', path: ['cityIds', index], message: CATALOGUE_MESSAGES.cityDuplicate });
      seen.add(cityId);
    });
  });
export type SupplierServiceAreasInput = z.output<typeof supplierServiceAreasSchema>;

// Area/Location (America/Toronto, America/Argentina/Buenos_Aires) or UTC, and a zone this
// JavaScript engine knows: the server computes windows in it.
const TIME_ZONE_PATTERN = /^(UTC|[A-Z][A-Za-z_]+(\/[A-Za-z0-9_+-]+)+)$/;

/** True for an IANA time zone name (America/Toronto) the runtime knows. */
export function isTimeZone(value: string): boolean {
  if (!TIME_ZONE_PATTERN.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const wholeNumber = (max: number, message: string) => number(message).int(message).min(0, message).max(max, message);

export const supplierDeliverySettingsSchema = z.object({
  timeZone: text({ error: CATALOGUE_MESSAGES.timeZone })
    .trim()
    .max(CATALOGUE_LIMITS.timeZone, CATALOGUE_MESSAGES.timeZone)
    .refine(isTimeZone, CATALOGUE_MESSAGES.timeZone),
  windowCapacityTrucks: wholeNumber(CATALOGUE_LIMITS.trucksPerWindow, CATALOGUE_MESSAGES.trucksPerWindow),
  cancellationWindowHours: wholeNumber(
    CATALOGUE_LIMITS.cancellationWindowHours,
    CATALOGUE_MESSAGES.cancellationWindowHours,
  ),
  cardHoldPercent: wholeNumber(CATALOGUE_LIMITS.cardHoldPercent, CATALOGUE_MESSAGES.cardHoldPercent),
  /** Left out (an older client), the saved fee stays. */
  lateCancellationFeePercent: wholeNumber(
    CATALOGUE_LIMITS.lateCancellationFeePercent,
    CATALOGUE_MESSAGES.lateCancellationFeePercent,
  ).optional(),
});
export type SupplierDeliverySettingsFormValues = z.input<typeof supplierDeliverySettingsSchema>;
export type SupplierDeliverySettingsInput = z.output<typeof supplierDeliverySettingsSchema>;
