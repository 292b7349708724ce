import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { formatMoney } from '@/lib/money';
import { appRoutes, orderPath } from '@/lib/routes';
import { readPdf } from '../tests/support/pdf';

import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { placeOrderThroughApi, type PlacedOrder } from './placed-orders';
import { gql, newContractor, signUpThroughApi, startBrowserSession } from './session';

// Long journeys (several payments; two browsers): three times the usual time.
test.slow();

// Account settings and saved payment methods (issue 15): a declined card is never saved, the same
// card paid with twice is saved once, the owner removes it; the person's details, the company's
// name and address (the invoice's Bill to), and a password change that signs out the other browser.

async function fillCard(page: Page, number: string) {
  const card = page.getByRole('form', { name: 'Card' });
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiry date').fill('12/30');
  await card.getByLabel('CVC').fill('123');
  await card.getByLabel('Cardholder name').fill('Dana Whitfield');
  await card.getByLabel('Zip code').fill('M5V 2T6');
  return card;
}

/**
 * Opens the order's Pay and pays with a card typed anew (after choosing "A new card" when a card
 * is saved); `declinedFirst` is tried first and declined.
 */
async function payWithNewCard(
  page: Page,
  order: PlacedOrder,
  number: string,
  options: { declinedFirst?: string; cardSaved?: boolean } = {},
) {
  const { declinedFirst } = options;
  const amount = formatMoney(order.amountDueCents, 'CAD');
  await page.goto(orderPath(order.id));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  if (options.cardSaved) {
    // The saved card is chosen first (the default).
    await expect(page.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    await page.getByRole('radio', { name: 'A new card' }).check();
  }
  if (declinedFirst) {
    await (await fillCard(page, declinedFirst)).getByRole('button', { name: `Pay ${amount}` }).click();
    const failed = page.getByRole('dialog', { name: 'Payment Failed' });
    await expect(failed).toBeVisible();
    await failed.getByRole('button', { name: 'Retry Payment' }).click();
    await expect(page.locator('dialog[open]')).toHaveCount(0);
  }
  await (await fillCard(page, number)).getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page.getByText(/The card is pre-authorised and will be charged on /)).toBeVisible();
}

test('a declined card is not saved, the same card twice is saved once, and the owner removes it', async ({
  page,
  request,
}) => {
  const signedUp = await signUpThroughApi(request, newContractor('Card Saver'));
  const first = await placeOrderThroughApi(request, signedUp.tokens.token);
  const second = await placeOrderThroughApi(request, signedUp.tokens.token, { daysAhead: 31 });
  await startBrowserSession(page, signedUp.tokens);

  await payWithNewCard(page, first, '4242 4242 4242 4242', { declinedFirst: '4000 0000 0000 0002' });
  await payWithNewCard(page, second, '4242 4242 4242 4242', { cardSaved: true });

  await page.goto(appRoutes.home);
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(appRoutes.settings);
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  const methods = page.getByRole('list', { name: 'Saved payment methods' });
  await expect(methods.getByRole('listitem')).toHaveCount(1);
  await expect(methods.getByRole('listitem')).toContainText('Visa •••• 4242');
  await expect(methods.getByRole('listitem')).toContainText('Default');
  await expect(page.getByText('•••• 0002')).toHaveCount(0);
  await expectNoAxeViolations(page, { include: 'main' });

  await page.getByRole('button', { name: 'Remove Visa •••• 4242' }).click();
  await expectNoAxeViolations(page, { include: 'main' });
  await page.getByRole('button', { name: 'Yes, remove Visa •••• 4242' }).click();
  await expect(page.getByText('Visa •••• 4242 was removed.')).toBeVisible();
  await expect(page.getByText('No saved payment methods.', { exact: false })).toBeVisible();
});

test("the person's details, the company's name and address on the invoice, and a password change that signs out the other browser", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const contractor = newContractor('Settings Owner');
  const signedUp = await signUpThroughApi(request, contractor);
  const order = await placeOrderThroughApi(request, signedUp.tokens.token);
  await startBrowserSession(page, signedUp.tokens);

  await page.goto(appRoutes.settings);
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await expectNoAxeViolations(page, { include: 'main' });

  // The details: a name, and an email that another account has (said on its field, nothing lost).
  const details = page.getByRole('form', { name: 'Your details' });
  const other = await signUpThroughApi(request, newContractor('Settings Other'));
  const otherEmail = (await gql<{ me: { email: string } }>(request, '{ me { email } }', {}, other.tokens.token)).data!
    .me.email;
  await details.getByLabel('Full name').fill('Dana Whitfield');
  await details.getByLabel('Email').fill(otherEmail);
  await details.getByRole('button', { name: 'Save your details' }).click();
  await expect(details.getByText('An account with this email already exists')).toBeVisible();
  await expect(details.getByLabel('Full name')).toHaveValue('Dana Whitfield');
  await details.getByLabel('Email').fill(contractor.email);
  await details.getByRole('button', { name: 'Save your details' }).click();
  await expect(details.getByText('Your details are saved.')).toBeVisible();

  // The company: its name and address for invoices.
  const company = page.getByRole('form', { name: 'Your company' });
  await expect(company.getByLabel('Company name')).toHaveValue(/'s company$/);
  await company.getByLabel('Company name').fill('Keystone Builders Ltd');
  await company.getByLabel('Street address').fill('200 Bay St');
  await company.getByLabel('City').fill('Toronto');
  await company.getByLabel('Province or state').fill('ON');
  await company.getByLabel('Postal code').fill('90210');
  await company.getByRole('button', { name: 'Save the company' }).click();
  await expect(company.getByText('Invalid')).toBeVisible();
  await company.getByLabel('Postal code').fill('m5j 2j2');
  await company.getByRole('button', { name: 'Save the company' }).click();
  await expect(company.getByText('Saved: invoices bill to this name and address.')).toBeVisible();
  await expect(company.getByLabel('Postal code')).toHaveValue('M5J 2J2');

  await page.goto(orderPath(order.id));
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the invoice (PDF)' }).click();
  const pdf = await readPdf(readFileSync(await (await downloading).path()));
  const lines = pdf.pageTexts[0]!.split('\n');
  const billTo = lines.indexOf('Keystone Builders Ltd');
  expect(billTo).toBeGreaterThan(-1);
  expect(lines.slice(billTo)).toEqual(expect.arrayContaining(['200 Bay St', 'Toronto, ON M5J 2J2', 'Canada']));

  // Another browser signed in as the same person.
  const signedIn = await gql<{ signIn: { mainToken: string } }>(
    request,
    'mutation($input: SignInInput!) { signIn(input: $input) { mainToken } }',
    { input: { login: contractor.email, password: contractor.password } },
  );
  const elsewhere = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.250.1.1' } });
  const otherPage = await elsewhere.newPage();
  await startBrowserSession(otherPage, {
    token: signedIn.headers['authorization']!.replace(/^Bearer /, ''),
    refreshToken: signedIn.headers['x-refresh-token']!,
    mainToken: signedIn.data!.signIn.mainToken,
  });
  await otherPage.goto(appRoutes.settings);
  await expect(otherPage.getByRole('heading', { name: 'Your details' })).toBeVisible();

  await page.goto(appRoutes.settings);
  const password = page.getByRole('form', { name: 'Change your password' });
  await password.getByLabel('Current password').fill('Wrong2024x');
  await password.getByLabel('New password', { exact: true }).fill('Granite2025');
  await password.getByLabel('Confirm new password').fill('Granite2025');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('The current password is not correct')).toBeVisible();
  await expect(password.getByLabel('New password', { exact: true })).toHaveValue('Granite2025');
  await password.getByLabel('Current password').fill(contractor.password);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Your password is changed. You were signed out everywhere else.')).toBeVisible();

  // The other browser is signed out at its next request; this one stays signed in.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/sign-in\?next=%2Fapp%2Fsettings$/);
  await elsewhere.close();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('Full name')).toHaveValue('Dana Whitfield');
});
