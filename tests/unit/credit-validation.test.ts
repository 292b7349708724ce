import { describe, expect, it } from 'vitest';

import {
  creditAccountApplyInputSchema,
  parseDollarsToCents,
  validateCreditApplication,
  type CreditApplicationFormValues,
} from '@/lib/validation';

const form: CreditApplicationFormValues = {
  legalName: ' Keystone Builders Ltd. ',
  countryCode: 'CA',
  businessNumber: '123 456 789 rt0001',
  yearsInBusiness: '12',
  monthlySpend: '$25,000',
  requestedLimit: '50000.50',
  acceptTerms: true,
};

const input = {
  legalName: 'Keystone',
  countryCode: 'US',
  businessNumber: '12-3456789',
  yearsInBusiness: 3,
  monthlySpendCents: 100,
  requestedLimitCents: 100_000,
  acceptTerms: true,
};

describe('credit application', () => {
  it('sends the typed form as the API input, amounts in exact cents', () => {
    expect(validateCreditApplication(form)).toEqual({
      ok: true,
      input: {
        legalName: ' Keystone Builders Ltd. ',
        countryCode: 'CA',
        businessNumber: '123 456 789 rt0001',
        yearsInBusiness: 12,
        monthlySpendCents: 2_500_000,
        requestedLimitCents: 5_000_050,
        acceptTerms: true,
      },
    });
    // What the server reads from it: trimmed, the business number compact and upper-case.
    const check = validateCreditApplication(form);
    expect(check.ok && creditAccountApplyInputSchema.parse(check.input)).toMatchObject({
      legalName: 'Keystone Builders Ltd.',
      businessNumber: '123456789RT0001',
    });
  });

  it("shows every field's message at once, by the form's field names", () => {
    expect(
      validateCreditApplication({
        legalName: '',
        countryCode: '',
        businessNumber: '',
        yearsInBusiness: 'ten',
        monthlySpend: '12.345',
        requestedLimit: '',
        acceptTerms: false,
      }),
    ).toEqual({
      ok: false,
      errors: {
        legalName: 'Required',
        countryCode: 'Required',
        businessNumber: 'Required',
        yearsInBusiness: 'Invalid',
        monthlySpend: 'Invalid',
        requestedLimit: 'Required',
        acceptTerms: 'Required',
      },
    });
  });

  it("checks the business number against the country's format, even when other fields are wrong", () => {
    const wrong = validateCreditApplication({ ...form, countryCode: 'US', legalName: '' });
    expect(wrong).toEqual({ ok: false, errors: { legalName: 'Required', businessNumber: 'Invalid' } });
    expect(creditAccountApplyInputSchema.safeParse({ ...input, businessNumber: '123456789RT0001' }).success).toBe(
      false,
    );
    expect(creditAccountApplyInputSchema.parse({ ...input, countryCode: 'CA', businessNumber: '123456789' })).toEqual({
      ...input,
      countryCode: 'CA',
      businessNumber: '123456789',
    });
  });

  it('refuses a limit of nothing or above $5,000,000, and terms not accepted', () => {
    const result = creditAccountApplyInputSchema.safeParse({
      ...input,
      requestedLimitCents: 500_000_001,
      monthlySpendCents: -1,
      acceptTerms: null,
    });
    expect(Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      requestedLimitCents: 'Invalid',
      monthlySpendCents: 'Invalid',
      acceptTerms: 'Required',
    });
    expect(validateCreditApplication({ ...form, requestedLimit: '0' })).toEqual({
      ok: false,
      errors: { requestedLimit: 'Invalid' },
    });
  });

  it('reads dollars exactly, and nothing that is not an amount', () => {
    expect(parseDollarsToCents('19.99')).toBe(1999);
    expect(parseDollarsToCents('$1,234,567.8')).toBe(123_456_780);
    expect(parseDollarsToCents('0')).toBe(0);
    for (const value of ['', '1,23', '12.345', '-5', '1e5', 'abc', '$ ']) expect(parseDollarsToCents(value)).toBeNull();
  });
});
