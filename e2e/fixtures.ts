import { test as base, expect } from '@playwright/test';

interface ErrorWatch {
  /** Console errors a test expects (the 404 page's own status, say). */
  allowedConsoleErrors: RegExp[];
  pageErrors: string[];
}

/**
 * Every end-to-end test fails on an uncaught page error or a console error (hydration errors
 * included), so a page that works but throws in the background does not pass.
 */
export const test = base.extend<ErrorWatch>({
  allowedConsoleErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
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
