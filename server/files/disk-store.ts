import 'server-only';

import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

import { assertFileKey, FILE_CHUNK_BYTES, FileNotFoundError, type FileStore } from './file-store';

/**
 * Files in a folder (embedded mode: DATA_DIR/files, beside PGlite's own folder, so they survive
 * restarts and are backed up with it). A file is written under a temporary name, flushed to disk,
 * then renamed: a file that exists under its key is always whole.
 */
export function diskFileStore(directory: string): FileStore {
  const root = path.resolve(directory);
  const fileOf = (key: string) => {
    assertFileKey(key);
    return path.join(root, ...key.split('/'));
  };
  const partialOf = (key: string) => `${fileOf(key)}.part`;

  return {
    location: root,

    async write(key, content) {
      const target = fileOf(key);
      const partial = partialOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const handle = await open(partial, 'wx', 0o600);
      let size = 0;
      try {
        for await (const chunk of content) {
          await handle.write(chunk);
          size += chunk.byteLength;
        }
        await handle.sync();
      } catch (error) {
        await handle.close();
        await rm(partial, { force: true });
        throw error;
      }
      await handle.close();
      await rename(partial, target);
      return size;
    },

    async *read(key) {
      const stream = createReadStream(fileOf(key), { highWaterMark: FILE_CHUNK_BYTES });
      try {
        for await (const chunk of stream) yield chunk as Buffer;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFoundError(key);
        throw error;
      }
    },

    async remove(keys) {
      for (const key of keys) {
        await rm(fileOf(key), { force: true });
        await rm(partialOf(key), { force: true });
      }
    },
  };
}
