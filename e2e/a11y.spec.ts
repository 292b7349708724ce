import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { appRoutes, marketingRoutes } from '@/lib/routes';

import { expect, test } from './fixtures';
import { networkSettled } from './network';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per failing element: rule, impact, selector and what to fix, readable in a test report. */
function describeViolations(results: AxeResults): string {
  return results.violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `- ${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}\n` +
          `    at ${node.target.join(' ')}\n` +
          `    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}\n` +
          `    ${violation.helpUrl}`,
      ),
    )
    .join('\n');
}

async function expectNoViolations(page: Page) {
  // Fonts and lazy images settled, so colour contrast is measured on the final rendering.
  await networkSettled(page);
  await page.evaluate(() => document.fonts.ready);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const where = `${page.url()} at ${test.info().project.name}`;
  expect(results.violations, `axe found violations on ${where}:\n${describeViolations(results)}`).toEqual([]);
}

test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  // Scan the resting state: no carousel sliding or element fading in while axe measures.
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  for (const route of marketingRoutes) {
    test(`${route.path} has no violations`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expectNoViolations(page);
    });
  }

  test('a job page (/career/[id]) with its application form has no violations', async ({ page }) => {
    await page.goto('/career');
    await page.getByRole('list', { name: 'Open positions' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/career\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Apply for this position' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Send application' })).toBeVisible();
    await expectNoViolations(page);
  });

  test(`${appRoutes.home} has no violations`, async ({ page }) => {
    const response = await page.goto(appRoutes.home);
    expect(response?.status()).toBe(200);
    await expectNoViolations(page);
  });

  test.describe('unknown path', () => {
    // The browser logs the document's own 404 status; that one is expected here.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('the 404 page has no violations', async ({ page }) => {
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      await expectNoViolations(page);
    });
  });
});
