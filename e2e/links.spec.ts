import type { APIRequestContext, Page } from '@playwright/test';

import { EXTERNAL_LINK_HOSTS, isAllowedLink } from '@/lib/external-links';

import { expect, test } from './fixtures';

/**
 * Every link of every page leads somewhere: the start pages (the sitemap's, a storefront, sign-in
 * and sign-up) are loaded in the browser, so links a client component draws count too; every
 * internal link they hold is requested (no browser: fast), and the pages found that way are read
 * for their links in turn, down to MAX_DEPTH. A link to another site must be to a host of
 * lib/external-links.ts; those are not requested (the tests have no internet).
 */
const EXTRA_START_PATHS = ['/s/northpeak-ready-mix', '/sign-in', '/sign-up'];
/** Start pages are depth 0; pages found there are read for their links too, but not deeper. */
const MAX_DEPTH = 1;
/** A bound on the requests, so a page that grows a link per product cannot make the test crawl. */
const MAX_URLS = 600;
const PARALLEL_REQUESTS = 6;

/** Not followed: the API (its downloads need a session; its own tests cover it). */
const isSkipped = (url: URL) => url.pathname === '/api' || url.pathname.startsWith('/api/');

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const decode = (value: string) => value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

/** The href of every <a> in server-rendered HTML. */
const hrefsOfHtml = (html: string): string[] =>
  [...html.matchAll(/<a\b[^>]*?\shref=(?:"([^"]*)"|'([^']*)')/gi)].map((match) => decode(match[1] ?? match[2] ?? ''));

/** The href of every <a> on the loaded page, as written (the browser's DOM, after hydration). */
const hrefsOnPage = (page: Page): Promise<string[]> =>
  page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

test('every link of every page leads to a page, and links leave only for the allowed hosts', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const site = new URL(baseURL ?? 'http://localhost');
  const startPaths = [...new Set([...(await sitemapPaths(request)), ...EXTRA_START_PATHS])];
  // The canonical origin the build wrote into absolute links (the sitemap's): the same site.
  const sitemap = await request.get('/sitemap.xml');
  const canonical = new URL(/<loc>([^<]+)<\/loc>/.exec(await sitemap.text())?.[1] ?? site.href).origin;

  const seen = new Map<string, string>(); // internal URL → the page that first linked to it
  const queue: { url: URL; depth: number }[] = [];
  const foreign: string[] = [];
  const broken: string[] = [];

  /** Files a link: internal ones are queued once, external ones checked against the list. */
  const collect = (hrefs: string[], from: string, depth: number) => {
    for (const href of hrefs) {
      if (href === '' || href.startsWith('#')) continue;
      const url = new URL(href, new URL(from, site));
      const internal = url.origin === site.origin || url.origin === canonical;
      if (!internal) {
        if (!isAllowedLink(url.href, site.origin)) foreign.push(`${url.href} (on ${from})`);
        continue;
      }
      const target = new URL(url.pathname + url.search, site);
      if (isSkipped(target) || seen.has(target.href)) continue;
      seen.set(target.href, from);
      queue.push({ url: target, depth });
    }
  };

  for (const path of startPaths) {
    const response = await page.goto(path);
    expect(response?.status(), `${path} answers`).toBeLessThan(400);
    seen.set(new URL(path, site).href, '(start)');
    collect(await hrefsOnPage(page), path, 1);
  }

  let checked = 0;
  while (queue.length > 0) {
    expect(seen.size, 'the crawl stays bounded').toBeLessThanOrEqual(MAX_URLS);
    const batch = queue.splice(0, PARALLEL_REQUESTS);
    await Promise.all(
      batch.map(async ({ url, depth }) => {
        const response = await request.get(url.href, { maxRedirects: 5 });
        checked += 1;
        if (response.status() >= 400) {
          broken.push(`${url.pathname}${url.search} answered ${response.status()} (linked from ${seen.get(url.href)})`);
          return;
        }
        const html = (response.headers()['content-type'] ?? '').includes('text/html');
        if (html && depth <= MAX_DEPTH) {
          collect(hrefsOfHtml(await response.text()), url.pathname + url.search, depth + 1);
        }
      }),
    );
  }

  expect(broken, 'links that lead nowhere').toEqual([]);
  expect(foreign, `links to hosts outside lib/external-links.ts (${EXTERNAL_LINK_HOSTS.join(', ')})`).toEqual([]);
  // The crawl did reach the pages: the demo request and the app's install page among them.
  expect(checked).toBeGreaterThan(startPaths.length);
  expect([...seen.keys()]).toEqual(expect.arrayContaining([new URL('/book-demo', site).href]));
});
