import 'server-only';

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import {
  isStorefrontAppIconName,
  storefrontAppManifest,
  storefrontAppVersion,
  type StorefrontAppBrand,
  type StorefrontAppIconName,
} from '@/lib/storefront-app';
import { LOGO_LIMITS } from '@/lib/validation/storefront';
import { storefrontSlug } from '@/lib/validation/storefront';
import { ErrorCode } from '@/server/errors';
import type { FileStore } from '@/server/files/file-store';
import { logger } from '@/server/logger';
import { renderAppIcon } from '@/server/services/storefront/app-icon';
import { uploadedLogoKey } from '@/server/services/storefront/storefront-logo';

import { jsonError } from './protocol';

/**
 * A storefront's branded app over HTTP: its web app manifest (`/s/<slug>/manifest.webmanifest`)
 * and its icons (`/s/<slug>/app-icons/<name>`), drawn from the supplier's logo. The brand comes
 * through the API (`storefrontApp`), so a web tier draws them as well as the API's own instance;
 * the logo's bytes from the file store, the API tier, or public/ for a seeded logo.
 */

/** The storefront's brand; null for an unknown supplier. */
export type StorefrontBrandLoader = (slug: string) => Promise<StorefrontAppBrand | null>;
/** A logo's bytes by its address; null when there are none to read. */
export type LogoReader = (logo: string) => Promise<Buffer | null>;

/** A manifest is looked up again after this long: a new name or colour reaches the app soon. */
const MANIFEST_MAX_AGE_SECONDS = 300;
/** An icon under its current version's address never changes (a new logo is a new address). */
const ICON_IMMUTABLE = 'public, max-age=31536000, immutable';
/** An icon asked for without its version (or an old one): the current picture, briefly kept. */
const ICON_UNVERSIONED = `public, max-age=${MANIFEST_MAX_AGE_SECONDS}, must-revalidate`;

const notFound = () => jsonError(404, ErrorCode.NOT_FOUND, 'Not found.');

/** The brand of the storefront at `slug`; null for an unknown one or one that cannot be a slug. */
export async function storefrontBrandOf(
  slug: string,
  loadBrand: StorefrontBrandLoader,
): Promise<StorefrontAppBrand | null> {
  const parsed = storefrontSlug.safeParse(slug);
  return parsed.success ? loadBrand(parsed.data) : null;
}

/** Whether the request's If-None-Match names this entity tag (or any). */
export function matchesEtag(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match');
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** `GET /s/<slug>/manifest.webmanifest`: the storefront's web app manifest. */
export async function handleStorefrontManifest(
  request: Request,
  slug: string,
  loadBrand: StorefrontBrandLoader,
): Promise<Response> {
  const brand = await storefrontBrandOf(slug, loadBrand);
  if (!brand) return notFound();
  const body = JSON.stringify(storefrontAppManifest(brand));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  const headers = {
    'content-type': 'application/manifest+json; charset=utf-8',
    'cache-control': `public, max-age=${MANIFEST_MAX_AGE_SECONDS}`,
    etag,
  };
  if (matchesEtag(request, etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}

/** Icons drawn lately, by version and name: drawing one takes tens of milliseconds. */
const drawn = new Map<string, Buffer>();
const DRAWN_KEPT = 64;

/**
 * `GET /s/<slug>/app-icons/<name>?v=<version>`: one of the app's icons, a PNG. Under the current
 * version it is cached for a year; its ETag is the version, so a browser that asks again without
 * it gets a 304 until the logo, the colour or the name changes.
 */
export async function handleStorefrontAppIcon(
  request: Request,
  slug: string,
  name: string,
  source: { loadBrand: StorefrontBrandLoader; readLogo: LogoReader },
): Promise<Response> {
  if (!isStorefrontAppIconName(name)) return notFound();
  const brand = await storefrontBrandOf(slug, source.loadBrand);
  if (!brand) return notFound();
  const version = storefrontAppVersion(brand);
  const etag = `"${version}-${name}"`;
  const asked = new URL(request.url).searchParams.get('v');
  const headers = {
    'content-type': 'image/png',
    'cache-control': asked === version ? ICON_IMMUTABLE : ICON_UNVERSIONED,
    etag,
  };
  if (matchesEtag(request, etag)) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(await storefrontAppIcon(brand, name, source.readLogo)), { headers });
}

/** One of the app's icons as a PNG, drawn once per version of its look (logo, colour, name). */
export async function storefrontAppIcon(
  brand: StorefrontAppBrand,
  name: StorefrontAppIconName,
  readLogo: LogoReader,
): Promise<Buffer> {
  const key = `${brand.slug}/${storefrontAppVersion(brand)}/${name}`;
  let png = drawn.get(key);
  if (!png) {
    const logo = brand.logo ? await readLogo(brand.logo) : null;
    png = await renderAppIcon({ name: brand.name, brandColor: brand.brandColor, logo }, name);
    drawn.set(key, png);
    if (drawn.size > DRAWN_KEPT) drawn.delete(drawn.keys().next().value!);
  }
  return png;
}

/** How long a web tier waits for the API tier's copy of a logo before drawing the initials. */
const LOGO_FETCH_TIMEOUT_MS = 5_000;
const LOGO_READ_LIMIT = LOGO_LIMITS.maxBytes + 1;
/** Seeded logos in public/: only pictures are read from there. */
const PUBLIC_PICTURE = /^\/[a-z0-9/_-]+\.(png|jpe?g|webp|svg)$/i;

/**
 * Reads a logo: an uploaded one (`/api/logos/<id>`) from the file store in embedded mode or from
 * the API tier (`${API_URL}/logos/<id>`) in a web tier; a seeded one from public/. Whatever cannot
 * be read is null (and logged): the icon then shows the initials.
 */
export function logoReader(options: {
  files?: () => Promise<FileStore>;
  apiUrl?: string;
  publicDir: string;
  fetch?: typeof fetch;
}): LogoReader {
  return async (logo) => {
    try {
      const key = uploadedLogoKey(logo);
      if (key) {
        if (options.files) return await readStored(await options.files(), key);
        if (options.apiUrl) return await readFromApi(options.apiUrl, logo, options.fetch ?? fetch);
        return null;
      }
      if (!PUBLIC_PICTURE.test(logo) || logo.includes('..')) return null;
      const root = path.resolve(options.publicDir);
      const file = path.join(root, logo);
      if (!file.startsWith(root + path.sep)) return null;
      return await readFile(file);
    } catch (error) {
      logger.warn('Storefront app: the logo could not be read', { logo, error });
      return null;
    }
  };
}

async function readStored(files: FileStore, key: string): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of files.read(key)) {
    size += chunk.length;
    if (size > LOGO_READ_LIMIT) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function readFromApi(apiUrl: string, logo: string, fetchLogo: typeof fetch): Promise<Buffer | null> {
  const response = await fetchLogo(`${apiUrl}${logo.replace(/^\/api(?=\/)/, '')}`, {
    signal: AbortSignal.timeout(LOGO_FETCH_TIMEOUT_MS),
  });
  if (!response.ok) return null;
  const bytes = Buffer.from(await response.arrayBuffer());
  return bytes.length > LOGO_READ_LIMIT ? null : bytes;
}
