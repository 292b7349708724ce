/**
 * How `npm run bench:api` measures an operation (./index.ts): its calls at the chosen number of
 * concurrent clients through the in-process Yoga server, after a warm-up, and the figures of its
 * samples (median, p95, requests per second).
 */
import type { createMarketplaceYoga } from '@/server/graphql/yoga';

import type { Operation } from './operations';
import { clients, log } from './settings';

interface Figures {
  requests: number;
  errors: number;
  medianMs: number;
  p95Ms: number;
  perSecond: number;
}

/** One operation's samples, over every round. */
export interface Samples {
  latencies: number[];
  errors: number;
  seconds: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export function figuresOf(samples: Samples): Figures {
  const sorted = [...samples.latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors: samples.errors,
    medianMs: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    perSecond: sorted.length / samples.seconds,
  };
}

/** Runs the operation at `clients` concurrent clients for `duration` seconds, adding to `samples`. */
export async function measure(
  yoga: ReturnType<typeof createMarketplaceYoga>,
  operation: Operation,
  duration: number,
  samples: Samples,
): Promise<void> {
  const call = async (index: number) => {
    const response = await yoga.fetch('http://bench/api/gql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(operation.token ? { authorization: `Bearer ${operation.token}` } : {}),
      },
      body: JSON.stringify(operation.request(index)),
    });
    // The clients run on the server's thread here, where each browser has its own: an answer is
    // read whole, but parsed only when it carries errors (the key can only be the answer's own:
    // quotes inside a string are escaped), so that a long answer's parse is not counted as the
    // API's cost (parsing a page of 50 orders took 7% of the inbox's throughput, measured).
    const text = await response.text();
    if (!response.ok || text.includes('"errors":')) {
      const body = JSON.parse(text) as { errors?: { message: string }[] };
      throw new Error(body.errors?.[0]?.message ?? `HTTP ${response.status}: ${text.slice(0, 200)}`);
    }
  };

  // Warm-up, not counted: plans and JIT, and what the catalogue cache keeps for every input the
  // operation asks for. Without it, the first turn also paid for the inputs the warm-up's first
  // `clients` indexes missed (at scale 10, a city and type's candidates take some 0.4 s to load on
  // PGlite's one thread, which every other query waits for): a cost of the first search after a
  // catalogue change, printed apart below, not of the steady state the goal is about.
  // The cache keeps every input across turns, so later turns warm up with `clients` calls.
  const firstTurn = samples.seconds === 0;
  const warmUps = firstTurn ? Math.max(clients, operation.inputs ?? 0) : clients;
  let warmed = 0;
  const warmUpStarted = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (warmed < warmUps) await call(warmed++).catch(() => undefined);
    }),
  );
  if (firstTurn && operation.inputs) {
    log(
      `    ${operation.name}: first answers for its ${operation.inputs} inputs (the catalogue cache cold), ${clients} at a time: ${((performance.now() - warmUpStarted) / 1000).toFixed(1)} s`,
    );
  }

  let firstError: string | undefined;
  let issued = 0;
  const started = performance.now();
  const deadline = started + duration * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const index = issued++;
        const begin = performance.now();
        try {
          await call(index);
          samples.latencies.push(performance.now() - begin);
        } catch (error) {
          samples.errors += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  samples.seconds += (performance.now() - started) / 1000;
  if (firstError) log(`    ${operation.name}: first error: ${firstError}`);
}
