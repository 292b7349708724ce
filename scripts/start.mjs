#!/usr/bin/env node
// `npm start`: builds the app and starts it at http://localhost:${PORT:-3000}, on the embedded
// PGlite database in DATA_DIR (created, migrated and seeded on first start) unless DATABASE_URL
// or API_URL say otherwise.
//
// A production server needs JWT_SECRET and SITE_URL. For this local start only, a missing secret
// is generated once and kept in DATA_DIR/development-secrets.json (the same file the development
// server uses), and SITE_URL is where this server listens: http://localhost:${PORT}. A real
// deployment sets both and runs `npm run build` then `npm run serve`.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const next = path.resolve('node_modules', '.bin', 'next');
// No usage reports from a local start (and none attempted on machines without internet).
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
// A local start is read in a terminal: one readable line an entry, not JSON (LOG_FORMAT=json to see it).
process.env.LOG_FORMAT ??= 'pretty';
const dataDir = path.resolve(process.env.DATA_DIR || './.data');

if (!process.env.JWT_SECRET) {
  const file = path.join(dataDir, 'development-secrets.json');
  let stored = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // first start
  }
  if (!stored.JWT_SECRET) {
    stored.JWT_SECRET = randomBytes(48).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  process.env.JWT_SECRET = stored.JWT_SECRET;
  console.info(`Using the local JWT secret in ${file} (set JWT_SECRET in a real deployment).`);
}

// Links in mails and pages point where this server really is (the build writes them in).
process.env.SITE_URL ||= `http://localhost:${process.env.PORT || 3000}`;

if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync(next, ['build'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [path.resolve('scripts', 'serve.mjs')], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
