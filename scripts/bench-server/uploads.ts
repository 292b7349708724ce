/**
 * `npm run bench:uploads`: does the server stay responsive while it takes resumes? It starts the
 * built server (as `npm start` does) on a fresh PGlite, then on a fresh PostgreSQL database, and
 * sends rounds of three concurrent 10 MB PDF uploads (`POST /api/uploads/resume`) while a client
 * asks the careers page's `jobs` query 20 times a second, whatever the answers' speed (so a
 * stalled server shows in every query that waits, not in one). It prints the query's latency
 * before and during the uploads, the uploads' answers and durations, the growth of the server's
 * memory (RSS, peak during the uploads minus before them) and its event loop's delay.
 *
 *   npm run bench:uploads -- [--targets=pglite,postgres] [--rounds=3] [--port=3400]
 *                           [--cpu-profile=<folder>]
 *
 * Goal (issue 10): during the uploads the jobs query's p99 stays under 300 ms and the RSS grows
 * by less than 100 MB, on both databases. All uploads come from one address, and an address may
 * upload 20 resumes an hour: keep rounds at 6 or fewer (one small upload warms up).
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';

import { RESUME_MAX_BYTES } from '@/lib/validation';

import { describeLatencies, jobsQuery, measureDuring, ms, QUERIES_PER_SECOND } from './load';
import { benchEachTarget, buildApp, log, megabytes, parseTargets, percentile, type RunningServer } from './server';

const { values: options } = parseArgs({
  options: {
    targets: { type: 'string', default: 'pglite,postgres' },
    rounds: { type: 'string', default: '3' },
    port: { type: 'string', default: '3400' },
    'cpu-profile': { type: 'string' },
  },
});
const rounds = Number(options.rounds);
const CONCURRENT_UPLOADS = 3;

interface UploadOutcome {
  /** 0: no answer, e.g. the server did not even accept the connection. */
  status: number;
  ms: number;
  failure?: string;
}

/**
 * The uploading client runs on a thread of its own: building and sending 30 MB of multipart must
 * not delay the jobs queries' clock, or the figures would blame the server for the client.
 */
const UPLOADER = /* JavaScript */ `
  const { parentPort, workerData } = require('node:worker_threads');
  const { randomBytes } = require('node:crypto');
  const { url, size, rounds, concurrent } = workerData;
  // A PDF: the signature, then random bytes (nothing compresses or repeats).
  const bytes = randomBytes(size);
  bytes.write('%PDF-1.7\\n', 0, 'latin1');
  const file = new Blob([bytes], { type: 'application/pdf' });
  async function upload(content) {
    const form = new FormData();
    form.append('file', content, 'resume.pdf');
    const begin = performance.now();
    try {
      const response = await fetch(url + '/api/uploads/resume', { method: 'POST', body: form });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - begin };
    } catch (error) {
      const cause = error && error.cause instanceof Error ? error.cause.message : String(error);
      return { status: 0, ms: performance.now() - begin, failure: cause };
    }
  }
  (async () => {
    if (rounds === 0) return parentPort.postMessage([await upload(new Blob([bytes.subarray(0, 4096)]))]);
    const outcomes = [];
    for (let round = 0; round < rounds; round += 1)
      outcomes.push(...(await Promise.all(Array.from({ length: concurrent }, () => upload(file)))));
    parentPort.postMessage(outcomes);
  })();
`;

/** Sends `rounds` rounds of concurrent uploads of a `size`-byte PDF (rounds 0: one 4 kB upload). */
function uploadRounds(url: string, size: number, rounds: number): Promise<UploadOutcome[]> {
  const worker = new Worker(UPLOADER, {
    eval: true,
    workerData: { url, size, rounds, concurrent: CONCURRENT_UPLOADS },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (outcomes: UploadOutcome[]) => {
      resolve(outcomes);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

async function benchTarget(server: RunningServer): Promise<string> {
  // Warm-up: compiled routes, database plans and connections, the upload path with a small file.
  for (let index = 0; index < 10; index += 1) await jobsQuery(server.url);
  const [warm] = await uploadRounds(server.url, 4096, 0);
  if (warm?.status !== 201) throw new Error(`the warm-up upload answered ${warm?.status}: ${warm?.failure ?? ''}`);

  const {
    result: uploads,
    idle,
    busy,
    rssBefore,
    rssPeak,
    eventLoop,
  } = await measureDuring(server, () => uploadRounds(server.url, RESUME_MAX_BYTES, rounds));

  const statuses = new Map<number, number>();
  for (const { status } of uploads) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const durations = uploads.map((entry) => entry.ms).sort((a, b) => a - b);
  const p99 = percentile(busy.latencies, 99);
  const growth = rssPeak - rssBefore;

  log(`  jobs query, idle:            ${describeLatencies(idle)}`);
  log(`  jobs query, during uploads:  ${describeLatencies(busy)}`);
  log(
    `  uploads: ${[...statuses].map(([status, n]) => `${n} x ${status}`).join(', ')}; ` +
      `median ${ms(percentile(durations, 50))}, max ${ms(durations.at(-1) ?? 0)}`,
  );
  const failure = uploads.find((entry) => entry.failure)?.failure;
  if (failure) log(`  first failed upload: ${failure}`);
  log(`  server RSS: ${megabytes(rssBefore)} before, peak ${megabytes(rssPeak)} during (+${megabytes(growth)})`);
  log(`  server event loop during uploads: delay p99 ${ms(eventLoop.p99Ms)}, max ${ms(eventLoop.maxMs)}`);
  // On a busy machine latency depends on the CPU the server gets; the CPU it spends does not.
  const uploadedMegabytes = (uploads.filter((entry) => entry.status === 201).length * RESUME_MAX_BYTES) / 1024 / 1024;
  log(
    `  server CPU during uploads: ${(eventLoop.cpuMs / 1000).toFixed(1)} s ` +
      `(${(eventLoop.cpuMs / Math.max(1, uploadedMegabytes)).toFixed(0)} ms per MB stored)`,
  );
  return [
    server.target.padEnd(9),
    ms(p99).padStart(9),
    `+${megabytes(growth)}`.padStart(9),
    ms(eventLoop.maxMs).padStart(12),
    (p99 < 300 && growth < 100 * 1024 * 1024 && busy.errors === 0 && !failure ? 'yes' : 'no').padStart(6),
  ].join(' ');
}

async function main() {
  parseTargets(options.targets); // a bad --targets fails before the build
  buildApp();
  log(
    `Resume uploads: ${rounds} rounds of ${CONCURRENT_UPLOADS} concurrent ${megabytes(RESUME_MAX_BYTES)} PDFs, ` +
      `jobs query ${QUERIES_PER_SECOND}/s throughout`,
  );
  log(`machine: ${os.cpus().length} cores, Node ${process.version}\n`);
  await benchEachTarget(
    { targets: options.targets, port: options.port, cpuProfile: options['cpu-profile'] },
    benchTarget,
    ['target'.padEnd(9), 'jobs p99'.padStart(9), 'RSS +'.padStart(9), 'loop max'.padStart(12), 'goal'.padStart(6)],
  );
  log('(goal: jobs p99 under 300 ms and RSS growth under 100 MB during the uploads)');
}

await main();
