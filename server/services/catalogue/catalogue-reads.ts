import 'server-only';

import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { cities, productExtras, products, taxes } from '@/server/db/schema';

import type { Unit } from './priced-quantity';
import type { PricingTax } from './pricing';

/**
 * What the catalogue reads alike for the producer search (producer-index.ts), the quote (quote.ts)
 * and the supplier's own catalogue: a product's priced columns, its extras, a city's taxes.
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

export interface ProductExtraRecord {
  id: string;
  name: string;
  description: string | null;
  group: string | null;
  pricing: 'perOrder' | 'perUnit' | 'perTruck';
  priceCents: number;
}

/** The extras of these products, by product, each list in its sort order: one query for all. */
export async function extrasByProduct(
  db: Pick<Database, 'select'>,
  productIds: string[],
): Promise<Map<string, ProductExtraRecord[]>> {
  const byProduct = new Map<string, ProductExtraRecord[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      id: productExtras.id,
      productId: productExtras.productId,
      name: productExtras.name,
      description: productExtras.description,
      group: productExtras.groupName,
      pricing: productExtras.pricing,
      priceCents: productExtras.priceCents,
    })
    .from(productExtras)
    .where(inArray(productExtras.productId, productIds))
    .orderBy(asc(productExtras.sortOrder), asc(productExtras.id));
  for (const { productId, ...extra } of rows) {
    const list = byProduct.get(productId) ?? [];
    list.push(extra);
    byProduct.set(productId, list);
  }
  return byProduct;
}

/** taxesOf a city known by its id, in one read (the city's row is read at the same time elsewhere). */
export async function taxesOfCity(db: Database, cityId: string): Promise<PricingTax[]> {
  return db
    .select({ name: taxes.name, ratePpm: taxes.ratePpm })
    .from(taxes)
    .innerJoin(
      cities,
      and(eq(cities.id, cityId), eq(cities.countryId, taxes.countryId), eq(cities.regionCode, taxes.regionCode)),
    )
    .where(or(isNull(taxes.cityId), eq(taxes.cityId, cities.id)))
    .orderBy(asc(taxes.sortOrder), asc(taxes.code));
}
