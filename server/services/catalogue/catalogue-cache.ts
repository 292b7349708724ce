import 'server-only';

import { and, eq, gt, lte, sql } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { preparedPerDatabase } from '@/server/db/prepared';
import { catalogueChanges, catalogueVersion } from '@/server/db/schema';

/**
 * Reads of the catalogue kept in memory, per catalogue version.
 *
 * The order flow's reads (the producer search, the quote) ask again and again for the same few
 * things that change rarely: a city's candidates, a product and its extras, a city's taxes and
 * postal prefixes, a supplier's service areas. Each server keeps what it read, as of one catalogue
 * version: the number the database raises whenever a statement changes suppliers' names, logos or
 * ratings, service areas, products, extras, cities, countries, postal prefixes or taxes (the
 * triggers of migrations 0034 and 0049). A request reads that number (one row,
 * `catalogueVersionOf`); when it has moved, the server reads what the raises touched
 * (catalogue_changes: a supplier and the cities it serves, before and after, and the product type)
 * and drops (or brings up to date) only the kept reads those touch, each memo telling which of
 * its keys a change touches.
 * A change of a city, a country, a postal prefix or a tax (rare) drops everything, as does a
 * server too far behind. Servers sharing a database thus never answer from a stale catalogue, and
 * a supplier changing a price costs the reload of its own cities' searches, not all of them. A
 * table these reads come to depend on needs the same triggers.
 */

/** One change: a supplier's, in a city it serves (null: it serves none), of one product type (null: any). */
export interface CatalogueChange {
  supplierId: string;
  cityId: string | null;
  productType: string | null;
}

/**
 * Beyond this many versions behind, or changes read, a server drops everything rather than read or
 * compare what they touched.
 */
const MOST_CHANGES_READ = 1_000;

const currentVersion = preparedPerDatabase((db) =>
  db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, sql.placeholder('id')))
    .prepare('catalogue_version'),
);

const changesBetween = preparedPerDatabase((db) =>
  db
    .select({
      version: catalogueChanges.version,
      supplierId: catalogueChanges.supplierId,
      cityId: catalogueChanges.cityId,
      productType: catalogueChanges.productType,
    })
    .from(catalogueChanges)
    .where(
      and(
        gt(catalogueChanges.version, sql.placeholder('after')),
        lte(catalogueChanges.version, sql.placeholder('upTo')),
      ),
    )
    .prepare('catalogue_changes_between'),
);

/** What the server has applied of the catalogue's changes, per database. */
interface Applied {
  /** The version every memo has dropped the changes up to (once `applying` settles). */
  version: number;
  applying: Promise<void>;
}
const appliedByDatabase = new WeakMap<Database, Applied>();

/** Every memo, to drop what a change touches. */
const memos: { drop(db: Database, version: number, applied: CatalogueChange[] | 'everything'): void }[] = [];

/**
 * The catalogue's version now (inside a transaction: as that transaction sees it), once this
 * server's memos have dropped what the changes up to it touched.
 */
export async function catalogueVersionOf(db: Database): Promise<number> {
  const [row] = await currentVersion(db).execute({ id: 1 });
  if (!row) throw new Error('catalogue_version has no row: the migrations have not run');
  const { version } = row;
  const applied = appliedByDatabase.get(db);
  if (!applied) {
    // Nothing kept yet for this database: nothing to drop.
    appliedByDatabase.set(db, { version, applying: Promise.resolve() });
    return version;
  }
  if (version > applied.version) {
    // One reading at a time, in order, each from where the last one ended.
    const from = applied.version;
    applied.version = version;
    applied.applying = applied.applying.then(() => dropChanged(db, from, version));
  }
  await applied.applying;
  return version;
}

async function dropChanged(db: Database, from: number, upTo: number): Promise<void> {
  let changes: CatalogueChange[] | 'everything' = 'everything';
  if (upTo - from <= MOST_CHANGES_READ) {
    const rows = await changesBetween(db)
      .execute({ after: from, upTo })
      .catch(() => null);
    // Every raise writes at least one row: a version missing was pruned, so its changes are unknown.
    const versions = new Set(rows?.map((row) => row.version));
    // So many changes (a bulk write) cost each memo's keys × changes to compare: everything goes instead.
    const few = rows !== null && rows.length <= MOST_CHANGES_READ;
    if (few && versions.size === upTo - from && rows.every((row) => row.supplierId !== null)) {
      changes = rows.map((row) => ({ supplierId: row.supplierId!, cityId: row.cityId, productType: row.productType }));
    }
  }
  for (const memo of memos) memo.drop(db, upTo, changes);
}

/** How a memo meets a supplier's change (a change of everything drops every key). */
export interface MemoChanges<Value> {
  /** Whether the change touches what is kept under the key. */
  touches: (key: string, change: CatalogueChange) => boolean;
  /**
   * The kept value brought up to date with the changes that touch it, read now (after they
   * committed); without it, a touched key is dropped and read whole when next asked.
   */
  refresh?: (db: Database, key: string, kept: Value, changes: CatalogueChange[]) => Promise<Value>;
}

/**
 * A memo of one kind of catalogue read, per database, keeping the `limit` most recently used keys
 * as of the version the server last applied; a supplier's change drops or refreshes the keys it
 * touches (`changes`). Concurrent reads of a key share one load; a failed load or refresh is not
 * kept. A request that read an older version than the one kept (a change applied meanwhile) loads
 * without keeping, rather than keep what may predate the change.
 */
export function catalogueMemo<Value>(limit: number, changes: MemoChanges<Value>) {
  const keptByDatabase = new WeakMap<Database, { version: number; entries: Map<string, Promise<Value>> }>();
  const keep = (entries: Map<string, Promise<Value>>, key: string, value: Promise<Value>) => {
    entries.set(key, value);
    value.catch(() => {
      if (entries.get(key) === value) entries.delete(key);
    });
  };
  memos.push({
    drop(db, version, applied) {
      const kept = keptByDatabase.get(db);
      if (!kept || version <= kept.version) return;
      kept.version = version;
      if (applied === 'everything') {
        kept.entries.clear();
        return;
      }
      const { entries } = kept;
      for (const [key, value] of entries) {
        const touching = applied.filter((change) => changes.touches(key, change));
        if (touching.length === 0) continue;
        const { refresh } = changes;
        if (refresh)
          keep(
            entries,
            key,
            value.then((found) => refresh(db, key, found, touching)),
          );
        else entries.delete(key);
      }
    },
  });
  return (db: Database, version: number, key: string, load: () => Promise<Value>): Promise<Value> => {
    let kept = keptByDatabase.get(db);
    if (kept && version < kept.version) return load();
    if (!kept || version > kept.version) {
      // Versions the server has not applied (a memo first used, or a caller's own version): nothing kept holds.
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
    keep(entries, key, loading);
    for (const oldest of entries.keys()) {
      if (entries.size <= limit) break;
      entries.delete(oldest);
    }
    return loading;
  };
}

/** For the memos only a change of everything touches (cities, taxes, postal prefixes). */
export const noSupplierChange = { touches: () => false };
