import path from 'node:path';

import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';

import { serverEnv, siteUrlForBuild } from './lib/env';
import { securityHeaders } from './lib/security/headers.mjs';

// Validate the environment at build and start: a bad variable fails here with a clear list.
serverEnv();

// The site's origin is written into the build (static pages carry canonical and Open Graph URLs;
// client code builds referral links), so one build serves one SITE_URL. `npm start` sets it from
// PORT; a production server refuses a SITE_URL other than its build's (server/secrets.ts).
const siteUrl = siteUrlForBuild();

// The Content-Security-Policy is per page, not here: the proxy gives pages rendered on request a
// nonce (proxy.ts), the page cache gives prerendered pages the hashes of their scripts
// (cache-handler.mjs); lib/security/content-security-policy.mjs is the policy.
const headersOfEveryAnswer = securityHeaders();

const nextConfig = (phase: string): NextConfig => {
  if (phase === PHASE_PRODUCTION_BUILD && !process.env.SITE_URL) {
    console.warn(
      `SITE_URL is not set: this build's links point at ${siteUrl}. Set it before building for a deployment.`,
    );
  }
  return config;
};

const config: NextConfig = {
  env: { NEXT_PUBLIC_SITE_URL: siteUrl },
  reactStrictMode: true,
  poweredByHeader: false,
  // An ETag is a hash of the whole HTML, computed on every request of a prerendered page (a
  // JavaScript loop over 120 kB for the home page): under load that is the largest part of what
  // a static page costs the event loop. Pages are cached by `s-maxage` instead.
  generateEtags: false,
  // Native or WASM packages that must stay plain Node modules, not bundled. And graphql: bundled,
  // its ESM entry and the CommonJS files that deep imports reach (graphql-armor's parser) were two
  // copies, whose GraphQLError classes differ, so Yoga took syntax errors for unexpected ones (500).
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'nodemailer',
    'jsdom',
    'ioredis',
    'graphql',
    'stripe',
    'pdf-lib',
  ],
  sassOptions: { loadPaths: [path.join(process.cwd(), 'styles')] },
  // Next.js's file-system page cache, plus each prerendered page's Content-Security-Policy.
  cacheHandler: path.join(process.cwd(), 'cache-handler.mjs'),
  // `npm test` type-checks the whole project (`npm run check`) before its end-to-end build; that
  // build need not check the same files again (half a minute on CI). Every other build does.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECKED === '1' },
  headers() {
    return Promise.resolve([{ source: '/:path*', headers: headersOfEveryAnswer }]);
  },
};

export default nextConfig;
