import { z } from 'zod';

import { isPhoneNumber, normalizePhone } from './accounts';
import { messages } from './messages';
import { CONTACT_LIMITS, requiredEmail, requiredText } from './rules';
import { text } from './text';

/** Limits of the demo request's own fields (name, email and message keep the contact form's). */
export const DEMO_REQUEST_LIMITS = { company: 160, sells: 300 } as const;

/** An optional phone: blank is none; otherwise 'Incorrect Phone Number' unless it is one (E.164 out). */
const optionalPhone = text()
  .trim()
  .refine((value) => value === '' || isPhoneNumber(value), messages.phone)
  .transform((value) => (value === '' ? undefined : normalizePhone(value)));

const demoFields = {
  email: requiredEmail,
  company: requiredText(DEMO_REQUEST_LIMITS.company),
  phone: optionalPhone.optional(),
  sells: requiredText(DEMO_REQUEST_LIMITS.sells),
  /** When suits them for the walkthrough, and anything else they want us to know. */
  message: requiredText(CONTACT_LIMITS.message, 'multi'),
};

/** The demo request on /book-demo, as the supplier fills it. */
export const demoRequestFormSchema = z.object({ fullName: requiredText(CONTACT_LIMITS.name), ...demoFields });
export type DemoRequestFormValues = z.input<typeof demoRequestFormSchema>;

/**
 * The demo request as `POST /landing/send_mail` takes it: the contact mail's `name, email,
 * message` plus optional fields (`kind: 'demo'`, company, phone, what they sell), so the spec's
 * API keeps its name and fields and a plain contact message still reads as before.
 */
export const demoRequestMailSchema = z.object({
  kind: z.literal('demo'),
  name: requiredText(CONTACT_LIMITS.name),
  ...demoFields,
});
export type DemoRequestMail = z.output<typeof demoRequestMailSchema>;

export function toDemoRequestMail(
  values: z.output<typeof demoRequestFormSchema>,
): z.input<typeof demoRequestMailSchema> {
  const { fullName, ...rest } = values;
  return { kind: 'demo', name: fullName, ...rest };
}

/** Whether a body posted to the mail endpoint is a demo request (then its schema applies). */
export const isDemoRequestPayload = (payload: unknown): boolean =>
  typeof payload === 'object' && payload !== null && (payload as { kind?: unknown }).kind === 'demo';
