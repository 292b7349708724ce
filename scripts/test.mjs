#!/usr/bin/env node
// `npm test`: everything. After the codegen check, three steps run at once, because each alone
// leaves much of the two-core CI machine idle (tsc, eslint and prettier use one core; the unit and
// API tests wait on databases and timers; `next build` has single-threaded stretches): the rest of
// `npm run check`, the unit and API tests, and the README's first command as a newcomer runs it
// (scripts/check-start.mjs). When all three passed, the end-to-end tests run alone, on the build
// that start made and on the port it was made for. The first step to fail stops the others. Each
// step's time is printed.
import { spawn } from 'node:child_process';

import { freePort } from './check-start.mjs';

/** Children still running, each the leader of its own process group (stopped as a group). */
const running = new Set();

function stopAll(signal = 'SIGTERM') {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // gone meanwhile
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(130);
  });
}

/**
 * Runs one step. `live` steps print as they go; the others' output is kept and printed in one
 * block when they end, so that steps running at once do not interleave line by line.
 */
function step(title, command, args, { env = process.env, live = false } = {}) {
  const started = Date.now();
  console.info(`--- ${title}: started`);
  const child = spawn(command, args, {
    env,
    detached: true,
    stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
  });
  running.add(child);
  const chunks = [];
  child.stdout?.on('data', (chunk) => chunks.push(chunk));
  child.stderr?.on('data', (chunk) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      running.delete(child);
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!live) {
        console.info(`\n--- ${title}: output`);
        process.stdout.write(Buffer.concat(chunks));
      }
      if (code === 0) {
        console.info(`--- ${title}: passed in ${seconds} s`);
        resolve(seconds);
      } else {
        console.error(`--- ${title}: failed after ${seconds} s (${code ?? signal})`);
        reject(new Error(`${title} failed`));
      }
    });
  });
}

const began = Date.now();
const startPort = await freePort();
try {
  // `npm run check` in two: its codegen check writes graphql/generated again (then compares it with
  // the commit), and nothing may read those files meanwhile; the rest of it runs with the others.
  await step('npm run codegen:check', 'npm', ['run', 'codegen:check'], { live: true });
  await Promise.all([
    step('the rest of npm run check (npm run check:rest)', 'npm', ['run', 'check:rest']),
    step('npm run test:unit', 'npm', ['run', 'test:unit'], { live: true }),
    // `npm run check` type-checks the project at the same time, and `npm test` fails when it
    // does: the build need not check the same files again.
    step('npm start, as a newcomer runs it (npm run test:start)', 'npm', ['run', 'test:start'], {
      env: { ...process.env, BUILD_TYPECHECKED: '1', START_CHECK_PORT: String(startPort) },
    }),
  ]);
  console.info(`--- check, unit and start together: ${Math.round((Date.now() - began) / 1000)} s`);
  await step('npm run test:e2e (on the build npm start made)', 'npm', ['run', 'test:e2e'], {
    env: { ...process.env, E2E_PORT: String(startPort), E2E_SKIP_BUILD: '1' },
    live: true,
  });
} catch {
  stopAll();
  process.exit(1);
}
console.info(`--- npm test: passed in ${Math.round((Date.now() - began) / 1000)} s`);
