import 'server-only';

import { asc, countDistinct, eq } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { cities, countries, products, supplierServiceAreas } from '@/server/db/schema';

type ProductTypeKey = 'readyMix' | 'aggregates' | 'volumetric' | 'rentals';

export interface ServedCityRecord {
  city: { id: string; name: string; regionCode: string; countryCode: string };
  /** The product types at least one supplier delivers here. */
  productTypes: ProductTypeKey[];
  supplierCount: number;
}

export interface ServiceRegionRecord {
  countryCode: string;
  countryName: string;
  currency: string;
  postalCodePlaceholder: string | null;
  cities: ServedCityRecord[];
}

/**
 * Every country and city the marketplace knows, with the product types delivered to each (from
 * the suppliers' service areas and active products). A city without the wanted type is 'coming
 * soon'.
 */
export async function serviceRegions(db: Database): Promise<ServiceRegionRecord[]> {
  const [cityRows, served] = await Promise.all([
    db
      .select({
        id: cities.id,
        name: cities.name,
        regionCode: cities.regionCode,
        countryCode: countries.iso2,
        countryName: countries.name,
        currency: countries.currency,
        postalCodePlaceholder: countries.postalCodePlaceholder,
      })
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .orderBy(asc(countries.priority), asc(cities.name)),
    db
      .select({
        cityId: supplierServiceAreas.cityId,
        type: products.type,
        suppliers: countDistinct(supplierServiceAreas.supplierId),
      })
      .from(supplierServiceAreas)
      .innerJoin(products, eq(products.supplierId, supplierServiceAreas.supplierId))
      .where(eq(products.active, true))
      .groupBy(supplierServiceAreas.cityId, products.type),
  ]);
  const allSuppliers = await db
    .select({ cityId: supplierServiceAreas.cityId, suppliers: countDistinct(supplierServiceAreas.supplierId) })
    .from(supplierServiceAreas)
    .groupBy(supplierServiceAreas.cityId);
  const supplierCounts = new Map(allSuppliers.map((row) => [row.cityId, row.suppliers]));
  const typeOrder: ProductTypeKey[] = ['readyMix', 'aggregates', 'volumetric', 'rentals'];

  const regions = new Map<string, ServiceRegionRecord>();
  for (const row of cityRows) {
    let region = regions.get(row.countryCode);
    if (!region) {
      region = {
        countryCode: row.countryCode,
        countryName: row.countryName,
        currency: row.currency,
        postalCodePlaceholder: row.postalCodePlaceholder,
        cities: [],
      };
      regions.set(row.countryCode, region);
    }
    const types = new Set(served.filter((entry) => entry.cityId === row.id).map((entry) => entry.type));
    region.cities.push({
      city: { id: row.id, name: row.name, regionCode: row.regionCode, countryCode: row.countryCode },
      productTypes: typeOrder.filter((type) => types.has(type)),
      supplierCount: supplierCounts.get(row.id) ?? 0,
    });
  }
  return [...regions.values()];
}
