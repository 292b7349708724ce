import path from 'node:path';

import { defineConfig } from 'vitest/config';

// Unit tests (components and browser code, in jsdom) and API tests (Yoga in-process over a fresh
// in-memory PGlite, in node). `server-only` is a guard for Next.js bundles; here it is a no-op.
export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      'server-only': path.resolve(import.meta.dirname, 'tests/support/server-only.ts'),
      // One copy of graphql: the CommonJS build that Yoga loads through Node, so that
      // `instanceof GraphQLError` holds across our code and Yoga's.
      graphql: path.resolve(import.meta.dirname, 'node_modules/graphql/index.js'),
    },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
