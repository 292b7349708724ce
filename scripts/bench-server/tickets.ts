/**
 * `npm run bench:tickets`: does the server stay responsive while contractors download e-tickets
 * whose signature is the worst an upload can still produce? It starts the built server (as
 * `npm start` does) on a fresh PGlite, then on a fresh PostgreSQL database (demo data on), and
 * plays delivery day through the API: a driver invited and accepted, an order placed, accepted,
 * planned and driven to the site, the receiver's signature uploaded, the load delivered. The
 * signature is as large as IMAGE_PIXEL_LIMITS.signature allows, as busy as PROOF_LIMITS.signatureBytes
 * allows (sparse noise: the slowest for the PDF's encoder to compress again); the upload must be
 * taken (201). Then it downloads the load's e-ticket, three at once, for a number of rounds,
 * while a client asks the careers page's `jobs` query 20 times a second (./load.ts). It prints the query's
 * latency before and during the downloads, the downloads' durations, the growth of the server's
 * memory (RSS, peak during the downloads minus before them) and its event loop's delay.
 *
 *   npm run bench:tickets -- [--targets=pglite,postgres] [--rounds=10] [--port=3400]
 *                           [--signature=worst|pad] [--cpu-profile=<folder>]
 *
 * Goal (issue 33): during the downloads the jobs query's p99 stays under 300 ms and the RSS grows
 * by less than 100 MB, on both databases. (Before, a 4.4 kB PNG saying 6000 × 6000 held each
 * download 4.3 s on the request thread, and every query with it.)
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { PROOF_LIMITS } from '@/lib/validation/dispatch';
import { IMAGE_PIXEL_LIMITS, SIGNATURE_PAD } from '@/lib/validation/images';

import { pngImage } from '../../tests/support/images';
import { readPdf } from '../../tests/support/pdf';

import { describeLatencies, jobsQuery, measureDuring, ms, QUERIES_PER_SECOND } from './load';
import { benchEachTarget, buildApp, log, megabytes, parseTargets, percentile, type RunningServer } from './server';

const { values: options } = parseArgs({
  options: {
    targets: { type: 'string', default: 'pglite,postgres' },
    rounds: { type: 'string', default: '10' },
    /** `worst` (the default), or `pad`: an empty pad's PNG, to tell the signature's cost from the rest. */
    signature: { type: 'string', default: 'worst' },
    port: { type: 'string', default: '3400' },
    'cpu-profile': { type: 'string' },
  },
});
const rounds = Number(options.rounds);
const CONCURRENT_DOWNLOADS = 3;

/**
 * The worst signature an upload takes: the most pixels (8-bit RGBA, what a canvas gives), its
 * image data a byte of noise every few among zeros, as densely as the byte limit allows. Sparse
 * noise is what deflate compresses slowest, and the e-ticket's decoder compresses it again.
 */
function worstSignature(): Buffer {
  const { width, height } = IMAGE_PIXEL_LIMITS.signature;
  const rowBytes = width * 4 + 1;
  for (let every = 4; ; every += 1) {
    const raw = Buffer.alloc(rowBytes * height);
    let seed = 1;
    for (let at = 0; at < raw.length; at += every) {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      if (at % rowBytes !== 0) raw[at] = seed >>> 16; // row filter bytes stay 0 (None)
    }
    const png = pngImage(width, height, { rawBytes: raw });
    if (png.length <= PROOF_LIMITS.signatureBytes) return png;
  }
}

interface Answer<T> {
  data?: T;
  errors?: { message: string }[];
}

async function gql<T>(server: RunningServer, query: string, variables: Record<string, unknown>, token?: string) {
  const response = await fetch(`${server.url}/api/gql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as Answer<T>;
  if (!answer.data || answer.errors?.length) {
    throw new Error(`${query.slice(0, 60)}... failed: ${JSON.stringify(answer.errors)}`);
  }
  return { data: answer.data, token: response.headers.get('authorization')?.replace(/^Bearer /, '') };
}

const stamp = Date.now();
let people = 0;

/** A new person's account: its ordinary token and main token. */
async function signUp(server: RunningServer, fullName: string) {
  people += 1;
  const email = `tickets.${stamp}.${people}@builders.example`;
  const { data, token } = await gql<{ contractorSignUp: { mainToken: string; user: { id: string } } }>(
    server,
    `mutation($input: ContractorSignUpInput!) { contractorSignUp(input: $input) { mainToken user { id } } }`,
    {
      input: {
        identity: { email, password: 'Concrete2024' },
        phone: `+1437${String(stamp + people).slice(-7)}`,
        password: 'Concrete2024',
        source: 'web',
        fullName,
      },
    },
  );
  return { email, token: token!, mainToken: data.contractorSignUp.mainToken, userId: data.contractorSignUp.user.id };
}

/** The invitation link's token in the server's development outbox, once the mail is sent. */
async function invitationMailedTo(server: RunningServer, email: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const mails = readFileSync(path.join(server.dataDir, 'outbox.jsonl'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { to: string; text: string });
      const match = /\/invite\/([A-Za-z0-9_-]{43})/.exec(mails.findLast((mail) => mail.to === email)?.text ?? '');
      if (match?.[1]) return match[1];
    } catch {
      // no mail yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no invitation mailed to ${email}`);
}

/** Delivery day through the API, down to the delivered load's e-ticket link. */
async function seedDeliveredLoad(server: RunningServer, signature: Buffer): Promise<string> {
  const dispatcher = (
    await gql(server, `mutation($input: SignInInput!) { signIn(input: $input) { mainToken } }`, {
      input: { login: 'dispatch@northpeak.example', password: 'Dispatch2026!' },
    })
  ).token!;
  const { data: me } = await gql<{ me: { company: { id: string } } }>(
    server,
    '{ me { company { id } } }',
    {},
    dispatcher,
  );

  // The driver: a person of their own, invited to the supplier and acting within it.
  const person = await signUp(server, 'Bench Driver');
  await gql(
    server,
    'mutation($input: InvitationCreateInput!) { invitationCreate(input: $input) { id } }',
    { input: { email: person.email, role: 'partner_driver' } },
    dispatcher,
  );
  const invitation = await invitationMailedTo(server, person.email);
  await gql(
    server,
    'mutation($token: String!) { invitationAccept(token: $token) { status } }',
    { token: invitation },
    person.mainToken,
  );
  const driver = (
    await gql(
      server,
      'mutation($id: ID!) { companySwitch(companyId: $id) { mainToken } }',
      { id: me.me.company.id },
      person.mainToken,
    )
  ).token!;

  // The contractor's order of NorthPeak's ready mix in Toronto.
  const contractor = await signUp(server, 'Bench Contractor');
  const { data: regions } = await gql<{ serviceRegions: { cities: { city: { id: string; name: string } }[] }[] }>(
    server,
    '{ serviceRegions { cities { city { id name } } } }',
    {},
  );
  const toronto = regions.serviceRegions.flatMap((region) => region.cities).find((c) => c.city.name === 'Toronto')!;
  const { data: found } = await gql<{
    producers: { name: string; supplierId: string; product: { id: string; unit: string; colors: string[] } }[];
  }>(
    server,
    `query($input: ProducersInput!) { producers(input: $input) { name supplierId product { id unit colors } } }`,
    { input: { cityId: toronto.city.id, productType: 'readyMix' } },
  );
  const northPeak = found.producers.find((producer) => producer.name === 'NorthPeak Ready Mix');
  if (!northPeak) throw new Error('NorthPeak does not deliver ready mix to Toronto in the demo data');
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const { data: windows } = await gql<{
    deliveryAvailability: { windows: { startHour: number; remainingTrucks: number }[] };
  }>(
    server,
    `query($supplierId: ID!, $date: String!) { deliveryAvailability(supplierId: $supplierId, date: $date) {
      windows { startHour remainingTrucks } } }`,
    { supplierId: northPeak.supplierId, date },
  );
  const window = windows.deliveryAvailability.windows.find((candidate) => candidate.remainingTrucks > 0);
  if (!window) throw new Error(`NorthPeak has no window left on ${date}`);
  const quote = {
    supplierId: northPeak.supplierId,
    productId: northPeak.product.id,
    quantity: 8,
    unit: northPeak.product.unit,
    color: northPeak.product.colors[0] ?? null,
    extraIds: [],
    schedule: { date, trucks: 1, minutesBetweenTrucks: 30, windowStartHour: window.startHour },
    delivery: { cityId: toronto.city.id, address: '100 King Street West', postalCode: 'M5X 1A9' },
    paymentType: 'card',
  };
  const { data: quoted } = await gql<{ orderQuote: { fingerprint: string } }>(
    server,
    `query($input: OrderQuoteInput!) { orderQuote(input: $input) { fingerprint } }`,
    { input: quote },
    contractor.token,
  );
  const { data: placed } = await gql<{ placeOrder: { id: string } }>(
    server,
    `mutation($input: PlaceOrderInput!, $key: String!) { placeOrder(input: $input, idempotencyKey: $key) { id } }`,
    {
      input: {
        quote,
        quoteFingerprint: quoted.orderQuote.fingerprint,
        contact: { name: 'Dana Whitfield', email: 'dana@keystone.example', phoneNumber: '+1 416 555 0100' },
      },
      key: `bench-tickets-${stamp}`,
    },
    contractor.token,
  );
  const orderId = placed.placeOrder.id;

  // The dispatcher accepts it and plans its load with a truck of the fleet for the driver.
  const transition = (to: string) =>
    gql(
      server,
      `mutation($input: SupplierOrderTransitionInput!) { supplierOrderTransition(input: $input) { id } }`,
      { input: { orderId, to } },
      dispatcher,
    );
  await transition('accepted');
  const { data: truck } = await gql<{ supplierTruckSave: { id: string } }>(
    server,
    `mutation($input: TruckInput!) { supplierTruckSave(input: $input) { id } }`,
    { input: { name: `Bench mixer ${stamp}`, capacity: 10, unit: northPeak.product.unit } },
    dispatcher,
  );
  const { data: planned } = await gql<{ supplierOrderDispatch: { loads: { id: string }[] } }>(
    server,
    `mutation($input: OrderDispatchInput!) { supplierOrderDispatch(input: $input) { loads { id } } }`,
    { input: { orderId, loads: [{ quantity: 8, truckId: truck.supplierTruckSave.id, driverUserId: person.userId }] } },
    dispatcher,
  );
  const loadId = planned.supplierOrderDispatch.loads[0]!.id;
  await transition('scheduled');

  // The driver takes it to the site, uploads the signature and delivers.
  for (const step of ['loaded', 'en_route', 'arrived', 'unloading']) {
    await gql(
      server,
      `mutation($input: LoadStepInput!) { loadStepReport(input: $input) { id } }`,
      { input: { loadId, step } },
      driver,
    );
  }
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(signature)], { type: 'image/png' }), 'signature.png');
  const upload = await fetch(`${server.url}/api/uploads/delivery/${loadId}/signature`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${driver}` },
  });
  if (upload.status !== 201)
    throw new Error(`the signature's upload answered ${upload.status}: ${await upload.text()}`);
  await gql(
    server,
    `mutation($input: LoadDeliveryInput!) { loadDeliver(input: $input) { id } }`,
    { input: { loadId, deliveredQuantity: 8, receivedBy: 'Riley Foreman' } },
    driver,
  );
  const { data: seen } = await gql<{ order: { loads: { ticketUrl: string | null }[] } }>(
    server,
    `query($id: ID!) { order(id: $id) { loads { ticketUrl } } }`,
    { id: orderId },
    contractor.token,
  );
  const ticketUrl = seen.order.loads[0]?.ticketUrl;
  if (!ticketUrl) throw new Error('the delivered load has no e-ticket link');
  return `${server.url}${ticketUrl}`;
}

interface Download {
  status: number;
  ms: number;
  body: Uint8Array;
}

async function download(url: string): Promise<Download> {
  const begin = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(120_000) });
  const body = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, ms: performance.now() - begin, body };
}

async function benchTarget(server: RunningServer, signature: Buffer): Promise<string> {
  const ticketUrl = await seedDeliveredLoad(server, signature);
  // Warm-up: compiled routes, database plans and connections, the ticket's code.
  for (let index = 0; index < 10; index += 1) await jobsQuery(server.url);
  const warm = await download(ticketUrl);
  if (warm.status !== 200) throw new Error(`the warm-up download answered ${warm.status}`);
  // The figures count only if the signature is drawn: a ticket without it costs nothing.
  if ((await readPdf(warm.body)).imageCount === 0) throw new Error('the e-ticket came without its signature');

  const {
    result: downloads,
    idle,
    busy,
    rssBefore,
    rssPeak,
    eventLoop,
  } = await measureDuring(server, async () => {
    const done: Download[] = [];
    for (let round = 0; round < rounds; round += 1) {
      done.push(...(await Promise.all(Array.from({ length: CONCURRENT_DOWNLOADS }, () => download(ticketUrl)))));
    }
    return done;
  });

  const failed = downloads.filter((entry) => entry.status !== 200).length;
  const durations = downloads.map((entry) => entry.ms).sort((a, b) => a - b);
  const p99 = percentile(busy.latencies, 99);
  const growth = rssPeak - rssBefore;
  log(`  jobs query, idle:               ${describeLatencies(idle)}`);
  log(`  jobs query, during downloads:   ${describeLatencies(busy)}`);
  log(
    `  downloads: ${downloads.length - failed} x 200${failed ? `, ${failed} failed` : ''} ` +
      `(${(warm.body.byteLength / 1024).toFixed(0)} kB each); median ${ms(percentile(durations, 50))}, ` +
      `max ${ms(durations.at(-1) ?? 0)}`,
  );
  log(`  server RSS: ${megabytes(rssBefore)} before, peak ${megabytes(rssPeak)} during (+${megabytes(growth)})`);
  log(
    `  server event loop during downloads: delay p99 ${ms(eventLoop.p99Ms)}, max ${ms(eventLoop.maxMs)}; ` +
      `${eventLoop.longGcs} garbage collections of 100 ms or more (longest ${ms(eventLoop.longestGcMs)})`,
  );
  log(
    `  server CPU during downloads: ${(eventLoop.cpuMs / 1000).toFixed(1)} s ` +
      `(${(eventLoop.cpuMs / Math.max(1, downloads.length)).toFixed(0)} ms per download)`,
  );
  return [
    server.target.padEnd(9),
    ms(percentile(busy.latencies, 50)).padStart(9),
    ms(p99).padStart(9),
    `+${megabytes(growth)}`.padStart(9),
    ms(eventLoop.maxMs).padStart(12),
    (p99 < 300 && growth < 100 * 1024 * 1024 && busy.errors === 0 && failed === 0 ? 'yes' : 'no').padStart(6),
  ].join(' ');
}

async function main() {
  parseTargets(options.targets); // a bad --targets fails before the build
  buildApp();
  if (options.signature !== 'worst' && options.signature !== 'pad') throw new Error('--signature is worst or pad.');
  const signature =
    options.signature === 'pad' ? pngImage(SIGNATURE_PAD.width, SIGNATURE_PAD.height) : worstSignature();
  const { width, height } = options.signature === 'pad' ? SIGNATURE_PAD : IMAGE_PIXEL_LIMITS.signature;
  log(
    `E-ticket downloads: ${rounds} rounds of ${CONCURRENT_DOWNLOADS} at once, the signature ${width} × ${height} ` +
      `(${(signature.length / 1024).toFixed(0)} kB of PNG), jobs query ${QUERIES_PER_SECOND}/s throughout`,
  );
  log(`machine: ${os.cpus().length} cores, Node ${process.version}\n`);
  await benchEachTarget(
    { targets: options.targets, port: options.port, cpuProfile: options['cpu-profile'], env: { DEMO_DATA: '1' } },
    (server) => benchTarget(server, signature),
    [
      'target'.padEnd(9),
      'jobs p50'.padStart(9),
      'jobs p99'.padStart(9),
      'RSS +'.padStart(9),
      'loop max'.padStart(12),
      'goal'.padStart(6),
    ],
  );
  log('(goal: jobs p99 under 300 ms and RSS growth under 100 MB during the downloads)');
}

await main();
