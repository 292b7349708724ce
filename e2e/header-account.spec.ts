import { routes } from '@/lib/routes';

import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { newContractor, signUpThroughApi, startBrowserSession } from './session';

/**
 * The marketing header of a signed-in person: their account menu in place of "Sign in", while the
 * page itself stays the same static page for everyone.
 */
test.describe('the marketing header, signed in', () => {
  // Below the desktop breakpoint the same links sit in the mobile menu (navigation.spec.ts).
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 980, 'the header actions are in the mobile menu');

  test('shows the account menu with the name, the way to the app, and signs out back to "Sign in"', async ({
    page,
    request,
  }) => {
    const contractor = newContractor('Dana Whitfield');
    const signedUp = await signUpThroughApi(request, contractor);
    await startBrowserSession(page, signedUp.tokens);
    await page.goto(routes.about.path);

    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    const account = banner.getByRole('button', { name: `${contractor.fullName}: account menu` });
    await expect(account).toBeVisible();
    await account.click();
    const menu = banner.getByRole('list', { name: 'Account' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expectNoAxeViolations(page, { include: 'header' });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(account).toBeFocused();

    await account.click();
    await menu.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/app\/orders$/);

    await page.goto(routes.about.path);
    await banner.getByRole('button', { name: /account menu$/ }).click();
    await menu.getByRole('button', { name: 'Sign out' }).click();
    await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(window.localStorage))).not.toContain('buildmarket.session');
  });
});
