import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { TestProject } from 'vitest/node';

import { openDatabase } from '@/server/seed/open-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated, seeded PGlite data directory (see below). */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup: migrates and seeds one in-memory PGlite database once per run and dumps
 * it to a file, so each test file's fresh database is a copy of it (`templateDatabase()`)
 * instead of running every migration and the whole seed again: seconds per file on this
 * machine's two cores. Tests of migrating and seeding themselves still open empty databases.
 */
export default async function setup(project: TestProject) {
  const handle = await openDatabase();
  if (handle.kind !== 'pglite') throw new Error('The template is a PGlite database');
  const dump = await handle.dump();
  await handle.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'buildmarket-template-'));
  const file = path.join(folder, 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}

/** The template's dump, read once per test file. */
let template: Blob | undefined;
export function templateDump(file: string): Blob {
  template ??= new Blob([readFileSync(file)]);
  return template;
}
