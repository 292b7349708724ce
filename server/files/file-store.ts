import 'server-only';

/**
 * Where uploaded files' bytes live, apart from the database rows that describe them. Files go in
 * and out as streams of chunks, so no file is ever held whole in memory, and none passes through
 * the embedded database (PGlite runs on the event loop). Two stores, picked like the database
 * (`./index.ts`): a folder of DATA_DIR with PGlite (one instance by design), chunk rows in
 * PostgreSQL with `DATABASE_URL` (every instance sees every file).
 *
 * A key names one file: `<kind>/<uuid>`, e.g. `resumes/0b5c...`; the caller picks it (the id of
 * the row that describes the file), so a row and its file never lose each other.
 */
export interface FileStore {
  /** Where the files are, for the start-up log. */
  readonly location: string;
  /**
   * Stores the bytes under `key` as they arrive and resolves with their count once all are
   * durable. When `content` fails (too large, the connection broke), what was written is removed
   * and the error rethrown.
   */
  write(key: string, content: AsyncIterable<Uint8Array>): Promise<number>;
  /** The file's bytes, chunk by chunk; FileNotFoundError when there is no such file. */
  read(key: string): AsyncIterable<Buffer>;
  /** Removes the files (missing ones are no error). */
  remove(keys: readonly string[]): Promise<void>;
}

export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored file ${key}`);
  }
}

const KEY = /^[a-z][a-z-]*\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Keys are checked wherever they reach a store, since they become paths on disk. */
export function assertFileKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Invalid file key ${JSON.stringify(key)}`);
}

/** Bytes are stored and read in pieces of this size (PostgreSQL rows; disk reads). */
export const FILE_CHUNK_BYTES = 256 * 1024;
