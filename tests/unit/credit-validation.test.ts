import { describe, expect, it } from 'vitest';

import {
  creditAccountApplySchema,
  parseDollarsToCents,
  validateCreditApplication,
  validateCreditDecision,
  type CreditApplicationFormValues,
} from '@/lib/validation';

const reference = (name: string, reach: { phone?: string; email?: string }) => ({
  name,
  contactName: 'Jordan Lee',
  phone: reach.phone ?? '',
  email: reach.email ?? '',
});

const form: CreditApplicationFormValues = {
  legalName: ' Keystone Builders Ltd. ',
  countryCode: 'CA',
  businessNumber: '123 456 789 rt0001',
  yearsInBusiness: '12',
  annualVolume: '$250,000',
  requestedLimit: '50000.50',
  billingContactName: 'Dana Whitfield',
  billingContactEmail: 'billing@keystone.example',
  billingContactPhone: '+1 416 555 0100',
  tradeReferences: [
    reference('Fraser Lumber', { phone: '+1 604 555 0117' }),
    reference('Coastal Rebar', { email: 'ar@coastalrebar.example' }),
  ],
  acceptTerms: true,
};

describe('credit application', () => {
  it('sends the typed form as the API input, amounts in exact cents, blank reach as null', () => {
    const check = validateCreditApplication(form);
    expect(check).toMatchObject({
      ok: true,
      input: {
        yearsInBusiness: 12,
        annualVolumeCents: 25_000_000,
        requestedLimitCents: 5_000_050,
        tradeReferences: [
          { name: 'Fraser Lumber', contactName: 'Jordan Lee', phone: '+1 604 555 0117', email: null },
          { name: 'Coastal Rebar', contactName: 'Jordan Lee', phone: null, email: 'ar@coastalrebar.example' },
        ],
      },
    });
    // What the server reads from it: trimmed, the business number compact, the country's currency.
    expect(check.ok && creditAccountApplySchema.parse(check.input)).toMatchObject({
      legalName: 'Keystone Builders Ltd.',
      businessNumber: '123456789RT0001',
      currency: 'CAD',
    });
  });

  it('says what to type, by the form’s field names, for every field at once', () => {
    expect(
      validateCreditApplication({
        ...form,
        legalName: '',
        countryCode: '',
        yearsInBusiness: 'ten',
        annualVolume: '12.345',
        requestedLimit: '',
        billingContactEmail: 'billing',
        tradeReferences: [reference('Fraser Lumber', {})],
        acceptTerms: false,
      }),
    ).toEqual({
      ok: false,
      errors: {
        legalName: 'Required',
        countryCode: 'Required',
        yearsInBusiness: 'Enter whole years, from 0 to 200',
        annualVolume: 'Enter an amount in dollars, e.g. 25,000',
        requestedLimit: 'Required',
        billingContactEmail: 'Incorrect E-mail',
        tradeReferences: 'Add at least 2 trade references',
        'tradeReferences.0.phone': 'Give a phone number or an email for this reference',
        acceptTerms: 'Accept the terms to apply',
      },
    });
  });

  it("names the country's business number, and maps the API's cents fields back to the dollar fields", () => {
    expect(validateCreditApplication({ ...form, countryCode: 'US' })).toEqual({
      ok: false,
      errors: { businessNumber: 'Enter the EIN, e.g. 12-3456789' },
    });
    expect(validateCreditApplication({ ...form, requestedLimit: '0', annualVolume: '20,000,000.01' })).toEqual({
      ok: false,
      errors: {
        requestedLimit: 'Enter an amount from $1 to $5,000,000',
        annualVolume: 'Enter an amount up to $20,000,000',
      },
    });
  });

  it('reads dollars exactly, and nothing that is not an amount', () => {
    expect(parseDollarsToCents('19.99')).toBe(1999);
    expect(parseDollarsToCents('$1,234,567.8')).toBe(123_456_780);
    expect(parseDollarsToCents('0')).toBe(0);
    for (const value of ['', '1,23', '12.345', '-5', '1e5', 'abc', '$ ']) expect(parseDollarsToCents(value)).toBeNull();
  });
});

describe("an operator's decision", () => {
  const companyId = '00000000-0000-4000-8000-000000000001';
  it('approves a limit typed in dollars and a term; declines only with a reason', () => {
    expect(
      validateCreditDecision(companyId, { decision: 'approve', limit: '25,000', termDays: '60', reason: '' }),
    ).toEqual({
      ok: true,
      input: { companyId, decision: 'approve', limitCents: 2_500_000, termDays: 60, reason: null },
    });
    expect(
      validateCreditDecision(companyId, { decision: 'approve', limit: 'lots', termDays: '0', reason: '' }),
    ).toEqual({
      ok: false,
      errors: { limit: 'Enter an amount in dollars, e.g. 25,000', termDays: 'Enter whole days, from 1 to 180' },
    });
    expect(validateCreditDecision(companyId, { decision: 'decline', limit: '', termDays: '', reason: ' ' })).toEqual({
      ok: false,
      errors: { reason: 'Say why the application is declined: the applicant reads it' },
    });
  });
});
