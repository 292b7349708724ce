/**
 * `npm run bench:instances`: two instances of the app on one PostgreSQL database and one Redis,
 * driven together, as behind a load balancer. It builds the app (SKIP_BUILD=1 reuses the last
 * build), starts instance A on a fresh database (demo data on), then instance B on the same one,
 * and checks and measures what several instances must get right:
 *
 * 1. Placements racing for one delivery window from both instances: no overbooking (the trucks
 *    booked never exceed the window's capacity, and exactly as many orders as fit are placed).
 * 2. Sign-in limits shared: attempts from one address alternate between the instances; the limit
 *    stops the address after the same count as on one instance.
 * 3. Maintenance jobs running on both (every MAINTENANCE_INTERVAL_MS): every mail of the run
 *    is sent once, never by both instances (the development outboxes of both are compared).
 * 4. Throughput of two instances against one, on the same read (`jobs`), in the same run,
 *    printed as a ratio (on a 2-core machine both instances and the load share the cores).
 *
 *   npm run bench:instances -- [--seconds=20] [--connections=50] [--port=3500]
 *
 * Needs PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) and
 * Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379). It prints figures, and exits 1 when a
 * check fails (an overbooked window, a limit that does not hold, a mail sent twice).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import autocannon from 'autocannon';

import { dataOf, gql, signUp } from './clients';
import { buildApp, log, startServer, type RunningServer } from './server';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3500' },
  },
});

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Both instances trust one proxy: the benchmark plays the load balancer (X-Forwarded-For). */
const INSTANCE_ENV = { REDIS_URL, TRUST_PROXY: '1', DEMO_DATA: '1', MAINTENANCE_INTERVAL_MS: '1000' };

let failures = 0;
function check(ok: boolean, line: string): void {
  log(`  ${ok ? 'ok  ' : 'FAIL'} ${line}`);
  if (!ok) failures += 1;
}

/** Check 1: placements from both instances racing for the last trucks of one window. */
async function raceForOneWindow(a: RunningServer, b: RunningServer): Promise<void> {
  log('1. Placements racing for one delivery window from both instances');
  const { serviceRegions } = dataOf(
    await gql<{ serviceRegions: { cities: { city: { id: string; name: string } }[] }[] }>(
      a,
      `{ serviceRegions { cities { city { id name } } } }`,
    ),
    'serviceRegions',
  );
  const toronto = serviceRegions.flatMap((region) => region.cities).find((entry) => entry.city.name === 'Toronto');
  if (!toronto) throw new Error('the demo data has no Toronto');
  const { producers } = dataOf(
    await gql<{
      producers: { supplierId: string; product: { id: string; unit: string; quantity: number; colors: string[] } }[];
    }>(
      a,
      `query($input: ProducersInput!) { producers(input: $input) { supplierId product { id unit quantity colors } } }`,
      { input: { cityId: toronto.city.id, productType: 'readyMix' } },
    ),
    'producers',
  );
  const producer = producers[0];
  if (!producer) throw new Error('no ready-mix producer delivers to Toronto');
  const date = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  const availability = async () =>
    dataOf(
      await gql<{
        deliveryAvailability: {
          windows: { startHour: number; capacityTrucks: number; bookedTrucks: number; remainingTrucks: number }[];
        };
      }>(
        b,
        `query($supplierId: ID!, $date: String!) { deliveryAvailability(supplierId: $supplierId, date: $date) {
          windows { startHour capacityTrucks bookedTrucks remainingTrucks } } }`,
        { supplierId: producer.supplierId, date },
      ),
      'deliveryAvailability',
    ).deliveryAvailability.windows;
  const window = (await availability()).sort((x, y) => y.remainingTrucks - x.remainingTrucks)[0];
  if (!window || window.remainingTrucks === 0) throw new Error(`no window with trucks left on ${date}`);
  const TRUCKS_PER_ORDER = 1;
  const fits = Math.floor(window.remainingTrucks / TRUCKS_PER_ORDER);
  const attempts = fits + 6;

  const quote = {
    supplierId: producer.supplierId,
    productId: producer.product.id,
    quantity: producer.product.quantity,
    unit: producer.product.unit,
    color: producer.product.colors[0] ?? null,
    extraIds: [],
    schedule: { date, trucks: TRUCKS_PER_ORDER, minutesBetweenTrucks: 30, windowStartHour: window.startHour },
    delivery: { cityId: toronto.city.id, address: '100 King Street West', postalCode: 'M5X 1A9' },
    paymentType: 'card',
  };
  const tokens = [await signUp(a), await signUp(b)];
  const { orderQuote } = dataOf(
    await gql<{ orderQuote: { fingerprint: string } }>(
      a,
      `query($input: OrderQuoteInput!) { orderQuote(input: $input) { fingerprint } }`,
      { input: quote },
      { token: tokens[0] },
    ),
    'orderQuote',
  );
  const place = (index: number) =>
    gql<{ placeOrder: { id: string } }>(
      index % 2 === 0 ? a : b,
      `mutation($input: PlaceOrderInput!, $key: String!) { placeOrder(input: $input, idempotencyKey: $key) { id } }`,
      {
        input: {
          quote,
          quoteFingerprint: orderQuote.fingerprint,
          contact: { name: 'Dana Whitfield', email: 'dana@keystone.example', phoneNumber: '+1 416 555 0100' },
          comment: null,
        },
        key: `instances-${randomUUID()}`,
      },
      { token: tokens[index % 2], address: `198.18.2.${index + 1}` },
    );
  const answers = await Promise.all(Array.from({ length: attempts }, (_, index) => place(index)));
  const placed = answers.filter((answer) => answer.data?.placeOrder).length;
  const refusals = new Map<string, number>();
  for (const answer of answers) {
    const code = answer.errors?.[0]?.extensions?.code;
    if (code) refusals.set(code, (refusals.get(code) ?? 0) + 1);
  }
  const after = (await availability()).find((candidate) => candidate.startHour === window.startHour)!;
  log(
    `  window ${window.startHour}:00 on ${date}: ${window.remainingTrucks} of ${window.capacityTrucks} trucks left; ` +
      `${attempts} placements at once, alternating A and B`,
  );
  log(`  placed ${placed}; refused ${[...refusals].map(([code, count]) => `${count} ${code}`).join(', ') || 'none'}`);
  check(
    after.bookedTrucks <= after.capacityTrucks,
    `booked ${after.bookedTrucks} of ${after.capacityTrucks} trucks: not overbooked`,
  );
  check(placed === fits, `exactly the ${fits} orders that fit were placed`);
}

/** Check 2: one address's sign-in attempts, alternating between the instances. */
async function sharedSignInLimit(a: RunningServer, b: RunningServer): Promise<void> {
  log('2. Sign-in limit shared by the instances');
  const address = `198.18.3.${Math.floor(Math.random() * 250) + 1}`;
  const codes: string[] = [];
  for (let attempt = 0; attempt < 30 && !codes.includes('RATE_LIMITED'); attempt += 1) {
    const answer = await gql(
      attempt % 2 === 0 ? a : b,
      `mutation($input: SignInInput!) { signIn(input: $input) { mainToken } }`,
      { input: { login: `nobody.${attempt}@builders.example`, password: 'Concrete2024' } },
      { address },
    );
    codes.push(answer.errors?.[0]?.extensions?.code ?? 'OK');
  }
  const allowed = codes.indexOf('RATE_LIMITED');
  log(`  answers: ${codes.join(', ')}`);
  // The same allowance as one instance has (server/services/rate-limits/rate-limit.ts: 10 per address in 10 minutes).
  check(allowed === 10, `stopped after ${allowed} attempts spread over both instances (one instance's limit: 10)`);
}

/** Check 3: the mails of the run, each sent by one instance only. */
async function mailsSentOnce(servers: RunningServer[]): Promise<void> {
  log('3. Maintenance jobs on both instances: every mail sent once');
  // Both loops run every second; give them a few turns to send what the run queued.
  await new Promise((resolve) => setTimeout(resolve, 8_000));
  const lines = servers.flatMap((server) => {
    try {
      return readFileSync(path.join(server.dataDir, 'outbox.jsonl'), 'utf8').split('\n').filter(Boolean);
    } catch {
      return [];
    }
  });
  const mails = lines.map((line) => {
    const { to, subject, text } = JSON.parse(line) as { to: string; subject: string; text: string };
    return `${to}\n${subject}\n${text}`;
  });
  const unique = new Set(mails);
  log(`  ${mails.length} mails sent by the two instances (A ${servers[0]!.mailCount()}, B ${servers[1]!.mailCount()})`);
  check(mails.length > 0, 'the run sent mails (order confirmations, new-order mails)');
  check(unique.size === mails.length, `no mail sent twice (${mails.length - unique.size} duplicates)`);
}

/** Check 4: the same read on one instance, then on both (round robin), in the same run. */
async function throughput(a: RunningServer, b: RunningServer): Promise<void> {
  log('4. Throughput: one instance, then two');
  const body = JSON.stringify({ query: '{ jobs(skip: 0, limit: 1) { count } }' });
  /** The same number of connections in all, shared evenly by the instances, at the same time. */
  const run = async (urls: string[]) => {
    const results = await Promise.all(
      urls.map((url) =>
        autocannon({
          url: `${url}/api/gql`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          connections: Math.max(1, Math.floor(Number(options.connections) / urls.length)),
          duration: Number(options.seconds),
        }),
      ),
    );
    return {
      rps: results.reduce((sum, result) => sum + result.requests.average, 0),
      p50: Math.max(...results.map((result) => result.latency.p50)),
      p95: Math.max(...results.map((result) => result.latency.p97_5)),
      errors: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
    };
  };
  await run([a.url, b.url]); // warm-up: both load their code
  const one = await run([a.url]);
  const two = await run([a.url, b.url]);
  log(`  one instance:  ${one.rps.toFixed(0)} req/s, median ${one.p50} ms, p97.5 ${one.p95} ms, errors ${one.errors}`);
  log(`  two instances: ${two.rps.toFixed(0)} req/s, median ${two.p50} ms, p97.5 ${two.p95} ms, errors ${two.errors}`);
  log(`  ratio two/one: ${(two.rps / one.rps).toFixed(2)} (same machine: the instances share its cores)`);
  check(one.errors === 0 && two.errors === 0, 'no errors under load');
}

async function main(): Promise<void> {
  buildApp();
  const port = Number(options.port);
  log('Starting instance A on a fresh PostgreSQL database...');
  const a = await startServer('postgres', port, { env: INSTANCE_ENV });
  let b: RunningServer | undefined;
  try {
    log('Starting instance B on the same database and Redis...');
    b = await startServer('postgres', port + 1, { databaseUrl: a.databaseUrl, env: INSTANCE_ENV });
    await raceForOneWindow(a, b);
    await sharedSignInLimit(a, b);
    await mailsSentOnce([a, b]);
    await throughput(a, b);
  } catch (error) {
    failures += 1;
    log(`FAIL ${error instanceof Error ? error.message : String(error)}`);
    log(`instance A's log ends:\n${a.output()}`);
    if (b) log(`instance B's log ends:\n${b.output()}`);
  } finally {
    await b?.stop();
    await a.stop();
  }
  log(failures === 0 ? 'All checks passed.' : `${failures} check(s) failed.`);
  process.exitCode = failures === 0 ? 0 : 1;
}

await main();
