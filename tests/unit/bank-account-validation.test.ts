import { describe, expect, it } from 'vitest';

// Through the folder's index, as the resolvers and forms reach it.
import { bankAccountSchema, isIban, isRoutingNumber } from '@/lib/validation';

/**
 * The one bank-account schema of the order flow's and the payment link's form, bankAccountCreate
 * and paymentLinkPay: each number by its own rules, each message at its field, in the spec's words.
 */

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const canadian = {
  paymentType: 'stripe_b2b_ca',
  fullName: 'Keystone Ltd',
  email: 'ap@k.example',
  mandateAccepted: true,
};
const american = { paymentType: 'stripe_b2b_us', fullName: 'Keystone Inc', mandateAccepted: true };
const ibanErrorOf = (iban: string) => fieldsOf(bankAccountSchema.safeParse({ ...canadian, hasIban: true, iban })).iban;

describe('the bank-account form', () => {
  it('gives the account in the form of its payment type', () => {
    expect(
      bankAccountSchema.parse({ ...american, routingNumber: '110000000', accountNumber: '0001-2345-6789' }),
    ).toEqual({
      paymentType: 'stripe_b2b_us',
      fullName: 'Keystone Inc',
      email: undefined,
      account: { kind: 'stripe_b2b_us', routingNumber: '110000000', accountNumber: '000123456789' },
      mandateAccepted: true,
    });
    expect(
      bankAccountSchema.parse({ ...canadian, email: 'AP@Keystone.example', iban: 'de89 3704 0044 0532 0130 00' }),
    ).toMatchObject({ email: 'ap@keystone.example', account: { kind: 'iban', iban: 'DE89370400440532013000' } });
  });

  it('requires the mandate, and the numbers of its type', () => {
    expect(fieldsOf(bankAccountSchema.safeParse({ paymentType: 'stripe_b2b_ca', fullName: 'K' }))).toEqual({
      mandateAccepted: 'Required',
      email: 'Required',
      transitNumber: 'Required',
      institutionNumber: 'Required',
      accountNumber: 'Required',
    });
  });

  it("with 'My account has an IBAN' ticked, an empty IBAN is 'Required' at the IBAN, and nothing else is asked", () => {
    const ticked = { ...canadian, hasIban: true, iban: '  ', transitNumber: '', institutionNumber: '' };
    expect(fieldsOf(bankAccountSchema.safeParse(ticked))).toEqual({ iban: 'Required' });
    // An API caller ticks it by giving an IBAN at all: an empty one is still the IBAN's fault.
    expect(fieldsOf(bankAccountSchema.safeParse({ ...canadian, iban: '' }))).toEqual({ iban: 'Required' });
    expect(fieldsOf(bankAccountSchema.safeParse({ ...american, iban: '' }))).toEqual({ iban: 'Required' });
  });

  it('unticked, an IBAN typed before is left aside and the numbers are the account', () => {
    const account = { transitNumber: '12345', institutionNumber: '003', accountNumber: '0006789' };
    expect(bankAccountSchema.parse({ ...canadian, hasIban: false, iban: 'DE89 3704', ...account }).account).toEqual({
      kind: 'stripe_b2b_ca',
      ...account,
    });
    expect(fieldsOf(bankAccountSchema.safeParse({ ...canadian, hasIban: false, iban: 'DE89 3704' }))).toEqual({
      transitNumber: 'Required',
      institutionNumber: 'Required',
      accountNumber: 'Required',
    });
  });
});

describe('IBANs', () => {
  it('takes valid IBANs of several countries, as typed with spaces, dashes or lower case', () => {
    for (const iban of [
      'DE89 3704 0044 0532 0130 00',
      'gb82 west 1234 5698 7654 32',
      'FR14-2004-1010-0505-0001-3M02-606',
      'NL91ABNA0417164300',
      'CH9300762011623852957',
    ]) {
      expect(ibanErrorOf(iban), iban).toBeUndefined();
      expect(isIban(iban), iban).toBe(true);
    }
  });

  it("refuses a wrong check digit (ISO 7064 mod-97) as 'Invalid'", () => {
    expect(ibanErrorOf('DE89370400440532013001')).toBe('Invalid');
    expect(ibanErrorOf('GB83WEST12345698765432')).toBe('Invalid');
  });

  it("says the length of the country's IBAN when it is not that length, even if mod-97 holds", () => {
    // DE41 3704 0044 0532 013 passes mod-97, but a German IBAN has 22 characters.
    expect(ibanErrorOf('DE41370400440532013')).toBe('Must be exactly 22 characters');
    expect(ibanErrorOf('NL91ABNA04171643001')).toBe('Must be exactly 18 characters');
  });

  it('refuses a country without IBANs and an account of the wrong format for its country, though mod-97 holds', () => {
    expect(ibanErrorOf('XX4212345678901234')).toBe('Invalid');
    // A British IBAN's bank code is four letters.
    expect(ibanErrorOf('GB25123412345698765432')).toBe('Invalid');
    expect(ibanErrorOf('DE00')).toBe('Invalid');
    expect(ibanErrorOf('DE89 3704 0044 0532 0130 0!')).toBe('Invalid');
  });
});

describe('Canadian and US numbers', () => {
  it('checks the 9-digit ABA routing number by its 3-7-1 checksum', () => {
    expect(isRoutingNumber('110000000')).toBe(true);
    expect(isRoutingNumber('021000021')).toBe(true);
    expect(isRoutingNumber('011401533')).toBe(true);
    expect(isRoutingNumber('110000001')).toBe(false);
    expect(isRoutingNumber('021000012')).toBe(false);
    const routingErrorOf = (routingNumber: string) =>
      fieldsOf(bankAccountSchema.safeParse({ ...american, routingNumber, accountNumber: '000123456789' }))
        .routingNumber;
    expect(routingErrorOf('021 000 021')).toBeUndefined();
    expect(routingErrorOf('110000001')).toBe('Invalid');
    expect(routingErrorOf('1100')).toBe('Must be exactly 9 characters');
    expect(routingErrorOf('11000000a')).toBe('Invalid');
    expect(routingErrorOf('')).toBe('Required');
  });

  it('takes a 5-digit transit number and a 3-digit institution number', () => {
    const errorsOf = (transitNumber: string, institutionNumber: string) =>
      fieldsOf(
        bankAccountSchema.safeParse({ ...canadian, transitNumber, institutionNumber, accountNumber: '1234567' }),
      );
    expect(errorsOf('12345', '003')).toEqual({});
    expect(errorsOf('123', '12')).toEqual({
      transitNumber: 'Must be exactly 5 characters',
      institutionNumber: 'Must be exactly 3 characters',
    });
    expect(errorsOf('12a45', '0o3')).toEqual({ transitNumber: 'Invalid', institutionNumber: 'Invalid' });
    expect(errorsOf('123456', '0003')).toEqual({
      transitNumber: 'Must be exactly 5 characters',
      institutionNumber: 'Must be exactly 3 characters',
    });
  });

  it('takes account numbers of digits, 7 to 12 in Canada and 4 to 17 in the US, saying which bound is crossed', () => {
    const canadianError = (accountNumber: string) =>
      fieldsOf(
        bankAccountSchema.safeParse({ ...canadian, transitNumber: '12345', institutionNumber: '003', accountNumber }),
      ).accountNumber;
    expect(canadianError('1234567')).toBeUndefined();
    expect(canadianError('123456')).toBe('Must be 7 characters or more');
    expect(canadianError('1234567890123')).toBe('Must be 12 characters or less');
    expect(canadianError('12345ab')).toBe('Invalid');
    const americanError = (accountNumber: string) =>
      fieldsOf(bankAccountSchema.safeParse({ ...american, routingNumber: '110000000', accountNumber })).accountNumber;
    expect(americanError('1234')).toBeUndefined();
    expect(americanError('12')).toBe('Must be 4 characters or more');
    expect(americanError('1'.repeat(18))).toBe('Must be 17 characters or less');
  });
});
