import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { expectNoAxeViolations } from './axe';
import { expect, newClientAddress, test } from './fixtures';
import { networkSettled } from './network';
import { weighScripts } from './script-budget';

// Unique per run (the e2e database is fresh per run, but a rerun against a kept server must not collide).
const RUN = Date.now();
let counter = 0;

/** A new contractor's details, and an address of its own so sign-up's per-address limit never bites. */
function newContractor() {
  counter += 1;
  const n = counter;
  const subscriber = String((RUN + n * 7919) % 10_000_000).padStart(7, '0');
  return {
    email: `dana.${RUN}.${n}@keystone.example`,
    // Toronto's 416 area code; typed without the country code, Canada being the default.
    nationalPhone: `416${subscriber}`,
    e164: `+1416${subscriber}`,
    password: 'Concrete2024',
    fullName: `Dana Whitfield ${n}`,
    address: newClientAddress(),
  };
}
type Contractor = ReturnType<typeof newContractor>;

const SIGN_UP = /* GraphQL */ `
  mutation ContractorSignUp($input: ContractorSignUpInput!) {
    contractorSignUp(input: $input) {
      user {
        referralCode
      }
    }
  }
`;

/** Creates an account through the API (the state a test starts from, not what it checks). */
async function signUpThroughApi(request: APIRequestContext, contractor: Contractor): Promise<{ referralCode: string }> {
  const response = await request.post('/api/gql', {
    headers: { 'x-forwarded-for': contractor.address },
    data: {
      query: SIGN_UP,
      variables: {
        input: {
          identity: { email: contractor.email, password: contractor.password },
          phone: contractor.e164,
          password: contractor.password,
          source: 'web',
          fullName: contractor.fullName,
        },
      },
    },
  });
  const body = (await response.json()) as { data?: { contractorSignUp: { user: { referralCode: string } } } };
  const user = body.data?.contractorSignUp.user;
  if (!user) throw new Error(`sign-up through the API failed: ${JSON.stringify(body)}`);
  return user;
}

function signUpForm(page: Page) {
  const form = page.getByRole('form', { name: 'Sign up' });
  return {
    form,
    email: form.getByLabel('Email', { exact: true }),
    phone: form.getByLabel('Phone', { exact: true }),
    password: form.getByLabel('Password', { exact: true }),
    confirmPassword: form.getByLabel('Confirm password'),
    fullName: form.getByLabel('Full name'),
    referralCode: form.getByLabel(/Referral code/),
    submit: form.getByRole('button', { name: 'Create account' }),
  };
}

/** The message on a field's label line (spec: errors next to the label). */
function errorNextTo(form: Locator, label: string): Locator {
  return form
    .locator('label', { hasText: new RegExp(`^${label}`) })
    .locator('xpath=..')
    .locator('[id$="-error"]');
}

async function fillSignUp(page: Page, contractor: Contractor) {
  const ui = signUpForm(page);
  await ui.email.fill(contractor.email);
  await ui.phone.fill(contractor.nationalPhone);
  await ui.password.fill(contractor.password);
  await ui.confirmPassword.fill(contractor.password);
  await ui.fullName.fill(contractor.fullName);
  return ui;
}

async function signIn(page: Page, login: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email or phone').fill(login);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

const greeting = (page: Page, contractor: Contractor) =>
  page.getByRole('heading', { level: 2, name: `Welcome, ${contractor.fullName}` });

test.describe('contractor accounts', () => {
  test('sign-up shows every validation message, then signs up and lands in /app', async ({ page }) => {
    const contractor = newContractor();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': contractor.address });
    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your contractor account' })).toBeVisible();
    const ui = signUpForm(page);

    // Submitting the empty form: 'Required' next to each required field, nothing sent.
    await ui.submit.click();
    for (const label of ['Email', 'Phone', 'Password', 'Full name']) {
      await expect(errorNextTo(ui.form, label)).toHaveText('Required');
    }
    await expect(errorNextTo(ui.form, 'Referral code')).toHaveCount(0);

    await ui.email.fill('dana@keystone');
    await ui.email.blur();
    await expect(errorNextTo(ui.form, 'Email')).toHaveText('Incorrect E-mail');

    await ui.phone.fill('416');
    await ui.phone.blur();
    await expect(errorNextTo(ui.form, 'Phone')).toHaveText('Incorrect Phone Number');
    // Digits only, formatted with Canada's mask.
    await ui.phone.fill('41a6555x0142');
    await expect(ui.phone).toHaveValue('(416) 555-0142');
    await expect(errorNextTo(ui.form, 'Phone')).toHaveCount(0);

    for (const [typed, message] of [
      ['CONCRETE2024', 'Password must contain at least one lowercase letter'],
      ['concrete2024', 'Password must contain at least one uppercase letter'],
      ['Concrete', 'Password must contain at least one number'],
      ['Con1', 'Password must contain 8 or more characters'],
    ] as const) {
      await ui.password.fill(typed);
      await expect(errorNextTo(ui.form, 'Password')).toHaveText(message);
    }
    await ui.password.fill(contractor.password);
    await ui.confirmPassword.fill('Concrete2025');
    await ui.confirmPassword.blur();
    await expect(errorNextTo(ui.form, 'Confirm password')).toHaveText('Password should match');

    await fillSignUp(page, contractor);
    for (const label of ['Email', 'Phone', 'Password', 'Confirm password', 'Full name']) {
      await expect(errorNextTo(ui.form, label)).toHaveCount(0);
    }
    await ui.submit.click();

    await expect(page).toHaveURL(/\/app$/);
    // The success toast (the app's toasts are polite: role status).
    await expect(page.getByRole('status').filter({ hasText: 'Signed Up Successfully.' })).toBeVisible();
    await expect(greeting(page, contractor)).toBeVisible();
    await expect(page.getByText(`Signed in as ${contractor.email}`)).toBeVisible();
    // Every contractor has a referral code and a link to share.
    await expect(page.getByText(/\/sign-up\?ref=[A-Z2-9]{8}$/)).toBeVisible();
  });

  test('an email already registered is said next to the email, and nothing typed is lost', async ({
    page,
    request,
  }) => {
    const existing = newContractor();
    await signUpThroughApi(request, existing);
    const contractor = { ...newContractor(), email: existing.email };
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': contractor.address });
    await page.goto('/sign-up');

    const ui = await fillSignUp(page, contractor);
    await ui.submit.click();

    await expect(errorNextTo(ui.form, 'Email')).toHaveText('An account with this email already exists');
    await expect(ui.email).toHaveValue(existing.email);
    await expect(ui.email).toBeFocused();
    await expect(ui.phone).not.toHaveValue('');
    await expect(ui.password).toHaveValue(contractor.password);
    await expect(ui.confirmPassword).toHaveValue(contractor.password);
    await expect(ui.fullName).toHaveValue(contractor.fullName);
    await expect(page).toHaveURL(/\/sign-up$/);
    // The form shows the error itself: no toast.
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  });

  test('a referral link fills the code; the new contractor lands on /app?referral=true with the $20 credit', async ({
    page,
    request,
  }) => {
    const referrer = newContractor();
    const { referralCode } = await signUpThroughApi(request, referrer);
    const contractor = newContractor();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': contractor.address });

    await page.goto(`/sign-up?ref=${referralCode}`);
    const ui = await fillSignUp(page, contractor);
    await expect(ui.referralCode).toHaveValue(referralCode);
    await ui.submit.click();

    await expect(page).toHaveURL(/\/app\?referral=true$/);
    await expect(page.getByRole('status').filter({ hasText: 'Signed Up Successfully.' })).toBeVisible();
    await expect(greeting(page, contractor)).toBeVisible();
    await expect(
      page.getByText('Thanks for joining through a referral: $20 of credit is on your account.'),
    ).toBeVisible();
    const credit = page.getByRole('definition').filter({ hasText: '$20' });
    await expect(credit).toBeVisible();
    await expect(page.getByText('Referral credit', { exact: true })).toBeVisible();
  });

  test('an unknown referral code is said next to the code', async ({ page }) => {
    const contractor = newContractor();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': contractor.address });
    await page.goto('/sign-up?ref=ZZZZ2222');
    const ui = await fillSignUp(page, contractor);
    await ui.submit.click();
    await expect(errorNextTo(ui.form, 'Referral code')).toHaveText('Referral code not found');
    await expect(page).toHaveURL(/\/sign-up\?ref=ZZZZ2222$/);
  });

  test('sign in by email and by phone; a reload keeps the session, an expired token is refreshed; sign out', async ({
    page,
    request,
  }) => {
    const contractor = newContractor();
    await signUpThroughApi(request, contractor);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': contractor.address });

    // Signed out, the app sends the user to sign in, and back afterwards.
    await page.goto('/app');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fapp$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

    await signIn(page, contractor.email, 'Concrete2025');
    await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(
      'Incorrect email, phone or password',
    );
    await expect(page.getByLabel('Email or phone')).toHaveValue(contractor.email);

    await signIn(page, contractor.email.toUpperCase(), contractor.password);
    await expect(page).toHaveURL(/\/app$/);
    await expect(greeting(page, contractor)).toBeVisible();

    await page.reload();
    await expect(greeting(page, contractor)).toBeVisible();

    // An access token past its expiry is refreshed before use: still signed in, with rotated tokens.
    const before = await page.evaluate(
      () => JSON.parse(localStorage.getItem('buildmarket.session') ?? '{}') as Record<string, string>,
    );
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('buildmarket.session') ?? '{}') as Record<string, string>;
      const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
      session.token = `${encode({ alg: 'HS256' })}.${encode({ sub: 'x', exp: Math.floor(Date.now() / 1000) - 60 })}.x`;
      localStorage.setItem('buildmarket.session', JSON.stringify(session));
    });
    await page.reload();
    await expect(greeting(page, contractor)).toBeVisible();
    const after = await page.evaluate(
      () => JSON.parse(localStorage.getItem('buildmarket.session') ?? '{}') as Record<string, string>,
    );
    expect(after.refreshToken).toBeTruthy();
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.mainToken).toBeTruthy();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('buildmarket.session'))).toBeNull();

    // The session is over: /app asks to sign in again; the phone, as typed with its country code, signs in.
    await page.goto('/app');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fapp$/);
    await signIn(
      page,
      `+1 ${contractor.nationalPhone.slice(0, 3)} ${contractor.nationalPhone.slice(3, 6)} ${contractor.nationalPhone.slice(6)}`,
      contractor.password,
    );
    await expect(page).toHaveURL(/\/app$/);
    await expect(greeting(page, contractor)).toBeVisible();
  });

  test('sign-in goes only to paths on this site', async ({ page, request }) => {
    const contractor = newContractor();
    await signUpThroughApi(request, contractor);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': contractor.address });
    await page.goto('/sign-in?next=//evil.example/steal');
    await signIn(page, contractor.e164, contractor.password);
    await expect(page).toHaveURL(/\/app$/);
  });

  test('sign-up (with its errors showing), sign-in and the dashboard have no axe violations', async ({
    page,
    request,
  }) => {
    const expectAccessible = async () => {
      await networkSettled(page);
      await expectNoAxeViolations(page);
    };
    const contractor = newContractor();
    await signUpThroughApi(request, contractor);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': contractor.address });

    await page.goto('/sign-up');
    await signUpForm(page).submit.click();
    await expect(errorNextTo(signUpForm(page).form, 'Email')).toHaveText('Required');
    await expectAccessible();

    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectAccessible();

    await signIn(page, contractor.email, contractor.password);
    await expect(greeting(page, contractor)).toBeVisible();
    // Signing in moves to /app in the browser; its title follows the page's content, a moment later.
    await expect(page).toHaveTitle('Dashboard | BuildMarket app');
    await expectAccessible();
  });

  test('the sign-up page’s JavaScript stays under 250 kB compressed', async ({ page }) => {
    const BUDGET_BYTES = 250 * 1024;
    const scripts = await weighScripts(page);
    await page.goto('/sign-up');
    await expect(signUpForm(page).submit).toBeEnabled();
    await networkSettled(page);
    const total = scripts.total();
    test.info().annotations.push({ type: 'sign-up JavaScript', description: `${(total / 1024).toFixed(1)} kB` });
    expect(total, `${scripts.count()} scripts`).toBeLessThan(BUDGET_BYTES);
  });
});
