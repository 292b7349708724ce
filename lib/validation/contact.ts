import { z } from 'zod';

import { CONTACT_LIMITS, requiredEmail, requiredText } from './rules';

const fields = {
  email: requiredEmail,
  message: requiredText(CONTACT_LIMITS.message, 'multi'),
};

/** The get-in-touch form, as the user fills it (spec: fullName, email, message). */
export const contactFormSchema = z.object({ fullName: requiredText(CONTACT_LIMITS.name), ...fields });
export type ContactFormValues = z.input<typeof contactFormSchema>;

/** What `POST /landing/send_mail` takes (spec: name, email, message); the same rules. */
export const contactMailSchema = z.object({ name: requiredText(CONTACT_LIMITS.name), ...fields });
export type ContactMail = z.output<typeof contactMailSchema>;

export function toContactMail(values: z.output<typeof contactFormSchema>): ContactMail {
  return { name: values.fullName, email: values.email, message: values.message };
}
