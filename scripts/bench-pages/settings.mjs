// The settings of `npm run bench:pages` (./index.mjs): the bars a route must meet, how many
// Lighthouse runs, which Chromium, and the log the progress goes to.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const BUDGET_KB = 150;
export const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0 };
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? '3', 10) || 3);
export const strict = process.env.BENCH_STRICT === '1';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (candidate) => candidate && existsSync(candidate),
);

export const log = (message) => process.stderr.write(`${message}\n`);

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
