import 'server-only';

import { and, asc, eq, inArray } from 'drizzle-orm';

import type { ProducersInput } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { products, supplierServiceAreas, suppliers } from '@/server/db/schema';

import { catalogueMemo, catalogueVersionOf } from './catalogue-cache';

import { findCity, type CityRecord } from '@/server/services/orders/job-sites';
import { hundredthsRule, type Unit } from './priced-quantity';
import type { PricingTax } from './pricing';
import {
  candidateProductColumns,
  taxesOfCity,
  type CandidateProduct,
  type ProductExtraRecord,
} from './catalogue-reads';

/**
 * The producer search's candidates, kept in memory per city and product type and catalogue
 * version (catalogue-cache.ts): a supplier's change reads its rows again in the cities it serves
 * (of the type changed), the other suppliers' rows kept.
 *
 * A city can have thousands of suppliers of a type; pricing them all on every search (in the
 * database or here) made the search cost grow with the marketplace. Ranking (chooseCandidates)
 * works on flat arrays kept in the orders a search walks (by price within bands of alike rows, by
 * rating) and stops at the suppliers that can be among the first `limit`: its cost follows the
 * limit, not the city's suppliers (producer-ranking.ts). Only those are priced with pricing.ts
 * (producers.ts).
 */

/** One active product of a candidate supplier, with the supplier's fields. */
export interface CandidateRow {
  supplierId: string;
  supplierName: string;
  logo: string | null;
  rating: number;
  ratingCount: number;
  product: CandidateProduct;
}

/** The units in the order of `rowUnit`'s numbers. */
export const UNITS: readonly Unit[] = ['m3', 'yd', 'tonne', 'ton'];
/** The colours of a product without any, shared by every such row. */
const NO_COLORS: string[] = [];

export interface CityCandidates {
  /** Null for an unknown city. */
  city: CityRecord | null;
  taxes: PricingTax[];
  /** The city's active products of the type, by unit price then id: the order pricing meets them in. */
  rows: CandidateRow[];
  /** Supplier s's rows (indexes in `rows`, in that order) are supplierRowList[supplierRowStart[s] ..
   * supplierRowStart[s + 1]]: two flat arrays rather than an array per supplier. */
  supplierRowStart: Int32Array;
  supplierRowList: Int32Array;
  supplierCount: number;
  supplierIndex: Map<string, number>;
  /** Per row, for the ranking: numbers in flat arrays rather than objects. */
  rowSupplier: Int32Array;
  rowUnit: Uint8Array;
  rowPrice: Float64Array;
  /** The delivery fee of one truck. */
  rowFee: Float64Array;
  /** Per row, its HundredthsRule at 4 × row: min, step, floor, ceiling. */
  rowRule: Float64Array;
  supplierRating: Float64Array;
  /** Suppliers by rating, best first: the walk of the search sorted by rating. */
  suppliersByRating: Int32Array;
  /** The rows in price bands: the walk of the search sorted by all-in price (priceBands). */
  bands: PriceBand[];
  /** Each supplier's lowest base in the search being ranked, Infinity otherwise: reset after each. */
  scratchBase: Float64Array;
  /** The answered products' extras, loaded on first answer (an extra's change raises the version too). */
  extras: Map<string, ProductExtraRecord[]>;
}

/**
 * Rows of one unit whose quantity rules and fees are alike, by unit price. For any asked quantity,
 * every row's priced quantity is at least `quantityAtLeast` of the band's least floor and ceiling,
 * and its fee at least the band's least fee: so a row's base is at least roundHalfUp(price ×
 * that quantity) + that fee, a bound that grows with the price. The walk meets rows in the order of
 * that bound, across bands, and stops once it exceeds the base that `limit` suppliers already beat.
 */
export interface PriceBand {
  unit: number;
  /** The least floor and ceiling of its rows' rules, in hundredths. */
  floor: number;
  ceiling: number;
  /** The least delivery fee of one truck among its rows. */
  fee: number;
  /** Row indexes, by unit price. */
  rows: Int32Array;
}

/**
 * About this many bands per city and type. The walk picks the next row among the bands' heads,
 * so more bands cost every step; fewer make the bounds looser when rules and fees differ.
 */
const MAX_BANDS = 16;

/** The city's candidates of the type, read from the database now: the reference, and what is kept. */
export async function loadCityCandidates(
  db: Database,
  cityId: string,
  productType: ProducersInput['productType'],
): Promise<CityCandidates> {
  const [city, taxes, rows] = await Promise.all([
    findCity(db, cityId),
    taxesOfCity(db, cityId),
    readCandidateRows(db, cityId, productType),
  ]);
  return indexCandidates(city, taxes, rows);
}

/**
 * The kept candidates with these suppliers' rows read again (a change of theirs: a price, a name,
 * a service area, an extra), the others' as kept: at the bench's scale 10, reading one supplier's
 * rows and indexing a city's again takes a few milliseconds where reading the city's 10,000 rows
 * took some 340 on PGlite. The city's own row and taxes are only changed by a change of everything.
 */
export async function withSuppliersReread(
  db: Database,
  cityId: string,
  productType: ProducersInput['productType'],
  kept: CityCandidates,
  supplierIds: ReadonlySet<string>,
): Promise<CityCandidates> {
  const reread = await readCandidateRows(db, cityId, productType, [...supplierIds]);
  const rows = kept.rows
    .filter((row) => !supplierIds.has(row.supplierId))
    .concat(reread)
    // loadCityCandidates' order: by unit price, then id.
    .sort(
      (a, b) =>
        a.product.priceCents - b.product.priceCents ||
        (a.product.id < b.product.id ? -1 : a.product.id > b.product.id ? 1 : 0),
    );
  const candidates = indexCandidates(kept.city, kept.taxes, rows);
  // The extras kept, but those of the suppliers' products (before and after), read when answered.
  const changedProducts = new Set(
    kept.rows
      .concat(reread)
      .filter((row) => supplierIds.has(row.supplierId))
      .map((row) => row.product.id),
  );
  for (const [productId, extras] of kept.extras) {
    if (!changedProducts.has(productId)) candidates.extras.set(productId, extras);
  }
  return candidates;
}

/** The city's active products of the type (of these suppliers, if given), by unit price then id. */
async function readCandidateRows(
  db: Database,
  cityId: string,
  productType: ProducersInput['productType'],
  supplierIds?: string[],
): Promise<CandidateRow[]> {
  const found = await db
    .select({
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      logo: suppliers.logo,
      rating: suppliers.rating,
      ratingCount: suppliers.ratingCount,
      product: candidateProductColumns,
    })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(
      supplierServiceAreas,
      and(eq(supplierServiceAreas.supplierId, products.supplierId), eq(supplierServiceAreas.cityId, cityId)),
    )
    .where(
      and(
        eq(products.type, productType),
        eq(products.active, true),
        supplierIds ? inArray(products.supplierId, supplierIds) : undefined,
      ),
    )
    .orderBy(asc(products.priceCents), asc(products.id));
  // Kept for every search of the catalogue's version, by up to 64 cities and types of thousands of
  // rows each: each text the rows repeat (a supplier's, a product line's name and description,
  // units) is kept once, not once per row as the driver gives it. With the flat arrays of
  // indexCandidates, a row takes 489 bytes where it took 1,118 (measured at the bench's scale 10).
  const texts = new Map<string, string>();
  const once = <Text extends string | null>(text: Text): Text => {
    if (text === null) return text;
    const kept = texts.get(text);
    if (kept !== undefined) return kept as Text;
    texts.set(text, text);
    return text;
  };
  return found.map(({ product, ...supplier }) => ({
    supplierId: once(supplier.supplierId),
    supplierName: once(supplier.supplierName),
    logo: once(supplier.logo),
    rating: Number(supplier.rating),
    ratingCount: supplier.ratingCount,
    // Every field named: an object literal keeps them in the object, where a spread's copy
    // needs a second store for them.
    product: {
      id: product.id,
      name: once(product.name),
      description: once(product.description),
      type: once(product.type),
      unit: once(product.unit),
      priceCents: product.priceCents,
      minimumOrder: Number(product.minimumOrder),
      quantityIncrement: Number(product.quantityIncrement),
      maximumOrder: Number(product.maximumOrder),
      feeMinCents: product.feeMinCents,
      feeMaxCents: product.feeMaxCents,
      colors: product.colors.length === 0 ? NO_COLORS : product.colors.map(once),
      rentalIncludedDays: product.rentalIncludedDays,
      rentalExtraDayCents: product.rentalExtraDayCents,
    },
  }));
}

/** The ranking's arrays over a city's candidate rows, given by unit price then id. */
export function indexCandidates(city: CityRecord | null, taxes: PricingTax[], rows: CandidateRow[]): CityCandidates {
  const supplierIndex = new Map<string, number>();
  const ratings: number[] = [];
  const rowsPerSupplier: number[] = [];
  const rowSupplier = new Int32Array(rows.length);
  const rowUnit = new Uint8Array(rows.length);
  const rowPrice = new Float64Array(rows.length);
  const rowFee = new Float64Array(rows.length);
  const rowRule = new Float64Array(4 * rows.length);
  rows.forEach(({ supplierId, rating, product }, index) => {
    let supplier = supplierIndex.get(supplierId);
    if (supplier === undefined) {
      supplier = ratings.length;
      supplierIndex.set(supplierId, supplier);
      ratings.push(rating);
      rowsPerSupplier.push(0);
    }
    rowsPerSupplier[supplier]!++;
    rowSupplier[index] = supplier;
    rowUnit[index] = UNITS.indexOf(product.unit);
    rowPrice[index] = product.priceCents;
    // pricing.ts's fee for one truck: the range's minimum, capped at its maximum.
    rowFee[index] =
      product.feeMinCents === null ? 0 : Math.min(product.feeMinCents, product.feeMaxCents ?? product.feeMinCents);
    const { min, step, floor, ceiling } = hundredthsRule(product);
    rowRule.set([min, step, floor, ceiling], 4 * index);
  });
  const supplierCount = ratings.length;
  const supplierRowStart = new Int32Array(supplierCount + 1);
  for (let supplier = 0; supplier < supplierCount; supplier++) {
    supplierRowStart[supplier + 1] = supplierRowStart[supplier]! + rowsPerSupplier[supplier]!;
  }
  const supplierRowList = new Int32Array(rows.length);
  const filled = supplierRowStart.slice(0, supplierCount);
  for (let row = 0; row < rows.length; row++) supplierRowList[filled[rowSupplier[row]!]!++] = row;
  const supplierRating = Float64Array.from(ratings);
  const suppliersByRating = Int32Array.from(ratings.keys()).sort(
    (a, b) => supplierRating[b]! - supplierRating[a]! || a - b,
  );
  return {
    city,
    taxes,
    rows,
    supplierRowStart,
    supplierRowList,
    supplierCount,
    supplierIndex,
    rowSupplier,
    rowUnit,
    rowPrice,
    rowFee,
    rowRule,
    supplierRating,
    suppliersByRating,
    bands: priceBands(rowUnit, rowFee, rowRule),
    scratchBase: new Float64Array(supplierCount).fill(Infinity),
    extras: new Map(),
  };
}

/**
 * The rows in about MAX_BANDS bands (twice that at worst), each of one unit: rows with the same
 * unit, rule and fee share a band when there are few such kinds (a typical city: a handful), else
 * neighbours in the order of unit, fee, ceiling and floor share one, each band holding about as
 * many rows. Rows stay in price order within a band, as they are given.
 */
function priceBands(rowUnit: Uint8Array, rowFee: Float64Array, rowRule: Float64Array): PriceBand[] {
  const kinds = new Map<string, { unit: number; fee: number; floor: number; ceiling: number; rows: number[] }>();
  for (let row = 0; row < rowUnit.length; row++) {
    const floor = rowRule[4 * row + 2]!;
    const ceiling = rowRule[4 * row + 3]!;
    const key = `${rowUnit[row]}:${rowFee[row]}:${ceiling}:${floor}`;
    let kind = kinds.get(key);
    if (!kind) {
      kind = { unit: rowUnit[row]!, fee: rowFee[row]!, floor, ceiling, rows: [] };
      kinds.set(key, kind);
    }
    kind.rows.push(row);
  }
  const sorted = [...kinds.values()].sort(
    (a, b) => a.unit - b.unit || a.fee - b.fee || a.ceiling - b.ceiling || a.floor - b.floor,
  );
  const units = new Set(sorted.map((kind) => kind.unit)).size;
  const perBand = sorted.length <= MAX_BANDS ? 0 : Math.ceil(rowUnit.length / Math.max(1, MAX_BANDS - units));
  const bands: PriceBand[] = [];
  let members: typeof sorted = [];
  const close = () => {
    if (members.length === 0) return;
    const rows = Int32Array.from(members.flatMap((kind) => kind.rows)).sort();
    bands.push({
      unit: members[0]!.unit,
      floor: least(members, (kind) => kind.floor),
      ceiling: least(members, (kind) => kind.ceiling),
      fee: least(members, (kind) => kind.fee),
      rows,
    });
    members = [];
  };
  let size = 0;
  for (const kind of sorted) {
    if (members.length > 0 && (kind.unit !== members[0]!.unit || size + kind.rows.length > perBand)) {
      close();
      size = 0;
    }
    members.push(kind);
    size += kind.rows.length;
  }
  close();
  return bands;
}

/** The least of a value over a list (Math.min's arguments would be one per member). */
function least<Item>(items: Item[], value: (item: Item) => number): number {
  return items.reduce((lowest, item) => Math.min(lowest, value(item)), Infinity);
}

/**
 * Cities and types kept per server, the least recently searched making room beyond this: about
 * 0.5 kB a candidate product (measured at the bench's scale 10), so 64 cities and types of 10,000
 * products each hold some 320 MB.
 */
const keptCandidates = catalogueMemo<CityCandidates>(64, {
  // A city's search holds the suppliers that serve it; a change of one type's products, that type's.
  touches: (key, change) => {
    const [cityId, productType] = key.split(':');
    return change.cityId === cityId && (change.productType === null || change.productType === productType);
  },
  // Only the changed suppliers' rows are read again.
  refresh: (db, key, kept, changes) => {
    const [cityId, productType] = key.split(':') as [string, ProducersInput['productType']];
    const supplierIds = new Set(changes.map((change) => change.supplierId));
    return withSuppliersReread(db, cityId, productType, kept, supplierIds);
  },
});

/** The city's candidates of the type as of the catalogue's current version. */
export async function cityCandidates(
  db: Database,
  cityId: string,
  productType: ProducersInput['productType'],
): Promise<CityCandidates> {
  const version = await catalogueVersionOf(db);
  return keptCandidates(db, version, `${cityId}:${productType}`, () => loadCityCandidates(db, cityId, productType));
}
