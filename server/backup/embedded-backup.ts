import 'server-only';

import { cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';

import { connectDatabase } from '@/server/db/client';
import { dataDirHolder } from '@/server/db/data-dir-lock';
import { filesDirectory } from '@/server/files';
import { pgliteDirectory } from '@/server/db/pglite-directory';

/**
 * Backups of the embedded database and its uploaded files (`npm run db:backup`,
 * `npm run db:restore`). A backup is a folder: `manifest.json`, `database.tar` (PGlite's own dump
 * of its data directory, what `loadDataDir` reads back) and `files/` (a copy of DATA_DIR/files).
 * PostgreSQL is backed up with its own tools (pg_dump; its files are rows of the database): see
 * the README.
 */

const FORMAT = 1;

export interface BackupManifest {
  format: typeof FORMAT;
  createdAt: string;
  database: 'pglite';
  files: number;
}

export class BackupRefused extends Error {}

function assertNotRunning(dataDir: string) {
  const holder = dataDirHolder(dataDir);
  if (holder !== null) {
    throw new BackupRefused(
      `The server (process ${holder}) has ${path.resolve(dataDir)} open: stop it first. The embedded database belongs to one process.`,
    );
  }
}

async function countFiles(folder: string): Promise<number> {
  if (!existsSync(folder)) return 0;
  const { readdir } = await import('node:fs/promises');
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/** Writes a backup of DATA_DIR's database and files to the folder `target` (which must not exist). */
export async function backupEmbedded(dataDir: string, target: string): Promise<BackupManifest> {
  assertNotRunning(dataDir);
  if (!existsSync(pgliteDirectory(dataDir))) {
    throw new BackupRefused(`There is no embedded database in ${path.resolve(dataDir)}.`);
  }
  if (existsSync(target)) throw new BackupRefused(`${path.resolve(target)} exists already: name a new folder.`);
  await mkdir(target, { recursive: true });
  try {
    const handle = await connectDatabase({ dataDir: pgliteDirectory(dataDir), migrate: false });
    try {
      if (handle.kind !== 'pglite') throw new Error('Not an embedded database');
      await writeFile(path.join(target, 'database.tar'), Buffer.from(await (await handle.dump()).arrayBuffer()));
    } finally {
      await handle.close();
    }
    const files = filesDirectory(dataDir);
    if (existsSync(files)) await cp(files, path.join(target, 'files'), { recursive: true });
    const manifest: BackupManifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      database: 'pglite',
      files: await countFiles(path.join(target, 'files')),
    };
    await writeFile(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } catch (error) {
    await rm(target, { recursive: true, force: true });
    throw error;
  }
}

async function readManifest(backup: string): Promise<BackupManifest> {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(await readFile(path.join(backup, 'manifest.json'), 'utf8')) as Partial<BackupManifest>;
  } catch {
    throw new BackupRefused(`${path.resolve(backup)} is not a backup (no readable manifest.json).`);
  }
  if (manifest.format !== FORMAT || manifest.database !== 'pglite') {
    throw new BackupRefused(`${path.resolve(backup)} is a backup this version cannot read.`);
  }
  await stat(path.join(backup, 'database.tar'));
  return manifest as BackupManifest;
}

/**
 * Replaces DATA_DIR's database and files by the backup's. What was there is kept beside them
 * (`pglite.before-restore-<time>`, `files.before-restore-<time>`) until the operator removes it;
 * answers those folders. The next start migrates the restored database if it is older.
 */
export async function restoreEmbedded(backup: string, dataDir: string): Promise<{ keptAside: string[] }> {
  assertNotRunning(dataDir);
  await readManifest(backup);
  await mkdir(dataDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const database = pgliteDirectory(dataDir);
  const files = filesDirectory(dataDir);
  // Loaded beside the current database first: a backup that does not load changes nothing.
  const incoming = `${database}.restoring-${stamp}`;
  const template = new Blob([await readFile(path.join(backup, 'database.tar'))]);
  const handle = await connectDatabase({ dataDir: incoming, template, migrate: false });
  await handle.close();

  const keptAside: string[] = [];
  const setAside = async (folder: string) => {
    if (!existsSync(folder)) return;
    const aside = `${folder}.before-restore-${stamp}`;
    await rename(folder, aside);
    keptAside.push(aside);
  };
  await setAside(database);
  await rename(incoming, database);
  await setAside(files);
  const backedFiles = path.join(backup, 'files');
  if (existsSync(backedFiles)) await cp(backedFiles, files, { recursive: true });
  return { keptAside };
}
