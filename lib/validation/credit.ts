import { z } from 'zod';

import { isPhoneNumber } from './accounts';
import { messages } from './messages';
import { PAYMENT_LIMITS } from './payments';
import { requiredEmail, requiredText } from './rules';
import { text } from './text';

/**
 * 120-day terms: the contractor's application and a marketplace operator's decision. The rules
 * are the API's (`creditAccountApplySchema`, `creditDecisionSchema`, which the resolvers parse
 * with); the forms type amounts in dollars, turn them into exact cents and check the result with
 * those same schemas (`validateCreditApplication`, `validateCreditDecision`), so a form and the
 * server can never disagree.
 */

export const CREDIT_COUNTRIES = { CA: 'CAD', US: 'USD' } as const;
export type CreditCountry = keyof typeof CREDIT_COUNTRIES;

export const CREDIT_LIMITS = {
  name: 200,
  /** A yearly volume estimate: at most $20,000,000 (fits the column's 32-bit cents). */
  maxAnnualVolumeCents: 2_000_000_000,
  maxLimitCents: PAYMENT_LIMITS.maxCreditCents,
  /** References checked by the operator: at least two, at most five. */
  minReferences: 2,
  maxReferences: 5,
  /** Terms an operator may grant, in days after delivery. */
  minTermDays: 1,
  maxTermDays: 180,
  reason: 1000,
} as const;

/** The messages of the credit forms that say more than the spec's 'Required' and 'Invalid'. */
export const CREDIT_MESSAGES = {
  references: `Add at least ${CREDIT_LIMITS.minReferences} trade references`,
  tooManyReferences: `Add at most ${CREDIT_LIMITS.maxReferences} trade references`,
  referenceReach: 'Give a phone number or an email for this reference',
  businessNumberCA: 'Enter the 9-digit business number (BN), e.g. 123456789',
  businessNumberUS: 'Enter the EIN, e.g. 12-3456789',
  years: 'Enter whole years, from 0 to 200',
  amount: 'Enter an amount in dollars, e.g. 25,000',
  annualVolume: 'Enter an amount up to $20,000,000',
  limit: 'Enter an amount from $1 to $5,000,000',
  termDays: `Enter whole days, from ${CREDIT_LIMITS.minTermDays} to ${CREDIT_LIMITS.maxTermDays}`,
  declineReason: 'Say why the application is declined: the applicant reads it',
  acceptTerms: 'Accept the terms to apply',
} as const;

/** Canada: the 9-digit business number (BN), optionally with its program account (RT0001). US: the EIN. */
const BUSINESS_NUMBER_PATTERNS: Record<CreditCountry, RegExp> = {
  CA: /^\d{9}([A-Z]{2}\d{4})?$/,
  US: /^\d{2}-?\d{7}$/,
};

const wholeNumber = (max: number, message: string) =>
  z.number(messages.required).int(message).min(0, message).max(max, message);

const optionalText = (maxLength: number) =>
  text({ error: messages.invalid })
    .trim()
    .max(maxLength, messages.maxLength(maxLength))
    .nullish()
    .transform((value) => (value ? value : null));

/** A phone as typed by the spec's pattern, kept as typed (references are called by people). */
const phone = text({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(40, messages.maxLength(40))
  .refine(isPhoneNumber, messages.phone);

/** A supplier that already sells to the business on terms. */
export const creditTradeReferenceSchema = z
  .object({
    name: requiredText(CREDIT_LIMITS.name),
    contactName: requiredText(CREDIT_LIMITS.name),
    phone: optionalText(40).refine((value) => value === null || isPhoneNumber(value), messages.phone),
    email: optionalText(254).refine(
      (value) => value === null || requiredEmail.safeParse(value).success,
      messages.email,
    ),
  })
  .refine((reference) => reference.phone !== null || reference.email !== null, {
    path: ['phone'],
    message: CREDIT_MESSAGES.referenceReach,
    when: ({ issues }) => issues.every((issue) => !['phone', 'email'].includes(String(issue.path?.[0]))),
  });

/** The 120-day terms application, from the app: it waits for an operator's review. */
export const creditAccountApplySchema = z
  .object({
    legalName: requiredText(CREDIT_LIMITS.name),
    countryCode: z.enum(['CA', 'US'], {
      error: (issue) => (issue.input == null || issue.input === '' ? messages.required : messages.invalid),
    }),
    businessNumber: requiredText(40).transform((value) => value.replace(/\s/g, '').toUpperCase()),
    yearsInBusiness: wholeNumber(200, CREDIT_MESSAGES.years),
    annualVolumeCents: wholeNumber(CREDIT_LIMITS.maxAnnualVolumeCents, CREDIT_MESSAGES.annualVolume),
    requestedLimitCents: wholeNumber(CREDIT_LIMITS.maxLimitCents, CREDIT_MESSAGES.limit).min(1, CREDIT_MESSAGES.limit),
    billingContactName: requiredText(CREDIT_LIMITS.name),
    billingContactEmail: requiredEmail,
    billingContactPhone: phone,
    tradeReferences: z
      .array(creditTradeReferenceSchema, messages.required)
      .min(CREDIT_LIMITS.minReferences, CREDIT_MESSAGES.references)
      .max(CREDIT_LIMITS.maxReferences, CREDIT_MESSAGES.tooManyReferences),
    acceptTerms: z
      .boolean(messages.required)
      .nullish()
      .refine((accepted) => accepted === true, CREDIT_MESSAGES.acceptTerms),
  })
  .refine((application) => BUSINESS_NUMBER_PATTERNS[application.countryCode].test(application.businessNumber), {
    path: ['businessNumber'],
    // Checked as soon as the country and the number themselves are valid, whatever else is not,
    // so the form shows every message at once.
    when: ({ issues }) => issues.every((issue) => !['countryCode', 'businessNumber'].includes(String(issue.path?.[0]))),
    error: (issue) => {
      const country = (issue.input as { countryCode?: string } | undefined)?.countryCode;
      return country === 'US' ? CREDIT_MESSAGES.businessNumberUS : CREDIT_MESSAGES.businessNumberCA;
    },
  })
  .transform(({ acceptTerms: _accepted, ...application }) => ({
    ...application,
    currency: CREDIT_COUNTRIES[application.countryCode],
  }));
export type CreditAccountApplyFormValues = z.input<typeof creditAccountApplySchema>;
export type CreditAccountApplication = z.output<typeof creditAccountApplySchema>;

/** A marketplace operator's decision: approve a limit and a term, or decline with a reason. */
export const creditDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({
      companyId: z.uuid(messages.invalid),
      decision: z.literal('approve'),
      limitCents: wholeNumber(CREDIT_LIMITS.maxLimitCents, CREDIT_MESSAGES.limit).min(1, CREDIT_MESSAGES.limit),
      termDays: z
        .number(messages.required)
        .int(CREDIT_MESSAGES.termDays)
        .min(CREDIT_LIMITS.minTermDays, CREDIT_MESSAGES.termDays)
        .max(CREDIT_LIMITS.maxTermDays, CREDIT_MESSAGES.termDays),
      reason: optionalText(CREDIT_LIMITS.reason),
    }),
    z.object({
      companyId: z.uuid(messages.invalid),
      decision: z.literal('decline'),
      reason: text({ error: CREDIT_MESSAGES.declineReason })
        .trim()
        .min(1, CREDIT_MESSAGES.declineReason)
        .max(CREDIT_LIMITS.reason, messages.maxLength(CREDIT_LIMITS.reason)),
    }),
  ],
  { error: () => messages.required },
);
export type CreditDecisionInput = z.input<typeof creditDecisionSchema>;
export type CreditDecision = z.output<typeof creditDecisionSchema>;

interface CreditApplicationCountry {
  code: CreditCountry;
  name: string;
  businessNumberLabel: string;
  businessNumberPlaceholder: string;
}

/** The countries with 120-day terms, with how each names a business number. */
export const CREDIT_APPLICATION_COUNTRIES: readonly CreditApplicationCountry[] = [
  {
    code: 'CA',
    name: 'Canada',
    businessNumberLabel: 'Business number (BN)',
    businessNumberPlaceholder: '123456789',
  },
  {
    code: 'US',
    name: 'United States',
    businessNumberLabel: 'Employer Identification Number (EIN)',
    businessNumberPlaceholder: '12-3456789',
  },
];

/**
 * Dollars as typed ("25,000", "$1,500.50") to cents, exactly (no floating point); null when it is
 * not an amount.
 */
export function parseDollarsToCents(value: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const cents = Number(match[1]!.replace(/,/g, '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

const parseWholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

/** A trade reference as the form holds it. */
export interface CreditTradeReferenceFormValues {
  name: string;
  contactName: string;
  phone: string;
  email: string;
}

export const EMPTY_TRADE_REFERENCE: CreditTradeReferenceFormValues = {
  name: '',
  contactName: '',
  phone: '',
  email: '',
};

/** The application form's values, as the form holds them (amounts in dollars, as typed). */
export interface CreditApplicationFormValues {
  legalName: string;
  countryCode: CreditCountry | '';
  businessNumber: string;
  yearsInBusiness: string;
  annualVolume: string;
  requestedLimit: string;
  billingContactName: string;
  billingContactEmail: string;
  billingContactPhone: string;
  tradeReferences: CreditTradeReferenceFormValues[];
  acceptTerms: boolean;
}
type CreditApplicationTopField = Exclude<keyof CreditApplicationFormValues, 'tradeReferences'>;
/** A field of the form: a top-level one, or a reference's (`tradeReferences.1.phone`), or the list's own message. */
export type CreditApplicationField =
  CreditApplicationTopField | 'tradeReferences' | `tradeReferences.${number}.${keyof CreditTradeReferenceFormValues}`;

/** The API's field names to the form's: an error in `fields.annualVolumeCents` shows by its field. */
const RENAMED: Record<string, CreditApplicationTopField> = {
  annualVolumeCents: 'annualVolume',
  requestedLimitCents: 'requestedLimit',
};

/** The form's field for an API field path ('tradeReferences.0.email', 'annualVolumeCents'). */
export function creditApplicationFieldOf(apiName: string): CreditApplicationField | undefined {
  if (apiName === 'tradeReferences' || /^tradeReferences\.\d+\.(name|contactName|phone|email)$/.test(apiName)) {
    return apiName as CreditApplicationField;
  }
  if (apiName in RENAMED) return RENAMED[apiName];
  const top: readonly string[] = [
    'legalName',
    'countryCode',
    'businessNumber',
    'yearsInBusiness',
    'billingContactName',
    'billingContactEmail',
    'billingContactPhone',
    'acceptTerms',
  ];
  return top.includes(apiName) ? (apiName as CreditApplicationTopField) : undefined;
}

export type CreditApplicationCheck =
  | { ok: true; input: CreditAccountApplyFormValues }
  | { ok: false; errors: Partial<Record<CreditApplicationField, string>> };

/**
 * The form's check: numbers and dollar amounts read as typed ('Required' when blank, a message
 * saying what to type when not a number or an amount), then the API's schema, its messages shown
 * by the form's fields. A reference's blank phone or email is sent as null.
 */
export function validateCreditApplication(values: CreditApplicationFormValues): CreditApplicationCheck {
  const errors: Partial<Record<CreditApplicationField, string>> = {};
  const read = (field: CreditApplicationField, text: string, parse: (value: string) => number | null, bad: string) => {
    if (text.trim() === '') return undefined;
    const value = parse(text);
    if (value === null) errors[field] = bad;
    return value ?? undefined;
  };
  const input = {
    legalName: values.legalName,
    countryCode: values.countryCode,
    businessNumber: values.businessNumber,
    yearsInBusiness: read('yearsInBusiness', values.yearsInBusiness, parseWholeNumber, CREDIT_MESSAGES.years),
    annualVolumeCents: read('annualVolume', values.annualVolume, parseDollarsToCents, CREDIT_MESSAGES.amount),
    requestedLimitCents: read('requestedLimit', values.requestedLimit, parseDollarsToCents, CREDIT_MESSAGES.amount),
    billingContactName: values.billingContactName,
    billingContactEmail: values.billingContactEmail,
    billingContactPhone: values.billingContactPhone,
    tradeReferences: values.tradeReferences.map((reference) => ({
      name: reference.name,
      contactName: reference.contactName,
      phone: reference.phone.trim() === '' ? null : reference.phone,
      email: reference.email.trim() === '' ? null : reference.email,
    })),
    acceptTerms: values.acceptTerms,
  };
  const parsed = creditAccountApplySchema.safeParse(input);
  for (const issue of parsed.error?.issues ?? []) {
    const field = creditApplicationFieldOf(issue.path.join('.'));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // The API receives the values as typed in numbers; the schema's normalizing is the server's.
  return { ok: true, input: input as CreditAccountApplyFormValues };
}

/** The operator's decision form, as it holds its values (the limit in dollars, as typed). */
export interface CreditDecisionFormValues {
  decision: 'approve' | 'decline';
  limit: string;
  termDays: string;
  reason: string;
}
export type CreditDecisionField = keyof CreditDecisionFormValues;

export type CreditDecisionCheck =
  { ok: true; input: CreditDecisionInput } | { ok: false; errors: Partial<Record<CreditDecisionField, string>> };

/** The API's field names to the decision form's. */
export const creditDecisionFieldOf = (apiName: string): CreditDecisionField | undefined =>
  (({ limitCents: 'limit', termDays: 'termDays', reason: 'reason', decision: 'decision' }) as const)[
    apiName as 'limitCents'
  ];

/** The decision form's check: the limit read as dollars, then `creditDecisionSchema`. */
export function validateCreditDecision(companyId: string, values: CreditDecisionFormValues): CreditDecisionCheck {
  const errors: Partial<Record<CreditDecisionField, string>> = {};
  let input: Record<string, unknown>;
  if (values.decision === 'approve') {
    const limitCents = values.limit.trim() === '' ? undefined : parseDollarsToCents(values.limit);
    if (limitCents === null) errors.limit = CREDIT_MESSAGES.amount;
    const termDays = values.termDays.trim() === '' ? undefined : parseWholeNumber(values.termDays);
    if (termDays === null) errors.termDays = CREDIT_MESSAGES.termDays;
    input = {
      companyId,
      decision: 'approve',
      limitCents: limitCents ?? undefined,
      termDays: termDays ?? undefined,
      reason: values.reason.trim() === '' ? null : values.reason,
    };
  } else {
    input = { companyId, decision: 'decline', reason: values.reason };
  }
  const parsed = creditDecisionSchema.safeParse(input);
  for (const issue of parsed.error?.issues ?? []) {
    const field = creditDecisionFieldOf(String(issue.path[0]));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: input as CreditDecisionInput };
}
