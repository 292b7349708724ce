import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '@/server/db/schema';
import { loadInvoice } from '@/server/services/invoices/invoice';

import { codeOf, createPaymentsTestKit, type Contractor, type PaymentsTestKit } from '../support/payments';

process.env.JWT_SECRET = 'account-settings-test-secret-0123456789-abcdefghijk';

/** Account settings (issue 15): the person's profile and password, the company's name and address. */
let kit: PaymentsTestKit;

beforeAll(async () => {
  kit = await createPaymentsTestKit('settings');
}, 60_000);
afterAll(() => kit.close());

const PASSWORD = 'Concrete2024';
const PROFILE = `mutation($input: AccountProfileInput!) {
  accountProfileUpdate(input: $input) { id fullName email phone } }`;
const PASSWORD_CHANGE = `mutation($input: AccountPasswordChangeInput!) {
  accountPasswordChange(input: $input) { user { id } mainToken } }`;
const COMPANY = `{ companySettings { id name editable address { street city region postalCode country } } }`;
const COMPANY_UPDATE = `mutation($input: CompanySettingsInput!) {
  companySettingsUpdate(input: $input) { name editable address { street city region postalCode country } } }`;
const ME = `{ me { id fullName } }`;

async function emailOf(who: Contractor): Promise<string> {
  const [user] = await kit.db.select({ email: users.email }).from(users).where(eq(users.id, who.userId));
  return user!.email;
}

let signInCount = 0;
/** A new session (another browser): its access and refresh tokens. */
async function signIn(email: string, password = PASSWORD) {
  signInCount += 1;
  const response = await kit.api.request(
    {
      query: `mutation($input: SignInInput!) { signIn(input: $input) { user { id } } }`,
      variables: { input: { login: email, password } },
    },
    { 'x-forwarded-for': `10.99.0.${signInCount}` },
  );
  const body = (await response.json()) as { errors?: { extensions?: Record<string, unknown> }[] };
  return {
    code: codeOf(body),
    token: response.headers.get('authorization')?.replace(/^Bearer /, '') ?? '',
    refreshToken: response.headers.get('x-refresh-token') ?? '',
  };
}

async function refresh(refreshToken: string) {
  const response = await kit.api.request(
    { query: `mutation { refreshSession { user { id } } }` },
    { 'x-refresh-token': refreshToken, 'x-forwarded-for': '10.98.0.1' },
  );
  return { code: codeOf((await response.json()) as { errors?: { extensions?: Record<string, unknown> }[] }), response };
}

describe('the profile', () => {
  it('changes the name, phone (stored in E.164) and email (lower-cased)', async () => {
    const a = await kit.signUp();
    const changed = await kit.call(
      PROFILE,
      { input: { fullName: 'Dana Whitfield', phone: '(416) 555-0199', email: 'Dana.W@Keystone.example' } },
      a.token,
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data).toEqual({
      accountProfileUpdate: {
        id: a.userId,
        fullName: 'Dana Whitfield',
        email: 'dana.w@keystone.example',
        phone: '+4165550199',
      },
    });
    expect((await signIn('dana.w@keystone.example')).code).toBeUndefined();
  });

  it("says an email or phone is another account's, on its field, and changes nothing", async () => {
    const a = await kit.signUp();
    const b = await kit.signUp();
    const taken = await kit.call(
      PROFILE,
      { input: { fullName: 'Someone', phone: '+1 416 555 7777', email: (await emailOf(b)).toUpperCase() } },
      a.token,
    );
    expect(codeOf(taken)).toBe('EMAIL_TAKEN');
    expect(taken.errors?.[0]?.extensions?.fields).toEqual({ email: 'An account with this email already exists' });
    const [bPhone] = await kit.db.select({ phone: users.phone }).from(users).where(eq(users.id, b.userId));
    const phoneTaken = await kit.call(
      PROFILE,
      { input: { fullName: 'Someone', phone: bPhone!.phone, email: 'free@keystone.example' } },
      a.token,
    );
    expect(codeOf(phoneTaken)).toBe('PHONE_TAKEN');
    expect((await kit.call<{ me: { fullName: string } }>(ME, {}, a.token)).data?.me.fullName).not.toBe('Someone');
  });

  it("answers the forms' messages for what is missing or malformed, and needs a session", async () => {
    const a = await kit.signUp();
    const bad = await kit.call(PROFILE, { input: { fullName: ' ', phone: 'abc', email: 'nope' } }, a.token);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({
      fullName: 'Required',
      phone: 'Incorrect Phone Number',
      email: 'Incorrect E-mail',
    });
    const signedOut = await kit.call(PROFILE, {
      input: { fullName: 'X', phone: '+14165550100', email: 'x@y.example' },
    });
    expect(codeOf(signedOut)).toBe('UNAUTHENTICATED');
  });
});

describe('the password', () => {
  it('needs the current password, then ends every other session and keeps this one', async () => {
    const a = await kit.signUp();
    const email = await emailOf(a);
    const here = await signIn(email);
    const elsewhere = await signIn(email);

    const wrong = await kit.call(
      PASSWORD_CHANGE,
      { input: { currentPassword: 'Wrong2024x', newPassword: 'Granite2025' } },
      here.token,
    );
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    expect(wrong.errors?.[0]?.extensions?.fields).toEqual({ currentPassword: 'The current password is not correct' });
    const weak = await kit.call(
      PASSWORD_CHANGE,
      { input: { currentPassword: PASSWORD, newPassword: 'granite' } },
      here.token,
    );
    expect(weak.errors?.[0]?.extensions?.fields).toEqual({
      newPassword: 'Password must contain at least one uppercase letter',
    });

    const response = await kit.api.request(
      { query: PASSWORD_CHANGE, variables: { input: { currentPassword: PASSWORD, newPassword: 'Granite2025' } } },
      { authorization: `Bearer ${here.token}`, 'x-forwarded-for': '10.97.0.1' },
    );
    const body = (await response.json()) as { data?: unknown; errors?: unknown };
    expect(body.errors).toBeUndefined();
    const newToken = response.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    const newRefresh = response.headers.get('x-refresh-token') ?? '';
    expect(newToken).not.toBe('');

    // The other browser: its access token is refused at once, its refresh token is revoked.
    expect((await kit.call(ME, {}, elsewhere.token)).data).toEqual({ me: null });
    expect(codeOf(await kit.call(`{ paymentMethods { id } }`, {}, elsewhere.token))).toBe('UNAUTHENTICATED');
    expect((await refresh(elsewhere.refreshToken)).code).toBe('UNAUTHENTICATED');
    // This one goes on with its new tokens.
    expect((await kit.call<{ me: { id: string } }>(ME, {}, newToken)).data?.me.id).toBe(a.userId);
    expect((await refresh(newRefresh)).code).toBeUndefined();
    // And the new password is the one that signs in.
    expect((await signIn(email)).code).toBe('INVALID_CREDENTIALS');
    expect((await signIn(email, 'Granite2025')).code).toBeUndefined();
  });

  it('stops guessing the current password with a stolen token', async () => {
    const a = await kit.signUp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await kit.call(
        PASSWORD_CHANGE,
        { input: { currentPassword: `Wrong${attempt}2024x`, newPassword: 'Granite2025' } },
        a.token,
      );
      expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    }
    const sixth = await kit.call(
      PASSWORD_CHANGE,
      { input: { currentPassword: PASSWORD, newPassword: 'Granite2025' } },
      a.token,
    );
    expect(codeOf(sixth)).toBe('RATE_LIMITED');
  });
});

describe("the company's name and address", () => {
  const address = { street: '200 Bay St', city: 'Toronto', region: 'ON', postalCode: 'm5j2j2', country: 'CA' };

  it("starts as the person's company without an address, editable by its owner", async () => {
    const a = await kit.signUp();
    const settings = await kit.call<{ companySettings: { name: string; editable: boolean; address: unknown } }>(
      COMPANY,
      {},
      a.token,
    );
    expect(settings.data?.companySettings).toMatchObject({ editable: true, address: null });
    expect(settings.data?.companySettings.name).toMatch(/'s company$/);
  });

  it('renames the company and sets its address: the invoice bills to them, old orders included', async () => {
    const a = await kit.signUp();
    const order = await kit.placeOrderFor(a, 'card');
    const updated = await kit.call(COMPANY_UPDATE, { input: { name: 'Keystone Builders Ltd', address } }, a.token);
    expect(updated.errors).toBeUndefined();
    expect(updated.data).toEqual({
      companySettingsUpdate: {
        name: 'Keystone Builders Ltd',
        editable: true,
        address: { ...address, postalCode: 'M5J 2J2' },
      },
    });
    const invoice = await loadInvoice(kit.db, order.id, 'company');
    expect(invoice?.order.contractorName).toBe('Keystone Builders Ltd');
    expect(invoice?.billToAddress).toEqual(['200 Bay St', 'Toronto, ON M5J 2J2', 'Canada']);

    // Without an address, the invoice bills to the name alone.
    await kit.call(COMPANY_UPDATE, { input: { name: 'Keystone Builders Ltd', address: null } }, a.token);
    expect((await loadInvoice(kit.db, order.id, 'company'))?.billToAddress).toEqual([]);
  });

  it("checks the postal code against the country and answers each field's message", async () => {
    const a = await kit.signUp();
    const bad = await kit.call(
      COMPANY_UPDATE,
      { input: { name: '', address: { ...address, postalCode: '90210' } } },
      a.token,
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({ name: 'Required', 'address.postalCode': 'Invalid' });
  });

  it('lets only the owner change them: a manager and a driver see them, FORBIDDEN to change', async () => {
    const a = await kit.signUp();
    const manager = await kit.memberOf(a, 'contractor_manager');
    const driver = await kit.memberOf(a, 'partner_driver');
    for (const member of [manager, driver]) {
      const seen = await kit.call<{ companySettings: { editable: boolean } }>(COMPANY, {}, member.token);
      expect(seen.data?.companySettings.editable).toBe(false);
      const refused = await kit.call(COMPANY_UPDATE, { input: { name: 'Taken over', address: null } }, member.token);
      expect(codeOf(refused)).toBe('FORBIDDEN');
    }
    const settings = await kit.call<{ companySettings: { name: string } }>(COMPANY, {}, a.token);
    expect(settings.data?.companySettings.name).not.toBe('Taken over');
  });
});
