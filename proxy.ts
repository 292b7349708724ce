import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { NextResponse, type NextRequest } from 'next/server';

import { ErrorCode } from '@/lib/api-errors';
import {
  contentSecurityPolicy,
  CSP_HEADER,
  newNonce,
  NONCE_HEADER,
  policyOptionsFromEnv,
} from '@/lib/security/content-security-policy.mjs';
import { pageScriptHashes } from '@/lib/security/page-scripts.mjs';
import { publicEnv } from '@/lib/env';
import {
  DOMAIN_PAGES_PREFIX,
  domainRoute,
  hostOf,
  isMarketplaceHost,
  marketplaceHosts,
  NOT_CONNECTED_TITLE,
  STOREFRONT_HOST_LOOKUP,
  type StorefrontHost,
  type StorefrontHostLookup,
} from '@/lib/storefront-hosts';

/**
 * The Content-Security-Policy of the pages rendered on request (the contractor app, sign-in and
 * sign-up, invitations, payment links, the job pages): a fresh nonce each time. Next.js reads it
 * from the request's policy and puts it on every script it writes; the layouts hand it to Apollo
 * (`x-nonce`) for the scripts that carry its data to the browser. Only those scripts run.
 *
 * Prerendered and cached pages are left alone: the page cache gives each one the policy with the
 * hashes of its own inline scripts, from the render that made it on (`cache-handler.mjs`). Two
 * policies on one response would both apply (a nonce policy would block the cached page's
 * scripts), so a page gets exactly one of the two.
 *
 * And a form posted to a page before its script ran is sent back to the page (`pageAgain`).
 *
 * A request for a supplier's own domain (any Host but the marketplace's) gets that supplier's
 * storefront and nothing else of the marketplace (`supplierDomainAnswer`).
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!decodes(pathname)) return malformedPathAnswer(request);
  const host = hostOf(request.headers.get('host'));
  if (host && !isMarketplaceHost(host, marketplaceHosts())) return supplierDomainAnswer(request, host);
  // The domains' pages are reached through their domain only.
  if (pathname.startsWith(DOMAIN_PAGES_PREFIX)) {
    return plainPage(404, PAGE_NOT_FOUND_TITLE, `<p>Start again from the <a href="/">home page</a>.</p>`);
  }
  // The second matcher brings here every path with a '%', for the check above only.
  if (!isDocumentRequest(request)) return NextResponse.next();
  if (request.method === 'POST' && !request.headers.has(SERVER_ACTION_HEADER)) return pageAgain(request);
  const build = builtPages();
  if (build.prerendered.has(pathname)) return NextResponse.next();
  if (CACHED_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return NextResponse.next();
  const nonce = newNonce();
  const policy = contentSecurityPolicy({
    scripts: [`'nonce-${nonce}'`, ...build.fallbackScripts],
    ...policyOptionsFromEnv(),
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(CSP_HEADER, policy);
  requestHeaders.set(NONCE_HEADER, nonce);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set(CSP_HEADER, policy);
  return response;
}

/** Whether a path's percent-encoding decodes (to UTF-8): `/s/%E0%A4%A` and `/api/logos/%ZZ` do not. */
function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * A path that does not decode names nothing: 400 BAD_REQUEST, in the shape of every route's error.
 * Next.js itself answers it a bare 500 'Internal Server Error', unlogged, on any dynamic route
 * (its route matcher's DecodeError becomes a render of a '/400' page an App Router build does not
 * have), before any route handler or page could answer it.
 */
function malformedPathAnswer(request: NextRequest): Response {
  const headers = { 'cache-control': 'no-store' };
  const wantsPage =
    !request.nextUrl.pathname.startsWith('/api/') && (request.headers.get('accept') ?? '').includes('text/html');
  if (!wantsPage) {
    return Response.json(
      { error: { code: ErrorCode.BAD_REQUEST, message: MALFORMED_PATH_MESSAGE } },
      { status: 400, headers },
    );
  }
  // A person following a broken link: a page that says so, in plain HTML (no script, no styles of
  // the site: the layouts render only for routes that match).
  return plainPage(
    400,
    'This address is not valid',
    `<p>${MALFORMED_PATH_MESSAGE} Check the link you followed, or start again from the <a href="/">home page</a>.</p>
<p>Error code: ${ErrorCode.BAD_REQUEST}</p>`,
  );
}

/** A page of its own, in plain HTML under a policy that allows nothing but its inline style. */
function plainPage(status: number, title: string, body: string): Response {
  return new Response(
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · BuildMarket</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a}a{color:#0b57d0}</style>
</head>
<body>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>
`,
    {
      status,
      headers: {
        'cache-control': 'no-store',
        'content-type': 'text/html; charset=utf-8',
        [CSP_HEADER]:
          "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      },
    },
  );
}

const PAGE_NOT_FOUND_TITLE = 'This page does not exist';

export const MALFORMED_PATH_MESSAGE = 'This address is not valid: its percent-encoding does not decode.';

/**
 * What a supplier's domain answers (lib/storefront-hosts.ts says which): its storefront at `/`
 * with its sitemap.xml and robots.txt (rewritten to app/domains/[domain], a cached page with its
 * own hashed policy, like /s/<slug>), its verification token, the files a page loads, and for
 * every other path the marketplace's own address. A host no supplier has verified gets a page
 * that says so (404). What is known of a host comes from the server's cached lookup
 * (server/services/storefront/domains.ts), which the server leaves here when it starts.
 */
async function supplierDomainAnswer(request: NextRequest, host: string): Promise<Response> {
  const lookup = (globalThis as Record<symbol, unknown>)[STOREFRONT_HOST_LOOKUP] as StorefrontHostLookup | undefined;
  let known: StorefrontHost | null = null;
  try {
    known = lookup ? await lookup(host) : null;
  } catch {
    return plainPage(503, 'This storefront is unavailable', '<p>Please try again in a moment.</p>');
  }
  const { pathname, search } = request.nextUrl;
  const route = domainRoute(pathname, host, known);
  switch (route.kind) {
    case 'storefront':
      return NextResponse.rewrite(new URL(route.path, request.url));
    case 'file':
      return NextResponse.next();
    case 'token':
      return new Response(route.token, {
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      });
    case 'marketplace':
      return NextResponse.redirect(new URL(`${pathname}${search}`, publicEnv.siteUrl), 307);
    case 'not-connected':
      return plainPage(
        404,
        NOT_CONNECTED_TITLE,
        `<p>No storefront is connected to ${host} (or its owner has not verified it yet). If it is yours, add and verify it on your storefront page in the BuildMarket workspace.</p>
<p><a href="${publicEnv.siteUrl}">Go to BuildMarket</a></p>`,
      );
  }
}

/** What the first matcher below takes: documents, not the API, route handlers, assets or prefetches. */
function isDocumentRequest(request: NextRequest): boolean {
  if (/^\/(api|_next|landing|r)\//.test(request.nextUrl.pathname)) return false;
  return !request.headers.has('next-router-prefetch') && request.headers.get('purpose') !== 'prefetch';
}

/** Next.js's own header on a Server Action's request (the one POST a page would take). */
const SERVER_ACTION_HEADER = 'next-action';

/**
 * A page is only ever read: a POST to it is a form the browser sent on its own, before the form's
 * script ran (`components/ui/Form.tsx` posts to the page's own address). Next.js would answer
 * that with the page rendered again (without the prerendered page's policy), 409 or 405,
 * depending on the page and the body's type; this answers 303 See Other to the same address,
 * without reading the body: the browser loads the page as usual, with GET, and its history holds
 * no POST that a reload would send again.
 */
function pageAgain(request: NextRequest): NextResponse {
  const page = request.nextUrl.clone();
  // One leading slash: "//elsewhere.example" stays a path of this site. (Next.js sends a Location
  // on the request's own host as a relative one.)
  page.pathname = page.pathname.replace(/^[/\\]+/, '/');
  return NextResponse.redirect(page, 303);
}

interface BuiltPages {
  /** The routes the build prerendered. */
  prerendered: Set<string>;
  /**
   * The hashes of the scripts of the prebuilt 404 and error pages, which Next.js serves as they
   * are, without a nonce, in place of a page rendered on request (an unknown URL's answer).
   */
  fallbackScripts: string[];
}

/**
 * Pages made on their first visit and then served from the page cache (a supplier's storefront:
 * ISR with no pages at build time). They are not in the build's manifest, yet the cache gives
 * each its hashed policy, the first visit's response included; a nonce would be baked into the
 * cached page.
 */
const CACHED_PAGE_PREFIXES = ['/s/'];

let built: BuiltPages | undefined;

/** What the build left in .next (nothing in `next dev`, which renders every page on request). */
function builtPages(): BuiltPages {
  if (built) return built;
  built = { prerendered: new Set(), fallbackScripts: [] };
  // A development server renders every page on request, whatever an earlier build left behind.
  if (process.env.NODE_ENV === 'development') return built;
  const distDir = path.join(process.cwd(), '.next');
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as {
      routes?: Record<string, unknown>;
    };
    built.prerendered = new Set(Object.keys(manifest.routes ?? {}));
    built.fallbackScripts = [
      ...new Set(
        ['_not-found.html', '_global-error.html'].flatMap((page) => {
          const file = path.join(distDir, 'server', 'app', page);
          return existsSync(file) ? pageScriptHashes(readFileSync(file, 'utf8')) : [];
        }),
      ),
    ];
  } catch {
    // No build to read: every page gets its nonce, and only that.
  }
  return built;
}

export const config = {
  matcher: [
    {
      // Documents: not the API, the route handlers or Next.js's assets (files of public/ get the
      // policy too, harmless, so that an unknown URL of any shape answers its 404 page under it),
      // nor prefetches.
      source: '/((?!api/|_next/|landing/|r/).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    // Any path with a percent-encoding, whatever it is, so one that does not decode answers 400.
    { source: '/:path(.*%.*)' },
  ],
};
