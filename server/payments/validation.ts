import 'server-only';

import { PaymentError, PaymentErrorCode } from './errors';
import type { BankAccountDetails, CardDetails } from './types';

/** Card and bank-account checks as Stripe makes them, with Stripe's codes and messages. */

export function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, '');
}

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

export interface ValidCard {
  digits: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Number (Luhn), expiry (not past), CVC (3 digits, 4 for American Express). */
export function validateCard(card: CardDetails, now: Date): ValidCard {
  const digits = digitsOnly(card.number);
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    throw new PaymentError(PaymentErrorCode.INCORRECT_NUMBER, 'Your card number is incorrect.', { param: 'number' });
  }
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    throw new PaymentError(PaymentErrorCode.INVALID_EXPIRY_MONTH, "Your card's expiration month is invalid.", {
      param: 'exp_month',
    });
  }
  const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  if (!Number.isInteger(expYear) || expYear < year || expYear > year + 50) {
    throw new PaymentError(PaymentErrorCode.INVALID_EXPIRY_YEAR, "Your card's expiration year is invalid.", {
      param: 'exp_year',
    });
  }
  if (expYear === year && card.expMonth < month) {
    throw new PaymentError(PaymentErrorCode.INVALID_EXPIRY_MONTH, "Your card's expiration month is invalid.", {
      param: 'exp_month',
    });
  }
  const brand = cardBrand(digits);
  if (!(brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(card.cvc)) {
    throw new PaymentError(PaymentErrorCode.INVALID_CVC, "Your card's security code is invalid.", { param: 'cvc' });
  }
  return { digits, brand, last4: digits.slice(-4), expMonth: card.expMonth, expYear };
}

/** ABA routing number: nine digits with the 3-7-1 checksum. */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  return (3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!)) % 10 === 0;
}

/** IBAN: country, check digits, then the ISO 7064 mod-97 check. */
export function isIban(value: string): boolean {
  const iban = value.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const code = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export interface ValidBankAccount {
  type: 'us_bank_account' | 'acss_debit' | 'sepa_debit';
  last4: string;
  bankCode: string;
  holderName: string;
}

function invalidBank(message: string, param: string): PaymentError {
  return new PaymentError(PaymentErrorCode.INVALID_BANK_ACCOUNT, message, { param });
}

export function validateBankAccount(account: BankAccountDetails): ValidBankAccount {
  const holderName = account.holderName.trim();
  if (!holderName) throw invalidBank('The account holder name is required.', 'account_holder_name');
  if (account.kind === 'iban') {
    const iban = account.iban.replace(/\s/g, '').toUpperCase();
    if (!isIban(iban)) throw invalidBank('The IBAN you entered is invalid.', 'iban');
    return { type: 'sepa_debit', last4: iban.slice(-4), bankCode: iban.slice(0, 2), holderName };
  }
  const accountNumber = digitsOnly(account.accountNumber);
  if (account.kind === 'stripe_b2b_us') {
    const routing = digitsOnly(account.routingNumber);
    if (!isRoutingNumber(routing)) throw invalidBank('The routing number is invalid.', 'routing_number');
    if (!/^\d{4,17}$/.test(accountNumber)) throw invalidBank('The account number is invalid.', 'account_number');
    return { type: 'us_bank_account', last4: accountNumber.slice(-4), bankCode: routing, holderName };
  }
  const transit = digitsOnly(account.transitNumber);
  const institution = digitsOnly(account.institutionNumber);
  if (!/^\d{5}$/.test(transit)) throw invalidBank('The transit number must be 5 digits.', 'transit_number');
  if (!/^\d{3}$/.test(institution)) throw invalidBank('The institution number must be 3 digits.', 'institution_number');
  if (!/^\d{7,12}$/.test(accountNumber)) throw invalidBank('The account number is invalid.', 'account_number');
  return { type: 'acss_debit', last4: accountNumber.slice(-4), bankCode: `${institution}-${transit}`, holderName };
}
