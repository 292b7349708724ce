/**
 * `npm run bench:home`: the static home page under load. It starts the built server (as
 * `npm start` does) on a fresh PGlite, then on a fresh PostgreSQL database, and holds 200
 * concurrent connections on `/` for 60 seconds (autocannon, 20 s timeout per request). It prints
 * the requests' latency, timeouts and errors, and the server's event-loop delay over the run,
 * with the count of 250 ms windows where the loop stalled for more than a second. The timeouts it
 * once found came from Node accepting one connection per event-loop turn while every turn started
 * every waiting request; the server now starts them at the loop's pace (scripts/request-pacing.mjs),
 * so "slowest request inside the server" includes the time a request waited for its turn.
 *
 *   npm run bench:home -- [--targets=pglite,postgres] [--connections=200] [--seconds=60]
 *                         [--path=/] [--port=3400]
 *                           [--cpu-profile=<folder>]
 *
 * Goal (issue 10): 0 timeouts and p99 under 2 s for 60 s at 200 connections, on both databases.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';

import autocannon from 'autocannon';

import { benchEachTarget, buildApp, log, parseTargets, type RunningServer } from './server';

const { values: options } = parseArgs({
  options: {
    targets: { type: 'string', default: 'pglite,postgres' },
    connections: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    path: { type: 'string', default: '/' },
    port: { type: 'string', default: '3400' },
    'cpu-profile': { type: 'string' },
  },
});
const connections = Number(options.connections);
const seconds = Number(options.seconds);
const TIMEOUT_SECONDS = 20;

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function benchTarget(server: RunningServer): Promise<string> {
  // Warm-up: the page is prerendered; a few requests load its code and fill caches.
  await autocannon({ url: `${server.url}${options.path}`, connections: 10, amount: 200 });
  const started = Date.now();
  const result = await autocannon({
    url: `${server.url}${options.path}`,
    connections,
    duration: seconds,
    timeout: TIMEOUT_SECONDS,
  });
  const eventLoop = server.eventLoop(started, Date.now());
  log(
    `  ${result.requests.total} requests (${result.requests.average.toFixed(0)}/s), latency median ` +
      `${ms(result.latency.p50)}, p99 ${ms(result.latency.p99)}, max ${ms(result.latency.max)}`,
  );
  log(`  timeouts ${result.timeouts}, errors ${result.errors}, non-2xx ${result.non2xx}`);
  log(
    `  server event loop: delay p99 ${ms(eventLoop.p99Ms)}, max ${ms(eventLoop.maxMs)}, ` +
      `stalls over 1 s: ${eventLoop.stallsOverOneSecond}`,
  );
  log(
    `  server CPU: ${(eventLoop.cpuMs / 1000).toFixed(1)} s, ` +
      `${(eventLoop.cpuMs / Math.max(1, result.requests.total)).toFixed(2)} ms per request; ` +
      `slowest request inside the server ${ms(eventLoop.slowestRequestMs)}`,
  );
  const met = result.timeouts === 0 && result.errors === 0 && result.non2xx === 0 && result.latency.p99 < 2000;
  return [
    server.target.padEnd(9),
    String(result.requests.total).padStart(9),
    ms(result.latency.p99).padStart(9),
    String(result.timeouts).padStart(9),
    String(result.errors + result.non2xx).padStart(7),
    ms(eventLoop.maxMs).padStart(10),
    (eventLoop.cpuMs / Math.max(1, result.requests.total)).toFixed(2).padStart(10),
    (met ? 'yes' : 'no').padStart(5),
  ].join(' ');
}

async function main() {
  parseTargets(options.targets); // a bad --targets fails before the build
  buildApp();
  log(`${options.path} at ${connections} connections for ${seconds} s (timeout ${TIMEOUT_SECONDS} s)`);
  log(`machine: ${os.cpus().length} cores, Node ${process.version}\n`);
  await benchEachTarget(
    { targets: options.targets, port: options.port, cpuProfile: options['cpu-profile'] },
    benchTarget,
    [
      'target'.padEnd(9),
      'requests'.padStart(9),
      'p99'.padStart(9),
      'timeouts'.padStart(9),
      'errors'.padStart(7),
      'loop max'.padStart(10),
      'CPU ms/req'.padStart(10),
      'goal'.padStart(5),
    ],
  );
  log('(goal: 0 timeouts, no errors and p99 under 2 s)');
}

await main();
