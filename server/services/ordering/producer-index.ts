import 'server-only';

import { and, asc, eq } from 'drizzle-orm';

import type { ProducersInput } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { products, supplierServiceAreas, suppliers } from '@/server/db/schema';

import { catalogueMemo, catalogueVersionOf } from './catalogue-cache';

import { findCity, type CityRecord } from './job-sites';
import { hundredthsRule, quantityByRule, wantedQuantity, type HundredthsRule, type Unit } from './priced-quantity';
import { roundHalfUp, type PricingTax } from './pricing';
import type { ProductExtraRecord } from './producers';
import { taxesOfCity } from './quote';

/**
 * The producer search's candidates, kept in memory per city and product type and catalogue
 * version (catalogue-cache.ts).
 *
 * A city can have thousands of suppliers of a type; pricing them all on every search (in the
 * database or here) made the search cost grow with the marketplace. Ranking (chooseCandidates) is
 * one pass over flat arrays: the part of the price that decides the order, per product, then the
 * suppliers that can be among the first `limit`. Only those are priced with pricing.ts
 * (producers.ts).
 */

/** A product as the search answers it, before it is priced for a quantity. */
export interface CandidateProduct {
  id: string;
  name: string;
  description: string;
  type: 'readyMix' | 'aggregates' | 'volumetric' | 'rentals';
  unit: Unit;
  priceCents: number;
  minimumOrder: number;
  quantityIncrement: number;
  maximumOrder: number;
  feeMinCents: number | null;
  feeMaxCents: number | null;
  colors: string[];
  /** Disposal bins: the days the price includes, and the charge per bin for each extra day. */
  rentalIncludedDays: number | null;
  rentalExtraDayCents: number | null;
}

/** A product's columns as the order flow prices it (CandidateProduct). */
export const candidateProductColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  type: products.type,
  unit: products.unit,
  priceCents: products.priceCents,
  minimumOrder: products.minimumOrder,
  quantityIncrement: products.quantityIncrement,
  maximumOrder: products.maximumOrder,
  feeMinCents: products.feeMinCents,
  feeMaxCents: products.feeMaxCents,
  colors: products.colors,
  rentalIncludedDays: products.rentalIncludedDays,
  rentalExtraDayCents: products.rentalExtraDayCents,
};

/** One active product of a candidate supplier, with the supplier's fields. */
export interface CandidateRow {
  supplierId: string;
  supplierName: string;
  logo: string | null;
  rating: number;
  ratingCount: number;
  product: CandidateProduct;
}

const UNITS: readonly Unit[] = ['m3', 'yd', 'tonne', 'ton'];

export interface CityCandidates {
  /** Null for an unknown city. */
  city: CityRecord | null;
  taxes: PricingTax[];
  /** The city's active products of the type, by unit price then id: the order pricing meets them in. */
  rows: CandidateRow[];
  /** For each supplier (by index), its rows' indexes in `rows`, in that order. */
  supplierRows: number[][];
  supplierIndex: Map<string, number>;
  /** Per row, for the ranking pass: numbers in flat arrays rather than objects. */
  rowSupplier: Int32Array;
  rowUnit: Uint8Array;
  rowPrice: Float64Array;
  /** The delivery fee of one truck. */
  rowFee: Float64Array;
  rowRule: HundredthsRule[];
  supplierRating: Float64Array;
  /** The answered products' extras, loaded on first answer (an extra's change raises the version too). */
  extras: Map<string, ProductExtraRecord[]>;
}

/** The city's candidates of the type, read from the database now: the reference, and what is kept. */
export async function loadCityCandidates(
  db: Database,
  cityId: string,
  productType: ProducersInput['productType'],
): Promise<CityCandidates> {
  const [city, taxes, found] = await Promise.all([
    findCity(db, cityId),
    taxesOfCity(db, cityId),
    db
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
      .where(and(eq(products.type, productType), eq(products.active, true)))
      .orderBy(asc(products.priceCents), asc(products.id)),
  ]);
  const rows: CandidateRow[] = found.map(({ product, ...supplier }) => ({
    ...supplier,
    rating: Number(supplier.rating),
    product: {
      ...product,
      minimumOrder: Number(product.minimumOrder),
      quantityIncrement: Number(product.quantityIncrement),
      maximumOrder: Number(product.maximumOrder),
    },
  }));

  const supplierIndex = new Map<string, number>();
  const supplierRows: number[][] = [];
  const ratings: number[] = [];
  const rowSupplier = new Int32Array(rows.length);
  const rowUnit = new Uint8Array(rows.length);
  const rowPrice = new Float64Array(rows.length);
  const rowFee = new Float64Array(rows.length);
  const rowRule: HundredthsRule[] = [];
  rows.forEach(({ supplierId, rating, product }, index) => {
    let supplier = supplierIndex.get(supplierId);
    if (supplier === undefined) {
      supplier = supplierRows.length;
      supplierIndex.set(supplierId, supplier);
      supplierRows.push([]);
      ratings.push(rating);
    }
    supplierRows[supplier]!.push(index);
    rowSupplier[index] = supplier;
    rowUnit[index] = UNITS.indexOf(product.unit);
    rowPrice[index] = product.priceCents;
    // pricing.ts's fee for one truck: the range's minimum, capped at its maximum.
    rowFee[index] =
      product.feeMinCents === null ? 0 : Math.min(product.feeMinCents, product.feeMaxCents ?? product.feeMinCents);
    rowRule.push(hundredthsRule(product));
  });
  return {
    city,
    taxes,
    rows,
    supplierRows,
    supplierIndex,
    rowSupplier,
    rowUnit,
    rowPrice,
    rowFee,
    rowRule,
    supplierRating: Float64Array.from(ratings),
    extras: new Map(),
  };
}

/**
 * Cities and types kept per server, the least recently searched making room beyond this: about
 * 1 kB a candidate product (measured at the bench's scale 1), so 64 cities and types of 1,000
 * products each hold some 64 MB.
 */
const keptCandidates = catalogueMemo<CityCandidates>(64);

/** The city's candidates of the type as of the catalogue's current version. */
export async function cityCandidates(
  db: Database,
  cityId: string,
  productType: ProducersInput['productType'],
): Promise<CityCandidates> {
  const version = await catalogueVersionOf(db);
  return keptCandidates(db, version, `${cityId}:${productType}`, () => loadCityCandidates(db, cityId, productType));
}

/**
 * The rows of the suppliers that can be among the first `limit` producers (one supplier's, for its
 * storefront): every supplier ranked at or before the limit, ties included, as SQL's rank() would.
 *
 * Why this order is pricing.ts's: the all-in price of one truck without extras is f(base), with
 * base = the product line (rounded half up) + the delivery fee of one truck, and f (processing fee,
 * then each tax, each rounded half up, all rates ≥ 0) is strictly increasing: base + 1 adds at
 * least one cent before taxes. So comparing all-in prices is comparing bases, ties included. The
 * names that decide the last ties are compared by the caller, among the few chosen.
 */
export function chooseCandidates(
  candidates: CityCandidates,
  input: Pick<ProducersInput, 'quantity' | 'unit' | 'limit'> & {
    sort?: 'allInPrice' | 'rating' | null;
    supplierId?: string;
  },
): CandidateRow[] {
  const rowsOf = (supplier: number) => candidates.supplierRows[supplier]!.map((row) => candidates.rows[row]!);
  if (input.supplierId) {
    const supplier = candidates.supplierIndex.get(input.supplierId);
    return supplier === undefined ? [] : rowsOf(supplier);
  }
  const suppliers = candidates.supplierRows.length;
  if (suppliers <= input.limit) return candidates.rows;

  // Each supplier's lowest base.
  const wanted = UNITS.map((unit) => wantedQuantity(unit, input));
  const base = new Float64Array(suppliers).fill(Infinity);
  const { rowSupplier, rowUnit, rowPrice, rowFee, rowRule } = candidates;
  for (let row = 0; row < rowSupplier.length; row++) {
    const quantity = quantityByRule(rowRule[row]!, wanted[rowUnit[row]!]!);
    const rowBase = roundHalfUp(rowPrice[row]! * quantity, 100) + rowFee[row]!;
    const supplier = rowSupplier[row]!;
    if (rowBase < base[supplier]!) base[supplier] = rowBase;
  }

  const rating = candidates.supplierRating;
  const compare =
    input.sort === 'rating'
      ? (a: number, b: number) => rating[b]! - rating[a]! || base[a]! - base[b]!
      : (a: number, b: number) => base[a]! - base[b]! || rating[b]! - rating[a]!;
  // The `limit` best, in order, kept by insertion: most suppliers lose to the last kept at once.
  const best: number[] = [];
  for (let supplier = 0; supplier < suppliers; supplier++) {
    if (best.length === input.limit && compare(supplier, best[best.length - 1]!) >= 0) continue;
    let at = best.length;
    while (at > 0 && compare(supplier, best[at - 1]!) < 0) at--;
    best.splice(at, 0, supplier);
    if (best.length > input.limit) best.pop();
  }
  // Everyone tied with the last of them is ranked at or before the limit too.
  const last = best[best.length - 1]!;
  const chosen: number[] = [];
  for (let supplier = 0; supplier < suppliers; supplier++) {
    if (compare(supplier, last) <= 0) chosen.push(supplier);
  }
  // In the order of their first rows, as pricing every candidate would meet them.
  return chosen
    .sort((a, b) => candidates.supplierRows[a]![0]! - candidates.supplierRows[b]![0]!)
    .flatMap((supplier) => rowsOf(supplier));
}
