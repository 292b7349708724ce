#!/usr/bin/env node
// Runs a TypeScript entry that uses the server's modules (server/...) outside Next.js: esbuild
// bundles it with the project's `@/` paths (leaving packages external) into node_modules/.cache,
// then Node runs it with the `react-server` condition, under which the `server-only` guard is
// empty, as it is in the app's server bundles.
//   node scripts/run-ts.mjs <entry.ts> [arguments...]
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs <entry.ts> [arguments...]');
  process.exit(2);
}

const outdir = path.join(root, 'node_modules', '.cache', 'run-ts');
mkdirSync(outdir, { recursive: true });
const outfile = path.join(outdir, `${path.basename(entry).replace(/\.[cm]?tsx?$/, '')}.mjs`);
await build({
  entryPoints: [path.resolve(entry)],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  conditions: ['react-server'],
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
  plugins: [
    {
      // Next's subpath modules (next/cache) have no exports map: Node's ESM resolver needs the file.
      name: 'next-subpaths',
      setup(context) {
        context.onResolve({ filter: /^next\/[a-z-]+$/ }, (args) => ({ path: `${args.path}.js`, external: true }));
      },
    },
  ],
});

const run = spawnSync(process.execPath, ['--conditions=react-server', outfile, ...args], {
  stdio: 'inherit',
  cwd: root,
});
process.exit(run.status ?? 1);
