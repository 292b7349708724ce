#!/usr/bin/env node
// `npm run bench:pages`: the quality bars of the marketing site, per route, against the production
// build in .next:
//   - prerendered static (or ISR) in the build output (.next/prerender-manifest.json),
//   - JavaScript transferred on first load, compressed (Chromium, empty cache),
//   - Lighthouse mobile scores (median of BENCH_RUNS runs, 3 by default) and CLS.
// It is a report: it exits 0 whatever it finds, unless BENCH_STRICT=1 (then 1 on any FAIL).
//
// Environment: BENCH_PORT (3400; a free port is taken if it is busy), BENCH_RUNS (3),
// BENCH_ROUTES (a comma-separated subset of the routes, e.g. /,/s/northpeak-ready-mix), BENCH_STRICT,
// CHROMIUM_PATH (else /usr/bin/chromium when it exists, else Playwright's).
//
// The .next folder may be shared with other jobs that rebuild it. Under the same lock as the
// end-to-end tests (flock /tmp/e2e.lock) the script builds if there is no build and copies the
// build to a temporary folder; the server then runs from that copy, which no rebuild can change.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const BUDGET_KB = 155;
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? '3', 10) || 3);
const strict = process.env.BENCH_STRICT === '1';

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (candidate) => candidate && existsSync(candidate),
);

const log = (message) => process.stderr.write(`${message}\n`);

// Run under the lock: build when there is no build, then copy it (without the build cache).
const SNAPSHOT_SCRIPT = `set -e
if [ ! -f .next/BUILD_ID ]; then echo "No production build in .next: building..." >&2; npx next build >&2; fi
mkdir -p "$BENCH_APP_DIR/.next"
for entry in .next/*; do
  case "\${entry#.next/}" in cache|dev|lock|trace) ;; *) cp -a "$entry" "$BENCH_APP_DIR/.next/" ;; esac
done`;

/**
 * A private copy of the app to serve: the build copied, everything else linked to the project.
 * Returns its folder, or exits (0 unless strict) when there is no build to measure.
 */
function snapshotApp() {
  const appDir = mkdtempSync(path.join(tmpdir(), 'buildmarket-bench-app-'));
  const hasFlock = spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
  const command = hasFlock
    ? ['flock', ['/tmp/e2e.lock', 'sh', '-c', SNAPSHOT_SCRIPT]]
    : ['sh', ['-c', SNAPSHOT_SCRIPT]];
  if (hasFlock) log('Waiting for /tmp/e2e.lock to copy the build...');
  const result = spawnSync(command[0], command[1], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, BENCH_APP_DIR: appDir },
  });
  if (result.status !== 0 || !existsSync(path.join(appDir, '.next', 'BUILD_ID'))) {
    rmSync(appDir, { recursive: true, force: true });
    log('No production build to measure (the build or the copy failed).');
    process.exit(strict ? 1 : 0);
  }
  for (const entry of readdirSync(root)) {
    if (entry === '.next' || entry === '.git' || entry === '.data') continue;
    symlinkSync(path.join(root, entry), path.join(appDir, entry));
  }
  return appDir;
}

/**
 * A supplier's storefront (/s/<slug>) meets the marketing pages' bars too: one of the demo data's,
 * made on its first visit and cached from then on.
 */
const STOREFRONT_ROUTE = '/s/northpeak-ready-mix';
const STOREFRONT_PATTERN = '/s/[supplier]';

/** The routes the site promises, from the one list (lib/routes.ts) through tsx's loader, and a storefront. */
async function loadMarketingRoutes() {
  const { tsImport } = await import('tsx/esm/api');
  const routesModule = await tsImport(path.join(root, 'lib/routes.ts'), import.meta.url);
  const all = [...routesModule.marketingRoutes.map((route) => route.path), STOREFRONT_ROUTE];
  const only = process.env.BENCH_ROUTES?.split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  return only?.length ? all.filter((route) => only.includes(route)) : all;
}

/** How the build serves a route: static, ISR (revalidated) or rendered per request. */
function prerenderStatus(appDir) {
  let manifest = { routes: {} };
  try {
    manifest = JSON.parse(readFileSync(path.join(appDir, '.next', 'prerender-manifest.json'), 'utf8'));
  } catch {
    // An unreadable manifest: every route shows as dynamic, which is what FAIL should say.
  }
  return (route) => {
    const entry = manifest.routes?.[route];
    // A storefront has no page at build time: its route is incremental, cached on the first visit.
    if (!entry && route === STOREFRONT_ROUTE && manifest.dynamicRoutes?.[STOREFRONT_PATTERN]) {
      return { label: 'ISR on first visit', static: true };
    }
    if (!entry) return { label: 'dynamic', static: false };
    const seconds = entry.initialRevalidateSeconds;
    return { label: typeof seconds === 'number' ? `ISR ${seconds}s` : 'static', static: true };
  };
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

async function choosePort() {
  const preferred = Number.parseInt(process.env.BENCH_PORT ?? '3400', 10);
  if (await portIsFree(preferred)) return preferred;
  const port = await new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
  log(`Port ${preferred} is busy; using ${port}.`);
  return port;
}

/**
 * The SITE_URL the build was made for (its pages carry it, and a production server refuses any
 * other), read from the home page's canonical link; the bench's own address when there is none.
 */
function buildSiteUrl(appDir, port) {
  try {
    const home = readFileSync(path.join(appDir, '.next', 'server', 'app', 'index.html'), 'utf8');
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1];
    if (canonical) return new URL(canonical).origin;
  } catch {
    // No prerendered home page: the server says what is wrong if the guess is.
  }
  return `http://localhost:${port}`;
}

/** `next start` on a fresh database; its own process group, so stopping it stops its workers. */
async function startServer(appDir, port) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'buildmarket-bench-'));
  const output = [];
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'start', appDir, '-p', String(port)],
    {
      cwd: appDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        SITE_URL: buildSiteUrl(appDir, port),
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(48).toString('base64url'),
        LOG_LEVEL: 'warn',
        NEXT_TELEMETRY_DISABLED: '1',
      },
    },
  );
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(String(chunk)));
  let exited = false;
  child.on('exit', () => (exited = true));

  const stop = async () => {
    if (!exited) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const deadline = Date.now() + 5000;
      while (!exited && Date.now() < deadline) await sleep(100);
      if (!exited) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  await stop();
  throw new Error(`next start did not answer on ${origin}:\n${output.join('').slice(-4000)}`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Compressed bytes of every script the page requested before its load event, in a fresh context
 * (empty cache). Scripts requested later (link prefetches of other routes, lazy chunks loaded
 * on interaction) are not part of the first load.
 */
async function measureFirstLoadJs(browser, url) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip, deflate, br' } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Page.enable');
    const scripts = new Map();
    let loadedAt = Infinity;
    cdp.on('Page.loadEventFired', ({ timestamp }) => (loadedAt = Math.min(loadedAt, timestamp)));
    cdp.on('Network.requestWillBeSent', ({ requestId, timestamp, type }) => {
      if (type === 'Script') scripts.set(requestId, { sentAt: timestamp, bytes: 0, encoding: undefined });
    });
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const script = scripts.get(requestId);
      if (script) script.encoding = response.headers['content-encoding'] ?? response.headers['Content-Encoding'];
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const script = scripts.get(requestId);
      if (script) script.bytes = encodedDataLength;
    });
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    // Let in-flight loadingFinished events arrive.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    const firstLoad = [...scripts.values()].filter((script) => script.sentAt <= loadedAt);
    const bytes = firstLoad.reduce((sum, script) => sum + script.bytes, 0);
    const uncompressed = firstLoad.filter((script) => script.bytes > 1024 && !script.encoding).length;
    return { kB: bytes / 1000, count: firstLoad.length, uncompressed };
  } finally {
    await context.close();
  }
}

/** One Lighthouse run (its default config: mobile emulation, simulated throttling). */
async function lighthouseRun(lighthouse, port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no report');
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : undefined];
    }),
  );
  const metric = (id) => lhr.audits[id]?.numericValue;
  // What keeps a category below 100: its weighted audits that did not pass.
  const failing = {};
  for (const id of CATEGORIES) {
    failing[id] = (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 0.9)
      .map((audit) => ({ id: audit.id, examples: auditExamples(audit) }));
  }
  return {
    ...scores,
    cls: metric('cumulative-layout-shift'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    si: metric('speed-index'),
    failing,
  };
}

/** The first offenders of a failed audit (an element's selector, a console message), to act on. */
function auditExamples(audit) {
  const items = audit.details?.items ?? [];
  return items
    .slice(0, 2)
    .map((item) => item.node?.selector ?? item.description ?? item.url ?? '')
    .filter(Boolean)
    .map((text) => String(text).replace(/\s+/g, ' ').slice(0, 160));
}

function verdict(row) {
  const problems = [];
  if (row.error) problems.push('error');
  if (!row.static) problems.push('not prerendered');
  if (row.js === undefined || row.js > BUDGET_KB) problems.push('JS budget');
  for (const id of CATEGORIES) {
    if (row[id] === undefined || row[id] < TARGETS[id]) problems.push(id);
  }
  if (row.cls === undefined || Number(row.cls.toFixed(3)) > TARGETS.cls) problems.push('CLS');
  return problems;
}

function printTable(rows) {
  const columns = [
    ['Route', (row) => row.route],
    ['Prerendered', (row) => row.prerender],
    ['JS kB', (row) => (row.js === undefined ? '-' : row.js.toFixed(1))],
    ['Perf', (row) => row.performance ?? '-'],
    ['A11y', (row) => row.accessibility ?? '-'],
    ['BP', (row) => row['best-practices'] ?? '-'],
    ['SEO', (row) => row.seo ?? '-'],
    ['CLS', (row) => (row.cls === undefined ? '-' : row.cls.toFixed(3))],
    ['Result', (row) => (row.problems.length ? `FAIL (${row.problems.join(', ')})` : 'PASS')],
  ];
  const cells = rows.map((row) => columns.map(([, value]) => String(value(row))));
  const widths = columns.map(([title], index) => Math.max(title.length, ...cells.map((line) => line[index].length)));
  const line = (values) => `| ${values.map((value, index) => value.padEnd(widths[index])).join(' | ')} |`;
  console.log(line(columns.map(([title]) => title)));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of cells) console.log(line(row));
}

async function main() {
  const appDir = snapshotApp();
  try {
    await benchmark(appDir);
  } finally {
    rmSync(appDir, { recursive: true, force: true });
  }
}

async function benchmark(appDir) {
  const build = readFileSync(path.join(appDir, '.next', 'BUILD_ID'), 'utf8').trim();
  const routes = await loadMarketingRoutes();
  const statusOf = prerenderStatus(appDir);
  const port = await choosePort();

  log(`Starting next start on port ${port} (build ${build})...`);
  const server = await startServer(appDir, port);
  const rows = routes.map((route) => ({ route, ...pick(statusOf(route)), problems: [] }));
  let chrome;
  let browser;
  try {
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS, headless: true });
    for (const row of rows) {
      try {
        const js = await measureFirstLoadJs(browser, server.origin + row.route);
        row.js = js.kB;
        if (js.uncompressed) row.notes = [`${js.uncompressed} script(s) served uncompressed`];
      } catch (error) {
        row.error = `JS: ${error.message}`;
      }
    }
    await browser.close();
    browser = undefined;

    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    const launchChrome = () =>
      chromeLauncher.launch({
        chromePath: chromiumPath,
        chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
        logLevel: 'silent',
      });
    chrome = await launchChrome();
    for (const row of rows) {
      log(`Lighthouse ${row.route} (${runs} run${runs > 1 ? 's' : ''})...`);
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        try {
          results.push(await lighthouseRun(lighthouse, chrome.port, server.origin + row.route));
        } catch (error) {
          row.error = `Lighthouse: ${error.message}`;
          // A crashed browser would fail every later run: start a fresh one.
          await Promise.resolve(chrome.kill()).catch(() => {});
          chrome = await launchChrome();
        }
      }
      if (results.length === 0) continue;
      if (results.length === runs) delete row.error;
      for (const key of [...CATEGORIES, 'cls', 'fcp', 'lcp', 'tbt', 'si']) {
        row[key] = median(results.map((result) => result[key]));
      }
      row.failing = {};
      for (const id of CATEGORIES) {
        const byAudit = new Map();
        for (const audit of results.flatMap((result) => result.failing[id])) {
          if (!byAudit.has(audit.id)) byAudit.set(audit.id, audit);
        }
        row.failing[id] = [...byAudit.values()];
      }
    }
  } catch (error) {
    log(`Benchmark stopped: ${error.stack ?? error.message}`);
    for (const row of rows) row.error ??= error.message;
  } finally {
    await browser?.close().catch(() => {});
    if (chrome) await Promise.resolve(chrome.kill()).catch(() => {});
    await server.stop();
  }

  for (const row of rows) row.problems = verdict(row);

  console.log('');
  console.log(`Build ${build}, served by next start on port ${port}.`);
  console.log(
    `Budget: first-load JavaScript <= ${BUDGET_KB} kB compressed (1 kB = 1000 bytes). ` +
      `Targets (Lighthouse mobile, median of ${runs} run${runs > 1 ? 's' : ''}): performance >= ${TARGETS.performance}, ` +
      `accessibility ${TARGETS.accessibility}, best practices ${TARGETS['best-practices']}, SEO ${TARGETS.seo}, CLS ${TARGETS.cls}. ` +
      'Every route prerendered.',
  );
  console.log('');
  printTable(rows);

  const details = rows.filter((row) => row.problems.length || row.notes);
  if (details.length) {
    console.log('');
    console.log('Details:');
    for (const row of details) {
      const parts = [];
      if (row.error) parts.push(row.error);
      if (row.notes) parts.push(...row.notes);
      if (row.performance !== undefined && row.performance < TARGETS.performance) {
        parts.push(
          `metrics (median ms): FCP ${fmt(row.fcp)}, LCP ${fmt(row.lcp)}, TBT ${fmt(row.tbt)}, Speed Index ${fmt(row.si)}`,
        );
      }
      for (const id of CATEGORIES) {
        if (!row.failing?.[id]?.length) continue;
        const audits = row.failing[id].map(
          (audit) => audit.id + (audit.examples.length ? ` (${audit.examples.join(' | ')})` : ''),
        );
        parts.push(`${id} audits below 90: ${audits.join(', ')}`);
      }
      console.log(`  ${row.route}`);
      for (const part of parts.length ? parts : row.problems) console.log(`    - ${part}`);
    }
  }

  const failed = rows.some((row) => row.problems.length);
  console.log('');
  console.log(failed ? 'Some routes miss a quality bar (FAIL above).' : 'Every route meets every quality bar.');
  process.exitCode = strict && failed ? 1 : 0;
}

const pick = ({ label, static: isStatic }) => ({ prerender: label, static: isStatic });
const fmt = (value) => (value === undefined ? '-' : Math.round(value).toString());

main().catch((error) => {
  log(error.stack ?? String(error));
  process.exitCode = strict ? 1 : 0;
});
