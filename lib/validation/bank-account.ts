import { getCountrySpecifications, validateIBAN } from 'ibantools';
import { z } from 'zod';

import { messages } from './messages';
import { requiredEmail, requiredText } from './rules';
import { text } from './text';

/**
 * The bank account of spec section 3 (IBAN, full name, account, transit and institution numbers;
 * US: routing and account numbers), checked by each number's own rules: one schema for the
 * order flow's and the payment link's form, bankAccountCreate and paymentLinkPay. Every message
 * is one of the spec's (section 5): 'Required', 'Must be exactly N characters', 'Must be N
 * characters or more/less', 'Invalid'.
 */

/** Spec section 3: the bank payment types. */
export const BANK_PAYMENT_TYPES = ['stripe_b2b_us', 'stripe_b2b_ca'] as const;
export type BankPaymentType = (typeof BANK_PAYMENT_TYPES)[number];

/**
 * The holder's name, and the lengths of the numbers as the banks print them: a Canadian cheque's 5-digit transit
 * (branch) and 3-digit institution numbers, the US 9-digit ABA routing number, and the account
 * numbers Stripe takes for each country (Canada 7 to 12 digits, US 4 to 17).
 */
export const BANK_ACCOUNT_LIMITS = {
  holderName: 120,
  transitNumber: 5,
  institutionNumber: 3,
  routingNumber: 9,
  accountNumber: { stripe_b2b_ca: { min: 7, max: 12 }, stripe_b2b_us: { min: 4, max: 17 } },
  /** The longest IBAN of any country (ISO 13616), with room for the spaces people type. */
  ibanTyped: 42,
} as const;

/** Card numbers and bank numbers are typed with spaces or dashes; the checks read the digits. */
export function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** ABA routing number: nine digits with the 3-7-1 checksum. */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  return (3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!)) % 10 === 0;
}

/** An IBAN as typed ('de89 3704-0044 ...') in its electronic form ('DE893704004405...'). */
export function normalizeIban(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * What is wrong with an IBAN (normalised), in the spec's words, or null: its country must have
 * IBANs, its length is that country's (ibantools' registry of the ISO 13616 formats), its
 * characters that country's account format, and the ISO 7064 mod-97 check must hold.
 */
export function ibanProblem(iban: string): string | null {
  if (iban === '') return messages.required;
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return messages.invalid;
  const length = getCountrySpecifications()[iban.slice(0, 2)]?.chars;
  if (!length) return messages.invalid;
  if (iban.length !== length) return messages.exactLength(length);
  return validateIBAN(iban).valid ? null : messages.invalid;
}

export function isIban(value: string): boolean {
  return ibanProblem(normalizeIban(value)) === null;
}

/**
 * A number of fixed length: 'Must be exactly N characters' when the length is wrong, 'Invalid'
 * when it is right but is not all digits or fails its check digit (a routing number's).
 */
function fixedNumberProblem(value: string, length: number, check: (digits: string) => boolean = () => true) {
  if (value === '') return messages.required;
  if (value.length !== length) return messages.exactLength(length);
  return /^\d+$/.test(value) && check(value) ? null : messages.invalid;
}

function accountNumberProblem(value: string, { min, max }: { min: number; max: number }) {
  if (value === '') return messages.required;
  if (!/^\d+$/.test(value)) return messages.invalid;
  if (value.length < min) return messages.minLength(min);
  if (value.length > max) return messages.maxLength(max);
  return null;
}

/** The account as the gateway takes it: one of the three forms of spec section 3. */
export type BankAccountNumbers =
  | { kind: 'stripe_b2b_us'; routingNumber: string; accountNumber: string }
  | { kind: 'stripe_b2b_ca'; transitNumber: string; institutionNumber: string; accountNumber: string }
  | { kind: 'iban'; iban: string };

/** The last four characters, by which the mandate and the saved method name the account. */
export function bankAccountLast4(account: BankAccountNumbers): string {
  return (account.kind === 'iban' ? account.iban : account.accountNumber).slice(-4);
}

const optionalDigits = text()
  .nullish()
  .transform((value) => (value ? digitsOnly(value) : ''));

const bankAccountFields = z.object({
  paymentType: z.enum(BANK_PAYMENT_TYPES, {
    error: (issue) => (issue.input == null || issue.input === '' ? messages.required : messages.invalid),
  }),
  fullName: requiredText(BANK_ACCOUNT_LIMITS.holderName),
  email: text()
    .trim()
    .nullish()
    .transform((value) => value || undefined),
  hasIban: z.boolean(messages.invalid).nullish(),
  routingNumber: optionalDigits,
  transitNumber: optionalDigits,
  institutionNumber: optionalDigits,
  accountNumber: optionalDigits,
  iban: text()
    .nullish()
    .transform((value) => (value == null ? null : normalizeIban(value))),
  mandateAccepted: z.boolean(messages.required).nullish(),
});

/** The account the fields give, and what is wrong with each of its numbers (by field). */
function accountOf(bank: z.output<typeof bankAccountFields>): {
  account: BankAccountNumbers;
  problems: Record<string, string | null>;
} {
  if (bank.hasIban ?? bank.iban !== null) {
    const iban = bank.iban ?? '';
    return { account: { kind: 'iban', iban }, problems: { iban: ibanProblem(iban) } };
  }
  const { routingNumber, transitNumber, institutionNumber, accountNumber } = bank;
  const lengths = BANK_ACCOUNT_LIMITS;
  if (bank.paymentType === 'stripe_b2b_us') {
    return {
      account: { kind: 'stripe_b2b_us', routingNumber, accountNumber },
      problems: {
        routingNumber: fixedNumberProblem(routingNumber, lengths.routingNumber, isRoutingNumber),
        accountNumber: accountNumberProblem(accountNumber, lengths.accountNumber.stripe_b2b_us),
      },
    };
  }
  return {
    account: { kind: 'stripe_b2b_ca', transitNumber, institutionNumber, accountNumber },
    problems: {
      transitNumber: fixedNumberProblem(transitNumber, lengths.transitNumber),
      institutionNumber: fixedNumberProblem(institutionNumber, lengths.institutionNumber),
      accountNumber: accountNumberProblem(accountNumber, lengths.accountNumber.stripe_b2b_ca),
    },
  };
}

/**
 * The bank-account form and the debit mandate, which must be accepted. Canadian pre-authorised
 * debits need the payer's email. The account is its IBAN when the form's 'My account has an
 * IBAN' is ticked (`hasIban`), or, for an API caller, when `iban` is given at all (an empty one
 * is 'Required' at `iban`, never a missing transit number); otherwise the numbers of the payment
 * type. Only the fields of the chosen kind are checked, so every message lands on a field the
 * payer sees.
 */
export const bankAccountSchema = bankAccountFields
  .superRefine((bank, context) => {
    const issue = (path: string, message: string | null) => {
      if (message) context.addIssue({ code: 'custom', path: [path], message });
    };
    if (bank.mandateAccepted !== true) issue('mandateAccepted', messages.required);
    if (bank.email !== undefined && !requiredEmail.safeParse(bank.email).success) issue('email', messages.email);
    if (bank.paymentType === 'stripe_b2b_ca' && bank.email === undefined) issue('email', messages.required);
    for (const [path, message] of Object.entries(accountOf(bank).problems)) issue(path, message);
  })
  .transform((bank) => ({
    paymentType: bank.paymentType,
    fullName: bank.fullName,
    email: bank.email?.toLowerCase(),
    account: accountOf(bank).account,
    mandateAccepted: true as const,
  }));
export type BankAccountFormValues = z.input<typeof bankAccountSchema>;
export type BankAccountInput = z.output<typeof bankAccountSchema>;

/** The fields of the bank-account form, as the API names them in `extensions.fields`. */
export const BANK_ACCOUNT_FIELDS = Object.keys(bankAccountFields.shape) as (keyof BankAccountFormValues)[];
