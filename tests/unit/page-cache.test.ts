import { createHash } from 'node:crypto';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import PageCache, { DEGRADED_PAGE_MS, SOURCE_HEADER } from '@/cache-handler.mjs';
import { setPageCacheSource } from '@/lib/page-cache-source.mjs';

// The page cache (cache-handler.mjs) over Next.js's file-system cache, kept in memory here: what a
// page's responses carry, and which stored pages a server serves.

const FLIGHT = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_HASH = `'sha256-${createHash('sha256').update(FLIGHT).digest('base64')}'`;
const INJECTED = '<script>alert(1)</script>';

type Value = { kind: string; html?: string; headers?: Record<string, string>; body?: Buffer };
type Entry = { value: Value | null; lastModified?: number };

/** The script sources of a response's policy. */
const scriptSources = (headers: Record<string, string> | undefined) =>
  /script-src ([^;]*)/.exec(headers?.['content-security-policy'] ?? '')?.[1]?.split(' ') ?? [];

function newCache() {
  // No directory: Next.js's cache keeps entries in memory only (flushToDisk off).
  return new PageCache({ fs: undefined, flushToDisk: false, serverDistDir: '/nowhere', maxMemoryCacheSize: 1e6 });
}

const page = (html: string): Value => ({ kind: 'APP_PAGE', html, headers: { 'x-next-cache-tags': '_N_T_/s/x' } });
const context = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

beforeEach(() => setPageCacheSource('database one'));
afterEach(() => {
  setPageCacheSource(undefined as unknown as string);
  vi.restoreAllMocks();
});

describe('the page cache', () => {
  it('gives the response of a render the policy of the scripts the page itself wrote, not an injected one', async () => {
    const cache = newCache();
    const rendered = page(`<main></main><script>${FLIGHT}</script>${INJECTED}`);
    await cache.set('/s/x', rendered, context);
    // Next.js sends the render's response from the entry it stored: that response carries the policy.
    expect(scriptSources(rendered.headers)).toEqual(["'self'", FLIGHT_HASH]);
    expect(rendered.headers?.[SOURCE_HEADER]).toBeUndefined();

    const served = (await cache.get('/s/x', context)) as Entry;
    expect(scriptSources(served.value?.headers)).toEqual(["'self'", FLIGHT_HASH]);
    expect(served.value?.headers?.['x-next-cache-tags']).toBe('_N_T_/s/x');
    // The source stays in the cache: no response carries it.
    expect(served.value?.headers).not.toHaveProperty(SOURCE_HEADER);
  });

  it('keeps a page made without its data (the API down) for moments, then renders it again', async () => {
    const cache = newCache();
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now);
    await cache.set('/partner-program', page('<p role="status" data-content-unavailable="">Down</p>'), context);
    await cache.set('/about', page('<p>Whole</p>'), context);
    expect(await cache.get('/partner-program', context)).not.toBeNull();

    vi.spyOn(Date, 'now').mockReturnValue(now + DEGRADED_PAGE_MS + 1_000);
    expect(await cache.get('/partner-program', context)).toBeNull();
    // A page made with its data stays for its revalidation time, as Next.js decides.
    expect(await cache.get('/about', context)).not.toBeNull();
  });

  it('serves only pages rendered from the database this server runs on', async () => {
    const cache = newCache();
    await cache.set('/s/x', page(`<script>${FLIGHT}</script>`), context);
    expect(await cache.get('/s/x', context)).not.toBeNull();

    // The same build restarted on another database: the page is rendered again, not served.
    setPageCacheSource('database two');
    expect(await cache.get('/s/x', context)).toBeNull();
    await cache.set('/s/x', page(`<script>${FLIGHT}</script><p>two</p>`), context);
    expect(((await cache.get('/s/x', context)) as Entry).value?.html).toContain('two');

    // Before a server's start-up has said which database it runs on, no page is served.
    setPageCacheSource(undefined as unknown as string);
    expect(await cache.get('/s/x', context)).toBeNull();
  });

  it("serves none of the build's own pages, rendered from the build's seeded copy, but its 404 and error pages", async () => {
    const { default: FileSystemCacheModule } =
      await import('next/dist/server/lib/incremental-cache/file-system-cache.js');
    const FileSystemCache = (FileSystemCacheModule as { default?: unknown }).default ?? FileSystemCacheModule;
    const built: Record<string, Entry> = {
      '/': { value: page(`<script>${FLIGHT}</script>`) },
      '/route-cache/APP_PAGE/0f/$/_not-found': { value: page(`<script>${FLIGHT}</script>`) },
      '/robots.txt': { value: { kind: 'APP_ROUTE', body: Buffer.from('User-Agent: *'), headers: {} } },
    };
    vi.spyOn(
      (FileSystemCache as { prototype: { get: (key: string) => Promise<unknown> } }).prototype,
      'get',
    ).mockImplementation((key: string) => Promise.resolve(built[key] ?? null));
    const cache = newCache();
    expect(await cache.get('/', context)).toBeNull();
    // Next.js's 404 page, served in place of pages rendered on request: the proxy trusts the
    // build's copy by its hashes (proxy.ts), so that copy is served.
    const notFound = (await cache.get('/route-cache/APP_PAGE/0f/$/_not-found', context)) as Entry;
    expect(scriptSources(notFound.value?.headers)).toEqual(["'self'", FLIGHT_HASH]);
    // Route handlers' answers (robots.txt, the sitemap, the icons) read no database.
    expect(await cache.get('/robots.txt', { kind: 'APP_ROUTE' })).toBe(built['/robots.txt']);
  });
});
