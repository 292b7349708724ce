import type { APIRequestContext } from '@playwright/test';
import robotsParser from 'robots-parser';

import { appRoutes, driverRoutes, marketingRoutes, supplierRoutes } from '@/lib/routes';

import { expect, test } from './fixtures';

/** The sitemap's URLs; their origin is the canonical origin the build was made with. */
async function sitemapUrls(request: APIRequestContext): Promise<URL[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? ''));
}

test.describe('search engines', () => {
  test('sitemap.xml lists every marketing route once, as absolute URLs on one origin', async ({ request }) => {
    const urls = await sitemapUrls(request);
    expect(urls.map((url) => url.pathname).sort()).toEqual(marketingRoutes.map((route) => route.path).sort());
    expect(new Set(urls.map((url) => url.origin)).size).toBe(1);
  });

  test('robots.txt, read as a crawler reads it, allows every page of the sitemap and keeps crawlers out of the workspaces and the API', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const urls = await sitemapUrls(request);
    const [origin] = new Set(urls.map((url) => url.origin));
    // robots-parser: the Robots Exclusion Protocol as Google applies it (longest match, `*`, `$`).
    const rules = robotsParser(`${origin}/robots.txt`, await response.text());
    const crawler = 'Googlebot';
    expect(urls.filter((url) => !rules.isAllowed(url.toString(), crawler)).map(String)).toEqual([]);
    const workspaces = [
      appRoutes.home,
      appRoutes.orders,
      supplierRoutes.home,
      supplierRoutes.catalogue,
      driverRoutes.home,
    ];
    const reachable = [...workspaces, '/api/gql'].filter((path) => !rules.isDisallowed(`${origin}${path}`, crawler));
    expect(reachable).toEqual([]);
    expect(rules.getSitemaps()).toEqual([`${origin}/sitemap.xml`]);
  });

  test('every marketing page has its own title, a description, a canonical URL, an Open Graph image and organization data', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const [origin] = new Set((await sitemapUrls(request)).map((url) => url.origin));
    const titles = new Map<string, string>();

    for (const route of marketingRoutes) {
      await page.goto(route.path);
      const where = `on ${route.path}`;

      const title = await page.title();
      expect(title, `title ${where}`).toContain(route.title);
      expect(titles.get(title), `title "${title}" ${where} is also the title of`).toBeUndefined();
      titles.set(title, route.path);

      await expect(page.locator('meta[name="description"]'), `description ${where}`).toHaveAttribute(
        'content',
        route.description,
      );
      // Compared as URLs: Next.js writes the home page's canonical without its trailing slash.
      const pageUrl = new URL(route.path, origin).toString();
      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical, `one canonical link ${where}`).toHaveCount(1);
      expect(new URL((await canonical.getAttribute('href')) ?? '').toString(), `canonical ${where}`).toBe(pageUrl);
      const ogUrl = await page.locator('meta[property="og:url"]').getAttribute('content');
      expect(new URL(ogUrl ?? '').toString(), `og:url ${where}`).toBe(pageUrl);
      await expect(page.locator('meta[name="twitter:card"]'), `twitter:card ${where}`).toHaveAttribute(
        'content',
        'summary_large_image',
      );

      const ogImage = page.locator('meta[property="og:image"]');
      await expect(ogImage, `one og:image ${where}`).toHaveCount(1);
      const imageUrl = new URL((await ogImage.getAttribute('content')) ?? '');
      expect(imageUrl.origin, `og:image ${where} is absolute on the canonical origin`).toBe(origin);

      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      const organization = scripts
        .map(
          (text) => JSON.parse(text) as { '@type'?: string; address?: { '@type': string; addressLocality: string }[] },
        )
        .find((data) => data['@type'] === 'Organization');
      expect(organization, `organization JSON-LD ${where}`).toBeDefined();
      expect(organization?.address?.map((address) => address['@type'])).toEqual([
        'PostalAddress',
        'PostalAddress',
        'PostalAddress',
      ]);
      expect(organization?.address?.map((address) => address.addressLocality).sort()).toEqual([
        'Ottawa',
        'San Francisco',
        'Toronto',
      ]);
    }
  });

  test('the Open Graph image is a 1200x630 PNG', async ({ page, request }) => {
    await page.goto('/');
    const imageUrl = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '');
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    // Fetched from this server: the build's canonical origin may be another host.
    const response = await request.get(imageUrl.pathname + imageUrl.search);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    // The PNG header's IHDR chunk holds the width and height as big-endian integers.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
