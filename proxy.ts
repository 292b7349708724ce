import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { NextResponse, type NextRequest } from 'next/server';

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
 */
export function proxy(request: NextRequest) {
  const build = builtPages();
  const { pathname } = request.nextUrl;
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
  ],
};
