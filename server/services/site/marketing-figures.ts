import 'server-only';

import { count, eq, inArray } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { orders, products } from '@/server/db/schema';
import { serviceRegions } from '@/server/services/catalogue/regions';
import { listSuppliers } from '@/server/services/catalogue/suppliers';

/**
 * The figures the marketing pages state, counted from the marketplace when a page is rendered or
 * revalidated, so no page promises more than the catalogue holds (issue 36.4):
 * - suppliers: those with an active product, as the supplier lists count them;
 * - cities and countries: where some supplier delivers an active product (a city answering
 *   'Coming soon' is not one), and the cities where aggregates are delivered;
 * - products: the active products contractors can order;
 * - deliveries: orders delivered or completed.
 */
export interface MarketingFiguresRecord {
  suppliers: number;
  countries: number;
  cities: number;
  aggregateCities: number;
  products: number;
  deliveries: number;
}

export async function marketingFigures(db: Database): Promise<MarketingFiguresRecord> {
  const [supplierList, regions, [activeProducts], [delivered]] = await Promise.all([
    listSuppliers(db, { skip: 0, limit: 1, filter: null }),
    serviceRegions(db),
    db.select({ total: count() }).from(products).where(eq(products.active, true)),
    db
      .select({ total: count() })
      .from(orders)
      .where(inArray(orders.status, ['delivered', 'completed'])),
  ]);
  const delivering = regions.map((region) => region.cities.filter((city) => city.productTypes.length > 0));
  const cities = delivering.flat();
  return {
    suppliers: supplierList.count,
    countries: delivering.filter((served) => served.length > 0).length,
    cities: cities.length,
    aggregateCities: cities.filter((city) => city.productTypes.includes('aggregates')).length,
    products: Number(activeProducts?.total ?? 0),
    deliveries: Number(delivered?.total ?? 0),
  };
}
