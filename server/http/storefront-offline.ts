import 'server-only';

import { brandColours } from '@/lib/brand-colour';
import { storefrontAppPaths, storefrontAppVersion, type StorefrontAppBrand } from '@/lib/storefront-app';
import { ErrorCode } from '@/server/errors';

import { jsonError } from './protocol';
import { storefrontAppIcon, storefrontBrandOf, type LogoReader, type StorefrontBrandLoader } from './storefront-app';

/**
 * A storefront app's service worker (`/s/<slug>/sw.js`) and the offline page it shows
 * (`/s/<slug>/offline`). The worker keeps one thing, public: the offline page, which carries its
 * own icon inside it. A page of the storefront is always fetched from the network, and never from
 * the worker's cache or a stale copy in the browser's: only when the network fails does the
 * offline page stand in. Nothing else is cached or intercepted: not the API, not a signed-in page,
 * not the order flow (outside the storefront's scope).
 */

/** The worker's script. Its version changes with the offline page's look, so browsers update it. */
export function storefrontServiceWorker(brand: StorefrontAppBrand): string {
  const paths = storefrontAppPaths(brand.slug);
  const constants = {
    SCOPE: paths.storefront,
    OFFLINE: paths.offline,
    CACHE: `storefront-app:${paths.storefront}:${storefrontAppVersion(brand)}`,
  };
  return `// ${brand.name}: the service worker of its storefront's app. Shows the offline page when the
// network fails; caches nothing else.
${Object.entries(constants)
  .map(([name, value]) => `const ${name} = ${JSON.stringify(value)};`)
  .join('\n')}
const CACHE_PREFIX = 'storefront-app:' + SCOPE + ':';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(OFFLINE, { cache: 'no-cache' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

// The scope '/s/<slug>' also prefixes '/s/<slug>-other': only this storefront's own pages.
function inStorefront(url) {
  return url.origin === self.location.origin && (url.pathname === SCOPE || url.pathname.startsWith(SCOPE + '/'));
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || request.mode !== 'navigate' || !inStorefront(new URL(request.url))) return;
  // A page is never kept here, and asked of the server each time: a fetch from a worker is not a
  // navigation to the browser's cache, which may answer it with the copy it holds while it checks
  // for a newer one (stale-while-revalidate), so a new colour or price would show a visit late.
  // 'no-cache' has the browser check with the server before it uses any copy.
  event.respondWith(
    fetch(new Request(request, { cache: 'no-cache' })).catch(() =>
      caches.match(OFFLINE).then((page) => page || Response.error()),
    ),
  );
});
`;
}

/** `GET /s/<slug>/sw.js`: allowed to control the storefront's own address, `/s/<slug>`. */
export async function handleStorefrontServiceWorker(slug: string, loadBrand: StorefrontBrandLoader): Promise<Response> {
  const brand = await storefrontBrandOf(slug, loadBrand);
  if (!brand) return jsonError(404, ErrorCode.NOT_FOUND, 'Not found.');
  return new Response(storefrontServiceWorker(brand), {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      // Its folder is /s/<slug>/, and the storefront itself is /s/<slug>: one level up.
      'service-worker-allowed': storefrontAppPaths(brand.slug).storefront,
      'cache-control': 'no-cache',
    },
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The offline page: the supplier's name, colour and icon, and a way back. One self-contained
 * document (its styles inline, its icon a data: address, no script), so it shows without any
 * other file: offline, it asks for nothing the worker does not have.
 */
export function storefrontOfflinePage(brand: StorefrontAppBrand, iconPng: Buffer): string {
  const paths = storefrontAppPaths(brand.slug);
  const { background, foreground } = brandColours(brand.brandColor);
  const name = escapeHtml(brand.name);
  const icon = `data:image/png;base64,${iconPng.toString('base64')}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${background}">
<link rel="icon" href="${icon}">
<title>You are offline · ${name}</title>
<style>
body { margin: 0; font-family: system-ui, sans-serif; color: #1f2933; background: #f4f6f9; line-height: 1.5; }
header { display: flex; align-items: center; gap: 12px; padding: 12px 16px; background: ${background}; color: ${foreground}; }
header img { border-radius: 8px; background: #fff; }
header p { margin: 0; font-weight: 700; font-size: 1.125rem; }
main { max-width: 36rem; margin: 0 auto; padding: 32px 16px; }
h1 { font-size: 1.5rem; margin: 0 0 8px; }
a { display: inline-block; margin-top: 8px; padding: 10px 20px; border-radius: 8px; background: ${background}; color: ${foreground}; font-weight: 600; text-decoration: none; }
a:focus-visible { outline: 3px solid #1f2933; outline-offset: 2px; }
</style>
</head>
<body>
<header><img src="${icon}" alt="" width="40" height="40"><p>${name}</p></header>
<main>
<h1>You are offline</h1>
<p>${name} needs a connection to show its products, prices and delivery area. Check your connection, then try again.</p>
<a href="${escapeHtml(paths.storefront)}">Try again</a>
</main>
</body>
</html>
`;
}

/** The offline page's own policy: no script at all, its inline styles and its inline icon. */
const OFFLINE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** `GET /s/<slug>/offline`: fetched by the worker when it installs, shown by it when offline. */
export async function handleStorefrontOffline(
  slug: string,
  source: { loadBrand: StorefrontBrandLoader; readLogo: LogoReader },
): Promise<Response> {
  const brand = await storefrontBrandOf(slug, source.loadBrand);
  if (!brand) return jsonError(404, ErrorCode.NOT_FOUND, 'Not found.');
  const icon = await storefrontAppIcon(brand, 'icon-192.png', source.readLogo);
  return new Response(storefrontOfflinePage(brand, icon), {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-security-policy': OFFLINE_POLICY,
    },
  });
}
