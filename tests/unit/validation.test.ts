import { describe, expect, it } from 'vitest';

import {
  careerApplicationFormSchema,
  contactFormSchema,
  contactInfoSchema,
  contactMailSchema,
  contractorSignUpFormSchema,
  creditAccountApplySchema,
  isCleanText,
  messages,
  partnerRequestSchema,
  toContactMail,
} from '@/lib/validation';

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

  it.each([
    'victim,attacker@evil.example',
    'victim@keystone.ca,attacker@evil.example',
    'victim@keystone.ca;attacker@evil.example',
    'Dana <attacker@evil.example>',
    '"dana"@keystone.ca',
    'dana:attacker@evil.example',
    'dana(comment)@keystone.ca',
  ])("says 'Incorrect E-mail' for %s: one address, never a list or a display name", (email) => {
    expect(firstErrors(contactFormSchema.safeParse({ fullName: 'Dana', email, message: 'Hi' })).email).toBe(
      'Incorrect E-mail',
    );
  });

  it.each(["o'brien+orders@keystone.ca", 'dana.whitfield@sub.keystone-builders.ca', 'zoë@bâtiment.ca'])(
    'accepts the single address %s',
    (email) => {
      expect(
        firstErrors(contactFormSchema.safeParse({ fullName: 'Dana', email, message: 'Hi' })).email,
      ).toBeUndefined();
    },
  );

  it.each(['Dana\r\nX-Forged: yes', 'Dana\nWhitfield', 'Dana\rWhitfield', 'Dana\u2028Whitfield'])(
    'refuses a name with a line break (%j): the name is one line',
    (fullName) => {
      expect(firstErrors(contactFormSchema.safeParse({ fullName, email: 'dana@keystone.ca', message: 'Hi' }))).toEqual({
        fullName: messages.unsafeText,
      });
    },
  );

  it('keeps line breaks in the message, which is multi-line', () => {
    const parsed = contactFormSchema.parse({ fullName: 'Dana', email: 'dana@keystone.ca', message: 'Hi,\r\n40 m3.' });
    expect(parsed.message).toBe('Hi,\r\n40 m3.');
  });

  it('accepts a valid message, trimmed, and maps fullName to the mail call’s name', () => {
    const parsed = contactFormSchema.parse({ fullName: ' Dana Whitfield ', email: 'dana@keystone.ca ', message: 'Hi' });
    expect(toContactMail(parsed)).toEqual({ name: 'Dana Whitfield', email: 'dana@keystone.ca', message: 'Hi' });
    expect(contactMailSchema.safeParse(toContactMail(parsed)).success).toBe(true);
  });
});

describe('text: control characters and lone surrogates (every text field is built on it)', () => {
  it.each([
    ['U+0000', 'a\u0000b'],
    ['a bell', 'a\u0007b'],
    ['escape', 'a\u001bb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
  ])('refuses %s in single- and multi-line text', (_name, value) => {
    expect(isCleanText(value, 'single')).toBe(false);
    expect(isCleanText(value, 'multi')).toBe(false);
  });

  it('keeps tabs and line breaks in multi-line text only, and never judges the whitespace around a value', () => {
    expect(isCleanText('Dear team,\r\n\tForty m3.', 'multi')).toBe(true);
    expect(isCleanText('Dana\nWhitfield', 'single')).toBe(false);
    expect(isCleanText('Dana\tWhitfield', 'single')).toBe(false);
    expect(isCleanText('  Dana Whitfield\n', 'single')).toBe(true);
  });

  it('accepts letters of any script, emoji (surrogate pairs) and typographic characters', () => {
    expect(isCleanText('Zoë Ångström 王芳 😀 — “quoted” ½', 'single')).toBe(true);
  });

  it('the forms say so next to the field, with the one message', () => {
    const result = contactFormSchema.safeParse({
      fullName: 'Dana\u0000',
      email: 'dana@keystone.ca',
      message: 'Forty m3 tomorrow.\nThanks',
    });
    expect(firstErrors(result)).toEqual({ fullName: messages.unsafeText });
  });
});

describe('single-line fields (a line break would forge lines in logs and mail)', () => {
  it.each([
    ['sign-up full name', contractorSignUpFormSchema, ['fullName']],
    ['application full name', careerApplicationFormSchema, ['fullName']],
    ['partner company name and address', partnerRequestSchema, ['companyName', 'address']],
    ['order contact name', contactInfoSchema, ['name']],
    ['credit application legal name', creditAccountApplySchema, ['legalName']],
  ] as const)('refuse a line break in the %s, with the one message for unsafe text', (_label, schema, fields) => {
    for (const field of fields) {
      const result = schema.safeParse({ [field]: 'Keystone\r\nBuilders' });
      const issue = result.error?.issues.find((candidate) => candidate.path.join('.') === field);
      expect(issue?.message, field).toBe(messages.unsafeText);
    }
  });
});
