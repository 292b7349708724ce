import { randomInt } from 'node:crypto';

import type { APIRequestContext, Page } from '@playwright/test';

import { expectNoAxeViolations } from './axe';
import { expect, newClientAddress, test } from './fixtures';
import { invitationLinkMailedTo } from './outbox';
import { signInDispatcher } from './session';
import { SESSION_STORAGE_KEY } from '@/lib/apollo/session';
import { networkSettled } from './network';

// Unique per run (the e2e database is fresh per run, but a rerun against a kept server must not collide).
const RUN = Date.now();
let counter = 0;

/** A person's details, with an address of their own so per-address rate limits never bite. */
function newPerson(name: string) {
  counter += 1;
  const n = counter;
  // Random and with the worker's pid: two workers start within the same millisecond, so a
  // number from the start time alone repeated across them (EMAIL_TAKEN, PHONE_TAKEN).
  const subscriber = String(randomInt(10_000_000)).padStart(7, '0');
  return {
    email: `${name.toLowerCase().replace(/\W+/g, '.')}.${RUN}.${process.pid}.${n}@crew.example`,
    nationalPhone: `647${subscriber}`,
    e164: `+1647${subscriber}`,
    password: 'Concrete2024',
    fullName: `${name} ${n}`,
    address: newClientAddress(),
  };
}
type Person = ReturnType<typeof newPerson>;

async function gql<TData>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
) {
  const response = await request.post('/api/gql', { headers, data: { query, variables } });
  const body = (await response.json()) as { data?: TData; errors?: { message: string }[] };
  return { response, body };
}

/** Creates an account through the API (the state a test starts from); answers its ordinary token. */
async function signUpThroughApi(
  request: APIRequestContext,
  person: Person,
): Promise<{ token: string; company: string }> {
  const { response, body } = await gql<{ contractorSignUp: { user: { company: { name: string } } } }>(
    request,
    `mutation ($input: ContractorSignUpInput!) { contractorSignUp(input: $input) { user { company { name } } } }`,
    {
      input: {
        identity: { email: person.email, password: person.password },
        phone: person.e164,
        password: person.password,
        source: 'web',
        fullName: person.fullName,
      },
    },
    { 'x-forwarded-for': person.address },
  );
  const token = response.headers()['authorization']?.replace(/^Bearer /, '');
  const company = body.data?.contractorSignUp.user.company.name;
  if (!token || !company) throw new Error(`sign-up through the API failed: ${JSON.stringify(body)}`);
  return { token, company };
}

/** Invites `email` through the API and answers the link from the server's development outbox. */
async function inviteThroughApi(
  request: APIRequestContext,
  owner: { token: string },
  email: string,
  role = 'partner_driver',
): Promise<string> {
  const { body } = await gql<{ invitationCreate: { id: string } }>(
    request,
    `mutation ($input: InvitationCreateInput!) { invitationCreate(input: $input) { id } }`,
    { input: { email, role } },
    { authorization: `Bearer ${owner.token}` },
  );
  if (!body.data?.invitationCreate) throw new Error(`invitation through the API failed: ${JSON.stringify(body)}`);
  return invitationLinkMailedTo(email);
}

async function teamOf(request: APIRequestContext, owner: { token: string }) {
  const { body } = await gql<{ team: { members: { fullName: string; role: string }[] } }>(
    request,
    `{ team { members { fullName role } } }`,
    {},
    { authorization: `Bearer ${owner.token}` },
  );
  return body.data?.team.members.map((member) => [member.fullName, member.role]);
}

async function signIn(page: Page, person: Person) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email or phone').fill(person.email);
  await form.getByLabel('Password').fill(person.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Fills the invitation page's sign-up form (its email is the invited one, locked) and sends it. */
async function createInvitedAccount(page: Page, person: Person) {
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Phone', { exact: true }).fill(person.nationalPhone);
  await form.getByLabel('Password', { exact: true }).fill(person.password);
  await form.getByLabel('Confirm password').fill(person.password);
  await form.getByLabel('Full name').fill(person.fullName);
  await form.getByRole('button', { name: 'Create account' }).click();
}

/** The ordinary token the signed-in page holds. */
const sessionToken = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string }).token,
    SESSION_STORAGE_KEY,
  );

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function expectAccessible(page: Page) {
  await networkSettled(page);
  await expectNoAxeViolations(page);
}

test.describe('invitations', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('the owner invites from the team page, sees the pending invitation, and revokes it', async ({
    page,
    request,
  }) => {
    const owner = newPerson('Olivia Owner');
    await signUpThroughApi(request, owner);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': owner.address });
    await page.goto('/app/team');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fapp%2Fteam$/);
    await signIn(page, owner);
    await expect(page).toHaveURL(/\/app\/team$/);

    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    const members = page.getByRole('list', { name: 'Members' });
    await expect(members.getByRole('listitem')).toHaveCount(1);
    await expect(members).toContainText(owner.fullName);
    await expect(members).toContainText('Owner');
    await expect(page.getByText('No pending invitations.')).toBeVisible();
    await expectAccessible(page);

    const form = page.getByRole('form', { name: 'Invite a person' });
    const email = form.getByLabel('Email');
    await email.fill('driver@crew');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Incorrect E-mail');

    const invitee = newPerson('Dev Driver');
    await email.fill(invitee.email);
    await form.getByLabel('Role').selectOption({ label: 'Partner driver' });
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(toast(page, `Invitation sent to ${invitee.email}`)).toBeVisible();
    await expect(email).toHaveValue('');
    const pending = page.getByRole('list', { name: 'Pending invitations' });
    await expect(pending.getByRole('listitem')).toHaveCount(1);
    await expect(pending).toContainText(invitee.email);
    await expect(pending).toContainText('Partner driver');
    const link = invitationLinkMailedTo(invitee.email);

    await pending.getByRole('button', { name: `Revoke the invitation for ${invitee.email}` }).click();
    await expect(toast(page, 'Invitation was canceled')).toBeVisible();
    await expect(page.getByText('No pending invitations.')).toBeVisible();

    // The revoked link no longer works.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong!' })).toBeVisible();
    await expect(page.getByText('This invitation was canceled.')).toBeVisible();
  });

  test('invite from a contacts file: pick people, give each a role, and see who was invited and why not', async ({
    page,
    request,
  }) => {
    const owner = newPerson('Olivia Owner');
    await signUpThroughApi(request, owner);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': owner.address });
    await page.goto('/app/team');
    await signIn(page, owner);
    await expect(page).toHaveURL(/\/app\/team$/);

    await page.getByRole('button', { name: 'Invite from contacts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite from your contacts' });
    const file = dialog.getByLabel('Contacts file (CSV or vCard)');

    // Not an address book: said, nothing listed.
    await file.setInputFiles({ name: 'photo.csv', mimeType: 'text/csv', buffer: Buffer.from('just some notes') });
    await expect(dialog.getByRole('alert')).toHaveText('This is neither a CSV nor a vCard (.vcf) file.');

    // Google Contacts' CSV export: the owner (already a member), two crew members, one without an address.
    const foreman = newPerson('Fran Foreman');
    const driver = newPerson('Dev Driver');
    const csv = [
      'Name,Given Name,Family Name,E-mail 1 - Type,E-mail 1 - Value,Phone 1 - Type,Phone 1 - Value',
      `${owner.fullName},,,* Work,${owner.email},,`,
      `${foreman.fullName},,,* Work,${foreman.email},Mobile,+1 647 555 0101`,
      `${driver.fullName},,,* Work,${driver.email},,`,
      'No Address,,,,,Mobile,+1 647 555 0102',
    ].join('\r\n');
    await file.setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const contacts = dialog.getByRole('list', { name: 'Contacts' });
    await expect(contacts.getByRole('listitem')).toHaveCount(3);
    await expect(dialog).toContainText('3 people with an email address; 1 left out');
    await expectNoAxeViolations(page, { include: 'dialog[open]' });

    const invite = dialog.getByRole('button', { name: /^Invite \d+ (person|people)$/ });
    await expect(invite).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'Select everyone' }).check();
    await expect(invite).toHaveText('Invite 3 people');
    await dialog.getByLabel(`Role for ${driver.fullName}`).selectOption({ label: 'Partner driver' });
    await invite.click();

    await expect(dialog.getByRole('status')).toHaveText(
      '2 invitations sent; 1 not sent (the reason is next to each person).',
    );
    const row = (person: Person) => contacts.getByRole('listitem').filter({ hasText: person.email });
    await expect(row(owner)).toContainText('Not sent: This person is already a member of your company');
    await expect(row(foreman)).toContainText('Invitation sent');
    await expect(row(driver)).toContainText('Invitation sent');
    await expect(row(foreman).getByRole('checkbox')).toBeDisabled();
    invitationLinkMailedTo(driver.email);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const pending = page.getByRole('list', { name: 'Pending invitations' });
    await expect(pending.getByRole('listitem')).toHaveCount(2);
    await expect(pending.getByRole('listitem').filter({ hasText: driver.email })).toContainText('Partner driver');
    await expect(pending.getByRole('listitem').filter({ hasText: foreman.email })).toContainText(
      'Contractor manager (foreman)',
    );

    // A vCard file from a phone works the same way.
    await page.getByRole('button', { name: 'Invite from contacts' }).click();
    const helper = newPerson('Hana Helper');
    const vcf = `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:${helper.fullName}\r\nEMAIL;TYPE=INTERNET:${helper.email}\r\nEND:VCARD\r\n`;
    await file.setInputFiles({ name: 'contact.vcf', mimeType: 'text/vcard', buffer: Buffer.from(vcf) });
    await dialog.getByRole('checkbox', { name: new RegExp(helper.fullName) }).check();
    await dialog.getByRole('button', { name: 'Invite 1 person' }).click();
    await expect(dialog.getByRole('status')).toHaveText('1 invitation sent.');
  });

  test('invite from Google contacts: the popup goes through Google’s consent and brings the people with an email back', async ({
    page,
    request,
  }) => {
    // Google is the stand-in playwright.config.ts starts (e2e/google-stand-in.mjs), reached by the
    // site's own popup routes exactly as Google would be.
    const owner = newPerson('Olivia Owner');
    await signUpThroughApi(request, owner);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': owner.address });
    await page.goto('/app/team');
    await signIn(page, owner);
    await expect(page).toHaveURL(/\/app\/team$/);

    await page.getByRole('button', { name: 'Invite from contacts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite from your contacts' });
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Choose from Google contacts' }).click();
    const popup = await popupOpened;
    // The relay page hands the people over and closes the popup.
    await popup.waitForEvent('close');

    const contacts = dialog.getByRole('list', { name: 'Contacts' });
    await expect(contacts.getByRole('listitem')).toHaveCount(2);
    await expect(contacts).toContainText('Gwen Google');
    await expect(contacts).toContainText('gus@gravel.example');
    await expect(dialog).not.toContainText('No Email');
    await dialog.getByRole('checkbox', { name: 'Select everyone' }).check();
    await dialog.getByRole('button', { name: 'Invite 2 people' }).click();
    await expect(dialog.getByRole('status')).toHaveText('2 invitations sent.');
    invitationLinkMailedTo('gwen@formwork.example');
  });

  test('a new user fills the sign-up form (the invited email, locked), then the invitation is confirmed', async ({
    page,
    request,
  }) => {
    const owner = newPerson('Olivia Owner');
    const ownerAccount = await signUpThroughApi(request, owner);
    const invitee = newPerson('Nina New');
    const link = await inviteThroughApi(request, ownerAccount, invitee.email, 'contractor_manager');

    await page.setExtraHTTPHeaders({ 'x-forwarded-for': invitee.address });
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: `Join ${ownerAccount.company}` })).toBeVisible();
    await expect(
      page.getByText(`${owner.fullName} invited ${invitee.email} to join ${ownerAccount.company} as`),
    ).toBeVisible();
    await expect(page.getByText('Contractor manager (foreman)')).toBeVisible();
    await expectAccessible(page);

    const form = page.getByRole('form', { name: 'Sign up' });
    const email = form.getByLabel('Email', { exact: true });
    await expect(email).toHaveValue(invitee.email);
    await expect(email).not.toBeEditable();
    await createInvitedAccount(page, invitee);

    await expect(page.getByRole('heading', { level: 1, name: 'Invitation confirmed' })).toBeVisible();
    await expect(toast(page, 'Invitation was confirmed')).toBeVisible();
    await expect(
      page.getByText(`You have joined ${ownerAccount.company} as contractor manager (foreman).`),
    ).toBeVisible();
    expect(await teamOf(request, ownerAccount)).toEqual([
      [owner.fullName, 'contractor_owner'],
      [invitee.fullName, 'contractor_manager'],
    ]);

    // The link again: already confirmed.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Invitation already confirmed' })).toBeVisible();
  });

  test("a supplier's new driver signs up from the link and lands in the driver's app, with no company of their own", async ({
    page,
    request,
  }) => {
    const dispatcher = await signInDispatcher(request);
    const driver = newPerson('Dana Driver');
    const link = await inviteThroughApi(request, dispatcher, driver.email, 'partner_driver');

    await page.setExtraHTTPHeaders({ 'x-forwarded-for': driver.address });
    await page.goto(link);
    // The role in the supplier's own word, as its team page names it.
    await expect(page.getByText('Driver', { exact: true })).toBeVisible();
    await createInvitedAccount(page, driver);

    await expect(page.getByRole('heading', { level: 1, name: 'Invitation confirmed' })).toBeVisible();
    await expect(page.getByText(/You have joined NorthPeak Ready Mix as driver\./)).toBeVisible();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/driver$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // One company: the supplier's. No contractor workspace was made for them.
    const { body } = await gql<{ me: { companies: { role: string; company: { name: string } }[] } }>(
      request,
      '{ me { companies { role company { name } } } }',
      {},
      { authorization: `Bearer ${await sessionToken(page)}` },
    );
    expect(body.data?.me.companies).toEqual([{ role: 'partner_driver', company: { name: 'NorthPeak Ready Mix' } }]);
  });

  test('an existing user, signed in, just presses Accept', async ({ page, request }) => {
    const owner = newPerson('Olivia Owner');
    const ownerAccount = await signUpThroughApi(request, owner);
    const invitee = newPerson('Eli Existing');
    await signUpThroughApi(request, invitee);
    const link = await inviteThroughApi(request, ownerAccount, invitee.email, 'partner_manager');

    await page.setExtraHTTPHeaders({ 'x-forwarded-for': invitee.address });
    await page.goto('/sign-in');
    await signIn(page, invitee);
    await expect(page).toHaveURL(/\/app$/);

    await page.goto(link);
    await expect(page.getByText(`You are signed in as ${invitee.email}.`)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Sign up' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(toast(page, 'Invitation was confirmed')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Invitation confirmed' })).toBeVisible();
    expect(await teamOf(request, ownerAccount)).toEqual([
      [owner.fullName, 'contractor_owner'],
      [invitee.fullName, 'partner_manager'],
    ]);
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/app$/);
  });

  test('an existing user signs in on the invitation page, and the invitation is confirmed', async ({
    page,
    request,
  }) => {
    const owner = newPerson('Olivia Owner');
    const ownerAccount = await signUpThroughApi(request, owner);
    const invitee = newPerson('Sam Signin');
    await signUpThroughApi(request, invitee);
    const link = await inviteThroughApi(request, ownerAccount, invitee.email);

    await page.setExtraHTTPHeaders({ 'x-forwarded-for': invitee.address });
    await page.goto(link);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await signIn(page, invitee);
    await expect(toast(page, 'Invitation was confirmed')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Invitation confirmed' })).toBeVisible();
    expect(await teamOf(request, ownerAccount)).toContainEqual([invitee.fullName, 'partner_driver']);
  });

  test('the invited person rejects without an account; the link then says so', async ({ page, request }) => {
    const owner = newPerson('Olivia Owner');
    const ownerAccount = await signUpThroughApi(request, owner);
    const invitee = newPerson('Rita Rejects');
    const link = await inviteThroughApi(request, ownerAccount, invitee.email);

    await page.setExtraHTTPHeaders({ 'x-forwarded-for': invitee.address });
    await page.goto(link);
    // One click asks first; keeping it changes nothing.
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Reject this invitation?' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page, { include: 'dialog[open]' });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: 'Reject', exact: true })).toBeFocused();
    expect(await teamOf(request, ownerAccount)).toEqual([[owner.fullName, 'contractor_owner']]);
    await expect(page.getByRole('heading', { level: 1, name: `Join ${ownerAccount.company}` })).toBeVisible();

    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    await confirm.getByRole('button', { name: 'Reject invitation' }).click();
    await expect(toast(page, 'Invitation was canceled')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Invitation rejected' })).toBeVisible();
    expect(await teamOf(request, ownerAccount)).toEqual([[owner.fullName, 'contractor_owner']]);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Invitation rejected' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  });

  test('an invalid link says "Something went wrong!" with a link to the main page', async ({ page }) => {
    await page.goto('/invite/not-a-real-invitation');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong!' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to the main page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
