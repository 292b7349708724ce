// Next.js's page cache (`cacheHandler` in next.config.ts), which serves every prerendered and
// cached page (the marketing site, storefronts): Next.js's own file-system cache, in .next/server,
// plus two rules of this site's.
//
// 1. A page's Content-Security-Policy. A cached page cannot carry a nonce (its HTML is the same for
//    every visitor), so its policy trusts by their SHA-256 the inline scripts that Next.js and
//    React wrote into it, and no other (lib/security/page-scripts.mjs). The policy is made when a
//    page is rendered (`set`, which Next.js awaits before it sends that render's response, built
//    from the very entry it stores) and when an entry is read (`get`: the build's pages, a
//    restart's). So every response of a cached page carries it, the first after a render too:
//    none a shared cache may keep (`s-maxage`) ever allows `'unsafe-inline'`. Hashing at render
//    time rather than serving that first response `private, no-store` with a nonce keeps one kind
//    of response per page, cacheable like the rest, and needs no post-processing of Next.js's
//    headers.
// 2. Pages belong to the data they were rendered from. The cache lives with the build, not with
//    the database (DATA_DIR, DATABASE_URL), so a server restarted on another database would
//    serve pages rendered from the first: its storefronts, their logos (gone), its offices. Each
//    stored page records the source it was rendered from (lib/page-cache-source.mjs: the
//    database's identity, or the API tier's address), and a page of another source is not
//    served: Next.js renders it again. The build's own pages, rendered from the build's seeded
//    copy, are of no server's database: each is rendered again on its first visit. Except Next.js's
//    404 and error pages (BUILD_FALLBACKS), which it serves in place of pages rendered on request,
//    under their nonce policy: the proxy trusts their scripts by the hashes it reads from the
//    build's own copies (proxy.ts), so those copies are the ones served.
// 3. A page made without its data (the API tier down and no earlier copy: it says so where the data
//    goes, `ContentUnavailable`) is kept for DEGRADED_PAGE_MS, not for its page's hour: then it is
//    rendered again, from the data if the API is back.
// Next.js appends an entry's headers to the response it serves from it.
//
// Loaded by Next.js at run time outside its bundler (hence plain JavaScript, and no
// `server-only`); it builds on Next.js's own file-system cache, an internal module: check this
// file when upgrading Next.js (the e2e security and page-cache specs fail if pages lose their
// policy or outlive their database).
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

import { pageCacheSource } from './lib/page-cache-source.mjs';
import { contentSecurityPolicy, CSP_HEADER, policyOptionsFromEnv } from './lib/security/content-security-policy.mjs';
import { pageScriptHashes } from './lib/security/page-scripts.mjs';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;

/** Where a stored page records its source; never sent (`get` takes it off). */
export const SOURCE_HEADER = 'x-buildmarket-page-source';

/** How long a page made without its data is served before it is rendered again (see 3. above). */
export const DEGRADED_PAGE_MS = 30_000;
const DEGRADED_MARK = 'data-content-unavailable';

/** Next.js's 404 and error pages, as the build made them (see 2. above). */
const BUILD_FALLBACKS = new Set(['/_not-found', '/_global-error']);

/** The route of a cache key (Next.js keys a route's entries `/route-cache/<kind>/<hash>/$/<route>`). */
const routeOf = (key) => (key.includes('/$/') ? key.slice(key.lastIndexOf('/$/') + 2) : key);

const isPage = (value) => value?.kind === 'APP_PAGE' && typeof value.html === 'string' && value.html !== '';

// Entries held in memory are read again and again: hash each one once.
const policies = new WeakMap();

function policyOf(value) {
  let policy = policies.get(value);
  if (!policy) {
    policy = contentSecurityPolicy({ scripts: pageScriptHashes(value.html), ...policyOptionsFromEnv() });
    policies.set(value, policy);
  }
  return policy;
}

/** Headers as stored: the source, no policy (it depends on the environment, and is made again). */
function storedHeaders(headers) {
  const { [CSP_HEADER]: _policy, ...rest } = headers ?? {};
  const source = pageCacheSource();
  return source === undefined ? rest : { ...rest, [SOURCE_HEADER]: source };
}

export default class PageCache extends FileSystemCache {
  async get(key, ...rest) {
    const entry = await super.get(key, ...rest);
    const value = entry?.value;
    if (value?.kind !== 'APP_PAGE') return entry;
    const source = pageCacheSource();
    const ownSource = source !== undefined && value.headers?.[SOURCE_HEADER] === source;
    // Rendered from another database (or by the build): not this server's page.
    if (!ownSource && !BUILD_FALLBACKS.has(routeOf(key))) return null;
    const degraded = isPage(value) && value.html.includes(DEGRADED_MARK);
    if (degraded && Date.now() - (entry.lastModified ?? 0) > DEGRADED_PAGE_MS) return null;
    const { [SOURCE_HEADER]: _source, ...headers } = value.headers ?? {};
    if (!isPage(value)) return { ...entry, value: { ...value, headers } };
    return { ...entry, value: { ...value, headers: { ...headers, [CSP_HEADER]: policyOf(value) } } };
  }

  async set(key, data, ctx) {
    if (data?.kind !== 'APP_PAGE') return super.set(key, data, ctx);
    const stored = { ...data, headers: storedHeaders(data.headers) };
    // The response of this render is made from `data` once stored: it carries the policy too.
    if (isPage(data)) data.headers = Object.assign(data.headers ?? {}, { [CSP_HEADER]: policyOf(data) });
    return super.set(key, stored, ctx);
  }
}
