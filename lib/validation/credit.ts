import { messages } from './messages';
import { creditAccountApplySchema, type CreditAccountApplyFormValues, type CreditCountry } from './payments';

/**
 * The 120-day terms application form. The rule is the API's (`creditAccountApplySchema`, which
 * the resolver parses with); the form types amounts in dollars, turns them into exact cents and
 * checks the result with that same schema (`validateCreditApplication`), so the form and the
 * server can never disagree.
 */

interface CreditApplicationCountry {
  code: CreditCountry;
  name: string;
  businessNumberLabel: string;
  businessNumberPlaceholder: string;
}

/** The countries with 120-day terms, with how each names a business number. */
export const CREDIT_APPLICATION_COUNTRIES: readonly CreditApplicationCountry[] = [
  {
    code: 'CA',
    name: 'Canada',
    businessNumberLabel: 'Business number (BN)',
    businessNumberPlaceholder: '123456789',
  },
  {
    code: 'US',
    name: 'United States',
    businessNumberLabel: 'Employer Identification Number (EIN)',
    businessNumberPlaceholder: '12-3456789',
  },
];

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
  countryCode: CreditCountry | '';
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
  | { ok: true; input: CreditAccountApplyFormValues }
  | { ok: false; errors: Partial<Record<CreditApplicationField, string>> };

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
  const parsed = creditAccountApplySchema.safeParse(input);
  for (const issue of parsed.error?.issues ?? []) {
    const field = CREDIT_APPLICATION_FIELD_NAMES[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // The API receives the values as typed in numbers; the schema's normalizing is the server's.
  return { ok: true, input: input as CreditAccountApplyFormValues };
}
