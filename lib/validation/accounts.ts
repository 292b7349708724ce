import { z } from 'zod';

import { PHONE_MAX_DIGITS } from '@/lib/constants';

import { messages } from './messages';
import { requiredEmail, requiredText } from './rules';
import { text } from './text';

/**
 * Accounts: the sign-up and sign-in forms and the API's `contractorSignUp` / `signIn` inputs.
 * The forms and the resolvers parse with these same schemas (spec section 5, word for word).
 */

export const ACCOUNT_LIMITS = { fullName: 120, password: 128, source: 40, referralCode: 32, login: 254 } as const;

/**
 * The spec's phone pattern: an optional plus sign, optional parenthesised 1-4 digits, then
 * digits, dashes, spaces, dots or slashes.
 */
const PHONE_PATTERN = /^\+?(?:\(\d{1,4}\))?[\d\s./-]*$/;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** True when `value` is a phone number by the spec's pattern, with 1 to 15 digits. */
export function isPhoneNumber(value: string): boolean {
  const digits = digitsOf(value).length;
  return PHONE_PATTERN.test(value) && digits >= 1 && digits <= PHONE_MAX_DIGITS;
}

/** E.164 form of a phone number as typed: `+` and its digits ("(416) 555-0142" → "+4165550142"). */
export function normalizePhone(value: string): string {
  return `+${digitsOf(value)}`;
}

/** Sign-up prefixes '+' to the phone when it is missing (spec section 5). */
export function withPhonePlus(value: string): string {
  const trimmed = value.trim();
  return trimmed === '' || trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
}

/** A required phone number: 'Required', then 'Incorrect Phone Number'; the output is E.164. */
export const requiredPhone = text({ error: messages.required })
  .trim()
  .min(1, { message: messages.required, abort: true })
  .refine(isPhoneNumber, messages.phone)
  .transform(normalizePhone);

/**
 * A new password. The checks run in the spec's order and every failing one is reported; forms
 * and the API show the first.
 */
export const newPassword = text({ error: messages.required })
  .min(1, { message: messages.required, abort: true })
  .regex(/[a-z]/, messages.passwordLowercase)
  .regex(/[A-Z]/, messages.passwordUppercase)
  .regex(/\d/, messages.passwordNumber)
  .min(8, messages.passwordLength)
  .max(ACCOUNT_LIMITS.password, messages.maxLength(ACCOUNT_LIMITS.password));

/** An optional referral code: blank means none; compared without case. */
export const optionalReferralCode = text()
  .trim()
  .max(ACCOUNT_LIMITS.referralCode, messages.maxLength(ACCOUNT_LIMITS.referralCode))
  .transform((value) => value.toUpperCase() || undefined)
  .nullish()
  .transform((value) => value ?? undefined);

/** The sign-up form (spec: email, phone, password, confirm password, full name; a referral code). */
export const contractorSignUpFormSchema = z
  .object({
    email: requiredEmail,
    phone: requiredPhone,
    password: newPassword,
    confirmPassword: text({ error: messages.required }),
    fullName: requiredText(ACCOUNT_LIMITS.fullName),
    referralCode: optionalReferralCode,
  })
  .refine((values) => values.confirmPassword === values.password, {
    message: messages.passwordMatch,
    path: ['confirmPassword'],
  });
export type ContractorSignUpFormValues = z.input<typeof contractorSignUpFormSchema>;

/**
 * `contractorSignUp(input)` as the API takes it (spec: identity with email and password, phone,
 * password, source, optional referral code; plus the full name). The two passwords must agree.
 */
export const contractorSignUpInputSchema = z
  .object({
    identity: z.object({ email: requiredEmail, password: newPassword }, messages.required),
    phone: requiredPhone,
    password: text({ error: messages.required }),
    source: requiredText(ACCOUNT_LIMITS.source),
    referralCode: optionalReferralCode,
    fullName: requiredText(ACCOUNT_LIMITS.fullName),
    /** Answering an invitation: its token, checked by the service (a malformed one is not found). */
    invitationToken: text().max(200).nullish(),
  })
  .refine((input) => input.password === input.identity.password, {
    message: messages.passwordMatch,
    path: ['password'],
  });
export type ContractorSignUpInput = z.input<typeof contractorSignUpInputSchema>;
export type ContractorSignUp = z.output<typeof contractorSignUpInputSchema>;

/**
 * Field names of the API input as the sign-up form names them, so that a server error lands
 * next to the right field.
 */
export const contractorSignUpFieldNames: Record<string, string> = {
  'identity.email': 'email',
  'identity.password': 'password',
  identity: 'email',
};

/** The mutation's input from the form's values (the phone gets its '+'). */
export function toContractorSignUpInput(
  values: Pick<ContractorSignUpFormValues, 'email' | 'phone' | 'password' | 'fullName' | 'referralCode'>,
  source = 'web',
  invitationToken?: string,
): ContractorSignUpInput {
  const referralCode = values.referralCode?.trim();
  return {
    identity: { email: values.email.trim(), password: values.password },
    phone: withPhonePlus(values.phone),
    password: values.password,
    source,
    fullName: values.fullName.trim(),
    ...(referralCode ? { referralCode } : {}),
    ...(invitationToken ? { invitationToken } : {}),
  };
}

/** What a login names: an account's email (lower-cased) or its phone (E.164). */
export type Login = { kind: 'email'; email: string } | { kind: 'phone'; phone: string } | { kind: 'unknown' };

/** A phone typed at sign-in in any usual format: "+1 (416) 555-0142", "14165550142"... */
const LOGIN_PHONE_PATTERN = /^\+?[\d\s()./-]+$/;

/**
 * Reads a sign-in login: an email when it has an '@', otherwise a phone, with or without '+',
 * in any usual formatting.
 */
export function parseLogin(login: string): Login {
  const value = login.trim();
  if (value.includes('@')) return { kind: 'email', email: value.toLowerCase() };
  const digits = digitsOf(value).length;
  if (LOGIN_PHONE_PATTERN.test(value) && digits >= 1 && digits <= PHONE_MAX_DIGITS) {
    return { kind: 'phone', phone: normalizePhone(value) };
  }
  return { kind: 'unknown' };
}

/** The sign-in form and `signIn(input)`: email or phone, and password (only 'Required' here). */
export const signInInputSchema = z.object({
  login: requiredText(ACCOUNT_LIMITS.login),
  password: text({ error: messages.required })
    .min(1, messages.required)
    .max(ACCOUNT_LIMITS.password, messages.maxLength(ACCOUNT_LIMITS.password)),
});
export type SignInInput = z.input<typeof signInInputSchema>;
