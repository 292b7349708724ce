import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { count, eq, sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type DatabaseHandle } from '@/server/db/database';
import { openDatabase } from '@/server/seed/open-database';
import { migrateDatabase, migrationsFolder } from '@/server/db/migrate';
import { fileChunks, resumeUploads } from '@/server/db/schema';
import { moveDatabaseFiles } from '@/server/files/database-store';
import { diskFileStore } from '@/server/files/disk-store';
import { resumeFileKey } from '@/server/services/site/careers';

import { readStoredFile } from '../support/uploads';

/**
 * Resumes stored whole in their row before files had a store: migration 0011 turns each into
 * chunk rows, and the embedded mode moves those to disk at start. No resume is lost.
 */
describe('resumes stored in the database before the file store', () => {
  let workDirectory: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    workDirectory = await mkdtemp(path.join(tmpdir(), 'file-store-migration-'));
    // The migrations as they were before 0011.
    const before = path.join(workDirectory, 'migrations');
    await cp(migrationsFolder, before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number }[] };
    journal.entries = journal.entries.filter((entry) => entry.idx <= 10);
    await writeFile(journalFile, JSON.stringify(journal));
    handle = await openDatabase({ migrate: false, seed: false });
    await migrate(handle.db as never, { migrationsFolder: before });
  });

  afterAll(async () => {
    await handle.close();
    await rm(workDirectory, { recursive: true, force: true });
  });

  it('moves each stored resume to chunk rows, then to disk, byte for byte', async () => {
    const content = randomBytes(600_000);
    content.write('%PDF-1.4\n', 0, 'latin1');
    const inserted: unknown = await handle.db.execute(
      sql`insert into resume_uploads (file_name, size_bytes, content)
          values ('old.pdf', ${content.byteLength}, decode(${content.toString('hex')}, 'hex')) returning id`,
    );
    const id = (inserted as { rows: { id: string }[] }).rows[0]!.id;

    await migrateDatabase(handle);
    const chunks = await handle.db
      .select({ position: fileChunks.position })
      .from(fileChunks)
      .where(eq(fileChunks.fileKey, resumeFileKey(id)));
    expect(chunks.map((chunk) => chunk.position).sort()).toEqual([0, 1, 2]);
    const [row] = await handle.db.select().from(resumeUploads).where(eq(resumeUploads.id, id));
    expect(row?.storedAt).not.toBeNull();

    const disk = diskFileStore(path.join(workDirectory, 'files'));
    expect(await moveDatabaseFiles(handle.db, disk)).toBe(1);
    expect((await readStoredFile(disk, resumeFileKey(id))).equals(content)).toBe(true);
    expect((await handle.db.select({ n: count() }).from(fileChunks))[0]!.n).toBe(0);
  });
});
