import { availableParallelism } from 'node:os';
import path from 'node:path';

import { defineConfig } from 'vitest/config';

// Unit tests (components and browser code, in jsdom) and API tests (Yoga in-process over a fresh
// in-memory PGlite, in node). `server-only` is a guard for Next.js bundles; here it is a no-op.
export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname) },
      { find: 'server-only', replacement: path.resolve(import.meta.dirname, 'tests/support/server-only.ts') },
      // One copy of graphql: the CommonJS build that Yoga loads through Node, so that
      // `instanceof GraphQLError` holds across our code and Yoga's. Deep imports
      // (graphql/language/printer) resolve to the same build's files.
      { find: /^graphql$/, replacement: path.resolve(import.meta.dirname, 'node_modules/graphql/index.js') },
      { find: /^graphql\/(.*)$/, replacement: path.resolve(import.meta.dirname, 'node_modules/graphql/$1.js') },
    ],
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    globalSetup: ['tests/support/database-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker less than the cores: a single worker on the two-core CI
    // machine, idle whenever its test file waits on a database, a timer or the next import.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
