import { describe, expect, it } from 'vitest';

import { contactFormSchema, contactMailSchema, toContactMail } from '@/lib/validation';

function firstErrors(result: ReturnType<typeof contactFormSchema.safeParse>) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('contact form rules (spec section 5)', () => {
  it("says 'Required' for every empty field, including whitespace-only ones", () => {
    expect(firstErrors(contactFormSchema.safeParse({ fullName: '', email: '', message: '   ' }))).toEqual({
      fullName: 'Required',
      email: 'Required',
      message: 'Required',
    });
  });

  it.each(['dana', 'dana@', 'dana@keystone', 'dana keystone@site.ca', '@keystone.ca'])(
    "says 'Incorrect E-mail' for %s",
    (email) => {
      expect(firstErrors(contactFormSchema.safeParse({ fullName: 'Dana', email, message: 'Hi' })).email).toBe(
        'Incorrect E-mail',
      );
    },
  );

  it('accepts a valid message, trimmed, and maps fullName to the mail call’s name', () => {
    const parsed = contactFormSchema.parse({ fullName: ' Dana Whitfield ', email: 'dana@keystone.ca ', message: 'Hi' });
    expect(toContactMail(parsed)).toEqual({ name: 'Dana Whitfield', email: 'dana@keystone.ca', message: 'Hi' });
    expect(contactMailSchema.safeParse(toContactMail(parsed)).success).toBe(true);
  });
});
