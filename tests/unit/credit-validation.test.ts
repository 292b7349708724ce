import { describe, expect, it } from 'vitest';

import {
  creditAccountApplySchema,
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
    // What the server reads from it: trimmed, the business number compact, the country's currency.
    const check = validateCreditApplication(form);
    expect(check.ok && creditAccountApplySchema.parse(check.input)).toMatchObject({
      legalName: 'Keystone Builders Ltd.',
      businessNumber: '123456789RT0001',
      currency: 'CAD',
    });
  });

  it("shows the API schema's messages by the form's field names, and 'Invalid' for what is not a number", () => {
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

  it('maps the checks across fields (business number of the country, terms accepted) to their fields', () => {
    expect(validateCreditApplication({ ...form, countryCode: 'US', acceptTerms: false })).toEqual({
      ok: false,
      errors: { businessNumber: 'Invalid', acceptTerms: 'Required' },
    });
  });

  it("maps the API's cents fields back to the dollar fields typed", () => {
    expect(validateCreditApplication({ ...form, requestedLimit: '0', monthlySpend: '5,000,000.01' })).toEqual({
      ok: false,
      errors: { requestedLimit: 'Invalid', monthlySpend: 'Invalid' },
    });
  });

  it('reads dollars exactly, and nothing that is not an amount', () => {
    expect(parseDollarsToCents('19.99')).toBe(1999);
    expect(parseDollarsToCents('$1,234,567.8')).toBe(123_456_780);
    expect(parseDollarsToCents('0')).toBe(0);
    for (const value of ['', '1,23', '12.345', '-5', '1e5', 'abc', '$ ']) expect(parseDollarsToCents(value)).toBeNull();
  });
});
