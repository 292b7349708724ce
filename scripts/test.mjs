#!/usr/bin/env node
// `npm test`: everything, in the order that fails fastest. The static checks and the unit and API
// tests first; then the README's first command as a newcomer runs it (scripts/check-start.mjs),
// whose build the end-to-end tests then reuse, on the port that build was made for.
import { spawnSync } from 'node:child_process';

import { checkStart } from './check-start.mjs';

function step(title, command, args, env = process.env) {
  const started = Date.now();
  console.info(`\n--- ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (result.status !== 0) {
    console.error(`--- ${title}: failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.info(`--- ${title}: passed in ${seconds} s`);
}

step('npm run check', 'npm', ['run', 'check']);
step('npm run test:unit', 'npm', ['run', 'test:unit']);

// `npm run check` has just type-checked the project: the build need not do it again.
process.env.BUILD_TYPECHECKED = '1';
console.info('\n--- npm start, as a newcomer runs it');
const started = Date.now();
let port;
try {
  port = await checkStart();
} catch (error) {
  console.error(`--- npm start: failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
console.info(`--- npm start: passed in ${Math.round((Date.now() - started) / 1000)} s`);

step('npm run test:e2e (on the build npm start made)', 'npm', ['run', 'test:e2e'], {
  ...process.env,
  E2E_PORT: String(port),
  E2E_SKIP_BUILD: '1',
});
