import { eq, like } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '@/server/db/database';
import { cities, products, supplierServiceAreas, suppliers, taxes } from '@/server/db/schema';
import { findProducers } from '@/server/services/catalogue/producers';

import { createTestApi, type TestApi } from '../support/api';
import { createTestDatabase, testDatabaseAdminUrl } from '../support/postgres';

/**
 * The producer search chooses its answer in the database (issue 16): for random catalogues,
 * quantities, sorts and limits it answers exactly what pricing every candidate with pricing.ts
 * answers (`everyCandidate`), order, prices and ties included.
 */

const UNITS = ['m3', 'yd', 'tonne', 'ton'] as const;

const productArbitrary = fc.record({
  unit: fc.constantFrom(...UNITS),
  // Few distinct prices and fees: ties between suppliers are the hard part.
  priceCents: fc.oneof(fc.constantFrom(9_999, 10_000, 10_001, 12_345), fc.integer({ min: 1, max: 60_000 })),
  minimumOrder: fc.constantFrom('0.25', '0.5', '1', '1.15', '2.33', '5', '7.5'),
  quantityIncrement: fc.constantFrom('0.01', '0.1', '0.25', '0.33', '0.5', '1', '1.15', '3'),
  maximumSteps: fc.integer({ min: 0, max: 400 }),
  fee: fc.option(
    fc.record({ min: fc.constantFrom(0, 5_000, 5_001, 25_000), extra: fc.option(fc.integer({ min: 0, max: 30_000 })) }),
  ),
  active: fc.constantFrom(true, true, true, true, false),
});

const supplierArbitrary = fc.record({
  name: fc.constantFrom('Atlas', 'atlas', 'Bedrock', 'Élan', 'Zenith', 'Cornerstone'),
  rating: fc.constantFrom('0.0', '3.5', '4.0', '4.5', '4.9', '5.0'),
  products: fc.array(productArbitrary, { minLength: 1, maxLength: 3 }),
});

const searchArbitrary = fc.record({
  quantity: fc.option(
    fc.oneof(
      fc.constantFrom(0.01, 0.5, 1, 1.15, 2.33, 7.65, 40, 99.99, 100_000),
      fc.double({ min: 0.01, max: 5_000, noNaN: true }),
    ),
  ),
  unit: fc.option(fc.constantFrom(...UNITS)),
  sort: fc.option(fc.constantFrom('allInPrice' as const, 'rating' as const)),
  limit: fc.integer({ min: 1, max: 6 }),
  localTaxPpm: fc.option(fc.integer({ min: 0, max: 200_000 })),
});

type SupplierDraft = typeof supplierArbitrary extends fc.Arbitrary<infer T> ? T : never;

async function replaceCatalogue(
  db: Database,
  cityId: string,
  catalogue: SupplierDraft[],
  localTaxPpm: number | null,
  city: { countryId: string; regionCode: string },
) {
  await db.delete(suppliers).where(like(suppliers.slug, 'ranking-test-%'));
  await db.delete(taxes).where(eq(taxes.code, 'RANKING-TEST'));
  if (localTaxPpm !== null) {
    await db.insert(taxes).values({
      countryId: city.countryId,
      regionCode: city.regionCode,
      cityId,
      code: 'RANKING-TEST',
      name: 'Local test tax',
      ratePpm: localTaxPpm,
    });
  }
  const inserted = await db
    .insert(suppliers)
    .values(
      catalogue.map((supplier, index) => ({
        slug: `ranking-test-${index}`,
        name: supplier.name,
        description: 'A supplier of the ranking test.',
        homeCityId: cityId,
        rating: supplier.rating,
      })),
    )
    .returning({ id: suppliers.id });
  await db.insert(supplierServiceAreas).values(inserted.map(({ id }) => ({ supplierId: id, cityId })));
  await db.insert(products).values(
    catalogue.flatMap((supplier, index) =>
      supplier.products.map((product, sku) => {
        const minimum = Number(product.minimumOrder);
        const maximum = (minimum + product.maximumSteps * Number(product.quantityIncrement)).toFixed(2);
        return {
          supplierId: inserted[index]!.id,
          sku: `ranking-${sku}`,
          type: 'aggregates' as const,
          name: `Product ${sku}`,
          description: 'A product of the ranking test.',
          unit: product.unit,
          priceCents: product.priceCents,
          minimumOrder: product.minimumOrder,
          quantityIncrement: product.quantityIncrement,
          maximumOrder: maximum,
          feeMinCents: product.fee?.min ?? null,
          feeMaxCents: product.fee ? product.fee.min + (product.fee.extra ?? 0) : null,
          active: product.active,
        };
      }),
    ),
  );
  return inserted.map(({ id }) => id);
}

function rankingProperty(context: () => Database) {
  return async () => {
    const db = context();
    const [city] = await db
      .select({ id: cities.id, countryId: cities.countryId, regionCode: cities.regionCode })
      .from(cities)
      .limit(1);
    if (!city) throw new Error('The seed has no city');
    // The seed's own suppliers of the city stay: the random ones compete with them.
    await fc.assert(
      fc.asyncProperty(
        fc.array(supplierArbitrary, { minLength: 1, maxLength: 14 }),
        searchArbitrary,
        async (catalogue, search) => {
          const supplierIds = await replaceCatalogue(db, city.id, catalogue, search.localTaxPpm, city);
          const input = {
            cityId: city.id,
            jobSiteId: null,
            productType: 'aggregates' as const,
            quantity: search.quantity,
            unit: search.unit,
            limit: search.limit,
            sort: search.sort,
          };
          const fast = await findProducers(db, input, null);
          const reference = await findProducers(db, input, null, { everyCandidate: true });
          expect(fast).toEqual(reference);
          // One supplier's (its storefront) too.
          const storefront = { ...input, supplierId: supplierIds[0]! };
          expect(await findProducers(db, storefront, null)).toEqual(
            await findProducers(db, storefront, null, { everyCandidate: true }),
          );
        },
      ),
      { numRuns: Number(process.env.RANKING_RUNS ?? 60) },
    );
  };
}

describe('producer search chosen in the database, on PGlite', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it(
    'answers what pricing every candidate answers',
    rankingProperty(() => api.db),
    120_000,
  );
});

describe.skipIf(!testDatabaseAdminUrl)('producer search chosen in the database, on PostgreSQL', () => {
  let api: TestApi;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase('producers_ranking');
    drop = database.drop;
    api = await createTestApi({ databaseUrl: database.url });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await drop?.();
  });

  it(
    'answers what pricing every candidate answers',
    rankingProperty(() => api.db),
    120_000,
  );
});
