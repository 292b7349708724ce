import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { StorefrontAppDocument } from '@/graphql/generated/client/graphql';
import type { StorefrontAppManifest } from '@/lib/storefront-app';
import { diskFileStore } from '@/server/files/disk-store';
import type { FileStore } from '@/server/files/file-store';
import { createServerExecutor } from '@/server/graphql/execute';
import { handleLogoUpload } from '@/server/http/logo-upload';
import {
  handleStorefrontAppIcon,
  handleStorefrontManifest,
  logoReader,
  type StorefrontBrandLoader,
} from '@/server/http/storefront-app';
import { handleStorefrontOffline, handleStorefrontServiceWorker } from '@/server/http/storefront-offline';

import { pngImage } from '../support/images';
import { createApiCaller, createTestApi, tokenOf, type TestApi } from '../support/api';
import { createTestDatabase, testDatabaseAdminUrl } from '../support/postgres';

process.env.JWT_SECRET = 'storefront-app-test-secret-0123456789abcdefghij';

/**
 * A storefront's branded app as a browser meets it: the web app manifest named and coloured like
 * the supplier, its icons drawn at the sizes it lists (decoded here, pixel by pixel where it
 * matters), from the supplier's logo or its initials, under an address that changes with the
 * logo; the service worker allowed to control the storefront, and the offline page it shows. On
 * PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */

const backends = [
  { name: 'PGlite', database: () => Promise.resolve({ url: undefined, drop: () => Promise.resolve() }) },
  ...(testDatabaseAdminUrl
    ? [{ name: 'PostgreSQL (TEST_DATABASE_URL)', database: () => createTestDatabase('storefront_app_test') }]
    : []),
];

const SLUG = 'northpeak-ready-mix';
/** A seeded supplier without a logo. */
const NO_LOGO = 'golden-gate-dumpsters';
const ORIGIN = 'http://localhost';

/** The colour of one pixel of a PNG, '#rrggbb'. */
async function pixelAt(png: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return `#${[...data.subarray(offset, offset + 3)].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** Whether two colours are within a few steps of each other in every channel (anti-aliasing, PNG rounding). */
function near(actual: string, expected: string): boolean {
  const channels = (hex: string) => [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16));
  const [a, b] = [channels(actual), channels(expected)];
  return a.every((value, index) => Math.abs(value - b[index]!) <= 8);
}

describe.each(backends)('a storefront’s branded app on $name', (backend) => {
  let api: TestApi;
  let drop: () => Promise<void>;
  let files: FileStore;
  const call = createApiCaller(() => api, '10.98');
  let owner: string;

  const loadBrand: StorefrontBrandLoader = async (slug) =>
    (
      await createServerExecutor(`${ORIGIN}/api/gql`, (url, init) => Promise.resolve(api.yoga.fetch(url, init)))(
        StorefrontAppDocument,
        { slug },
      )
    ).storefrontApp ?? null;
  const readLogo = () =>
    logoReader({ files: () => Promise.resolve(files), publicDir: path.join(process.cwd(), 'public') });

  const manifestOf = async (slug: string) => {
    const response = await handleStorefrontManifest(
      new Request(`${ORIGIN}/s/${slug}/manifest.webmanifest`),
      slug,
      loadBrand,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    return (await response.json()) as StorefrontAppManifest;
  };
  /** The icon at a manifest's (or page's) address, as the route answers it. */
  const icon = (src: string, headers: HeadersInit = {}) => {
    const url = new URL(src, ORIGIN);
    const [, , slug, , name] = url.pathname.split('/');
    return handleStorefrontAppIcon(new Request(url, { headers }), slug!, name!, { loadBrand, readLogo: readLogo() });
  };
  const iconPng = async (src: string) => {
    const response = await icon(src);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    return Buffer.from(await response.arrayBuffer());
  };
  const upload = async (bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' }));
    const response = await handleLogoUpload(
      new Request(`${ORIGIN}/api/uploads/logo`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${owner}` },
      }),
      () => Promise.resolve({ db: api.db, files }),
    );
    expect(response.status).toBe(201);
  };

  beforeAll(async () => {
    const database = await backend.database();
    drop = database.drop;
    api = await createTestApi({ databaseUrl: database.url });
    files = diskFileStore(await mkdtemp(path.join(tmpdir(), 'storefront-app-files-')));
    const signIn = await call(`mutation($input: SignInInput!) { signIn(input: $input) { user { id } } }`, {
      input: { login: 'owner@northpeak.example', password: 'Dispatch2026!' },
    });
    expect(signIn.errors).toBeUndefined();
    owner = tokenOf(signIn.headers);
  }, 120_000);

  afterAll(async () => {
    await api?.close();
    await drop?.();
  });

  it('answers the brand through storefrontApp(slug), and null for an unknown slug or one that cannot be one', async () => {
    const brand = await loadBrand(SLUG);
    expect(brand).toMatchObject({
      slug: SLUG,
      name: 'NorthPeak Ready Mix',
      logo: '/logos/suppliers/northpeak-ready-mix.svg',
      brandColor: null,
    });
    expect(brand?.description).toMatch(/\S/);
    expect(await loadBrand('no-such-supplier')).toBeNull();
    expect(await loadBrand('../etc/passwd')).toBeNull();
  });

  it('names the app after the supplier, colours it with its colour and opens it on its storefront', async () => {
    await call(
      `mutation($input: SupplierStorefrontInput!) { supplierStorefrontUpdate(input: $input) { brandColor } }`,
      { input: { brandColor: '#1d4ed8' } },
      owner,
    );
    const manifest = await manifestOf(SLUG);
    expect(manifest).toMatchObject({
      name: 'NorthPeak Ready Mix',
      short_name: 'NorthPeak',
      start_url: `/s/${SLUG}`,
      scope: `/s/${SLUG}`,
      display: 'standalone',
      theme_color: '#1d4ed8',
      background_color: '#1d4ed8',
    });
    expect(manifest.icons.map((entry) => `${entry.sizes} ${entry.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('draws each icon at the size the manifest says, from the logo, on white', async () => {
    const manifest = await manifestOf(SLUG);
    for (const entry of manifest.icons) {
      const png = await iconPng(entry.src);
      const decoded = await sharp(png).metadata();
      expect(decoded.format).toBe('png');
      expect(`${decoded.width}x${decoded.height}`).toBe(entry.sizes);
      // The seeded logo is drawn on white: its corners are white, not the brand colour.
      expect(await pixelAt(png, 1, 1)).toBe('#ffffff');
    }
    const apple = await sharp(await iconPng(`/s/${SLUG}/app-icons/apple-touch-icon.png`)).metadata();
    expect([apple.width, apple.height]).toEqual([180, 180]);
  });

  it('draws the initials on the brand colour for a supplier without a logo', async () => {
    const manifest = await manifestOf(NO_LOGO);
    expect(manifest.theme_color).toBe('#c2410c');
    const png = await iconPng(manifest.icons[1]!.src);
    expect(await sharp(png).metadata()).toMatchObject({ width: 512, height: 512 });
    expect(near(await pixelAt(png, 4, 4), '#c2410c')).toBe(true);
    // The letters, white on that orange, cross the middle of the icon.
    const middle = await sharp(png).extract({ left: 96, top: 200, width: 320, height: 112 }).stats();
    expect(middle.channels[1]!.max).toBeGreaterThan(200);
  });

  it('caches an icon for a year under its version, revalidates it by ETag, and gives a new address to a new logo', async () => {
    const before = (await manifestOf(SLUG)).icons[0]!.src;
    const answer = await icon(before);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = answer.headers.get('etag')!;
    expect((await icon(before, { 'if-none-match': etag })).status).toBe(304);
    // Without the version, the current picture, kept briefly.
    expect((await icon(before.replace(/\?.*$/, ''))).headers.get('cache-control')).toBe(
      'public, max-age=300, must-revalidate',
    );

    // A red logo, 300 × 100.
    const red = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#dc2626' } })
      .png()
      .toBuffer();
    await upload(red);
    const after = (await manifestOf(SLUG)).icons[0]!.src;
    expect(after).not.toBe(before);
    const png = await iconPng(after);
    expect(near(await pixelAt(png, 96, 96), '#dc2626')).toBe(true);
    expect(await pixelAt(png, 1, 1)).toBe('#ffffff');
    // The old ETag no longer matches; the old address is no longer for good.
    expect((await icon(after, { 'if-none-match': etag })).status).toBe(200);
    expect((await icon(before)).headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
  });

  it('falls back to the initials when the logo does not decode', async () => {
    // A PNG header the upload accepts, and no picture behind it.
    const header = pngImage(200, 80).subarray(0, 33);
    await upload(Buffer.concat([header, Buffer.alloc(512, 7)]));
    const png = await iconPng((await manifestOf(SLUG)).icons[0]!.src);
    expect(await sharp(png).metadata()).toMatchObject({ width: 192, height: 192 });
    expect(near(await pixelAt(png, 2, 2), '#1d4ed8')).toBe(true);
  });

  it('answers 404 for an unknown storefront or icon', async () => {
    const unknown = await handleStorefrontManifest(
      new Request(`${ORIGIN}/s/x/manifest.webmanifest`),
      'x-none',
      loadBrand,
    );
    expect(unknown.status).toBe(404);
    expect((await icon('/s/no-such-supplier/app-icons/icon-192.png')).status).toBe(404);
    expect((await icon(`/s/${SLUG}/app-icons/icon-64.png`)).status).toBe(404);
    expect((await handleStorefrontServiceWorker('no-such-supplier', loadBrand)).status).toBe(404);
    expect((await handleStorefrontOffline('no-such-supplier', { loadBrand, readLogo: readLogo() })).status).toBe(404);
  });

  it('serves a service worker allowed to control the storefront, which keeps only the offline page and never a page', async () => {
    const worker = await handleStorefrontServiceWorker(SLUG, loadBrand);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(worker.headers.get('service-worker-allowed')).toBe(`/s/${SLUG}`);
    const script = await worker.text();
    expect(script).toContain(`const OFFLINE = "/s/${SLUG}/offline";`);
    expect(script).toContain("request.mode !== 'navigate'");
    // One thing cached, the offline page; a page is asked of the server, past the browser's cache.
    expect(script.match(/cache\.add(All)?\(/g)).toEqual(['cache.add(']);
    expect(script).not.toContain('cache.put');
    expect(script).toContain("fetch(new Request(request, { cache: 'no-cache' }))");
    expect(script).not.toContain('/api/');
  });

  it('serves an offline page in the supplier’s name and colour, with no script', async () => {
    const page = await handleStorefrontOffline(SLUG, { loadBrand, readLogo: readLogo() });
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<h1>You are offline</h1>');
    // Its icon, tab icon too, inside the page: offline, nothing else is asked for.
    const icon = html.match(/<link rel="icon" href="data:image\/png;base64,([A-Za-z0-9+/=]+)">/);
    expect((await sharp(Buffer.from(icon![1]!, 'base64')).metadata()).width).toBe(192);
    expect(html).toContain(`<img src="data:image/png;base64,${icon![1]}"`);
    expect(page.headers.get('content-security-policy')).toContain('img-src data:;');
    expect(html).toContain('NorthPeak Ready Mix');
    expect(html).toContain('background: #1d4ed8');
    expect(html).toContain(`href="/s/${SLUG}"`);
    expect(html).not.toContain('<script');
  });
});
