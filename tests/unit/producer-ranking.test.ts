import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { CityRecord } from '@/server/services/orders/job-sites';
import { indexCandidates, type CandidateRow } from '@/server/services/catalogue/producer-index';
import { chooseCandidates } from '@/server/services/catalogue/producer-ranking';
import { producersOf } from '@/server/services/catalogue/producers';

/**
 * The producer search's ranking in memory (issue 16) against pricing every candidate with
 * pricing.ts, for catalogues far larger than the database test's (tests/api/producers-ranking):
 * the walk stops early only where no row left can rank, whatever the rules, fees, ties and bands.
 */

const UNITS = ['m3', 'yd', 'tonne', 'ton'] as const;
const CITY: CityRecord = {
  id: 'city',
  name: 'Toronto',
  regionCode: 'ON',
  countryCode: 'CA',
  countryId: 'ca',
  currency: 'CAD',
};

const productArbitrary = fc.record({
  unit: fc.constantFrom(...UNITS),
  // Few distinct prices and fees: ties between suppliers are the hard part.
  priceCents: fc.oneof(fc.constantFrom(9_999, 10_000, 10_001, 12_345), fc.integer({ min: 1, max: 60_000 })),
  minimumOrder: fc.constantFrom(0.25, 0.5, 1, 1.15, 2.33, 5, 7.5),
  quantityIncrement: fc.constantFrom(0.01, 0.1, 0.25, 0.33, 0.5, 1, 1.15, 3),
  maximumSteps: fc.integer({ min: 0, max: 400 }),
  fee: fc.option(
    fc.record({
      min: fc.oneof(fc.constantFrom(0, 5_000, 5_001, 25_000), fc.integer({ min: 0, max: 40_000 })),
      extra: fc.option(fc.integer({ min: 0, max: 30_000 })),
    }),
  ),
});

const supplierArbitrary = fc.record({
  name: fc.constantFrom('Atlas', 'atlas', 'Bedrock', 'Élan', 'Zenith', 'Cornerstone'),
  rating: fc.constantFrom(0, 3.5, 4, 4.5, 4.9, 5),
  products: fc.array(productArbitrary, { minLength: 1, maxLength: 3 }),
});

/**
 * A city's usual catalogue: a few kinds of product (unit, rule and fee), many suppliers, prices
 * that often tie. Each kind is a band of its own, where bounds are exact: ties at the threshold
 * are where a walk that stops early goes wrong.
 */
const KINDS = [
  { unit: 'm3', minimumOrder: 1, quantityIncrement: 0.5, maximumSteps: 398, fee: { min: 5_000, extra: 20_000 } },
  { unit: 'm3', minimumOrder: 1, quantityIncrement: 0.25, maximumSteps: 36, fee: { min: 7_500, extra: null } },
  { unit: 'yd', minimumOrder: 2, quantityIncrement: 1, maximumSteps: 10, fee: null },
  { unit: 'tonne', minimumOrder: 5, quantityIncrement: 1, maximumSteps: 195, fee: { min: 5_000, extra: 0 } },
] as const;

const usualSupplierArbitrary = fc.record({
  name: fc.constantFrom('Atlas', 'Bedrock', 'Zenith'),
  rating: fc.constantFrom(3, 3.1, 4.2, 5),
  products: fc.array(
    fc
      .record({
        kind: fc.constantFrom(...KINDS),
        priceCents: fc.oneof(fc.constantFrom(10_000, 10_001, 12_000), fc.integer({ min: 8_000, max: 20_000 })),
      })
      .map(({ kind, priceCents }) => ({ ...kind, fee: kind.fee && { ...kind.fee }, priceCents })),
    { minLength: 1, maxLength: 2 },
  ),
});

/** Suppliers that tie on price and rating at every turn: the last place is shared. */
const tiedSupplierArbitrary = fc.record({
  name: fc.constantFrom('Atlas', 'Bedrock', 'Zenith'),
  rating: fc.constantFrom(4, 5),
  products: fc.array(
    fc
      .record({ kind: fc.constantFrom(KINDS[0], KINDS[3]), priceCents: fc.constantFrom(10_000, 10_001, 10_002) })
      .map(({ kind, priceCents }) => ({ ...kind, fee: kind.fee && { ...kind.fee }, priceCents })),
    { minLength: 1, maxLength: 2 },
  ),
});

const searchArbitrary = fc.record({
  quantity: fc.option(
    fc.oneof(
      fc.constantFrom(0.01, 0.5, 1, 1.15, 2.33, 7.65, 10, 40, 99.99, 100_000),
      fc.integer({ min: 1, max: 300 }),
      fc.double({ min: 0.01, max: 5_000, noNaN: true }),
    ),
  ),
  unit: fc.option(fc.constantFrom(...UNITS)),
  sort: fc.option(fc.constantFrom('allInPrice' as const, 'rating' as const)),
  limit: fc.integer({ min: 1, max: 50 }),
  taxPpm: fc.option(fc.integer({ min: 0, max: 200_000 })),
});

interface SupplierDraft {
  name: string;
  rating: number;
  products: {
    unit: (typeof UNITS)[number];
    priceCents: number;
    minimumOrder: number;
    quantityIncrement: number;
    maximumSteps: number;
    fee: { min: number; extra: number | null } | null;
  }[];
}

/** The catalogue's rows as the database gives them: by unit price, then id. */
function rowsOf(catalogue: SupplierDraft[]): CandidateRow[] {
  const rows = catalogue.flatMap((supplier, index) =>
    supplier.products.map((product, sku): CandidateRow => ({
      supplierId: `supplier-${String(index).padStart(4, '0')}`,
      supplierName: supplier.name,
      logo: null,
      rating: supplier.rating,
      ratingCount: 1,
      product: {
        id: `product-${String(index).padStart(4, '0')}-${sku}`,
        name: `Product ${sku}`,
        description: 'A product of the ranking test.',
        type: 'aggregates',
        unit: product.unit,
        priceCents: product.priceCents,
        minimumOrder: product.minimumOrder,
        quantityIncrement: product.quantityIncrement,
        maximumOrder: Number((product.minimumOrder + product.maximumSteps * product.quantityIncrement).toFixed(2)),
        feeMinCents: product.fee?.min ?? null,
        feeMaxCents: product.fee ? product.fee.min + (product.fee.extra ?? 0) : null,
        colors: [],
        rentalIncludedDays: null,
        rentalExtraDayCents: null,
      },
    })),
  );
  return rows.sort((a, b) => a.product.priceCents - b.product.priceCents || (a.product.id < b.product.id ? -1 : 1));
}

function rankingProperty(catalogues: fc.Arbitrary<SupplierDraft[]>, searches = searchArbitrary) {
  fc.assert(
    fc.property(catalogues, searches, (catalogue, { taxPpm, ...search }) => {
      const taxes = taxPpm === null ? [{ name: 'HST', ratePpm: 130_000 }] : [{ name: 'Local', ratePpm: taxPpm }];
      const candidates = indexCandidates(CITY, taxes, rowsOf(catalogue));
      const reference = producersOf(CITY, taxes, candidates.rows, search);
      expect(producersOf(CITY, taxes, chooseCandidates(candidates, search), search)).toEqual(reference);
      // The walk leaves nothing behind for the next search of the same candidates.
      expect(candidates.scratchBase.every((base) => base === Infinity)).toBe(true);
      // One supplier's (its storefront).
      const supplierId = candidates.rows[0]!.supplierId;
      const storefront = { ...search, supplierId };
      expect(producersOf(CITY, taxes, chooseCandidates(candidates, storefront), storefront)).toEqual(
        producersOf(
          CITY,
          taxes,
          candidates.rows.filter((row) => row.supplierId === supplierId),
          storefront,
        ),
      );
    }),
    { numRuns: Number(process.env.RANKING_RUNS ?? 150) },
  );
}

describe('the producer search ranking in memory', () => {
  it('answers what pricing every candidate answers, for varied rules, fees and units', () => {
    rankingProperty(fc.array(supplierArbitrary, { minLength: 1, maxLength: 300 }));
  });

  it('answers what pricing every candidate answers, for many suppliers of a few kinds of product', () => {
    rankingProperty(fc.array(usualSupplierArbitrary, { minLength: 1, maxLength: 600 }));
  });

  it('answers what pricing every candidate answers, when suppliers tie at the last place', () => {
    rankingProperty(
      fc.array(tiedSupplierArbitrary, { minLength: 1, maxLength: 60 }),
      // Quantities within the products' rules, where the priced quantity is the asked one.
      fc.record({
        quantity: fc.constantFrom(1, 2.5, 7.65, 10, 40),
        unit: fc.constantFrom(null, 'm3' as const, 'tonne' as const),
        sort: fc.option(fc.constantFrom('allInPrice' as const, 'rating' as const)),
        limit: fc.integer({ min: 1, max: 8 }),
        taxPpm: fc.option(fc.integer({ min: 0, max: 200_000 })),
      }),
    );
  });

  it('puts rows alike in one band, and bounds the bands of a varied catalogue', () => {
    const usual = indexCandidates(CITY, [], rowsOf(fc.sample(usualSupplierArbitrary, { numRuns: 500, seed: 1 })));
    expect(usual.bands).toHaveLength(KINDS.length);
    expect(usual.bands.map((band) => band.rows.length).reduce((a, b) => a + b)).toBe(usual.rows.length);
    const varied = indexCandidates(CITY, [], rowsOf(fc.sample(supplierArbitrary, { numRuns: 2_000, seed: 2 })));
    expect(varied.bands.length).toBeLessThanOrEqual(40);
    // Every row in exactly one band, by price within it.
    const banded = varied.bands.flatMap((band) => [...band.rows]);
    expect(new Set(banded).size).toBe(varied.rows.length);
    for (const band of varied.bands) {
      const prices = [...band.rows].map((row) => varied.rowPrice[row]!);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
  });
});
