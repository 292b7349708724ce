import 'server-only';

import { and, eq, inArray } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { fileChunks } from '@/server/db/schema';

import { assertFileKey, FILE_CHUNK_BYTES, FileNotFoundError, type FileStore } from './file-store';

/**
 * Files as rows of about 256 kB in PostgreSQL (`file_chunks`): every instance behind the load
 * balancer reads what another one received, and backups and replicas include them. Each chunk is
 * its own short statement, sent as a binary parameter, so no statement carries a whole file and
 * no transaction stays open while a slow client uploads.
 */
export function databaseFileStore(db: Database): FileStore {
  const insertChunk = (fileKey: string, position: number, data: Buffer) =>
    db.insert(fileChunks).values({ fileKey, position, data });

  const store: FileStore = {
    location: 'PostgreSQL (table file_chunks)',

    async write(key, content) {
      assertFileKey(key);
      let pending: Uint8Array[] = [];
      let pendingBytes = 0;
      let position = 0;
      let size = 0;
      const flush = async () => {
        const data = Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        await insertChunk(key, position, data);
        position += 1;
      };
      try {
        for await (const chunk of content) {
          pending.push(chunk);
          pendingBytes += chunk.byteLength;
          size += chunk.byteLength;
          if (pendingBytes >= FILE_CHUNK_BYTES) await flush();
        }
        // The last piece, or the one empty row that says an empty file exists.
        if (pendingBytes > 0 || position === 0) await flush();
      } catch (error) {
        await store.remove([key]);
        throw error;
      }
      return size;
    },

    async *read(key) {
      assertFileKey(key);
      for (let position = 0; ; position += 1) {
        const [row] = await db
          .select({ data: fileChunks.data })
          .from(fileChunks)
          .where(and(eq(fileChunks.fileKey, key), eq(fileChunks.position, position)));
        if (!row) {
          if (position === 0) throw new FileNotFoundError(key);
          return;
        }
        yield row.data;
      }
    },

    async remove(keys) {
      keys.forEach(assertFileKey);
      if (keys.length > 0) await db.delete(fileChunks).where(inArray(fileChunks.fileKey, [...keys]));
    },
  };
  return store;
}

/**
 * Moves every file kept in the database's chunk rows to another store, one at a time. The
 * embedded mode keeps files on disk; resumes stored in the database before files had a store of
 * their own (migration 0011 turned them into chunk rows) move there at start.
 */
export async function moveDatabaseFiles(db: Database, target: FileStore): Promise<number> {
  const source = databaseFileStore(db);
  const keys = await db
    .selectDistinct({ key: fileChunks.fileKey })
    .from(fileChunks)
    .then((rows) => rows.map((row) => row.key));
  for (const key of keys) {
    await target.write(key, source.read(key));
    await source.remove([key]);
  }
  return keys.length;
}
