import 'server-only';

import { digitsOnly, isIban, isRoutingNumber, normalizeIban } from '@/lib/validation/bank-account';
import { cardBrand, passesLuhn } from '@/lib/validation/payments';

import { PaymentError, PaymentErrorCode } from './errors';
import type { BankAccountDetails, CardDetails } from './types';

/**
 * Card and bank-account checks as Stripe makes them, with Stripe's codes and messages. The check
 * digits are the forms' own (lib/validation/payments.ts).
 */

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
    const iban = normalizeIban(account.iban);
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
