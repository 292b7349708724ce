import { z } from 'zod';

import { BANK_ACCOUNT_LIMITS, BANK_PAYMENT_TYPES, bankAccountSchema, digitsOnly } from './bank-account';
import { messages } from './messages';
import { requiredEmail } from './rules';
import { text } from './text';

/**
 * Payments: the sandbox's card form, the 120-day credit application, micro-deposits and payment
 * links (the bank-account form with its mandate is bank-account.ts). The forms and the resolvers
 * parse with these same schemas; the card and bank check digits are the ones the gateways apply,
 * so most mistakes are caught before anything is sent.
 */

/** The spec's payment messages (section 8), word for word. */
export const PAYMENT_MESSAGES = {
  failed: 'Payment Failed',
  retry: 'Retry Payment',
  methodNotCreated: 'Payment method was not created',
  methodError: 'Payment method error!',
  linkInvalid: 'Payment link is not valid',
  inProcess: 'Payment is already in process',
  inProcessTitle: 'Attention!',
  verificationRequired: 'Verification is required',
  verify: 'Verify',
  requiresConfirmation: 'Requires confirmation: You need to verify your bank account',
  continue: 'Continue?',
} as const;

export const PAYMENT_LIMITS = {
  holderName: BANK_ACCOUNT_LIMITS.holderName,
  street: 200,
  city: 100,
  state: 100,
  legalName: 200,
  /** Credit limits and spend are at most $5,000,000. */
  maxCreditCents: 500_000_000,
} as const;

/** The Luhn check digit of card numbers. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

/** 'MM/YY' (or MM/YYYY, spaces allowed around the slash) → month and four-digit year. */
export function parseCardExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card expires at the end of its month; one expiring this month is still good. */
function isExpiryValid(expiry: { month: number; year: number }, now: Date): boolean {
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const cardMonth = expiry.year * 12 + (expiry.month - 1);
  return cardMonth >= thisMonth && expiry.year <= now.getUTCFullYear() + 50;
}

/** A required text field: trimmed, 'Required' when empty. */
const required = text({ error: messages.required }).trim().min(1, messages.required);

const HOLDER_NAME_PATTERN = /^[\p{L}][\p{L} .,'-]*$/u;
const ZIP_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

const optionalField = (max: number) =>
  text()
    .trim()
    .max(max, messages.maxLength(max))
    .nullish()
    .transform((value) => value || undefined);

export const billingAddressSchema = z.object({
  street: optionalField(PAYMENT_LIMITS.street),
  country: text()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || /^[A-Z]{2}$/.test(value), messages.invalid),
  city: optionalField(PAYMENT_LIMITS.city),
  state: optionalField(PAYMENT_LIMITS.state),
  zip: text()
    .trim()
    .nullish()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || ZIP_PATTERN.test(value), messages.invalid),
});

/**
 * The sandbox's card form (spec section 3: card number, expiry date, CVC, cardholder name, zip
 * code, billing address). 'Required' for an empty field, 'Invalid' otherwise (the spec names it
 * for cardholder and zip; the number, expiry and CVC use it too).
 */
export const cardPaymentMethodSchema = z
  .object({
    number: required.transform(digitsOnly),
    expiry: required,
    cvc: required,
    cardholderName: required.max(PAYMENT_LIMITS.holderName, messages.maxLength(PAYMENT_LIMITS.holderName)),
    zip: required,
    billingAddress: billingAddressSchema.nullish().transform((value) => value ?? undefined),
  })
  .superRefine((card, context) => {
    const invalid = (path: string) => context.addIssue({ code: 'custom', path: [path], message: messages.invalid });
    if (!/^\d{12,19}$/.test(card.number) || !passesLuhn(card.number)) invalid('number');
    const expiry = parseCardExpiry(card.expiry);
    if (!expiry || !isExpiryValid(expiry, new Date())) invalid('expiry');
    if (!(cardBrand(card.number) === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(card.cvc)) invalid('cvc');
    if (!HOLDER_NAME_PATTERN.test(card.cardholderName)) invalid('cardholderName');
    if (!ZIP_PATTERN.test(card.zip)) invalid('zip');
  })
  .transform((card) => {
    const expiry = parseCardExpiry(card.expiry)!;
    return {
      number: card.number,
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc: card.cvc,
      cardholderName: card.cardholderName,
      zip: card.zip,
      billingAddress: card.billingAddress,
    };
  });
export type CardPaymentMethodFormValues = z.input<typeof cardPaymentMethodSchema>;
export type CardPaymentMethodInput = z.output<typeof cardPaymentMethodSchema>;

/** Spec section 3: the credit-card payment types (`stripe` and `card` are both a card). */
export const CARD_PAYMENT_TYPES = ['card', 'stripe'] as const;
export type CardPaymentType = (typeof CARD_PAYMENT_TYPES)[number];

const uuid = text({ error: messages.required }).uuid(messages.invalid);

export const orderPayInputSchema = z.object({
  orderId: uuid,
  /** None for 120-day terms. */
  paymentMethodId: uuid.nullish().transform((value) => value ?? null),
});
export type OrderPayInput = z.output<typeof orderPayInputSchema>;

/** The two micro-deposits, in cents, as the bank statement shows them. */
export const microDepositAmountsSchema = z
  .array(z.number().int(messages.invalid).min(1, messages.invalid).max(99, messages.invalid), messages.required)
  .length(2, messages.invalid)
  .transform((amounts) => amounts as [number, number]);

/** A payment method Stripe.js created in the browser. */
export const stripePaymentMethodIdSchema = text({ error: messages.required }).regex(
  /^pm_[A-Za-z0-9_]{1,200}$/,
  messages.invalid,
);

export const paymentTypeForSetupSchema = z.enum(CARD_PAYMENT_TYPES, messages.invalid);

/** A payment link's token: 32 random bytes in base64url (43 characters). */
export const PAYMENT_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isPaymentLinkToken(value: unknown): value is string {
  return typeof value === 'string' && PAYMENT_LINK_TOKEN_PATTERN.test(value);
}

/**
 * Paying a payment link as a guest: by card (the sandbox's card form, or a payment method
 * Stripe.js created) or by bank account with the mandate.
 */
export const paymentLinkPayInputSchema = z
  .object({
    paymentType: z.enum([...CARD_PAYMENT_TYPES, ...BANK_PAYMENT_TYPES], messages.invalid),
    card: z.unknown().optional(),
    paymentMethodId: z.unknown().optional(),
    bankAccount: z.record(text(), z.unknown()).nullish(),
    email: requiredEmail.nullish().transform((value) => value?.toLowerCase()),
  })
  .transform((input, context) => {
    const prefix = (path: string) => (issue: z.core.$ZodIssue) =>
      context.addIssue({ code: 'custom', path: [path, ...issue.path], message: issue.message });
    if (input.paymentType === 'stripe_b2b_us' || input.paymentType === 'stripe_b2b_ca') {
      const parsed = bankAccountSchema.safeParse({ ...input.bankAccount, paymentType: input.paymentType });
      if (!parsed.success) {
        parsed.error.issues.forEach(prefix('bankAccount'));
        return z.NEVER;
      }
      return { method: 'bank' as const, bankAccount: parsed.data, email: input.email ?? parsed.data.email };
    }
    if (input.paymentMethodId != null) {
      const parsed = stripePaymentMethodIdSchema.safeParse(input.paymentMethodId);
      if (!parsed.success) {
        parsed.error.issues.forEach(prefix('paymentMethodId'));
        return z.NEVER;
      }
      return { method: 'stripe_card' as const, paymentMethodId: parsed.data, email: input.email };
    }
    const parsed = cardPaymentMethodSchema.safeParse(input.card ?? {});
    if (!parsed.success) {
      parsed.error.issues.forEach(prefix('card'));
      return z.NEVER;
    }
    return { method: 'card' as const, card: parsed.data, email: input.email };
  });
export type PaymentLinkPayInput = z.output<typeof paymentLinkPayInputSchema>;
