import { describe, expect, it } from 'vitest';

import {
  creditAccountApplyInputSchema,
  creditApplicationFormSchema,
  normalizeBusinessNumber,
  parseDollarsToCents,
} from '@/lib/validation';

const firstMessages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const form = {
  legalName: ' Keystone Builders Ltd. ',
  countryCode: 'CA',
  businessNumber: '123 456 789 rt0001',
  yearsInBusiness: '12',
  monthlySpend: '$25,000',
  requestedLimit: '50000.50',
  acceptTerms: true,
};

describe('credit application', () => {
  it('turns the typed form into the API input, amounts in exact cents', () => {
    expect(creditApplicationFormSchema.parse(form)).toEqual({
      legalName: 'Keystone Builders Ltd.',
      countryCode: 'CA',
      businessNumber: '123456789RT0001',
      yearsInBusiness: 12,
      monthlySpendCents: 2_500_000,
      requestedLimitCents: 5_000_050,
      acceptTerms: true,
    });
  });

  it("answers the spec's messages per field", () => {
    const result = creditApplicationFormSchema.safeParse({
      legalName: '',
      countryCode: '',
      businessNumber: '',
      yearsInBusiness: 'ten',
      monthlySpend: '12.345',
      requestedLimit: '500',
      acceptTerms: false,
    });
    expect(firstMessages(result)).toMatchObject({
      legalName: 'Required',
      countryCode: 'Required',
      businessNumber: 'Required',
      yearsInBusiness: 'Invalid',
      monthlySpend: 'Invalid',
      requestedLimit: "Can't be less than $1,000",
      acceptTerms: 'Required',
    });
  });

  it("checks the business number against the country's format", () => {
    expect(normalizeBusinessNumber('CA', '123456789')).toBe('123456789');
    expect(normalizeBusinessNumber('CA', '12-3456789')).toBeNull();
    expect(normalizeBusinessNumber('US', '12-3456789')).toBe('12-3456789');
    expect(normalizeBusinessNumber('US', '123456789RT0001')).toBeNull();
    const wrong = creditAccountApplyInputSchema.safeParse({
      legalName: 'Keystone',
      countryCode: 'US',
      businessNumber: '123456789RT0001',
      yearsInBusiness: 3,
      monthlySpendCents: 100,
      requestedLimitCents: 100_000,
      acceptTerms: true,
    });
    expect(firstMessages(wrong)).toEqual({ businessNumber: 'Invalid' });
  });

  it('refuses a limit above $1,000,000 and terms not accepted in the API input too', () => {
    const result = creditAccountApplyInputSchema.safeParse({
      legalName: 'Keystone',
      countryCode: 'CA',
      businessNumber: '123456789',
      yearsInBusiness: 3,
      monthlySpendCents: 0,
      requestedLimitCents: 100_000_001,
      acceptTerms: null,
    });
    expect(firstMessages(result)).toEqual({
      requestedLimitCents: "Can't be more than $1,000,000",
      acceptTerms: 'Required',
    });
  });

  it('reads dollars exactly, and nothing that is not an amount', () => {
    expect(parseDollarsToCents('19.99')).toBe(1999);
    expect(parseDollarsToCents('$1,234,567.8')).toBe(123_456_780);
    expect(parseDollarsToCents('0')).toBe(0);
    for (const value of ['', '1,23', '12.345', '-5', '1e5', 'abc', '$ ']) expect(parseDollarsToCents(value)).toBeNull();
  });
});
