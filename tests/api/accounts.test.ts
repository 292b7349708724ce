import { count, eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { REFERRAL_BONUS_CENTS } from '@/lib/constants';
import { corsOrigins } from '@/lib/env';
import { companies, companyMembers, refreshTokens, users } from '@/server/db/schema';
import { createTestApi, type GraphQLResponse, type TestApi } from '../support/api';

// A fixed signing secret: nothing is written to DATA_DIR by these tests.
process.env.JWT_SECRET = 'accounts-test-secret-accounts-test-secret-0123456789';

const VIEWER_FIELDS = /* GraphQL */ `
  id
  email
  phone
  fullName
  referralCode
  company {
    id
    name
    referralCreditCents
  }
`;

const SIGN_UP = /* GraphQL */ `
  mutation ContractorSignUp($input: ContractorSignUpInput!) {
    contractorSignUp(input: $input) { user { ${VIEWER_FIELDS} } mainToken }
  }
`;
const SIGN_IN = /* GraphQL */ `
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) { user { ${VIEWER_FIELDS} } mainToken }
  }
`;
const REFRESH = /* GraphQL */ `
  mutation RefreshSession {
    refreshSession { user { ${VIEWER_FIELDS} } mainToken }
  }
`;
const SIGN_OUT = /* GraphQL */ `
  mutation SignOut {
    signOut
  }
`;
const ME = /* GraphQL */ `
  query Me {
    me { ${VIEWER_FIELDS} }
  }
`;

interface Viewer {
  id: string;
  email: string;
  phone: string | null;
  fullName: string;
  referralCode: string;
  company: { id: string; name: string; referralCreditCents: number } | null;
}
interface AuthPayload {
  user: Viewer;
  mainToken: string;
}

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
afterEach(() => {
  vi.useRealTimers();
});

// Every test speaks from addresses of its own, so that rate limits only bite where tested.
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 250)}.${addressCounter % 250}.7`;
};
let accountCounter = 0;
const nextAccount = () => {
  accountCounter += 1;
  const n = String(accountCounter).padStart(4, '0');
  return { email: `contractor${n}@keystone.example`, phone: `+1 416 555 ${n}`, e164: `+1416555${n}` };
};

interface Call<TData> {
  response: Response;
  body: GraphQLResponse<TData>;
  token?: string;
  refreshToken?: string;
}

async function call<TData>(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Call<TData>> {
  const response = await api.request({ query, variables }, { 'x-forwarded-for': nextAddress(), ...headers });
  const body = (await response.json()) as GraphQLResponse<TData>;
  const token = response.headers.get('authorization')?.replace(/^Bearer /, '');
  const refreshToken = response.headers.get('x-refresh-token') ?? undefined;
  return { response, body, token, refreshToken };
}

const PASSWORD = 'Concrete2024';

function signUpInput(overrides: Record<string, unknown> = {}) {
  const account = nextAccount();
  return {
    identity: { email: account.email, password: PASSWORD },
    phone: account.phone,
    password: PASSWORD,
    source: 'web',
    fullName: 'Dana Whitfield',
    ...overrides,
  };
}

async function signUp(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const input = signUpInput(overrides);
  const result = await call<{ contractorSignUp: AuthPayload }>(SIGN_UP, { input }, headers);
  return { ...result, input };
}

async function signedUp() {
  const result = await signUp();
  expect(result.body.errors).toBeUndefined();
  const payload = result.body.data?.contractorSignUp;
  if (!payload || !result.token || !result.refreshToken) throw new Error('sign-up failed');
  return { ...result, payload, token: result.token, refreshToken: result.refreshToken };
}

const refresh = (refreshToken: string) =>
  call<{ refreshSession: AuthPayload }>(REFRESH, {}, { 'x-refresh-token': refreshToken });
const me = (token: string) => call<{ me: Viewer | null }>(ME, {}, { authorization: `Bearer ${token}` });

async function accountCount() {
  const [row] = await api.db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

async function companyCount() {
  const [row] = await api.db.select({ value: count() }).from(companies);
  return row?.value ?? 0;
}

describe('contractorSignUp', () => {
  it('creates the contractor, a company workspace and an owner membership, and signs them in', async () => {
    const { response, body, token, refreshToken, input } = await signUp({ fullName: ' Dana Whitfield ' });
    expect(body.errors).toBeUndefined();
    const payload = body.data?.contractorSignUp;
    expect(payload?.user).toMatchObject({
      email: input.identity.email,
      phone: input.phone.replace(/\s/g, ''),
      fullName: 'Dana Whitfield',
      company: { name: "Dana Whitfield's company", referralCreditCents: 0 },
    });
    expect(payload?.user.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(payload?.mainToken).toEqual(expect.any(String));
    expect(response.headers.get('authorization')).toMatch(/^Bearer \S+$/);
    expect(refreshToken).toMatch(/^[\w-]{43}$/);
    expect(response.headers.get('cache-control')).toBe('no-store');

    // The ordinary token acts within the company; the main token is the person's own account.
    expect(decodeJwt(token ?? '')).toMatchObject({ sub: payload?.user.id, cid: payload?.user.company?.id });
    expect(decodeJwt(payload?.mainToken ?? '')).toMatchObject({ sub: payload?.user.id });
    expect(decodeJwt(payload?.mainToken ?? '').cid).toBeUndefined();

    const ordinary = await me(token ?? '');
    expect(ordinary.body).toEqual({ data: { me: payload?.user } });
    const main = await me(payload?.mainToken ?? '');
    expect(main.body.data?.me?.id).toBe(payload?.user.id);

    const [membership] = await api.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.userId, payload?.user.id ?? ''));
    expect(membership).toMatchObject({ companyId: payload?.user.company?.id, role: 'contractor_owner' });
  });

  it('stores the email lower-cased, the phone in E.164 and an Argon2id hash at OWASP parameters', async () => {
    const account = nextAccount();
    const { body } = await signUp({
      identity: { email: account.email.toUpperCase(), password: PASSWORD },
      phone: account.e164.slice(1),
    });
    expect(body.errors).toBeUndefined();
    const [user] = await api.db.select().from(users).where(eq(users.email, account.email));
    expect(user?.phone).toBe(account.e164);
    expect(user?.signUpSource).toBe('web');
    expect(user?.passwordHash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(user?.passwordHash).not.toContain(PASSWORD);
  });

  it.each([
    ['email', { identity: { email: '', password: PASSWORD } }, 'Required'],
    ['email', { identity: { email: 'dana@keystone', password: PASSWORD } }, 'Incorrect E-mail'],
    ['phone', { phone: ' ' }, 'Required'],
    ['phone', { phone: '416-CALL-NOW' }, 'Incorrect Phone Number'],
    ['phone', { phone: '+1234567890123456' }, 'Incorrect Phone Number'],
    [
      'password',
      { identity: { email: 'p1@keystone.example', password: 'CONCRETE2024' }, password: 'CONCRETE2024' },
      'Password must contain at least one lowercase letter',
    ],
    [
      'password',
      { identity: { email: 'p2@keystone.example', password: 'concrete2024' }, password: 'concrete2024' },
      'Password must contain at least one uppercase letter',
    ],
    [
      'password',
      { identity: { email: 'p3@keystone.example', password: 'Concrete' }, password: 'Concrete' },
      'Password must contain at least one number',
    ],
    [
      'password',
      { identity: { email: 'p4@keystone.example', password: 'Con1' }, password: 'Con1' },
      'Password must contain 8 or more characters',
    ],
    ['password', { password: 'Concrete2025' }, 'Password should match'],
    ['fullName', { fullName: '   ' }, 'Required'],
    ['source', { source: '' }, 'Required'],
  ])(
    'answers BAD_USER_INPUT on %s (%j) with the exact message, creating nothing',
    async (field, overrides, message) => {
      const [accountsBefore, companiesBefore] = [await accountCount(), await companyCount()];
      const { body, response } = await signUp(overrides);
      expect(body.data).toBeNull();
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.extensions?.fields?.[field]).toBe(message);
      expect(body.errors?.[0]?.message).toBe(`${field}: ${message}`);
      expect(response.headers.get('authorization')).toBeNull();
      expect(response.headers.get('x-refresh-token')).toBeNull();
      expect([await accountCount(), await companyCount()]).toEqual([accountsBefore, companiesBefore]);
    },
  );

  it('answers EMAIL_TAKEN for an email already registered (in any case), and PHONE_TAKEN likewise', async () => {
    const first = await signedUp();
    const before = [await accountCount(), await companyCount()];

    const sameEmail = await signUp({
      identity: { email: first.input.identity.email.toUpperCase(), password: PASSWORD },
    });
    expect(sameEmail.body.data).toBeNull();
    expect(sameEmail.body.errors?.[0]).toMatchObject({
      message: 'An account with this email already exists',
      extensions: { code: 'EMAIL_TAKEN', fields: { email: 'An account with this email already exists' } },
    });
    expect(sameEmail.response.headers.get('authorization')).toBeNull();

    const samePhone = await signUp({ phone: first.input.phone.replace(/^\+/, '') });
    expect(samePhone.body.errors?.[0]?.extensions).toMatchObject({
      code: 'PHONE_TAKEN',
      fields: { phone: 'An account with this phone number already exists' },
    });
    expect([await accountCount(), await companyCount()]).toEqual(before);
  });

  it('answers EMAIL_TAKEN to the second of two simultaneous sign-ups with one email', async () => {
    const input = signUpInput();
    const other = signUpInput();
    const results = await Promise.all([
      call<{ contractorSignUp: AuthPayload }>(SIGN_UP, { input }),
      call<{ contractorSignUp: AuthPayload }>(SIGN_UP, { input: { ...other, identity: input.identity } }),
    ]);
    const codes = results.map(({ body }) => body.errors?.[0]?.extensions?.code ?? 'OK').sort();
    expect(codes).toEqual(['EMAIL_TAKEN', 'OK']);
    const rows = await api.db.select().from(users).where(eq(users.email, input.identity.email));
    expect(rows).toHaveLength(1);
  });

  it('links the referrer and credits the new company for a valid referral code (any case)', async () => {
    const referrer = await signedUp();
    const { body } = await signUp({ referralCode: ` ${referrer.payload.user.referralCode.toLowerCase()} ` });
    expect(body.errors).toBeUndefined();
    const referred = body.data?.contractorSignUp.user;
    expect(referred?.company?.referralCreditCents).toBe(REFERRAL_BONUS_CENTS);
    const [row] = await api.db
      .select()
      .from(users)
      .where(eq(users.id, referred?.id ?? ''));
    expect(row?.referredByUserId).toBe(referrer.payload.user.id);
    // The referrer's own company is unchanged.
    expect((await me(referrer.token)).body.data?.me?.company?.referralCreditCents).toBe(0);
  });

  it('rejects an unknown referral code on the referralCode field, creating nothing', async () => {
    const before = [await accountCount(), await companyCount()];
    const { body } = await signUp({ referralCode: 'ZZZZ2222' });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: 'referralCode: Referral code not found',
      extensions: { code: 'BAD_USER_INPUT', fields: { referralCode: 'Referral code not found' } },
    });
    expect([await accountCount(), await companyCount()]).toEqual(before);
  });

  it('treats a blank referral code as none', async () => {
    const { body } = await signUp({ referralCode: '  ' });
    expect(body.errors).toBeUndefined();
    expect(body.data?.contractorSignUp.user.company?.referralCreditCents).toBe(0);
  });

  it('allows 5 sign-ups per hour from one address, then answers RATE_LIMITED', async () => {
    // At the start of a window, so the test never straddles two.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-02-01T10:00:00Z'));
    const address = '192.0.2.55';
    for (let i = 0; i < 5; i += 1) {
      const { body } = await signUp({}, { 'x-forwarded-for': address });
      expect(body.errors).toBeUndefined();
    }
    const before = await accountCount();
    const { body } = await signUp({}, { 'x-forwarded-for': address });
    expect(body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(body.errors?.[0]?.message).toBe('Too many attempts. Please try again in 60 minutes.');
    expect(body.errors?.[0]?.extensions).toMatchObject({ retryAfterSeconds: 3600 });
    expect(await accountCount()).toBe(before);
    // Another address is not affected.
    expect((await signUp()).body.errors).toBeUndefined();
  });

  it('exposes the session headers to the browsers of the origins CORS allows', async () => {
    const { response } = await signUp({}, { origin: corsOrigins()[0]! });
    const exposed = response.headers.get('access-control-expose-headers')?.toLowerCase() ?? '';
    expect(exposed).toContain('authorization');
    expect(exposed).toContain('x-refresh-token');
  });
});

describe('signIn', () => {
  let account: Awaited<ReturnType<typeof signedUp>>;
  beforeAll(async () => {
    account = await signedUp();
  });

  const e164 = () => account.payload.user.phone ?? '';

  it.each([
    ['email', () => account.input.identity.email],
    ['email in another case, with spaces', () => ` ${account.input.identity.email.toUpperCase()} `],
    ['phone with +', () => e164()],
    ['phone without +', () => e164().slice(1)],
    [
      'formatted phone',
      () => `+${e164().slice(1, 2)} (${e164().slice(2, 5)}) ${e164().slice(5, 8)}-${e164().slice(8)}`,
    ],
  ])('signs in by %s', async (_label, login) => {
    const result = await call<{ signIn: AuthPayload }>(SIGN_IN, { input: { login: login(), password: PASSWORD } });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.signIn.user).toEqual(account.payload.user);
    expect(result.token).toBeDefined();
    expect(result.refreshToken).toBeDefined();
    expect((await me(result.token ?? '')).body.data?.me?.id).toBe(account.payload.user.id);
  });

  it.each([
    ['a wrong password', () => account.input.identity.email, 'Concrete2025'],
    ['an unknown email', () => 'nobody@keystone.example', PASSWORD],
    ['an unknown phone', () => '+19995550000', PASSWORD],
    ['a login that is neither', () => 'dana', PASSWORD],
  ])('answers INVALID_CREDENTIALS for %s, without tokens', async (_label, login, password) => {
    const { body, response } = await call<{ signIn: AuthPayload }>(SIGN_IN, { input: { login: login(), password } });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: 'Incorrect email, phone or password',
      extensions: { code: 'INVALID_CREDENTIALS' },
    });
    expect(response.headers.get('authorization')).toBeNull();
    expect(response.headers.get('x-refresh-token')).toBeNull();
  });

  it('answers BAD_USER_INPUT for an empty login or password', async () => {
    const { body } = await call(SIGN_IN, { input: { login: ' ', password: '' } });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { login: 'Required', password: 'Required' },
    });
  });

  it('allows 5 wrong passwords per login from one address in 10 minutes, then RATE_LIMITED there', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T10:00:00Z'));
    const target = await signedUp();
    const email = target.input.identity.email;
    const address = '198.51.100.40';
    for (let i = 0; i < 5; i += 1) {
      const { body } = await call(
        SIGN_IN,
        { input: { login: email, password: 'Wrong-guess1' } },
        { 'x-forwarded-for': address },
      );
      expect(body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    }
    // From that address even the right password waits: it could be the guesser's lucky sixth.
    const { body } = await call(
      SIGN_IN,
      { input: { login: email.toUpperCase(), password: PASSWORD } },
      { 'x-forwarded-for': address },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(body.errors?.[0]?.message).toBe('Too many attempts. Please try again in 10 minutes.');
  });

  it("signs the owner in from another address after a stranger's 5 wrong passwords", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T10:20:00Z'));
    const target = await signedUp();
    const email = target.input.identity.email;
    for (let i = 0; i < 5; i += 1) {
      await call(SIGN_IN, { input: { login: email, password: 'Wrong-guess1' } }, { 'x-forwarded-for': '203.0.113.66' });
    }
    const owner = await call<{ signIn: AuthPayload }>(SIGN_IN, { input: { login: email, password: PASSWORD } });
    expect(owner.body.errors).toBeUndefined();
    expect(owner.body.data?.signIn.user.id).toBe(target.payload.user.id);
  });

  it('counts only wrong passwords against the login', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T10:40:00Z'));
    const target = await signedUp();
    const email = target.input.identity.email;
    const address = '198.51.100.41';
    const attempt = (password: string) =>
      call(SIGN_IN, { input: { login: email, password } }, { 'x-forwarded-for': address });
    for (let i = 0; i < 4; i += 1)
      expect((await attempt('Wrong-guess1')).body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    for (let i = 0; i < 3; i += 1) expect((await attempt(PASSWORD)).body.errors).toBeUndefined();
    expect((await attempt('Wrong-guess1')).body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    expect((await attempt(PASSWORD)).body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('stops guessing from many addresses at 50 wrong passwords per login an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T12:00:00Z'));
    const target = await signedUp();
    const email = target.input.identity.email;
    // 60 guesses at once from 12 addresses: each is counted before its password is checked, so
    // exactly 50 are tried.
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call(
          SIGN_IN,
          { input: { login: email, password: `Wrong-guess${i}` } },
          { 'x-forwarded-for': `203.0.114.${Math.floor(i / 5)}` },
        ),
      ),
    );
    const codes = guesses.map(({ body }) => body.errors?.[0]?.extensions?.code);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(50);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(10);
    vi.setSystemTime(new Date('2031-03-01T12:20:00Z'));
    const { body } = await call(SIGN_IN, { input: { login: email, password: PASSWORD } });
    expect(body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(body.errors?.[0]?.message).toBe('Too many attempts. Please try again in 40 minutes.');
    // The next hour the owner signs in again.
    vi.setSystemTime(new Date('2031-03-01T13:00:00Z'));
    expect((await call(SIGN_IN, { input: { login: email, password: PASSWORD } })).body.errors).toBeUndefined();
  });

  it('allows 10 attempts per address in 10 minutes, then RATE_LIMITED', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T11:00:00Z'));
    const address = '198.51.100.23';
    for (let i = 0; i < 10; i += 1) {
      const { body } = await call(
        SIGN_IN,
        { input: { login: `guess${i}@keystone.example`, password: PASSWORD } },
        { 'x-forwarded-for': address },
      );
      expect(body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    }
    const { body } = await call(
      SIGN_IN,
      { input: { login: account.input.identity.email, password: PASSWORD } },
      { 'x-forwarded-for': address },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('lets the address try again once the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-02T10:00:00Z'));
    const address = '198.51.100.99';
    for (let i = 0; i < 10; i += 1) {
      await call(
        SIGN_IN,
        { input: { login: `late${i}@keystone.example`, password: PASSWORD } },
        { 'x-forwarded-for': address },
      );
    }
    const blocked = await call(
      SIGN_IN,
      { input: { login: 'late@keystone.example', password: PASSWORD } },
      { 'x-forwarded-for': address },
    );
    expect(blocked.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    vi.setSystemTime(new Date('2031-03-02T10:10:00Z'));
    const again = await call(
      SIGN_IN,
      { input: { login: account.input.identity.email, password: PASSWORD } },
      { 'x-forwarded-for': address },
    );
    expect(again.body.errors).toBeUndefined();
  });
});

describe('refreshSession', () => {
  it('rotates: new tokens for the refresh token, which is then single-use', async () => {
    const session = await signedUp();
    const first = await refresh(session.refreshToken);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data?.refreshSession.user).toEqual(session.payload.user);
    expect(first.body.data?.refreshSession.mainToken).toEqual(expect.any(String));
    expect(first.token).toBeDefined();
    expect(first.refreshToken).toBeDefined();
    expect(first.refreshToken).not.toBe(session.refreshToken);
    expect(decodeJwt(first.token ?? '')).toMatchObject({
      sub: session.payload.user.id,
      cid: session.payload.user.company?.id,
    });

    const second = await refresh(first.refreshToken ?? '');
    expect(second.body.errors).toBeUndefined();
    expect(second.refreshToken).not.toBe(first.refreshToken);
  });

  it('stores only the SHA-256 of refresh tokens', async () => {
    const session = await signedUp();
    const stored = await api.db
      .select({ tokenHash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, session.payload.user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.tokenHash).not.toContain(session.refreshToken);
  });

  it('revokes the whole family when a used token comes back after the grace', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-04-01T09:00:00Z'));
    const session = await signedUp();
    const rotated = await refresh(session.refreshToken);
    expect(rotated.body.errors).toBeUndefined();

    vi.setSystemTime(new Date('2031-04-01T09:00:31Z'));
    const replay = await refresh(session.refreshToken);
    expect(replay.body.data).toBeNull();
    expect(replay.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(replay.response.headers.get('x-refresh-token')).toBeNull();

    // The newest token of the family is revoked too: whoever holds it must sign in again.
    const newest = await refresh(rotated.refreshToken ?? '');
    expect(newest.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers two tabs refreshing with the same token within the grace, without revoking', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-04-02T09:00:00Z'));
    const session = await signedUp();
    const firstTab = await refresh(session.refreshToken);
    vi.setSystemTime(new Date('2031-04-02T09:00:05Z'));
    const secondTab = await refresh(session.refreshToken);
    expect(secondTab.body.errors).toBeUndefined();
    expect(secondTab.body.data?.refreshSession.user.id).toBe(session.payload.user.id);
    // The same successor, not a second chain; it keeps working: nothing was revoked.
    expect(secondTab.refreshToken).toBeDefined();
    expect(secondTab.refreshToken).toBe(firstTab.refreshToken);
    expect((await refresh(secondTab.refreshToken ?? '')).body.errors).toBeUndefined();
  });

  it('answers two simultaneous refreshes with the same token, without revoking', async () => {
    const session = await signedUp();
    const [a, b] = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect(a.body.errors).toBeUndefined();
    expect(b.body.errors).toBeUndefined();
    expect(a.refreshToken).toBeDefined();
    expect(a.refreshToken).toBe(b.refreshToken);
    expect((await refresh(a.refreshToken ?? '')).body.errors).toBeUndefined();
  });

  it('revokes within the grace too when the token is not the immediately previous one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-04-03T09:00:00Z'));
    const session = await signedUp();
    const second = await refresh(session.refreshToken);
    const third = await refresh(second.refreshToken ?? '');
    vi.setSystemTime(new Date('2031-04-03T09:00:02Z'));
    const replay = await refresh(session.refreshToken);
    expect(replay.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await refresh(third.refreshToken ?? '')).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers UNAUTHENTICATED for an expired, unknown or missing refresh token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-05-01T09:00:00Z'));
    const session = await signedUp();
    vi.setSystemTime(new Date('2031-05-31T09:00:01Z'));
    const expired = await refresh(session.refreshToken);
    expect(expired.body.errors?.[0]).toMatchObject({
      message: 'Your session has expired. Please sign in again.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect((await refresh('not-a-token')).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const missing = await call(REFRESH);
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('signOut', () => {
  it('revokes the session: its refresh tokens no longer work', async () => {
    const session = await signedUp();
    const rotated = await refresh(session.refreshToken);
    const { body } = await call<{ signOut: boolean }>(SIGN_OUT, {}, { 'x-refresh-token': rotated.refreshToken ?? '' });
    expect(body).toEqual({ data: { signOut: true } });
    expect((await refresh(rotated.refreshToken ?? '')).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const [row] = await api.db
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, session.payload.user.id))
      .limit(1);
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it('answers true without a refresh token, and leaves other sessions alone', async () => {
    const session = await signedUp();
    expect((await call(SIGN_OUT)).body).toEqual({ data: { signOut: true } });
    expect((await call(SIGN_OUT, {}, { 'x-refresh-token': 'unknown' })).body).toEqual({ data: { signOut: true } });
    expect((await refresh(session.refreshToken)).body.errors).toBeUndefined();
  });
});

describe('me', () => {
  it('is null when signed out', async () => {
    expect((await call(ME)).body).toEqual({ data: { me: null } });
  });

  it('treats an expired access token as signed out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-01T09:00:00Z'));
    const session = await signedUp();
    vi.setSystemTime(new Date('2031-06-01T09:14:59Z'));
    expect((await me(session.token)).body.data?.me?.id).toBe(session.payload.user.id);
    vi.setSystemTime(new Date('2031-06-01T09:15:01Z'));
    expect((await me(session.token)).body).toEqual({ data: { me: null } });
    expect((await me(session.payload.mainToken)).body).toEqual({ data: { me: null } });
  });

  it('treats a malformed or forged token as signed out', async () => {
    const session = await signedUp();
    expect((await me('garbage')).body).toEqual({ data: { me: null } });
    const forged = await new SignJWT({ cid: session.payload.user.company?.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.payload.user.id)
      .setIssuer('buildmarket')
      .setAudience('buildmarket:access')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await me(forged)).body).toEqual({ data: { me: null } });
  });
});
