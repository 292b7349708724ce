/**
 * `npm run bench:api`: latency and throughput of the order flow's hot API operations (producer
 * search, delivery availability, quote) and of the two busiest lists' first pages (the supplier
 * workspace's inbox, a contractor's orders), at 50 concurrent clients, on PGlite and on
 * PostgreSQL, over a generated data set: at scale 1, 10,000 suppliers, 1,000,000 orders and
 * 100,000 job sites (the measured contractor and supplier have 10,000 orders at every scale).
 * Requests go through the same Yoga server the app runs, in-process (GraphQL parsing, validation,
 * limits and resolvers included; no HTTP socket), so the figures are the API's own cost: the
 * clients read each answer whole but parse it only when it carries errors.
 *
 * Each operation is compared with a trivial query measured in the same run (`jobs`, one row):
 * the goal (issue 16) is at least half its throughput and at most 3× its p95. Several scales
 * show how the cost grows with the data.
 *
 *   npm run bench:api -- [--targets=pglite,postgres] [--clients=50] [--seconds=15] [--rounds=3]
 *                        [--scales=1,3,10] [--only=producers,quote] [--fresh]
 *
 * Each scale's data set is generated once per database and kept: PGlite in
 * DATA_DIR/bench-pglite-<scale> (./.data by default), PostgreSQL in the database
 * `buildmarket_bench_<scale>` of BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres, used to create it; BENCH_DATABASE_PREFIX replaces
 * `buildmarket_bench`, so that two checkouts with different migrations keep apart). --fresh starts over.
 * It is a report: it prints figures and exits 0; these machines are noisy, so compare medians.
 */
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import pg from 'pg';

import { ORDERS_PAGE_SIZE } from '@/components/placed-orders/pagination';
import { INBOX_PAGE_SIZE } from '@/components/supplier/inboxFilter';
import { type DatabaseHandle } from '@/server/db/database';
import { openDatabase } from '@/server/seed/open-database';
import { createMarketplaceYoga } from '@/server/graphql/yoga';

import { signAccessToken } from '@/server/services/accounts/access-tokens';

import {
  benchAccounts,
  benchInputs,
  BIG_ACCOUNT_ORDERS,
  ensureDataset,
  type BenchAccount,
  type BenchInputs,
  type DatasetSize,
} from './dataset';

const { values: options } = parseArgs({
  options: {
    targets: { type: 'string', default: 'pglite,postgres' },
    clients: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '15' },
    rounds: { type: 'string', default: '3' },
    scales: { type: 'string', default: '1' },
    /** Only the operations whose name contains one of these (comma-separated); the trivial query always runs. */
    only: { type: 'string', default: '' },
    fresh: { type: 'boolean', default: false },
  },
});
const clients = Number(options.clients);
const seconds = Number(options.seconds);
const rounds = Math.max(1, Number(options.rounds));
const scales = (options.scales ?? '1').split(',').map(Number);
const sizeAt = (scale: number): DatasetSize => ({
  suppliers: Math.round(10_000 * scale),
  orders: Math.max(BIG_ACCOUNT_ORDERS, Math.round(1_000_000 * scale)),
  jobSites: Math.round(100_000 * scale),
});
/** A database or directory name's suffix for a scale: 0.3 → 0_3. */
const scaleName = (scale: number) => String(scale).replace('.', '_');
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

const JOBS = /* GraphQL */ `
  query Jobs {
    jobs(limit: 1) {
      values {
        id
        title
      }
    }
  }
`;
// The first pages as the screens ask for them: their own documents.
const operationDocument = (name: string) => readFileSync(path.resolve('graphql/operations', `${name}.graphql`), 'utf8');
const SUPPLIER_INBOX = operationDocument('SupplierOrders');
const CONTRACTOR_ORDERS = operationDocument('Orders');

interface Operation {
  name: string;
  request: (index: number) => { query: string; variables: Record<string, unknown> };
  /** The access token to send, for the operations of a signed-in person. */
  token?: string;
  /**
   * How many distinct inputs `request` cycles through (indexes 0 .. inputs - 1 give each once),
   * for the operations whose first answer for an input loads what the catalogue cache keeps: the
   * warm-up asks each once, so the figures are the steady state's, and prints what it took.
   */
  inputs?: number;
}

const TRIVIAL = 'jobs (trivial)';

async function operations(
  inputs: BenchInputs,
  accounts: { contractor: BenchAccount; supplier: BenchAccount },
): Promise<Operation[]> {
  const pick = <T>(list: T[], index: number): T => {
    const item = list[index % list.length];
    if (item === undefined) throw new Error('The data set has no inputs for an operation.');
    return item;
  };
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const weekAfter = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  return [
    { name: TRIVIAL, request: () => ({ query: JOBS, variables: {} }) },
    {
      name: 'producers (search)',
      inputs: inputs.searches.length,
      request: (i) => {
        const search = pick(inputs.searches, i * 31);
        // Quantities vary as contractors' do: each product rounds them to its own steps.
        return { query: PRODUCERS, variables: { input: { ...search, quantity: 4 + (i % 37) * 1.5, unit: null } } };
      },
    },
    {
      name: 'deliveryAvailability',
      request: (i) => ({ query: AVAILABILITY, variables: pick(inputs.availability, i * 17) }),
    },
    {
      name: 'orderQuote',
      inputs: inputs.quotes.length,
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
              // A bin rental is quoted for its period: a week here.
              schedule: {
                date,
                trucks: 2,
                minutesBetweenTrucks: 30,
                ...(quote.productType === 'rentals' ? { pickUpDate: weekAfter } : {}),
              },
              delivery: { cityId: quote.cityId, address: '100 Bench Road', postalCode: quote.postalCode },
              paymentType: 'card',
            },
          },
        };
      },
    },
    {
      name: 'supplier inbox page 1',
      token: await signAccessToken(accounts.supplier),
      // The inbox screen's first page (SupplierInbox.tsx).
      request: () => ({ query: SUPPLIER_INBOX, variables: { skip: 0, limit: INBOX_PAGE_SIZE } }),
    },
    {
      name: 'contractor orders p. 1',
      token: await signAccessToken(accounts.contractor),
      request: () => ({ query: CONTRACTOR_ORDERS, variables: { skip: 0, limit: ORDERS_PAGE_SIZE } }),
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

/** One operation's samples, over every round. */
interface Samples {
  latencies: number[];
  errors: number;
  seconds: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function figuresOf(samples: Samples): Figures {
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
async function measure(
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

async function openTarget(target: string, scale: number): Promise<DatabaseHandle> {
  if (target === 'pglite') {
    const dataDir = path.resolve(process.env.DATA_DIR || '.data', `bench-pglite-${scaleName(scale)}`);
    if (options.fresh) await rm(dataDir, { recursive: true, force: true });
    return openDatabase({ dataDir });
  }
  if (target === 'postgres') {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const name = `${process.env.BENCH_DATABASE_PREFIX || 'buildmarket_bench'}_${scaleName(scale)}`;
    if (options.fresh) await admin.query(`drop database if exists ${name}`);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return openDatabase({ databaseUrl: url.toString() });
  }
  throw new Error(`Unknown target ${target}: use pglite or postgres.`);
}

const pad = (value: string, width: number) => value.padStart(width);

const HEADER = [
  'scale'.padEnd(5),
  'target'.padEnd(8),
  'operation'.padEnd(22),
  pad('median ms', 9),
  pad('p95 ms', 8),
  pad('req/s', 6),
  pad('requests', 8),
  pad('errors', 6),
  pad('thru/triv', 9),
  pad('p95/triv', 8),
  pad('goal', 4),
].join(' ');

async function main() {
  log(
    `API benchmark: ${clients} concurrent clients, ${seconds} s per operation in ${rounds} turns, scales ${scales.join(', ')}`,
  );
  for (const scale of scales) {
    const size = sizeAt(scale);
    log(
      `  scale ${scale}: ${size.suppliers.toLocaleString('en-US')} suppliers, ${size.orders.toLocaleString('en-US')} orders, ${size.jobSites.toLocaleString('en-US')} job sites`,
    );
  }
  log(`machine: ${os.cpus().length} cores, Node ${process.version}`);
  log('goal: throughput at least 0.5 of the trivial query, p95 at most 3× its p95\n');

  const table: string[] = [];
  for (const scale of scales) {
    for (const target of (options.targets ?? '').split(',').filter(Boolean)) {
      log(`${target} at scale ${scale}: opening and checking the data set...`);
      let handle: DatabaseHandle;
      try {
        handle = await openTarget(target, scale);
      } catch (error) {
        log(`${target}: skipped (${error instanceof Error ? (error.stack ?? error.message) : String(error)})\n`);
        continue;
      }
      const outcome = await ensureDataset(handle.db, sizeAt(scale), log);
      log(`${target}: data set ${outcome}`);
      const inputs = await benchInputs(handle.db);
      const accounts = await benchAccounts(handle.db);
      const yoga = createMarketplaceYoga({ getDb: () => Promise.resolve(handle.db), production: true });
      const only = (options.only ?? '').split(',').filter(Boolean);
      const chosen = (await operations(inputs, accounts)).filter(
        (operation) =>
          operation.name === TRIVIAL || only.length === 0 || only.some((part) => operation.name.includes(part)),
      );
      // The operations take turns, `rounds` times, so a busy moment of this shared machine
      // falls on all of them alike and the ratios to the trivial query stay fair.
      const samples = new Map(
        chosen.map((operation): [Operation, Samples] => [operation, { latencies: [], errors: 0, seconds: 0 }]),
      );
      for (let round = 0; round < rounds; round++) {
        for (const operation of chosen) await measure(yoga, operation, seconds / rounds, samples.get(operation)!);
      }
      const trivial = figuresOf(samples.get(chosen[0]!)!);
      log(`  ${HEADER}`);
      for (const operation of chosen) {
        const figures = figuresOf(samples.get(operation)!);
        const throughputRatio = figures.perSecond / trivial.perSecond;
        const p95Ratio = figures.p95Ms / Math.max(trivial.p95Ms, 0.001);
        const met = figures.errors === 0 && throughputRatio >= 0.5 && p95Ratio <= 3;
        const row = [
          String(scale).padEnd(5),
          target.padEnd(8),
          operation.name.padEnd(22),
          pad(figures.medianMs.toFixed(1), 9),
          pad(figures.p95Ms.toFixed(1), 8),
          pad(figures.perSecond.toFixed(0), 6),
          pad(String(figures.requests), 8),
          pad(String(figures.errors), 6),
          pad(throughputRatio.toFixed(2), 9),
          pad(p95Ratio.toFixed(2), 8),
          pad(operation.name === TRIVIAL ? '' : met ? 'met' : 'NOT', 4),
        ].join(' ');
        log(`  ${row}`);
        table.push(row);
      }
      await handle.close();
      log('');
    }
  }

  log(HEADER);
  for (const row of table) log(row);
}

await main();
