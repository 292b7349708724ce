import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect } from './fixtures';

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeScan {
  /** Only this part of the page (a CSS selector), e.g. 'main' or 'dialog[open]'. */
  include?: string;
  /** What is scanned, for the failure message; the page's address by default. */
  what?: string;
}

/**
 * axe (WCAG 2.1 A and AA) on the page as it has settled: its title, which a navigation in the
 * browser sets a moment after the content (axe's document-title rule would otherwise see none),
 * its fonts, and its running CSS animations (a dialog fading in), so colour contrast is measured on
 * the final rendering, not on a half-transparent frame.
 */
export async function expectNoAxeViolations(page: Page, { include, what }: AxeScan = {}): Promise<void> {
  await expect(page).toHaveTitle(/\S/);
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          // Endless ones (a spinner) never finish: only those that end are waited for.
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  const builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(
    violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
    `axe on ${what ?? page.url()}`,
  ).toEqual([]);
}
