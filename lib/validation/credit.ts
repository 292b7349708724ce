import { z } from 'zod';

import { messages } from './messages';
import { requiredText } from './rules';

/**
 * Applying for 120-day terms (`creditAccountApply`). `creditAccountApplyInputSchema` is the API's
 * rule (the resolver parses with it); the form types amounts in dollars, turns them into exact
 * cents and checks the result with that same schema (`validateCreditApplication`), so the form
 * and the server can never disagree.
 */

export const CREDIT_APPLICATION_LIMITS = {
  legalName: 200,
  yearsInBusinessMax: 200,
  /** Credit limits and spend are at most $5,000,000. */
  maxCents: 500_000_000,
} as const;

/** The countries with 120-day terms, with how each names and writes a business number. */
export const CREDIT_APPLICATION_COUNTRIES = [
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
export type CreditCountryCode = (typeof CREDIT_APPLICATION_COUNTRIES)[number]['code'];

const wholeNumber = (max: number) =>
  z.number(messages.required).int(messages.invalid).min(0, messages.invalid).max(max, messages.invalid);

/** `creditAccountApply(input)`: what the resolver parses. */
export const creditAccountApplyInputSchema = z
  .object({
    legalName: requiredText(CREDIT_APPLICATION_LIMITS.legalName),
    countryCode: z.enum(['CA', 'US'], {
      error: (issue) => (issue.input == null || issue.input === '' ? messages.required : messages.invalid),
    }),
    businessNumber: z
      .string(messages.required)
      .trim()
      .min(1, messages.required)
      .transform((value) => value.replace(/\s/g, '').toUpperCase()),
    yearsInBusiness: wholeNumber(CREDIT_APPLICATION_LIMITS.yearsInBusinessMax),
    monthlySpendCents: wholeNumber(CREDIT_APPLICATION_LIMITS.maxCents),
    requestedLimitCents: wholeNumber(CREDIT_APPLICATION_LIMITS.maxCents).min(1, messages.invalid),
    acceptTerms: z
      .boolean(messages.required)
      .nullish()
      .refine((accepted) => accepted === true, messages.required),
  })
  .superRefine(
    (application, context) => {
      const country = CREDIT_APPLICATION_COUNTRIES.find((entry) => entry.code === application.countryCode);
      if (country && typeof application.businessNumber === 'string') {
        if (!country.businessNumberPattern.test(application.businessNumber)) {
          context.addIssue({ code: 'custom', path: ['businessNumber'], message: messages.invalid });
        }
      }
    },
    // Also when other fields are wrong, so the form shows every message at once.
    { when: () => true },
  );
export type CreditAccountApplyInput = z.input<typeof creditAccountApplyInputSchema>;

/**
 * Dollars as typed ("25,000", "$1,500.50") to cents, exactly (no floating point); null when it is
 * not an amount.
 */
export function parseDollarsToCents(value: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const cents = Number(match[1]!.replace(/,/g, '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** The application form's values, as the form holds them (amounts in dollars, as typed). */
export interface CreditApplicationFormValues {
  legalName: string;
  countryCode: CreditCountryCode | '';
  businessNumber: string;
  yearsInBusiness: string;
  monthlySpend: string;
  requestedLimit: string;
  acceptTerms: boolean;
}
export type CreditApplicationField = keyof CreditApplicationFormValues;

/** The API's field names to the form's: an error in `fields.monthlySpendCents` shows by its field. */
export const CREDIT_APPLICATION_FIELD_NAMES: Record<string, CreditApplicationField> = {
  legalName: 'legalName',
  countryCode: 'countryCode',
  businessNumber: 'businessNumber',
  yearsInBusiness: 'yearsInBusiness',
  monthlySpendCents: 'monthlySpend',
  requestedLimitCents: 'requestedLimit',
  acceptTerms: 'acceptTerms',
};

export type CreditApplicationCheck =
  { ok: true; input: CreditAccountApplyInput } | { ok: false; errors: Partial<Record<CreditApplicationField, string>> };

/**
 * The form's check: numbers and dollar amounts read as typed ('Required' when blank, 'Invalid'
 * when not a number or an amount), then the API's schema, its messages shown by the form's fields.
 */
export function validateCreditApplication(values: CreditApplicationFormValues): CreditApplicationCheck {
  const errors: Partial<Record<CreditApplicationField, string>> = {};
  const read = (field: CreditApplicationField, text: string, parse: (value: string) => number | null) => {
    if (text.trim() === '') return undefined;
    const value = parse(text);
    if (value === null) errors[field] = messages.invalid;
    return value ?? undefined;
  };
  const input = {
    legalName: values.legalName,
    countryCode: values.countryCode,
    businessNumber: values.businessNumber,
    yearsInBusiness: read('yearsInBusiness', values.yearsInBusiness, (text) =>
      /^\s*\d+\s*$/.test(text) ? Number(text) : null,
    ),
    monthlySpendCents: read('monthlySpend', values.monthlySpend, parseDollarsToCents),
    requestedLimitCents: read('requestedLimit', values.requestedLimit, parseDollarsToCents),
    acceptTerms: values.acceptTerms,
  };
  const parsed = creditAccountApplyInputSchema.safeParse(input);
  for (const issue of parsed.error?.issues ?? []) {
    const field = CREDIT_APPLICATION_FIELD_NAMES[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // The API receives the values as typed in numbers; the schema's normalizing is the server's.
  return { ok: true, input: input as CreditAccountApplyInput };
}
