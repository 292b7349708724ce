import { dynamicRoutePaths } from '../tests/support/dynamic-routes';
import { expect, test } from './fixtures';

// Requests that are not well formed answer 400 with a code on the built server, never a 500
// (issue 33, item 4): a path whose percent-encoding does not decode, on every dynamic route (Next.js
// alone answers those a bare 500 before any route runs; proxy.ts answers them), and a GraphQL GET
// whose variables are not JSON.

const MALFORMED_PATHS = ['%E0%A4%A', '%ZZ'].flatMap((segment) => dynamicRoutePaths(segment));

test.describe('malformed requests', () => {
  test('a path that does not decode answers 400 BAD_REQUEST on every dynamic route', async ({ request }) => {
    expect(MALFORMED_PATHS).toContain('/s/%E0%A4%A');
    for (const path of MALFORMED_PATHS) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await request.fetch(path, { method, maxRedirects: 0 });
        expect(response.status(), `${method} ${path}`).toBe(400);
        expect(await response.json(), `${method} ${path}`).toMatchObject({ error: { code: 'BAD_REQUEST' } });
        expect(response.headers()['x-content-type-options'], 'the security headers').toBe('nosniff');
      }
    }
  });

  test('a GraphQL GET whose variables are not JSON answers 400 BAD_REQUEST', async ({ request }) => {
    for (const parameter of ['variables', 'extensions']) {
      const response = await request.get(`/api/gql?query=%7B__typename%7D&${parameter}=%7B`);
      expect(response.status()).toBe(400);
      expect(await response.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
    }
  });
});

test.describe('a visitor following a broken storefront link', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('gets a page that says the address is not valid, with its code, not a server error', async ({ page }) => {
    const response = await page.goto('/s/%E0%A4%A');
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This address is not valid');
    await expect(page.getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/');
    await expect(page.locator('body')).toContainText('BAD_REQUEST');
  });
});
