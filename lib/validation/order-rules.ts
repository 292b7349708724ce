import { COUNTER_DEFAULTS, PROCESSING_FEE_BPS, RENTAL_MAX_DAYS } from '@/lib/constants';
import { rentalDaysBetween } from '@/lib/order/rental';

import { messages } from './messages';

/**
 * The order's rules that need no schema library: limits, product types, postal code formats and
 * the quantity rule. The order flow's screens import them from here; lib/validation/order.ts
 * builds its zod schemas on them and re-exports them. Keeping zod out of this module keeps it
 * (about 31 kB compressed) out of the order flow's first load.
 */

export const ORDER_LIMITS = {
  siteName: 120,
  address: 300,
  jobNumber: 60,
  note: 500,
  comment: 1000,
  contactName: 120,
  partnerCode: 64,
  idempotencyKeyMin: 8,
  idempotencyKeyMax: 128,
} as const;

/** The toast after canceling an order (spec sections 4 and 8). */
export const ORDER_CANCELED_MESSAGE = 'Order was canceled!';
/** A job site sent with an order must be the address the order was quoted for. */
export const JOB_SITE_NOT_DELIVERY_MESSAGE = 'The job site must be the delivery address of the quote.';

export const ORDER_PRODUCT_TYPES = ['readyMix', 'aggregates', 'volumetric', 'rentals'] as const;
export const PRODUCT_UNITS = ['m3', 'yd', 'tonne', 'ton'] as const;
export const PAYMENT_TYPES = Object.keys(PROCESSING_FEE_BPS) as [
  keyof typeof PROCESSING_FEE_BPS,
  ...(keyof typeof PROCESSING_FEE_BPS)[],
];
export type PaymentTypeKey = keyof typeof PROCESSING_FEE_BPS;

/** Postal codes by country: the form's placeholder and the accepted format (spec: CA and US). */
export const POSTAL_CODE_FORMATS = {
  CA: { placeholder: 'A1A 1A1', pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/ },
  US: { placeholder: '12345', pattern: /^\d{5}(-\d{4})?$/ },
  MX: { placeholder: '01000', pattern: /^\d{5}$/ },
} as const;
export type OrderCountryCode = keyof typeof POSTAL_CODE_FORMATS;

/** "m5v2t6" → "M5V 2T6"; "94103" stays; null when it is not the country's format. */
export function normalizePostalCode(countryCode: string, value: string): string | null {
  const format = POSTAL_CODE_FORMATS[countryCode as OrderCountryCode];
  if (!format) return null;
  const upper = value.trim().toUpperCase().replace(/\s+/g, ' ');
  if (!format.pattern.test(upper)) return null;
  return countryCode === 'CA' ? `${upper.replace(' ', '').slice(0, 3)} ${upper.replace(' ', '').slice(3)}` : upper;
}

/**
 * A quantity in hundredths of the unit (quantities have at most two decimals): 2.5 → 250. Null
 * when it is not a finite non-negative number with at most two decimals.
 */
export function quantityHundredths(value: number): number | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const hundredths = Math.round(value * 100);
  return Math.abs(hundredths - value * 100) < 1e-6 ? hundredths : null;
}

export interface QuantityRule {
  min: number;
  step: number;
  max: number;
}

/** The counter's rule for a product: the defaults (0, 1, 100) overridden by the product's. */
export function quantityRuleOf(product: Partial<QuantityRule> = {}): QuantityRule {
  return {
    min: product.min ?? COUNTER_DEFAULTS.min,
    step: product.step ?? COUNTER_DEFAULTS.step,
    max: product.max ?? COUNTER_DEFAULTS.max,
  };
}

/**
 * The spec's quantity message for a quantity that breaks the rule, or null when it fits: below the
 * minimum, above the maximum, then off the steps counted from the minimum.
 */
export function quantityError(quantity: number, rule: QuantityRule): string | null {
  const q = quantityHundredths(quantity);
  const min = quantityHundredths(rule.min) ?? 0;
  const step = quantityHundredths(rule.step) ?? 100;
  const max = quantityHundredths(rule.max) ?? 10_000;
  if (q === null) return messages.quantityStep(rule.step);
  if (q < min || q === 0) return messages.quantityMin(Math.max(rule.min, rule.step));
  if (q > max) return messages.quantityMax(rule.max);
  if (step > 0 && (q - min) % step !== 0) return messages.quantityStep(rule.step);
  return null;
}

/** Producers per search: the best few are what a contractor compares; a city may have hundreds. */
export const PRODUCERS_DEFAULT_LIMIT = 20;
export const PRODUCERS_MAX_LIMIT = 50;

/** A bin's pick-up date on or before its drop-off date. */
export const PICK_UP_NOT_AFTER_DROP_OFF_MESSAGE = 'Choose a pick-up date after the drop-off date';
/** A rental period longer than bins are rented online. */
export const RENTAL_TOO_LONG_MESSAGE = `Bins can be rented for up to ${RENTAL_MAX_DAYS} days`;
/** A bin order without its pick-up date (the server knows the product is a bin). */
export const PICK_UP_DATE_REQUIRED_MESSAGE = 'Choose a pick-up date';

/**
 * A bin's rental period: the pick-up date after the drop-off date, at most RENTAL_MAX_DAYS later.
 * The order flow's schedule step and the quote's schedule check it with this one rule.
 */
export function rentalPeriodError(dropOffDate: string, pickUpDate: string): string | null {
  const days = rentalDaysBetween(dropOffDate, pickUpDate);
  if (days < 1) return PICK_UP_NOT_AFTER_DROP_OFF_MESSAGE;
  if (days > RENTAL_MAX_DAYS) return RENTAL_TOO_LONG_MESSAGE;
  return null;
}
