/**
 * The load the server benchmarks measure a server's responsiveness with: the careers page's `jobs`
 * query asked at a fixed rate, whatever the answers' speed (so a stalled server shows in every
 * query that waits, not in one), and the server's memory sampled meanwhile.
 */
import { percentile, type RunningServer } from './server';

export const QUERIES_PER_SECOND = 20;

const JOBS = JSON.stringify({
  query: 'query Jobs($skip: Int, $limit: Int) { jobs(skip: $skip, limit: $limit) { values { id title } count } }',
  variables: { skip: 0, limit: 4 },
});

/** One `jobs` query: its latency in milliseconds. */
export async function jobsQuery(url: string): Promise<number> {
  const begin = performance.now();
  const response = await fetch(`${url}/api/gql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JOBS,
    signal: AbortSignal.timeout(60_000),
  });
  const body = (await response.json()) as { errors?: { message: string }[] };
  if (!response.ok || body.errors?.length) throw new Error(body.errors?.[0]?.message ?? `HTTP ${response.status}`);
  return performance.now() - begin;
}

/** Asks the jobs query QUERIES_PER_SECOND times a second until stopped; collects each answer's latency. */
export function queryLoad(url: string) {
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  let errors = 0;
  const timer = setInterval(() => {
    pending.push(
      jobsQuery(url).then(
        (ms) => void latencies.push(ms),
        () => void (errors += 1),
      ),
    );
  }, 1000 / QUERIES_PER_SECOND);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return { latencies: latencies.sort((a, b) => a - b), errors };
    },
  };
}

/** The server's resident memory every 100 ms until stopped. */
export function rssSampler(server: RunningServer) {
  const samples: number[] = [server.rssBytes()];
  const timer = setInterval(() => samples.push(server.rssBytes()), 100);
  return {
    stop() {
      clearInterval(timer);
      return samples;
    },
  };
}

export const ms = (value: number) => `${value.toFixed(0)} ms`;

export const describeLatencies = ({ latencies, errors }: { latencies: number[]; errors: number }) =>
  `${latencies.length} queries, median ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, ` +
  `max ${ms(latencies.at(-1) ?? 0)}${errors ? `, ${errors} failed` : ''}`;

/**
 * The jobs query's latency for 3 s of quiet, then while `work` runs; the server's memory before
 * it (the median of the quiet) and at its peak during it; its event loop during it.
 */
export async function measureDuring<T>(server: RunningServer, work: () => Promise<T>) {
  const idleLoad = queryLoad(server.url);
  const idleRss = rssSampler(server);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idle = await idleLoad.stop();
  const rssBefore = percentile(
    idleRss.stop().sort((a, b) => a - b),
    50,
  );

  const started = Date.now();
  const busyLoad = queryLoad(server.url);
  const busyRss = rssSampler(server);
  const result = await work();
  const busy = await busyLoad.stop();
  const rssPeak = Math.max(...busyRss.stop());
  return { result, idle, busy, rssBefore, rssPeak, eventLoop: server.eventLoop(started, Date.now()) };
}
