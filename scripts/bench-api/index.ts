/**
 * `npm run bench:api`: latency and throughput of the order flow's hot API operations (producer
 * search, delivery availability, quote) at 50 concurrent clients, on PGlite and on PostgreSQL,
 * over a generated data set of 10,000 suppliers and 1,000,000 orders. Requests go through the
 * same Yoga server the app runs, in-process (GraphQL parsing, validation, limits and resolvers
 * included; no HTTP socket), so the figures are the API's own cost.
 *
 *   npm run bench:api -- [--targets=pglite,postgres] [--clients=50] [--seconds=15]
 *                        [--suppliers=10000] [--orders=1000000] [--fresh]
 *
 * The data set is generated once per database and kept: PGlite in DATA_DIR/bench-pglite
 * (./.data by default), PostgreSQL in the database `buildmarket_bench` of BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres, used to create it). --fresh starts over.
 * It is a report: it prints figures and exits 0; these machines are noisy, so compare medians.
 */
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import pg from 'pg';

import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { createMarketplaceYoga } from '@/server/graphql/yoga';

import { benchInputs, ensureDataset, type BenchInputs } from './dataset';

const { values: options } = parseArgs({
  options: {
    targets: { type: 'string', default: 'pglite,postgres' },
    clients: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '15' },
    suppliers: { type: 'string', default: '10000' },
    orders: { type: 'string', default: '1000000' },
    fresh: { type: 'boolean', default: false },
  },
});
const clients = Number(options.clients);
const seconds = Number(options.seconds);
const size = { suppliers: Number(options.suppliers), orders: Number(options.orders) };
const log = (line: string) => console.log(line);

// Quiet server logs: the figures are the output.
process.env.LOG_LEVEL ??= 'error';
process.env.JWT_SECRET ??= 'bench-api-secret-bench-api-secret-0123456789abcdef';

const PRODUCERS = /* GraphQL */ `
  query Producers($input: ProducersInput!) {
    producers(input: $input) {
      supplierId
      name
      rating
      allInPriceCents
      product {
        id
        name
        priceCents
        minimumOrder
        quantityIncrement
        feeMinCents
        feeMaxCents
        allInPriceCents
      }
    }
  }
`;
const AVAILABILITY = /* GraphQL */ `
  query Availability($supplierId: ID!, $date: String!) {
    deliveryAvailability(supplierId: $supplierId, date: $date) {
      windows {
        startHour
        label
        remainingTrucks
        available
      }
    }
  }
`;
const QUOTE = /* GraphQL */ `
  query Quote($input: OrderQuoteInput!) {
    orderQuote(input: $input) {
      subtotalCents
      feesCents
      taxesCents
      totalCents
      amountDueCents
      fingerprint
    }
  }
`;

interface Operation {
  name: string;
  request: (index: number) => { query: string; variables: Record<string, unknown> };
}

function operations(inputs: BenchInputs): Operation[] {
  const pick = <T>(list: T[], index: number): T => {
    const item = list[index % list.length];
    if (item === undefined) throw new Error('The data set has no inputs for an operation.');
    return item;
  };
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  return [
    {
      name: 'producers (search)',
      request: (i) => {
        const search = pick(inputs.searches, i * 31);
        return { query: PRODUCERS, variables: { input: { ...search, quantity: 40, unit: null } } };
      },
    },
    {
      name: 'deliveryAvailability',
      request: (i) => ({ query: AVAILABILITY, variables: pick(inputs.availability, i * 17) }),
    },
    {
      name: 'orderQuote',
      request: (i) => {
        const quote = pick(inputs.quotes, i * 13);
        return {
          query: QUOTE,
          variables: {
            input: {
              supplierId: quote.supplierId,
              productId: quote.productId,
              quantity: Math.max(quote.minimumOrder, 10),
              unit: quote.unit,
              extraIds: [],
              schedule: { date, trucks: 2, minutesBetweenTrucks: 30 },
              delivery: { cityId: quote.cityId, address: '100 Bench Road', postalCode: quote.postalCode },
              paymentType: 'card',
            },
          },
        };
      },
    },
  ];
}

interface Figures {
  requests: number;
  errors: number;
  medianMs: number;
  p95Ms: number;
  perSecond: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(yoga: ReturnType<typeof createMarketplaceYoga>, operation: Operation): Promise<Figures> {
  const call = async (index: number) => {
    const response = await yoga.fetch('http://bench/api/gql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(operation.request(index)),
    });
    const body = (await response.json()) as { errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors[0]!.message);
  };

  // Warm-up: plans, caches and JIT, not counted.
  await Promise.all(Array.from({ length: clients }, (_, client) => call(client).catch(() => undefined)));

  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let issued = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const index = issued++;
        const begin = performance.now();
        try {
          await call(index);
          latencies.push(performance.now() - begin);
        } catch (error) {
          errors += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  if (firstError) log(`    first error: ${firstError}`);
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    medianMs: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    perSecond: latencies.length / elapsed,
  };
}

async function openTarget(target: string): Promise<DatabaseHandle> {
  if (target === 'pglite') {
    const dataDir = path.resolve(process.env.DATA_DIR || '.data', 'bench-pglite');
    if (options.fresh) await rm(dataDir, { recursive: true, force: true });
    return openDatabase({ dataDir });
  }
  if (target === 'postgres') {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    if (options.fresh) await admin.query('drop database if exists buildmarket_bench');
    const exists = await admin.query(`select 1 from pg_database where datname = 'buildmarket_bench'`);
    if (exists.rowCount === 0) await admin.query('create database buildmarket_bench');
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = '/buildmarket_bench';
    return openDatabase({ databaseUrl: url.toString() });
  }
  throw new Error(`Unknown target ${target}: use pglite or postgres.`);
}

const pad = (value: string, width: number) => value.padStart(width);

async function main() {
  log(`API benchmark: ${clients} concurrent clients, ${seconds} s per operation, `);
  log(
    `data set of ${size.suppliers.toLocaleString('en-US')} suppliers and ${size.orders.toLocaleString('en-US')} orders`,
  );
  log(`machine: ${os.cpus().length} cores, Node ${process.version}\n`);

  const table: string[] = [];
  for (const target of (options.targets ?? '').split(',').filter(Boolean)) {
    log(`${target}: opening and checking the data set...`);
    let handle: DatabaseHandle;
    try {
      handle = await openTarget(target);
    } catch (error) {
      log(`${target}: skipped (${error instanceof Error ? (error.stack ?? error.message) : String(error)})\n`);
      continue;
    }
    const outcome = await ensureDataset(handle.db, size, log);
    log(`${target}: data set ${outcome}`);
    const inputs = await benchInputs(handle.db);
    const yoga = createMarketplaceYoga({ getDb: () => Promise.resolve(handle.db), production: true });
    for (const operation of operations(inputs)) {
      const figures = await measure(yoga, operation);
      const row = [
        target.padEnd(9),
        operation.name.padEnd(21),
        pad(figures.medianMs.toFixed(1), 9),
        pad(figures.p95Ms.toFixed(1), 9),
        pad(figures.perSecond.toFixed(0), 8),
        pad(String(figures.requests), 9),
        pad(String(figures.errors), 7),
      ].join(' ');
      log(`  ${row}`);
      table.push(row);
    }
    await handle.close();
    log('');
  }

  log(
    [
      'target'.padEnd(9),
      'operation'.padEnd(21),
      pad('median ms', 9),
      pad('p95 ms', 9),
      pad('req/s', 8),
      pad('requests', 9),
      pad('errors', 7),
    ].join(' '),
  );
  for (const row of table) log(row);
}

await main();
