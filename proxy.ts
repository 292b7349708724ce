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
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!decodes(pathname)) return malformedPathAnswer(request);
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
  return new Response(MALFORMED_PATH_PAGE, {
    status: 400,
    headers: {
      ...headers,
      'content-type': 'text/html; charset=utf-8',
      [CSP_HEADER]:
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}

export const MALFORMED_PATH_MESSAGE = 'This address is not valid: its percent-encoding does not decode.';

const MALFORMED_PATH_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>This address is not valid · BuildMarket</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a}a{color:#0b57d0}</style>
</head>
<body>
<main>
<h1>This address is not valid</h1>
<p>${MALFORMED_PATH_MESSAGE} Check the link you followed, or start again from the <a href="/">home page</a>.</p>
<p>Error code: ${ErrorCode.BAD_REQUEST}</p>
</main>
</body>
</html>
`;

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
