import 'server-only';

import { demoDataEnabled, serverEnv } from '@/lib/env';
import type { Database } from '@/server/db/database';
import type { DatabaseHandle } from '@/server/db/database';
import { fileStoreFor } from '@/server/files';
import type { FileStore } from '@/server/files/file-store';
import { logger } from '@/server/logger';
import { createPaymentGateway, type PaymentGateway } from '@/server/payment-gateway';
import { openDatabase } from '@/server/seed/open-database';
import { seedDemoQualityPapers } from '@/server/seed/quality-papers';
import { pgliteDirectory } from '@/server/db/pglite-directory';
import { setOrderChangesDatabase } from '@/server/services/events/order-changes';

/**
 * This server instance's own: its database (opened, migrated and seeded on first use), the files
 * beside it and its payment gateway. The top of the server's house: route handlers, the embedded
 * API, start-up and tools take them from here and hand them down; nothing below imports it.
 */

const globalForInstance = globalThis as typeof globalThis & {
  marketplaceDatabase?: Promise<DatabaseHandle>;
  marketplacePaymentGateway?: PaymentGateway;
};

/**
 * The process's database, opened on first use and shared (kept on globalThis so that hot reload
 * in development does not open a second PGlite on the same directory, which it cannot share).
 *
 * During `next build` the embedded database is an in-memory copy with the demo data: build
 * workers run in parallel and must not open the real data directory; pages that show data are
 * rendered from the real database at run time.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  globalForInstance.marketplaceDatabase ??= (async () => {
    const env = serverEnv();
    if (env.API_URL) {
      throw new Error('The embedded database is not used in external mode (API_URL is set).');
    }
    const building = process.env.NEXT_PHASE === 'phase-production-build';
    const seed = demoDataEnabled(env) ? 'demo' : 'reference';
    const handle = await openDatabase(
      env.DATABASE_URL
        ? { databaseUrl: env.DATABASE_URL, seed }
        : { dataDir: building ? 'memory://' : pgliteDirectory(env.DATA_DIR), seed },
    );
    // The demo's quality papers are files as well as rows: seeded where both are at hand.
    if (seed === 'demo' && !building) {
      await seedDemoQualityPapers(handle.db, fileStoreFor(handle, env.DATA_DIR)).catch((error: unknown) =>
        logger.warn('The demo quality papers were not seeded', String(error)),
      );
    }
    if (!building) {
      const data = seed === 'demo' ? 'reference and demo data' : 'reference data only (DEMO_DATA=1 adds the demo)';
      logger.info(
        handle.kind === 'postgres'
          ? `Database: PostgreSQL (DATABASE_URL), migrated; ${data}`
          : `Database: embedded PGlite in ${pgliteDirectory(env.DATA_DIR)}, migrated; ${data}`,
      );
    }
    return handle;
  })().catch((error: unknown) => {
    globalForInstance.marketplaceDatabase = undefined;
    throw error;
  });
  return globalForInstance.marketplaceDatabase;
}

// Order changes travel between instances over PostgreSQL's LISTEN / NOTIFY when this instance's
// database is PostgreSQL (and no Redis is set): the bus asks for it when it starts.
setOrderChangesDatabase(getDatabase);

/** Closes the process's database, if one was opened (on shutdown). */
export async function closeDatabase(): Promise<void> {
  const opened = globalForInstance.marketplaceDatabase;
  globalForInstance.marketplaceDatabase = undefined;
  if (opened) await (await opened).close();
}

export async function getDb(): Promise<Database> {
  return (await getDatabase()).db;
}

/** The process's file store, beside the process's database. */
export async function getFileStore(): Promise<FileStore> {
  return fileStoreFor(await getDatabase(), serverEnv().DATA_DIR);
}

/** The process's payment gateway (chosen once, from `serverEnv()`), over the process's database. */
export function paymentGateway(): PaymentGateway {
  globalForInstance.marketplacePaymentGateway ??= createPaymentGateway(serverEnv(), getDb);
  return globalForInstance.marketplacePaymentGateway;
}
