import { marketingRoutes } from '@/lib/routes';

import { expect, test } from './fixtures';

test.describe('every route of the spec', () => {
  for (const route of marketingRoutes) {
    test(`${route.path} answers 200 with its heading, header, footer and anchor sections`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      for (const anchor of route.anchors) {
        await expect(page.locator(`section#${anchor.id}`)).toHaveCount(1);
      }
    });
  }

  test('/app answers 200 and sends a signed-out visitor to sign in, then back', async ({ page }) => {
    const response = await page.goto('/app');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fapp$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test.describe('unknown path', () => {
    // The browser logs the document's own 404 status; that one is expected here.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('an unknown path shows the designed 404 page', async ({ page }) => {
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Contractors: order materials' }).click();
      await expect(page).toHaveURL(/\/contractors\/order$/);
    });
  });
});
