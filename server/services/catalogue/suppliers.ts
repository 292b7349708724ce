import 'server-only';

import { and, asc, count, countDistinct, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';

import type { SuppliersArgs } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { cities, countries, products, productType, suppliers } from '@/server/db/schema';

export type ProductTypeKey = (typeof productType.enumValues)[number];

export interface SupplierRecord {
  id: string;
  name: string;
  description: string;
  logo: string | null;
  rating: number;
  ratingCount: number;
  homeCity: { id: string; name: string; regionCode: string; countryCode: string };
  productTypes: ProductTypeKey[];
}

/** Suppliers with at least one active product (of the type, when filtered), best rated first. */
export async function listSuppliers(db: Database, { skip, limit, filter }: SuppliersArgs) {
  const offersProduct = (type?: ProductTypeKey | null): SQL =>
    exists(
      db
        .select({ one: sql`1` })
        .from(products)
        .where(
          and(
            eq(products.supplierId, suppliers.id),
            eq(products.active, true),
            type ? eq(products.type, type) : undefined,
          ),
        ),
    );
  const where = offersProduct(filter?.productType);

  const [rows, totals] = await Promise.all([
    db
      .select({
        id: suppliers.id,
        name: suppliers.name,
        description: suppliers.description,
        logo: suppliers.logo,
        rating: suppliers.rating,
        ratingCount: suppliers.ratingCount,
        cityId: cities.id,
        cityName: cities.name,
        regionCode: cities.regionCode,
        countryCode: countries.iso2,
      })
      .from(suppliers)
      .innerJoin(cities, eq(cities.id, suppliers.homeCityId))
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(where)
      .orderBy(desc(suppliers.rating), desc(suppliers.ratingCount), asc(suppliers.name))
      .offset(skip)
      .limit(limit),
    db.select({ total: count() }).from(suppliers).where(where),
  ]);

  const ids = rows.map((row) => row.id);
  const typeRows = ids.length
    ? await db
        .selectDistinct({ supplierId: products.supplierId, type: products.type })
        .from(products)
        .where(and(inArray(products.supplierId, ids), eq(products.active, true)))
        .orderBy(asc(products.type))
    : [];

  const values: SupplierRecord[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    logo: row.logo,
    rating: Number(row.rating),
    ratingCount: row.ratingCount,
    homeCity: { id: row.cityId, name: row.cityName, regionCode: row.regionCode, countryCode: row.countryCode },
    productTypes: typeRows.filter((typeRow) => typeRow.supplierId === row.id).map((typeRow) => typeRow.type),
  }));
  return { values, count: totals[0]?.total ?? 0 };
}

/** One category per product type, in the enum's order, with how many suppliers and products offer it. */
export async function listProductCategories(db: Database) {
  const rows = await db
    .select({
      type: products.type,
      supplierCount: countDistinct(products.supplierId),
      productCount: count(),
    })
    .from(products)
    .where(eq(products.active, true))
    .groupBy(products.type);
  return productType.enumValues.map((type) => {
    const row = rows.find((candidate) => candidate.type === type);
    return { type, supplierCount: row?.supplierCount ?? 0, productCount: row?.productCount ?? 0 };
  });
}
