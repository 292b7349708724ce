/** Business and interface constants of the spec (section 9), named in the product's words. */

/** Customer-stories carousel. */
export const CAROUSEL_AUTO_ADVANCE_MS = 4000;
export const CAROUSEL_SLIDE_ANIMATION_MS = 2000;
export const CAROUSEL_MIN_SWIPE_PX = 15;
export const CAROUSEL_ITEMS_PER_PAGE = 3;

/** Modals wait this long for their close animation. */
export const MODAL_CLOSE_DELAY_MS = 300;
/** The file dialog counts as cancelled when focus comes back without files after this long. */
export const FILE_DIALOG_CANCEL_DELAY_MS = 300;

/** Phone input. */
export const PHONE_MAX_DIGITS = 15;
export const DEFAULT_PHONE_COUNTRY = 'CA';
export const PHONE_COUNTRIES = ['CA', 'US', 'AU', 'MX', 'GB', 'UA'] as const;

/** Quantity counter defaults, overridden by a product's minimum order and increment. */
export const COUNTER_DEFAULTS = { min: 0, step: 1, max: 100 } as const;

/** Time between trucks, in minutes: 0 sends all trucks at once. */
export const TRUCK_SPACING_MINUTES = [0, 15, 30, 45, 60, 90] as const;

/** Referral bonus and the partner program's discount. */
export const REFERRAL_BONUS_CENTS = 2000;
export const PARTNER_MSRP_DISCOUNT_PERCENT = 10;

/** Ordering: suppliers deliver in windows of this many hours (spec: 4-hour delivery windows). */
export const DELIVERY_WINDOW_HOURS = 4;
/** How far ahead a delivery can be booked. */
export const ORDER_MAX_DAYS_AHEAD = 180;
/** Trucks per order. */
export const ORDER_MAX_TRUCKS = 20;
/**
 * Disposal bins: the longest rental period booked online, in days (the catalogue's longest rental
 * period was 30 days; a longer job books a swap or a new bin).
 */
export const RENTAL_MAX_DAYS = 30;

/**
 * The processing fee per payment type, in basis points of the subtotal plus the product's fees
 * (the spec shows it as a percentage plus an amount and leaves the rates to the business):
 * cards 2.9%, bank debit 0.8%, 120-day terms 3%.
 */
export const PROCESSING_FEE_BPS = {
  stripe: 290,
  card: 290,
  stripe_b2b_ca: 80,
  stripe_b2b_us: 80,
  flexPayment: 300,
} as const;

/** Payments: the card is charged this long before delivery. */
export const CARD_CHARGE_HOURS_BEFORE_DELIVERY = 28;
/**
 * Cards are pre-authorised for the amount due plus this percentage, so that changes to the order
 * stay covered (spec: 'An additional hold of {{value}}% is applied'; the value is the business's).
 */
export const CARD_ADDITIONAL_HOLD_PERCENT = 10;
export const BANK_DEBIT_CANCEL_NOTICE_DAYS = 30;
/** 120-day terms (flexPayment): an invoice is due this many days after delivery. */
export const CREDIT_TERM_DAYS = 120;
/** An invoice on terms is mailed a reminder this many days before its due date (then on it, then once overdue). */
export const CREDIT_REMINDER_DAYS = 7;
/** Wrong micro-deposit amounts allowed before a bank account fails verification (Stripe's limit). */
export const BANK_VERIFICATION_ATTEMPTS = 10;
/** A payment link can be paid for this many days. */
export const PAYMENT_LINK_VALID_DAYS = 14;

/**
 * Marketing claims that are the business's promises (one figure each, used everywhere the copy
 * states them). What the marketplace counts (suppliers, cities, countries, products) is not here:
 * pages read those from the data when rendered (the `marketingFigures` query, issue 36.4).
 */
export const MARKETING_CLAIMS = {
  aggregateDeliveryWindowHours: 4,
  creditTermDays: CREDIT_TERM_DAYS,
  /** The spec's claim (section 1); a survey's figure, not something the data can count. */
  fewerPhoneCallsPercent: 90,
} as const;
