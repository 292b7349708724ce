/**
 * `npm run db:seed`: migrates the configured database (DATABASE_URL, else PGlite in DATA_DIR) and
 * inserts the demo data that is missing, as the server does at start. Useful before pointing
 * several instances at a new PostgreSQL database.
 */
import { closeDatabase, getDatabase } from '@/server/db/client';

const handle = await getDatabase();
console.log(`Migrated and seeded the ${handle.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} database.`);
await closeDatabase();
