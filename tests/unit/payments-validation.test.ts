import { describe, expect, it } from 'vitest';

import { formatMoney } from '@/lib/money';
import {
  cardPaymentMethodSchema,
  microDepositAmountsSchema,
  parseCardExpiry,
  PAYMENT_MESSAGES,
  paymentLinkPayInputSchema,
} from '@/lib/validation/payments';
import { creditAccountApplySchema } from '@/lib/validation/credit';

/** The payment forms' schemas, shared with the resolvers: spec messages and normalised output. */

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

describe('the card form', () => {
  it('reads the card: digits only, MM/YY expiry as month and four-digit year', () => {
    const card = cardPaymentMethodSchema.parse({
      number: '4242 4242-4242 4242',
      expiry: `07 / ${nextYear}`,
      cvc: '123',
      cardholderName: "  Renée O'Brien-Smith ",
      zip: 'M5V 2T6',
      billingAddress: { country: 'ca', street: '', city: 'Toronto' },
    });
    expect(card).toEqual({
      number: '4242424242424242',
      expMonth: 7,
      expYear: 2000 + Number(nextYear),
      cvc: '123',
      cardholderName: "Renée O'Brien-Smith",
      zip: 'M5V 2T6',
      billingAddress: { street: undefined, country: 'CA', city: 'Toronto', state: undefined, zip: undefined },
    });
  });

  it("says 'Required' for empty fields and 'Invalid' otherwise (American Express has a 4-digit CVC)", () => {
    expect(fieldsOf(cardPaymentMethodSchema.safeParse({ number: ' ', expiry: '', cvc: null }))).toMatchObject({
      number: 'Required',
      expiry: 'Required',
      cvc: 'Required',
      cardholderName: 'Required',
      zip: 'Required',
    });
    const amex = { number: '3782 822463 10005', expiry: `12/${nextYear}`, cardholderName: 'A B', zip: '94103' };
    expect(cardPaymentMethodSchema.safeParse({ ...amex, cvc: '1234' }).success).toBe(true);
    expect(fieldsOf(cardPaymentMethodSchema.safeParse({ ...amex, cvc: '123' }))).toEqual({ cvc: 'Invalid' });
    expect(
      fieldsOf(cardPaymentMethodSchema.safeParse({ ...amex, cvc: '1234', zip: '#', cardholderName: 'R2D2' })),
    ).toEqual({ zip: 'Invalid', cardholderName: 'Invalid' });
  });

  it('reads expiry dates', () => {
    expect(parseCardExpiry('1/29')).toEqual({ month: 1, year: 2029 });
    expect(parseCardExpiry('12/2031')).toEqual({ month: 12, year: 2031 });
    expect(parseCardExpiry('13/29')).toBeNull();
    expect(parseCardExpiry('1229')).toBeNull();
  });
});

describe('payment links, micro-deposits and credit applications', () => {
  it('takes a guest card, a Stripe payment method or a bank account, naming the field at fault', () => {
    const card = { number: '4242424242424242', expiry: `12/${nextYear}`, cvc: '123', cardholderName: 'A B', zip: '1' };
    expect(fieldsOf(paymentLinkPayInputSchema.safeParse({ paymentType: 'card', card }))).toEqual({
      'card.zip': 'Invalid',
    });
    expect(paymentLinkPayInputSchema.parse({ paymentType: 'stripe', paymentMethodId: 'pm_123' })).toEqual({
      method: 'stripe_card',
      paymentMethodId: 'pm_123',
      email: undefined,
    });
    expect(
      fieldsOf(paymentLinkPayInputSchema.safeParse({ paymentType: 'stripe_b2b_us', bankAccount: { fullName: 'K' } })),
    ).toMatchObject({ 'bankAccount.mandateAccepted': 'Required', 'bankAccount.routingNumber': 'Required' });
  });

  it('takes exactly two micro-deposits of 1 to 99 cents', () => {
    expect(microDepositAmountsSchema.parse([32, 45])).toEqual([32, 45]);
    expect(microDepositAmountsSchema.safeParse([32]).success).toBe(false);
    expect(microDepositAmountsSchema.safeParse([0, 45]).success).toBe(false);
  });

  it('gives the currency of the country applied from, and checks its business number', () => {
    const application = {
      legalName: 'Keystone',
      countryCode: 'US',
      businessNumber: '12-3456789',
      yearsInBusiness: 2,
      annualVolumeCents: 100,
      requestedLimitCents: 100,
      billingContactName: 'Dana Whitfield',
      billingContactEmail: 'billing@keystone.example',
      billingContactPhone: '+1 416 555 0100',
      tradeReferences: [
        { name: 'Fraser Lumber', contactName: 'Jordan Lee', phone: '+1 604 555 0117', email: null },
        { name: 'Coastal Rebar', contactName: 'Sam Patel', phone: null, email: 'ar@coastalrebar.example' },
      ],
      acceptTerms: true,
    };
    expect(creditAccountApplySchema.parse(application)).toMatchObject({
      currency: 'USD',
      businessNumber: '12-3456789',
    });
    expect(fieldsOf(creditAccountApplySchema.safeParse({ ...application, countryCode: 'CA' }))).toEqual({
      businessNumber: 'Enter the 9-digit business number (BN), e.g. 123456789',
    });
    // Every message at once: the business number is checked even while other fields are wrong.
    expect(
      fieldsOf(
        creditAccountApplySchema.safeParse({ ...application, legalName: '', countryCode: 'CA', acceptTerms: false }),
      ),
    ).toEqual({
      legalName: 'Required',
      businessNumber: 'Enter the 9-digit business number (BN), e.g. 123456789',
      acceptTerms: 'Accept the terms to apply',
    });
  });

  it("keeps the spec's payment messages word for word", () => {
    expect(PAYMENT_MESSAGES).toMatchObject({
      failed: 'Payment Failed',
      retry: 'Retry Payment',
      methodNotCreated: 'Payment method was not created',
      methodError: 'Payment method error!',
      linkInvalid: 'Payment link is not valid',
      inProcess: 'Payment is already in process',
      inProcessTitle: 'Attention!',
      verificationRequired: 'Verification is required',
      requiresConfirmation: 'Requires confirmation: You need to verify your bank account',
    });
  });

  it('names the currency with every amount', () => {
    expect(formatMoney(123_456, 'CAD')).toBe('$1,234.56 CAD');
    expect(formatMoney(5, 'usd')).toBe('$0.05 USD');
  });
});
