import path from 'node:path';

import type { NextConfig } from 'next';

import { serverEnv } from './lib/env';

// Validate the environment at build and start: a bad variable fails here with a clear list.
serverEnv();

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native or WASM packages that must stay plain Node modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'nodemailer', 'jsdom'],
  sassOptions: { loadPaths: [path.join(process.cwd(), 'styles')] },
  // `npm test` type-checks the whole project (`npm run check`) before its end-to-end build; that
  // build need not check the same files again (half a minute on CI). Every other build does.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECKED === '1' },
  headers() {
    return Promise.resolve([{ source: '/:path*', headers: securityHeaders }]);
  },
};

export default nextConfig;
