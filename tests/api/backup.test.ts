import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';

import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { backupEmbedded, BackupRefused, restoreEmbedded } from '@/server/backup/embedded-backup';
import { connectDatabase } from '@/server/db/client';
import { holdDataDir } from '@/server/db/data-dir-lock';
import { pgliteDirectory } from '@/server/db/pglite-directory';
import { contactMessages } from '@/server/db/schema';
import { diskFileStore } from '@/server/files/disk-store';
import { filesDirectory } from '@/server/files';

const root = mkdtempSync(path.join(tmpdir(), 'buildmarket-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const chunks = (text: string) => Readable.from([Buffer.from(text)]);
const FIRST_FILE = 'resumes/0b5c3f9e-1d2a-4c3b-8e7f-0a1b2c3d4e5f';
const SECOND_FILE = 'resumes/1c6d4a0f-2e3b-4d4c-9f80-1b2c3d4e5f60';

/** Opens DATA_DIR's database (migrated), runs `work`, closes it: as the server would, one at a time. */
async function withDatabase<T>(
  dataDir: string,
  work: (db: Awaited<ReturnType<typeof connectDatabase>>['db']) => Promise<T>,
) {
  const handle = await connectDatabase({ dataDir: pgliteDirectory(dataDir) });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

const message = (name: string) => ({ name, email: `${name.toLowerCase()}@keystone.example`, message: `From ${name}` });
const names = (dataDir: string) =>
  withDatabase(dataDir, async (db) =>
    (await db.select({ name: contactMessages.name }).from(contactMessages)).map((row) => row.name).sort(),
  );

describe('backups of the embedded database and its files', () => {
  it('a restore brings back exactly what the backup held: rows and uploaded files, nothing written after', async () => {
    const dataDir = path.join(root, 'data');
    const files = diskFileStore(filesDirectory(dataDir));
    await withDatabase(dataDir, (db) => db.insert(contactMessages).values([message('Ada'), message('Ben')]));
    await files.write(FIRST_FILE, chunks('first resume'));

    const backup = path.join(root, 'backup-1');
    const manifest = await backupEmbedded(dataDir, backup);
    expect(manifest).toMatchObject({ format: 1, database: 'pglite', files: 1 });

    // Written after the backup: gone after the restore.
    await withDatabase(dataDir, async (db) => {
      await db.insert(contactMessages).values(message('Cleo'));
      await db.update(contactMessages).set({ message: 'changed' }).where(eq(contactMessages.name, 'Ada'));
    });
    await files.write(SECOND_FILE, chunks('second resume'));
    await files.remove([FIRST_FILE]);
    expect(await names(dataDir)).toEqual(['Ada', 'Ben', 'Cleo']);

    const { keptAside } = await restoreEmbedded(backup, dataDir);
    expect(await names(dataDir)).toEqual(['Ada', 'Ben']);
    await withDatabase(dataDir, async (db) => {
      const [ada] = await db.select().from(contactMessages).where(eq(contactMessages.name, 'Ada'));
      expect(ada?.message).toBe('From Ada');
    });
    expect(readFileSync(path.join(filesDirectory(dataDir), FIRST_FILE), 'utf8')).toBe('first resume');
    expect(existsSync(path.join(filesDirectory(dataDir), SECOND_FILE))).toBe(false);
    // What was there before the restore is kept aside, not deleted.
    expect(keptAside).toHaveLength(2);
    expect(keptAside.every((folder) => existsSync(folder))).toBe(true);
    expect(readdirSync(dataDir).filter((entry) => entry.includes('.restoring-'))).toEqual([]);
  }, 120_000);

  it('refuses while a server holds the database, and a folder that is no backup', async () => {
    const dataDir = path.join(root, 'held');
    await withDatabase(dataDir, (db) => db.select({ n: count() }).from(contactMessages));
    const release = holdDataDir(dataDir);
    try {
      await expect(backupEmbedded(dataDir, path.join(root, 'backup-held'))).rejects.toThrow(
        /has .* open: stop it first/,
      );
      await expect(restoreEmbedded(path.join(root, 'backup-1'), dataDir)).rejects.toBeInstanceOf(BackupRefused);
    } finally {
      release();
    }
    // A holder that died holds nothing.
    writeFileSync(path.join(dataDir, 'server.pid'), '999999\n');
    const notBackup = mkdtempSync(path.join(root, 'not-a-backup-'));
    await expect(restoreEmbedded(notBackup, dataDir)).rejects.toThrow(/is not a backup/);
    expect(existsSync(path.join(root, 'backup-held'))).toBe(false);
  }, 120_000);
});
