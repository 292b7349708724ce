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
 * show how the cost grows with the data. With the producer search, it also prints what a
 * catalogue change costs the search (./catalogue-changes.ts, issue 38): the first answers of
 * every search with nothing kept (goal: under 5 s), and one supplier's price change (under 200 ms).
 *
 *   npm run bench:api -- [--targets=pglite,postgres] [--clients=50] [--seconds=15] [--rounds=3]
 *                        [--scales=1,3,10] [--only=producers,quote] [--fresh] [--orders=N]
 *
 * Each scale's data set is generated once per database and kept: PGlite in
 * DATA_DIR/bench-pglite-<scale> (./.data by default), PostgreSQL in the database
 * `buildmarket_bench_<scale>` of BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres, used to create it; BENCH_DATABASE_PREFIX replaces
 * `buildmarket_bench`, so that two checkouts with different migrations keep apart). --fresh starts over.
 * --orders sets the number of orders (1,000,000 × the scale by default; the catalogue's figures
 * do not depend on it) in a data set of its own (its name ends in `_orders<N>`).
 * It is a report: it prints figures and exits 0; these machines are noisy, so compare medians.
 *
 * Its settings: ./settings.ts; the operations: ./operations.ts; measuring one: ./measure.ts; the
 * databases: ./targets.ts; the data set: ./dataset.ts.
 */
import os from 'node:os';

import { type DatabaseHandle } from '@/server/db/database';
import { createMarketplaceYoga } from '@/server/graphql/yoga';

import { benchAccounts, benchInputs, ensureDataset } from './dataset';
import { figuresOf, measure, type Samples } from './measure';
import { measureCatalogueChanges, type CatalogueChangeFigures } from './catalogue-changes';
import { operations, PRODUCER_SEARCH, TRIVIAL, type Operation } from './operations';
import { clients, log, options, rounds, scales, seconds, sizeAt } from './settings';
import { openTarget } from './targets';

// Quiet server logs: the figures are the output.
process.env.LOG_LEVEL ??= 'error';
process.env.JWT_SECRET ??= 'bench-api-secret-bench-api-secret-0123456789abcdef';

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

const CATALOGUE_HEADER = [
  'scale'.padEnd(5),
  'target'.padEnd(8),
  pad('searches', 8),
  pad('cold start ms', 13),
  pad('warm round ms', 13),
  pad('one supplier ms', 15),
  pad('goal', 4),
].join(' ');

/** The catalogue's figures (./catalogue-changes.ts): goal, a cold start under 5 s, a supplier's change under 200 ms. */
function catalogueLine(scale: number, target: string, searches: number, figures: CatalogueChangeFigures) {
  const met = figures.coldStartMs < 5_000 && figures.supplierChangeMs < 200;
  return [
    String(scale).padEnd(5),
    target.padEnd(8),
    pad(String(searches), 8),
    pad(figures.coldStartMs.toFixed(0), 13),
    pad(figures.warmRoundMs.toFixed(0), 13),
    pad(figures.supplierChangeMs.toFixed(0), 15),
    pad(met ? 'met' : 'NOT', 4),
  ].join(' ');
}

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
  log('goal: throughput at least 0.5 of the trivial query, p95 at most 3× its p95');
  log(
    "catalogue (with the producer search): every search's first answer after a change of everything under 5 s, one supplier's price change under 200 ms\n",
  );

  const table: string[] = [];
  const catalogueTable: string[] = [];
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
      const search = chosen.find((operation) => operation.name === PRODUCER_SEARCH);
      if (search) {
        const figures = await measureCatalogueChanges(yoga, handle.db, inputs, search);
        const line = catalogueLine(scale, target, inputs.searches.length, figures);
        log(`  ${CATALOGUE_HEADER}\n  ${line}`);
        catalogueTable.push(line);
      }
      await handle.close();
      log('');
    }
  }

  log(HEADER);
  for (const row of table) log(row);
  if (catalogueTable.length > 0) {
    log(`\n${CATALOGUE_HEADER}`);
    for (const row of catalogueTable) log(row);
  }
}

await main();
