// The app `npm run bench:pages` measures (./index.mjs): a private copy of the production build,
// the routes it promises and how the build serves each, and `next start` on a free port.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { log, root, sleep, strict } from './settings.mjs';

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
export function snapshotApp() {
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
export async function loadMarketingRoutes() {
  const { tsImport } = await import('tsx/esm/api');
  const routesModule = await tsImport(path.join(root, 'lib/routes.ts'), import.meta.url);
  const all = [...routesModule.marketingRoutes.map((route) => route.path), STOREFRONT_ROUTE];
  const only = process.env.BENCH_ROUTES?.split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  return only?.length ? all.filter((route) => only.includes(route)) : all;
}

/** How the build serves a route: static, ISR (revalidated) or rendered per request. */
export function prerenderStatus(appDir) {
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

export async function choosePort() {
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
export async function startServer(appDir, port) {
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
