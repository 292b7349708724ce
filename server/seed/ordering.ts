import 'server-only';

import { eq, inArray } from 'drizzle-orm';

import type { Transaction } from '@/server/db/database';
import { cities, countries, productExtras, products, supplierDeliverySettings, suppliers } from '@/server/db/schema';

import { DEFAULT_DELIVERY_SETTINGS } from '@/server/services/catalogue/quote';

import type { ProductTypeKey } from './types';

/**
 * Ordering data: the sales taxes of the regions (reference data, every deployment needs them) and,
 * for the demo suppliers, their delivery windows, cancellation windows and product extras.
 * Inserted only when missing, like the rest of the seed.
 */

interface SeedDeliverySettings {
  timeZone: string;
  windowCapacityTrucks: number;
  firstWindowStartHour: number;
  windowsPerDay: number;
  cancellationWindowHours: number;
  /** Of the total, charged for a cancellation inside the window; 0: refused there. */
  lateCancellationFeePercent: number;
}

/** Per supplier slug: dispatch time zone, trucks per 4-hour window, cancellation window and late fee. */
export const deliverySettings: Record<string, SeedDeliverySettings> = {
  'northpeak-ready-mix': {
    timeZone: 'America/Toronto',
    windowCapacityTrucks: 8,
    firstWindowStartHour: 6,
    windowsPerDay: 3,
    cancellationWindowHours: 24,
    lateCancellationFeePercent: 20,
  },
  'capital-aggregates': {
    timeZone: 'America/Toronto',
    windowCapacityTrucks: 6,
    firstWindowStartHour: 7,
    windowsPerDay: 3,
    cancellationWindowHours: 24,
    lateCancellationFeePercent: 15,
  },
  'lakeshore-bin-rentals': {
    timeZone: 'America/Toronto',
    windowCapacityTrucks: 4,
    firstWindowStartHour: 7,
    windowsPerDay: 3,
    cancellationWindowHours: 12,
    lateCancellationFeePercent: 25,
  },
  'coastline-concrete': {
    timeZone: 'America/Vancouver',
    windowCapacityTrucks: 6,
    firstWindowStartHour: 6,
    windowsPerDay: 3,
    cancellationWindowHours: 24,
    lateCancellationFeePercent: 20,
  },
  'foothills-mobile-mix': {
    timeZone: 'America/Edmonton',
    windowCapacityTrucks: 3,
    firstWindowStartHour: 7,
    windowsPerDay: 3,
    cancellationWindowHours: 24,
    lateCancellationFeePercent: 0,
  },
  'bay-city-ready-mix': {
    timeZone: 'America/Los_Angeles',
    windowCapacityTrucks: 10,
    firstWindowStartHour: 6,
    windowsPerDay: 3,
    cancellationWindowHours: 48,
    lateCancellationFeePercent: 20,
  },
  'golden-gate-dumpsters': {
    timeZone: 'America/Los_Angeles',
    windowCapacityTrucks: 4,
    firstWindowStartHour: 7,
    windowsPerDay: 3,
    cancellationWindowHours: 12,
    lateCancellationFeePercent: 25,
  },
  'lone-star-aggregates': {
    timeZone: 'America/Chicago',
    windowCapacityTrucks: 8,
    firstWindowStartHour: 6,
    windowsPerDay: 3,
    cancellationWindowHours: 24,
    lateCancellationFeePercent: 15,
  },
  'gulf-coast-mobile-mix': {
    timeZone: 'America/Chicago',
    windowCapacityTrucks: 4,
    firstWindowStartHour: 6,
    windowsPerDay: 3,
    cancellationWindowHours: 24,
    lateCancellationFeePercent: 0,
  },
  'concretos-del-valle': {
    timeZone: 'America/Mexico_City',
    windowCapacityTrucks: 6,
    firstWindowStartHour: 7,
    windowsPerDay: 3,
    cancellationWindowHours: 24,
    lateCancellationFeePercent: 20,
  },
  'materiales-regiomontanos': {
    timeZone: 'America/Monterrey',
    windowCapacityTrucks: 6,
    firstWindowStartHour: 7,
    windowsPerDay: 3,
    cancellationWindowHours: 24,
    lateCancellationFeePercent: 15,
  },
};

interface SeedExtra {
  key: string;
  name: string;
  description: string | null;
  groupName: string | null;
  pricing: 'perOrder' | 'perUnit' | 'perTruck';
  /** In Canadian cents; scaled per country by EXTRA_PRICE_SCALE. */
  priceCents: number;
}

/** Extras by product type, priced in CAD and scaled to the product's currency. */
export const extrasByProductType: Record<ProductTypeKey, SeedExtra[]> = {
  readyMix: [
    {
      key: 'accelerator',
      name: 'Accelerator',
      description: 'Non-chloride set accelerator for cold-weather pours.',
      groupName: null,
      pricing: 'perUnit',
      priceCents: 1200,
    },
    {
      key: 'retarder',
      name: 'Retarder',
      description: 'Slows the set on hot days and long placements.',
      groupName: null,
      pricing: 'perUnit',
      priceCents: 1000,
    },
    {
      key: 'fibre',
      name: 'Synthetic fibre',
      description: 'Micro-fibre reinforcement against plastic shrinkage cracking.',
      groupName: null,
      pricing: 'perUnit',
      priceCents: 1800,
    },
    {
      key: 'pump',
      name: 'Concrete pump',
      description: 'A line pump for up to 4 hours on site.',
      groupName: null,
      pricing: 'perOrder',
      priceCents: 45000,
    },
  ],
  volumetric: [
    {
      key: 'accelerator',
      name: 'Accelerator',
      description: 'Non-chloride set accelerator for cold-weather pours.',
      groupName: null,
      pricing: 'perUnit',
      priceCents: 1200,
    },
    {
      key: 'fibre',
      name: 'Synthetic fibre',
      description: 'Micro-fibre reinforcement against plastic shrinkage cracking.',
      groupName: null,
      pricing: 'perUnit',
      priceCents: 1800,
    },
    {
      key: 'extra-time',
      name: 'Extra time on site (30 min)',
      description: null,
      groupName: null,
      pricing: 'perTruck',
      priceCents: 6000,
    },
  ],
  aggregates: [
    {
      key: 'spread',
      name: 'Tailgate spread',
      description: 'The driver spreads the load along a line you mark.',
      groupName: null,
      pricing: 'perTruck',
      priceCents: 5000,
    },
    {
      key: 'tarp',
      name: 'Tarped load',
      description: null,
      groupName: null,
      pricing: 'perTruck',
      priceCents: 2500,
    },
  ],
  rentals: [
    {
      key: 'swap',
      name: 'Extra swap',
      description: 'Pick up the full bin and drop an empty one.',
      groupName: null,
      pricing: 'perOrder',
      priceCents: 15000,
    },
  ],
};

/**
 * A demo bin's rental terms: 7 days included (its description says so) and an extra day at a
 * thirtieth of its price, in whole currency units (migration 0033 gives existing bins the same).
 */
export function rentalTermsOf(product: { type: ProductTypeKey; priceCents: number }) {
  if (product.type !== 'rentals') return { rentalIncludedDays: null, rentalExtraDayCents: null };
  return { rentalIncludedDays: 7, rentalExtraDayCents: Math.round(product.priceCents / 3000) * 100 };
}

/** CAD → the country's currency for extras, in percent (rounded to whole units). */
const EXTRA_PRICE_SCALE: Record<string, number> = { CA: 100, US: 75, MX: 1300 };

/**
 * Inserts the ordering demo data that is missing (within the seed's transaction), for the seed's
 * own suppliers only: suppliers that joined later keep the settings and extras they chose.
 */
export async function seedOrdering(tx: Transaction, seedSupplierSlugs: string[]): Promise<void> {
  const countryIsoById = new Map(
    (await tx.select({ id: countries.id, iso2: countries.iso2 }).from(countries)).map((row) => [row.id, row.iso2]),
  );

  const supplierRows = await tx
    .select({ id: suppliers.id, slug: suppliers.slug, countryId: cities.countryId })
    .from(suppliers)
    .innerJoin(cities, eq(cities.id, suppliers.homeCityId))
    .where(inArray(suppliers.slug, seedSupplierSlugs));
  if (supplierRows.length === 0) return;
  await tx
    .insert(supplierDeliverySettings)
    .values(
      supplierRows.map((supplier) => ({
        supplierId: supplier.id,
        ...(deliverySettings[supplier.slug] ?? DEFAULT_DELIVERY_SETTINGS),
      })),
    )
    .onConflictDoNothing({ target: supplierDeliverySettings.supplierId });

  const countryOfSupplier = new Map(supplierRows.map((row) => [row.id, countryIsoById.get(row.countryId) ?? 'CA']));
  const productRows = await tx
    .select({ id: products.id, type: products.type, supplierId: products.supplierId })
    .from(products)
    .where(
      inArray(
        products.supplierId,
        supplierRows.map((supplier) => supplier.id),
      ),
    );
  const extraRows = productRows.flatMap((product) => {
    const scale = EXTRA_PRICE_SCALE[countryOfSupplier.get(product.supplierId) ?? 'CA'] ?? 100;
    return extrasByProductType[product.type].map((extra, index) => ({
      productId: product.id,
      key: extra.key,
      name: extra.name,
      description: extra.description,
      groupName: extra.groupName,
      pricing: extra.pricing,
      priceCents: Math.round((extra.priceCents * scale) / 100 / 100) * 100,
      sortOrder: index,
    }));
  });
  if (extraRows.length > 0) {
    await tx
      .insert(productExtras)
      .values(extraRows)
      .onConflictDoNothing({ target: [productExtras.productId, productExtras.key] });
  }
}
