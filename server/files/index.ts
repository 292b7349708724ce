import 'server-only';

import path from 'node:path';

import type { DatabaseHandle } from '@/server/db/database';

import { databaseFileStore } from './database-store';
import { diskFileStore } from './disk-store';
import type { FileStore } from './file-store';

/** Embedded mode's files: their own folder of DATA_DIR, beside PGlite's. */
export function filesDirectory(dataDir: string): string {
  return path.resolve(dataDir, 'files');
}

/**
 * The store that goes with a database, picked like it: PostgreSQL keeps files in its chunk rows
 * (several instances share them); beside PGlite (one instance by design) they are files on disk,
 * kept out of the embedded database, which runs on the event loop.
 */
export function fileStoreFor(handle: DatabaseHandle, dataDir: string): FileStore {
  return handle.kind === 'postgres' ? databaseFileStore(handle.db) : diskFileStore(filesDirectory(dataDir));
}
