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
// build to a temporary folder; the server then runs from that copy, which no rebuild can change.//
// The app and its server: ./app.mjs; the measures: ./measure.mjs; the report: ./report.mjs.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { choosePort, loadMarketingRoutes, prerenderStatus, snapshotApp, startServer } from './app.mjs';
import { lighthouseRun, measureFirstLoadJs } from './measure.mjs';
import { printReport, verdict } from './report.mjs';
import { CATEGORIES, CHROMIUM_FLAGS, chromiumPath, log, runs, strict } from './settings.mjs';

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

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

  const failed = printReport(rows, build, port);
  process.exitCode = strict && failed ? 1 : 0;
}

const pick = ({ label, static: isStatic }) => ({ prerender: label, static: isStatic });

main().catch((error) => {
  log(error.stack ?? String(error));
  process.exitCode = strict ? 1 : 0;
});
