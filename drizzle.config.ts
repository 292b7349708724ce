import { defineConfig } from 'drizzle-kit';

// Generates the SQL migrations from server/db/schema/ (its index.ts re-exports every module). They are committed and applied at start
// on PGlite and PostgreSQL alike (server/db/migrate.ts); generation needs no database.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  casing: 'snake_case',
});
