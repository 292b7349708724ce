import { marketingRoutes, routes } from '@/lib/routes';

import { expect, test } from './fixtures';
import { networkSettled } from './network';
import { MARKETING_FIRST_LOAD_BUDGET_BYTES, weighScripts } from './script-budget';

/**
 * Every marketing page's first load (issue 38): the page's own JavaScript, compressed as it came
 * over the wire, at most 150 kB, and no form code (react-hook-form, zod) until the visitor scrolls
 * to a form or focuses it. The footer's form on every page says which it is: `data-state` is
 * `loading` while it is the server-rendered placeholder, `ready` once its code has replaced it.
 */

test.describe('marketing pages’ first-load JavaScript', () => {
  for (const route of marketingRoutes) {
    test(`${route.path} loads at most 150 kB of its own JavaScript and no form code`, async ({ page }) => {
      const scripts = await weighScripts(page);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await networkSettled(page);
      const total = scripts.total();
      test
        .info()
        .annotations.push({ type: `${route.path} JavaScript`, description: `${(total / 1000).toFixed(1)} kB` });
      expect(total, `${scripts.count()} scripts`).toBeLessThanOrEqual(MARKETING_FIRST_LOAD_BUDGET_BYTES);
      await expect(page.getByRole('form', { name: 'Get in touch' })).toHaveAttribute('data-state', 'loading');
    });
  }
});

test.describe('form code when the visitor gets there', () => {
  test('the footer’s form becomes interactive once the visitor scrolls towards it', async ({ page }) => {
    await page.goto(routes.home.path);
    await networkSettled(page);
    const form = page.getByRole('form', { name: 'Get in touch' });
    await expect(form).toHaveAttribute('data-state', 'loading');
    await page.mouse.move(10, 10);
    await page.mouse.wheel(0, 100_000);
    await expect(form).toHaveAttribute('data-state', 'ready');
  });

  test('a form in view from the start becomes interactive on focus, keeping what was typed', async ({ page }) => {
    await page.goto(routes.bookDemo.path);
    await networkSettled(page);
    const form = page.getByRole('form', { name: 'Demo request' });
    const send = form.getByRole('button', { name: 'Request a demo' });
    await expect(send).toBeDisabled();
    await form.getByLabel('Full name').pressSequentially('Sam Okafor');
    await expect(send).toBeEnabled();
    await expect(form.getByLabel('Full name')).toHaveValue('Sam Okafor');
  });
});
