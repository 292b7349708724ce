import type { Locator, Page } from '@playwright/test';

import { appRoutes, driverRoutes, supplierRoutes } from '../lib/app-routes';
import { SESSION_STORAGE_KEY } from '../lib/apollo/session';

import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { invitationLinkMailedTo } from './outbox';
import {
  DEMO_DISPATCHER,
  gql,
  newContractor,
  signInDispatcher,
  signUpThroughApi,
  startBrowserSession,
} from './session';

/**
 * The account menu of every workspace (contractor app, supplier workspace, driver app), at the
 * project's width (desktop, tablet, a 390px phone): who is signed in, for which company and in
 * which role, the other companies to switch to, the settings of their workspace, and Sign out.
 */

const SUPPLIER = 'NorthPeak Ready Mix';

/** The header's account button of this person. */
const accountButton = (page: Page, fullName: string) =>
  page.getByRole('banner').getByRole('button', { name: `Account: ${fullName}` });

/** Opens the menu; its panel (the element the button controls). */
async function openMenu(page: Page, fullName: string): Promise<Locator> {
  const button = accountButton(page, fullName);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeVisible();
  return panel;
}

/** The panel's "Company" and "Role". */
async function expectCompanyAndRole(panel: Locator, company: string, role: string) {
  await expect(panel.getByRole('term')).toHaveText(['Company', 'Role']);
  await expect(panel.getByRole('definition')).toHaveText([company, role]);
}

/** Nothing wider than the screen, the open panel included. */
async function expectWithinScreen(page: Page, panel: Locator) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

async function signOutFrom(page: Page, panel: Locator) {
  await panel.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();
}

test('the demo dispatcher: name, company and role, keyboard, settings and sign-out in the supplier workspace', async ({
  page,
  request,
}) => {
  const fullName = `${SUPPLIER} Dispatch`;
  await startBrowserSession(page, await signInDispatcher(request));
  await page.goto(supplierRoutes.home);

  const button = accountButton(page, fullName);
  await expect(button).toHaveText(fullName);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  let panel = await openMenu(page, fullName);
  await expect(panel.getByText(fullName, { exact: true })).toBeVisible();
  await expect(panel.getByText(DEMO_DISPATCHER.login, { exact: true })).toBeVisible();
  await expectCompanyAndRole(panel, SUPPLIER, 'Dispatcher / manager');
  await expectWithinScreen(page, panel);
  await expectNoAxeViolations(page, { include: 'header', what: 'the supplier workspace’s open account menu' });

  // A click outside closes it; by keyboard, Escape closes it and focus is back on the button, visibly.
  // (The screen's bottom-left corner: the container's margin, never under the panel.)
  await page.mouse.click(4, page.viewportSize()!.height - 4);
  await expect(panel).toBeHidden();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link').or(panel.getByRole('button')).first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveCSS('outline-style', 'solid');

  panel = await openMenu(page, fullName);
  await panel.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(supplierRoutes.settings);
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('Full name')).toHaveValue(fullName);

  await signOutFrom(page, await openMenu(page, fullName));
});

test('a new contractor: their company and Owner, the app’s settings, sign-out', async ({ page, request }) => {
  const contractor = newContractor('Menu Owner');
  const signedUp = await signUpThroughApi(request, contractor);
  await startBrowserSession(page, signedUp.tokens);
  await page.goto(appRoutes.home);

  const panel = await openMenu(page, contractor.fullName);
  await expect(panel.getByText(contractor.email, { exact: true })).toBeVisible();
  await expectCompanyAndRole(panel, signedUp.companyName, 'Owner');
  await expect(panel.getByText('Switch to')).toHaveCount(0);
  await expectWithinScreen(page, panel);
  await expectNoAxeViolations(page, { include: 'header', what: 'the app’s open account menu' });
  // The header no longer prints "… (contractor) · Owner" beside the menu.
  await expect(page.getByRole('banner').getByText(/\(contractor\) ·/)).toHaveCount(0);

  await panel.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(appRoutes.settings);
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();

  await signOutFrom(page, await openMenu(page, contractor.fullName));
  await page.goto(appRoutes.home);
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fapp$/);
});

test('a contractor who also drives for a supplier switches to it from the menu, and changes their name in the driver app', async ({
  page,
  request,
}) => {
  const person = newContractor('Menu Driver');
  const signedUp = await signUpThroughApi(request, person);
  const dispatcher = await signInDispatcher(request);
  const invited = await gql(
    request,
    'mutation($input: InvitationCreateInput!) { invitationCreate(input: $input) { id } }',
    { input: { email: person.email, role: 'partner_driver' } },
    dispatcher.token,
  );
  expect(invited.errors).toBeUndefined();
  const accepted = await gql(
    request,
    'mutation($token: String!) { invitationAccept(token: $token) { status } }',
    { token: invitationLinkMailedTo(person.email).split('/').at(-1)! },
    signedUp.tokens.mainToken,
  );
  expect(accepted.errors).toBeUndefined();
  await startBrowserSession(page, signedUp.tokens);
  await page.goto(appRoutes.home);

  let panel = await openMenu(page, person.fullName);
  await expectCompanyAndRole(panel, signedUp.companyName, 'Owner');
  await expect(panel.getByRole('list', { name: 'Switch to' }).getByRole('button')).toHaveText([
    `${SUPPLIER} (supplier) · Driver`,
  ]);
  await expectWithinScreen(page, panel);
  await expectNoAxeViolations(page, { include: 'header', what: 'the account menu with a company to switch to' });
  await panel.getByRole('button', { name: `${SUPPLIER} (supplier) · Driver` }).click();
  await expect(page).toHaveURL(driverRoutes.home);

  // The driver app has the same menu, now for the supplier, and the driver's own settings.
  panel = await openMenu(page, person.fullName);
  await expectCompanyAndRole(panel, SUPPLIER, 'Driver');
  await expect(panel.getByRole('list', { name: 'Switch to' }).getByRole('button')).toHaveText([
    `${signedUp.companyName} (contractor) · Owner`,
  ]);
  await expectWithinScreen(page, panel);
  await expectNoAxeViolations(page, { include: 'header', what: 'the driver app’s open account menu' });
  await panel.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(driverRoutes.settings);
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('Full name').fill('Devon Wheeler');
  await details.getByRole('button', { name: 'Save your details' }).click();
  await expect(details.getByText('Your details are saved.')).toBeVisible();
  await expect(accountButton(page, 'Devon Wheeler')).toHaveText('Devon Wheeler');
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to your loads' })).toHaveAttribute(
    'href',
    driverRoutes.home,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await expectNoAxeViolations(page, { what: 'the driver’s settings' });

  await signOutFrom(page, await openMenu(page, 'Devon Wheeler'));
});
