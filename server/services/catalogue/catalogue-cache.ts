import 'server-only';

import { eq, sql } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { preparedPerDatabase } from '@/server/db/prepared';
import { catalogueVersion } from '@/server/db/schema';

/**
 * Reads of the catalogue kept in memory, per catalogue version.
 *
 * The order flow's reads (the producer search, the quote) ask again and again for the same few
 * things that change rarely: a city's candidates, a product and its extras, a city's taxes and
 * postal prefixes, a supplier's service areas. Each server keeps what it read, as of one catalogue
 * version: the number the database raises whenever a statement changes suppliers' names, logos or
 * ratings, service areas, products, extras, cities, countries, postal prefixes or taxes (the
 * triggers of migration 0034). A request reads that number (one row, `catalogueVersionOf`) and
 * uses what is kept under it; when the number has moved, everything kept goes. Servers sharing a
 * database thus never answer from a stale catalogue. A table these reads come to depend on needs
 * the same trigger.
 */

const currentVersion = preparedPerDatabase((db) =>
  db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, sql.placeholder('id')))
    .prepare('catalogue_version'),
);

/** The catalogue's version now (inside a transaction: as that transaction sees it). */
export async function catalogueVersionOf(db: Database): Promise<number> {
  const [row] = await currentVersion(db).execute({ id: 1 });
  if (!row) throw new Error('catalogue_version has no row: the migrations have not run');
  return row.version;
}

/**
 * A memo of one kind of catalogue read, per database and version, keeping the `limit` most
 * recently used keys. Concurrent reads of a key share one load; a failed load is not kept. A
 * request that read an older version than the one kept (a change committed meanwhile) loads
 * without keeping, rather than throwing the newer reads away.
 */
export function catalogueMemo<Value>(limit: number) {
  const keptByDatabase = new WeakMap<Database, { version: number; entries: Map<string, Promise<Value>> }>();
  return (db: Database, version: number, key: string, load: () => Promise<Value>): Promise<Value> => {
    let kept = keptByDatabase.get(db);
    if (kept && version < kept.version) return load();
    if (!kept || version > kept.version) {
      kept = { version, entries: new Map() };
      keptByDatabase.set(db, kept);
    }
    const { entries } = kept;
    const found = entries.get(key);
    if (found) {
      // Now the most recently used.
      entries.delete(key);
      entries.set(key, found);
      return found;
    }
    const loading = load();
    entries.set(key, loading);
    loading.catch(() => {
      if (entries.get(key) === loading) entries.delete(key);
    });
    for (const oldest of entries.keys()) {
      if (entries.size <= limit) break;
      entries.delete(oldest);
    }
    return loading;
  };
}
