import { describe, expect, it } from 'vitest';

import {
  contractorSignUpFormSchema,
  contractorSignUpInputSchema,
  newPassword,
  parseLogin,
  signInInputSchema,
  toContractorSignUpInput,
} from '@/lib/validation';

function firstErrors(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const validForm = {
  email: 'dana@keystone.ca',
  phone: '14165550142',
  password: 'Concrete2024',
  confirmPassword: 'Concrete2024',
  fullName: 'Dana Whitfield',
};

describe('sign-up form rules (spec section 5)', () => {
  it("says 'Required' for every empty field", () => {
    expect(
      firstErrors(
        contractorSignUpFormSchema.safeParse({
          email: '',
          phone: ' ',
          password: '',
          confirmPassword: '',
          fullName: '',
        }),
      ),
    ).toEqual({ email: 'Required', phone: 'Required', password: 'Required', fullName: 'Required' });
  });

  it.each([
    ['CONCRETE2024', 'Password must contain at least one lowercase letter'],
    ['concrete2024', 'Password must contain at least one uppercase letter'],
    ['Concrete', 'Password must contain at least one number'],
    ['Con1', 'Password must contain 8 or more characters'],
  ])('says the first password rule %s breaks: %s', (password, message) => {
    expect(
      firstErrors(contractorSignUpFormSchema.safeParse({ ...validForm, password, confirmPassword: password })).password,
    ).toBe(message);
  });

  it('checks the password rules in the spec’s order, reporting every failing one', () => {
    expect(newPassword.safeParse('1').error?.issues.map((issue) => issue.message)).toEqual([
      'Password must contain at least one lowercase letter',
      'Password must contain at least one uppercase letter',
      'Password must contain 8 or more characters',
    ]);
  });

  it("says 'Password should match' on the confirmation", () => {
    expect(
      firstErrors(contractorSignUpFormSchema.safeParse({ ...validForm, confirmPassword: 'Concrete2025' })),
    ).toEqual({
      confirmPassword: 'Password should match',
    });
  });

  it.each(['dana', 'dana@keystone', 'dana keystone@site.ca'])("says 'Incorrect E-mail' for %s", (email) => {
    expect(firstErrors(contractorSignUpFormSchema.safeParse({ ...validForm, email })).email).toBe('Incorrect E-mail');
  });

  it.each(['416-CALL-NOW', '+1 (416) 555-0142', '1234567890123456', '++14165550142', '--'])(
    "says 'Incorrect Phone Number' for %s",
    (phone) => {
      expect(firstErrors(contractorSignUpFormSchema.safeParse({ ...validForm, phone })).phone).toBe(
        'Incorrect Phone Number',
      );
    },
  );

  it.each([
    ['+14165550142', '+14165550142'],
    ['(416) 555-0142', '+4165550142'],
    ['+(44) 20 7946 0958', '+442079460958'],
    ['1.416.555.0142', '+14165550142'],
    ['123456789012345', '+123456789012345'],
  ])('accepts the phone %s as %s (E.164)', (phone, e164) => {
    expect(contractorSignUpFormSchema.parse({ ...validForm, phone }).phone).toBe(e164);
  });

  it('upper-cases a referral code and treats a blank one as none', () => {
    expect(contractorSignUpFormSchema.parse({ ...validForm, referralCode: ' ab2cd3ef ' }).referralCode).toBe(
      'AB2CD3EF',
    );
    expect(contractorSignUpFormSchema.parse({ ...validForm, referralCode: '  ' }).referralCode).toBeUndefined();
    expect(contractorSignUpFormSchema.parse({ ...validForm, referralCode: null }).referralCode).toBeUndefined();
  });
});

describe('contractorSignUp input', () => {
  it('is built from the form, prefixing + to the phone, and passes the API’s rules', () => {
    const input = toContractorSignUpInput({ ...validForm, referralCode: 'AB2CD3EF' });
    expect(input).toEqual({
      identity: { email: 'dana@keystone.ca', password: 'Concrete2024' },
      phone: '+14165550142',
      password: 'Concrete2024',
      source: 'web',
      fullName: 'Dana Whitfield',
      referralCode: 'AB2CD3EF',
    });
    expect(contractorSignUpInputSchema.safeParse(input).success).toBe(true);
    expect(toContractorSignUpInput({ ...validForm, phone: '+14165550142', referralCode: '' })).not.toHaveProperty(
      'referralCode',
    );
  });

  it('requires the two passwords to agree', () => {
    const input = { ...toContractorSignUpInput(validForm), password: 'Concrete2025' };
    expect(firstErrors(contractorSignUpInputSchema.safeParse(input))).toEqual({ password: 'Password should match' });
  });
});

describe('sign-in', () => {
  it("only says 'Required' (old passwords need not follow today's rules)", () => {
    expect(firstErrors(signInInputSchema.safeParse({ login: ' ', password: '' }))).toEqual({
      login: 'Required',
      password: 'Required',
    });
    expect(signInInputSchema.safeParse({ login: 'dana@keystone.ca', password: 'short' }).success).toBe(true);
  });

  it.each([
    ['Dana@Keystone.CA ', { kind: 'email', email: 'dana@keystone.ca' }],
    ['+14165550142', { kind: 'phone', phone: '+14165550142' }],
    ['14165550142', { kind: 'phone', phone: '+14165550142' }],
    ['+1 (416) 555-0142', { kind: 'phone', phone: '+14165550142' }],
    ['dana', { kind: 'unknown' }],
    ['1234567890123456', { kind: 'unknown' }],
  ])('reads the login %s', (login, expected) => {
    expect(parseLogin(login)).toEqual(expected);
  });
});
