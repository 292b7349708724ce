/** Uploaded files in PostgreSQL mode (server/files/database-store.ts): their bytes, in pieces. */
import { customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import { createdAt } from './columns';

/** Raw bytes (PostgreSQL `bytea`); PGlite and node-postgres both hand them over as Buffers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * One piece (about 256 kB) of an uploaded file, by the file's key (`resumes/<uuid>`) and its
 * position from 0. Only the PostgreSQL mode keeps files here; the embedded mode keeps them on disk.
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    fileKey: text('file_key').notNull(),
    position: integer('position').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.fileKey, table.position] })],
);
