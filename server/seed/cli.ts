/**
 * `npm run db:seed`: migrates the configured database (DATABASE_URL, else PGlite in DATA_DIR) and
 * inserts the reference data that is missing, and the demo data where it belongs (DEMO_DATA), as
 * the server does at start. Useful before pointing several instances at a new PostgreSQL database.
 */
import { demoDataEnabled } from '@/lib/env';
import { closeDatabase, getDatabase } from '@/server/instance';

const handle = await getDatabase();
console.log(
  `Migrated the ${handle.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} database and inserted the missing ` +
    `${demoDataEnabled() ? 'reference and demo data' : 'reference data (DEMO_DATA=1 adds the demo data)'}.`,
);
await closeDatabase();
