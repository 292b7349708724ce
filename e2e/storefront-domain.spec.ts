import type { APIRequestContext } from '@playwright/test';

import { supplierRoutes } from '../lib/app-routes';

import { expectNoAxeViolations } from './axe';
import { expect, notDesktop, SAME_AT_EVERY_WIDTH, test } from './fixtures';
import { networkSettled } from './network';
import { gql, signInDispatcher, startBrowserSession } from './session';

/**
 * A supplier's own domain: the owner connects shop.northpeak.test on the workspace's storefront
 * page, sees the records to add, and verifies it (the server's HTTP check reaches this server,
 * STOREFRONT_DOMAIN_RESOLVE in playwright.config.ts, and the proxy answers the token). Requests
 * with that Host then get NorthPeak's storefront at /, with the domain's own canonical URL,
 * sitemap.xml, robots.txt and security policy, and none of the marketplace's workspace. An
 * unknown host, and the domain once removed, get the page that says it is not connected.
 */

const DOMAIN = 'shop.northpeak.test';
const DEMO_OWNER = { login: 'owner@northpeak.example', password: 'Dispatch2026!' };
const NOT_CONNECTED = 'This domain is not connected to a BuildMarket storefront';

const onHost = (request: APIRequestContext, path: string, host = DOMAIN) =>
  request.get(path, { headers: { host }, maxRedirects: 0 });

test('a verified domain serves the storefront at /, with its own canonical, sitemap and robots, and nothing else', async ({
  page,
  request,
  baseURL,
}) => {
  test.skip(notDesktop({ viewport: page.viewportSize() }), SAME_AT_EVERY_WIDTH);
  test.setTimeout(120_000);
  const tokens = await signInDispatcher(request, DEMO_OWNER);
  // A retry starts from no domain.
  expect((await gql(request, 'mutation { supplierDomainRemove }', {}, tokens.mainToken)).errors).toBeUndefined();

  await startBrowserSession(page, tokens);
  await page.goto(supplierRoutes.storefront);
  const section = page.getByRole('region', { name: 'Your domain' });
  await section.getByRole('textbox', { name: 'Domain' }).fill('https://');
  await section.getByRole('button', { name: 'Add domain' }).click();
  await expect(section.getByText(/Enter a domain such as shop\.example\.com/)).toBeVisible();
  await section.getByRole('textbox', { name: 'Domain' }).fill(DOMAIN);
  await section.getByRole('button', { name: 'Add domain' }).click();
  await expect(section.getByText(`${DOMAIN}:`)).toBeVisible();
  await expect(section.getByText('not verified yet', { exact: false })).toBeVisible();
  const records = section.getByRole('table', { name: `DNS records for ${DOMAIN}` });
  await expect(records.getByRole('row', { name: /CNAME/ })).toContainText('localhost');
  await expect(records.getByRole('row', { name: /TXT/ })).toContainText(`_buildmarket-verify.${DOMAIN}`);
  await expect(records.getByRole('row', { name: /TXT/ })).toContainText('buildmarket-verify=');
  await networkSettled(page);
  await expectNoAxeViolations(page, { include: 'main', what: 'the storefront page with a domain to verify' });

  // Not verified yet: the host serves no storefront.
  const before = await onHost(request, '/');
  expect(before.status()).toBe(404);
  expect(await before.text()).toContain(NOT_CONNECTED);

  await section.getByRole('button', { name: 'Verify domain' }).click();
  await expect(section.getByText(/verified .* by its verification address/)).toBeVisible();
  await expect(section.getByRole('link', { name: `http://${DOMAIN}/` })).toBeVisible();

  // The storefront at the root of the domain, under the storefront's own policy.
  const home = await onHost(request, '/');
  expect(home.status()).toBe(200);
  const html = await home.text();
  expect(html).toContain('NorthPeak Ready Mix');
  // The domain's root, as Next.js writes an origin's URL (no trailing slash), never the marketplace's.
  expect(html).toContain(`<link rel="canonical" href="http://${DOMAIN}"/>`);
  expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(home.headers()['x-frame-options']).toBe('DENY');
  // Buy now goes straight to the marketplace's order flow (SITE_URL), not through the domain's redirect.
  const orderLinks = [...html.matchAll(/<a href="([^"]+)"[^>]*aria-label="(?:Buy|Rent) now: /g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  );
  expect(orderLinks.length).toBeGreaterThan(0);
  for (const href of orderLinks) {
    expect(href).toMatch(new RegExp(`^${baseURL}/app/order\\?supplier=northpeak-ready-mix&productId=`));
  }
  expect(html).toContain(`href="${baseURL}/"`);
  expect((await request.get(orderLinks[0]!, { maxRedirects: 0 })).status()).toBe(200);

  const sitemap = await onHost(request, '/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(urls).toEqual([`http://${DOMAIN}/`]);
  const robots = await onHost(request, '/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: http://${DOMAIN}/sitemap.xml`);

  // Nothing of the marketplace's workspace on the domain: it is sent to the marketplace.
  for (const path of ['/app', '/supplier', '/sign-in', '/s/capital-aggregates']) {
    const answer = await onHost(request, path);
    expect(answer.status(), path).toBe(307);
    // To the marketplace's address. Next.js shortens a redirect to the host it serves on to a path;
    // here the marketplace (SITE_URL) is that very host, so the path is what it answers. On a real
    // deployment the marketplace's host is not the one the server listens on, and it stays whole.
    const location = answer.headers()['location'] ?? '';
    expect(new URL(location, baseURL).href, path).toBe(`${baseURL}${path}`);
    expect(location.startsWith(`http://${DOMAIN}`), path).toBe(false);
  }

  // A host no supplier has.
  const unknown = await onHost(request, '/', 'unknown-shop.example.test');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain(NOT_CONNECTED);
  expect((await onHost(request, '/app', 'unknown-shop.example.test')).status()).toBe(404);

  // Removed: the host is disconnected at once.
  await section.getByRole('button', { name: 'Remove domain' }).click();
  await expect(section.getByRole('table')).toHaveCount(0);
  const after = await onHost(request, '/');
  expect(after.status()).toBe(404);
  expect(await after.text()).toContain(NOT_CONNECTED);
});
