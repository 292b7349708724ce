import { z } from 'zod';

import { ACCOUNT_LIMITS, newPassword, requiredPhone } from './accounts';
import { messages } from './messages';
import { normalizePostalCode, POSTAL_CODE_FORMATS, type OrderCountryCode } from './order';
import { requiredEmail, requiredText } from './rules';
import { text } from './text';

/**
 * Account settings (/app/settings): the person's profile, their password, and their company's
 * name and address for invoices. The forms and the resolvers parse with these same schemas.
 */

export const COMPANY_LIMITS = { name: 120, street: 200, city: 100, region: 100 } as const;

/** The person: name, phone (E.164 out) and email. */
export const profileSchema = z.object({
  fullName: requiredText(ACCOUNT_LIMITS.fullName),
  phone: requiredPhone,
  email: requiredEmail,
});
export type ProfileInput = z.output<typeof profileSchema>;

/**
 * A password change: the current password (checked on the server), the new one by the spec's
 * rules, and its confirmation ('Password should match').
 */
export const passwordChangeFormSchema = z
  .object({
    currentPassword: text({ error: messages.required })
      .min(1, messages.required)
      .max(ACCOUNT_LIMITS.password, messages.maxLength(ACCOUNT_LIMITS.password)),
    newPassword,
    confirmPassword: text({ error: messages.required }),
  })
  .refine((values) => values.confirmPassword === values.newPassword, {
    message: messages.passwordMatch,
    path: ['confirmPassword'],
  });

/** What the API takes: the form without the confirmation, which stays in the browser. */
export const passwordChangeSchema = z.object({
  currentPassword: passwordChangeFormSchema.shape.currentPassword,
  newPassword,
});
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;

/** The countries an invoice address may be in: those the marketplace delivers in. */
export const BILLING_COUNTRIES = Object.keys(POSTAL_CODE_FORMATS) as OrderCountryCode[];

/**
 * The company: its name (the invoice's Bill to) and the address invoices show under it. The
 * address is all or nothing: a street without a city and postal code is no address.
 */
export const companySettingsSchema = z
  .object({
    name: requiredText(COMPANY_LIMITS.name),
    address: z
      .object({
        street: requiredText(COMPANY_LIMITS.street),
        city: requiredText(COMPANY_LIMITS.city),
        region: requiredText(COMPANY_LIMITS.region),
        postalCode: text({ error: messages.required }).trim().min(1, messages.required),
        country: z.enum(BILLING_COUNTRIES, { error: messages.required }),
      })
      .transform((address, context) => {
        const postalCode = normalizePostalCode(address.country, address.postalCode);
        if (!postalCode) {
          context.addIssue({ code: 'custom', path: ['postalCode'], message: messages.invalid });
          return z.NEVER;
        }
        return { ...address, postalCode };
      })
      .nullish()
      .transform((value) => value ?? null),
  })
  .strict();
export type CompanySettingsInput = z.output<typeof companySettingsSchema>;
export type CompanyAddress = NonNullable<CompanySettingsInput['address']>;

/** The company form's fields: the name and the address, flat; the address left blank is none. */
export interface CompanySettingsFormValues {
  name: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

/**
 * The company form, checked by the API's own schema: the flat fields become its input (a blank
 * street, city, province and postal code are no address), and its messages land on the fields.
 */
export const companySettingsFormSchema = z
  .object({
    name: text(),
    street: text(),
    city: text(),
    region: text(),
    postalCode: text(),
    country: text(),
  })
  .transform((values, context): CompanySettingsInput => {
    const { name, country, ...address } = values;
    const blank = Object.values(address).every((value) => value.trim() === '');
    const parsed = companySettingsSchema.safeParse({ name, address: blank ? null : { ...address, country } });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: 'custom', path: [String(issue.path.at(-1))], message: issue.message });
    }
    return z.NEVER;
  });
