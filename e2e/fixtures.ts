import { test as base, expect } from '@playwright/test';

import { trackRequests } from './network';

interface ErrorWatch {
  /** Console errors a test expects (the 404 page's own status, say). */
  allowedConsoleErrors: RegExp[];
  pageErrors: string[];
}

let issuedAddresses = 0;

/**
 * A client address no other test of this run uses, for the `x-forwarded-for` header the server
 * reads as the visitor's address (it runs with TRUST_PROXY=1: the test runner plays the load
 * balancer). The API's rate limits count per address (sign-up: 5 an hour),
 * and every test reaches the server from 127.0.0.1: without this, the suite itself would trip them.
 * Unique across workers (each has its own index) and within one (a counter).
 */
export function newClientAddress(): string {
  issuedAddresses += 1;
  const worker = test.info().workerIndex;
  return `10.${worker % 250}.${Math.floor(issuedAddresses / 250) % 250}.${(issuedAddresses % 250) + 1}`;
}

/**
 * Every end-to-end test fails on an uncaught page error or a console error (hydration errors
 * included), so a page that works but throws in the background does not pass. Every test is also
 * a visitor of its own (see `newClientAddress`), for its pages and its API calls alike.
 */
export const test = base.extend<ErrorWatch>({
  // (`provide` is Playwright's `use`: named so the React hooks lint rule does not mistake it.)
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': newClientAddress() });
  },
  allowedConsoleErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      trackRequests(page);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
        errors.push(`console error: ${text} (${message.location().url})`);
      });
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The spec's desktop layout starts at 1025px. */
const DESKTOP_MIN_WIDTH = 1025;

/**
 * For `test.skip(notDesktop, SAME_AT_EVERY_WIDTH)` in a describe block: checks of copy, links and
 * data that the layout does not change run at desktop width only (CI time); what the layout
 * changes (visibility, fit, navigation, axe) runs at all three widths.
 */
export const notDesktop = ({ viewport }: { viewport: { width: number } | null }) =>
  (viewport?.width ?? 0) < DESKTOP_MIN_WIDTH;
export const SAME_AT_EVERY_WIDTH = 'the copy, links and data are the same at every width';
