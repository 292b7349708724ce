import type { Page } from '@playwright/test';

/**
 * The marketing pages' first-load JavaScript budget, and the storefront's (issue 38; the same bar
 * as scripts/bench-pages/settings.mjs, 1 kB = 1000 bytes): what a visitor's browser downloads
 * before they do anything. Forms load their code when the visitor reaches or focuses them.
 */
export const MARKETING_FIRST_LOAD_BUDGET_BYTES = 150 * 1000;

/**
 * Weighs the JavaScript a page loads, compressed as it came over the wire, for the first-load
 * budget checks. Only the page's own scripts: link prefetches (which would count other pages'
 * code) are answered empty. Call before the page loads; `total()` once it has settled.
 */
export async function weighScripts(page: Page): Promise<{ total: () => number; count: () => number }> {
  await page.route('**/*', (route) =>
    route.request().headers()['next-router-prefetch'] ? route.fulfill({ status: 204 }) : route.continue(),
  );
  const scripts = new Map<string, number>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void response
      .request()
      .sizes()
      .then((sizes) => scripts.set(response.url(), sizes.responseBodySize))
      .catch(() => undefined);
  });
  return {
    total: () => [...scripts.values()].reduce((sum, size) => sum + size, 0),
    count: () => scripts.size,
  };
}
