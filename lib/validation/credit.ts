import { z } from 'zod';

import { messages } from './messages';
import { requiredText } from './rules';

/**
 * Applying for 120-day terms (`creditAccountApply`): the API's input in cents, and the form's
 * values as typed (amounts in dollars), with the same rules and the spec's messages.
 */

export const CREDIT_APPLICATION_LIMITS = {
  legalName: 200,
  yearsInBusinessMax: 200,
  /** $1,000 to $1,000,000 of credit; spend up to $10,000,000 a month. */
  requestedLimitMinCents: 100_000,
  requestedLimitMaxCents: 100_000_000,
  monthlySpendMaxCents: 1_000_000_000,
} as const;

/** The countries with 120-day terms; the account's currency follows the country. */
export const CREDIT_COUNTRIES = [
  {
    code: 'CA',
    name: 'Canada',
    businessNumberLabel: 'Business number (BN)',
    businessNumberPlaceholder: '123456789',
    // The 9-digit BN, optionally with its program account (RT0001).
    businessNumberPattern: /^\d{9}(?:[A-Z]{2}\d{4})?$/,
  },
  {
    code: 'US',
    name: 'United States',
    businessNumberLabel: 'Employer Identification Number (EIN)',
    businessNumberPlaceholder: '12-3456789',
    businessNumberPattern: /^\d{2}-?\d{7}$/,
  },
] as const;
export type CreditCountryCode = (typeof CREDIT_COUNTRIES)[number]['code'];
const creditCountryCodes = CREDIT_COUNTRIES.map((country) => country.code) as [CreditCountryCode, CreditCountryCode];

/** "12 345 6789rt0001" → "123456789RT0001"; "12-3456789" stays; null when not the country's format. */
export function normalizeBusinessNumber(countryCode: CreditCountryCode, value: string): string | null {
  const country = CREDIT_COUNTRIES.find((entry) => entry.code === countryCode)!;
  const compact = value.toUpperCase().replace(/\s+/g, '');
  return country.businessNumberPattern.test(compact) ? compact : null;
}

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;

const countryCode = z.enum(creditCountryCodes, {
  error: (issue) => (issue.input == null || issue.input === '' ? messages.required : messages.invalid),
});
const wholeNumber = (min: number, max: number, format: (value: number) => string | number = (value) => value) =>
  z
    .number(messages.required)
    .int(messages.invalid)
    .min(min, messages.quantityMin(format(min)))
    .max(max, messages.quantityMax(format(max)));

/** Checks the business number against the country's format, and stores it normalized. */
function withBusinessNumber<T extends { countryCode: CreditCountryCode; businessNumber: string }>(
  application: T,
  context: z.RefinementCtx,
): T {
  const businessNumber = normalizeBusinessNumber(application.countryCode, application.businessNumber);
  if (!businessNumber) {
    context.addIssue({ code: 'custom', path: ['businessNumber'], message: messages.invalid });
    return z.NEVER;
  }
  return { ...application, businessNumber };
}

/** `creditAccountApply(input)`: what the resolver parses. */
export const creditAccountApplyInputSchema = z
  .object({
    legalName: requiredText(CREDIT_APPLICATION_LIMITS.legalName),
    countryCode,
    businessNumber: requiredText(40),
    yearsInBusiness: wholeNumber(0, CREDIT_APPLICATION_LIMITS.yearsInBusinessMax),
    monthlySpendCents: wholeNumber(0, CREDIT_APPLICATION_LIMITS.monthlySpendMaxCents, dollars),
    requestedLimitCents: wholeNumber(
      CREDIT_APPLICATION_LIMITS.requestedLimitMinCents,
      CREDIT_APPLICATION_LIMITS.requestedLimitMaxCents,
      dollars,
    ),
    acceptTerms: z.literal(true, messages.required),
  })
  .transform(withBusinessNumber);
export type CreditAccountApplyInput = z.output<typeof creditAccountApplyInputSchema>;

/**
 * Dollars as typed ("25,000", "$1,500.50") to cents, exactly (no floating point); null when it is
 * not an amount.
 */
export function parseDollarsToCents(value: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const whole = Number(match[1]!.replace(/,/g, ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : null;
}

/** A required amount typed in dollars, as cents within [min, max] cents. */
const dollarAmount = (minCents: number, maxCents: number) =>
  z
    .string(messages.required)
    .trim()
    .min(1, messages.required)
    .transform((value, context) => {
      const cents = parseDollarsToCents(value);
      if (cents === null) {
        context.addIssue({ code: 'custom', message: messages.invalid });
        return z.NEVER;
      }
      return cents;
    })
    .pipe(wholeNumber(minCents, maxCents, dollars));

/** The application form's values, as the form holds them. */
export interface CreditApplicationFormValues {
  legalName: string;
  countryCode: CreditCountryCode | '';
  businessNumber: string;
  yearsInBusiness: string;
  monthlySpend: string;
  requestedLimit: string;
  acceptTerms: boolean;
}

/**
 * The form: its values to the API's input (amounts in cents). Typed with the form's values as its
 * input, so that a blank choice ('') is a value the form may hold (and the schema refuses).
 */
export const creditApplicationFormSchema: z.ZodType<CreditAccountApplyInput, CreditApplicationFormValues> = z
  .object({
    legalName: requiredText(CREDIT_APPLICATION_LIMITS.legalName),
    countryCode,
    businessNumber: requiredText(40),
    yearsInBusiness: z
      .string(messages.required)
      .trim()
      .min(1, messages.required)
      .regex(/^\d+$/, messages.invalid)
      .transform(Number)
      .pipe(wholeNumber(0, CREDIT_APPLICATION_LIMITS.yearsInBusinessMax)),
    monthlySpend: dollarAmount(0, CREDIT_APPLICATION_LIMITS.monthlySpendMaxCents),
    requestedLimit: dollarAmount(
      CREDIT_APPLICATION_LIMITS.requestedLimitMinCents,
      CREDIT_APPLICATION_LIMITS.requestedLimitMaxCents,
    ),
    acceptTerms: z.literal(true, messages.required),
  })
  .transform(withBusinessNumber)
  .transform(({ monthlySpend, requestedLimit, ...rest }): CreditAccountApplyInput => ({
    ...rest,
    monthlySpendCents: monthlySpend,
    requestedLimitCents: requestedLimit,
  }));

/** The API's field names to the form's (an error in `fields.monthlySpendCents` shows by its field). */
export const CREDIT_APPLICATION_FIELD_NAMES: Record<string, keyof CreditApplicationFormValues> = {
  legalName: 'legalName',
  countryCode: 'countryCode',
  businessNumber: 'businessNumber',
  yearsInBusiness: 'yearsInBusiness',
  monthlySpendCents: 'monthlySpend',
  requestedLimitCents: 'requestedLimit',
  acceptTerms: 'acceptTerms',
};
