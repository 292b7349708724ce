#!/usr/bin/env node
// `npm run db:check`: fails when the schema (server/db/schema/) and the committed migrations disagree (a
// schema change without its migration, or a migration edited by hand into another schema). It
// runs drizzle-kit's generator against a copy of the migrations; a generator that finds anything
// to write means the committed ones are not the schema. Nothing in the project is touched.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const committed = path.resolve('server/db/migrations');
const copy = mkdtempSync(path.join(tmpdir(), 'buildmarket-migrations-'));
try {
  cpSync(committed, copy, { recursive: true });
  const before = readdirSync(copy).length;
  const generator = spawnSync(
    path.resolve('node_modules/.bin/drizzle-kit'),
    // drizzle-kit takes `--out` relative to the working directory.
    [
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './server/db/schema/index.ts',
      '--casing',
      'snake_case',
      '--out',
      path.relative(process.cwd(), copy),
    ],
    { encoding: 'utf8' },
  );
  const output = `${generator.stdout}${generator.stderr}`;
  const nothingToDo = /No schema changes, nothing to migrate/.test(output);
  if (generator.status !== 0 || (!nothingToDo && readdirSync(copy).length === before)) {
    // The generator failed in a way it does not report with its exit status.
    console.error(output);
    process.exit(1);
  }
  if (!nothingToDo) {
    console.error(
      'server/db/schema/ differs from the committed migrations: run `npm run db:generate -- --name <what>` and commit the result.',
    );
    process.exit(1);
  }
  console.info('The committed migrations match server/db/schema/.');
} finally {
  rmSync(copy, { recursive: true, force: true });
}
