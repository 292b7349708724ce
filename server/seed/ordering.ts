import 'server-only';

import { eq, inArray } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import {
  cities,
  countries,
  productExtras,
  products,
  supplierDeliverySettings,
  suppliers,
  taxes,
} from '@/server/db/schema';

import { DEFAULT_DELIVERY_SETTINGS } from '@/server/services/catalogue/quote';

import type { ProductTypeKey } from './types';

/**
 * Ordering data: the sales taxes of the regions (reference data, every deployment needs them) and,
 * for the demo suppliers, their delivery windows, cancellation windows and product extras.
 * Inserted only when missing, like the rest of the seed.
 */

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface SeedDeliverySettings {
  timeZone: string;
  windowCapacityTrucks: number;
  firstWindowStartHour: number;
  windowsPerDay: number;
  cancellationWindowHours: number;
}

/** Per supplier slug: dispatch time zone, trucks per 4-hour window, cancellation window. */
export const deliverySettings: Record<string, SeedDeliverySettings> = {
  'northpeak-ready-mix': {
    timeZone: 'America/Toronto',
    windowCapacityTrucks: 8,
    firstWindowStartHour: 6,
    windowsPerDay: 3,
    cancellationWindowHours: 24,
  },
  'capital-aggregates': {
    timeZone: 'America/Toronto',
    windowCapacityTrucks: 6,
    firstWindowStartHour: 7,
    windowsPerDay: 3,
    cancellationWindowHours: 24,
  },
  'lakeshore-bin-rentals': {
    timeZone: 'America/Toronto',
    windowCapacityTrucks: 4,
    firstWindowStartHour: 7,
    windowsPerDay: 3,
    cancellationWindowHours: 12,
  },
  'coastline-concrete': {
    timeZone: 'America/Vancouver',
    windowCapacityTrucks: 6,
    firstWindowStartHour: 6,
    windowsPerDay: 3,
    cancellationWindowHours: 24,
  },
  'foothills-mobile-mix': {
    timeZone: 'America/Edmonton',
    windowCapacityTrucks: 3,
    firstWindowStartHour: 7,
    windowsPerDay: 3,
    cancellationWindowHours: 24,
  },
  'bay-city-ready-mix': {
    timeZone: 'America/Los_Angeles',
    windowCapacityTrucks: 10,
    firstWindowStartHour: 6,
    windowsPerDay: 3,
    cancellationWindowHours: 48,
  },
  'golden-gate-dumpsters': {
    timeZone: 'America/Los_Angeles',
    windowCapacityTrucks: 4,
    firstWindowStartHour: 7,
    windowsPerDay: 3,
    cancellationWindowHours: 12,
  },
  'lone-star-aggregates': {
    timeZone: 'America/Chicago',
    windowCapacityTrucks: 8,
    firstWindowStartHour: 6,
    windowsPerDay: 3,
    cancellationWindowHours: 24,
  },
  'gulf-coast-mobile-mix': {
    timeZone: 'America/Chicago',
    windowCapacityTrucks: 4,
    firstWindowStartHour: 6,
    windowsPerDay: 3,
    cancellationWindowHours: 24,
  },
  'concretos-del-valle': {
    timeZone: 'America/Mexico_City',
    windowCapacityTrucks: 6,
    firstWindowStartHour: 7,
    windowsPerDay: 3,
    cancellationWindowHours: 24,
  },
  'materiales-regiomontanos': {
    timeZone: 'America/Monterrey',
    windowCapacityTrucks: 6,
    firstWindowStartHour: 7,
    windowsPerDay: 3,
    cancellationWindowHours: 24,
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

interface SeedTax {
  countryIso2: string;
  regionCode: string;
  /** A city's local tax; null for the whole province or state. */
  citySlug: string | null;
  code: string;
  name: string;
  ratePpm: number;
  sortOrder: number;
}

/**
 * Sales taxes of the seeded regions (2026 rates). Canada: HST in Ontario, GST + PST in British
 * Columbia, GST in Alberta. United States: the state rate plus each city's local rate
 * (San Francisco 8.625%, Oakland 10.25%, San Jose 9.375%, Texas cities 8.25%). Mexico: IVA 16%.
 */
export const salesTaxes: SeedTax[] = [
  {
    countryIso2: 'CA',
    regionCode: 'ON',
    citySlug: null,
    code: 'ON-HST',
    name: 'HST (ON)',
    ratePpm: 130_000,
    sortOrder: 1,
  },
  { countryIso2: 'CA', regionCode: 'BC', citySlug: null, code: 'BC-GST', name: 'GST', ratePpm: 50_000, sortOrder: 1 },
  {
    countryIso2: 'CA',
    regionCode: 'BC',
    citySlug: null,
    code: 'BC-PST',
    name: 'PST (BC)',
    ratePpm: 70_000,
    sortOrder: 2,
  },
  { countryIso2: 'CA', regionCode: 'AB', citySlug: null, code: 'AB-GST', name: 'GST', ratePpm: 50_000, sortOrder: 1 },
  {
    countryIso2: 'US',
    regionCode: 'CA',
    citySlug: null,
    code: 'CA-STATE',
    name: 'California sales tax',
    ratePpm: 72_500,
    sortOrder: 1,
  },
  {
    countryIso2: 'US',
    regionCode: 'CA',
    citySlug: 'san-francisco',
    code: 'CA-SF-LOCAL',
    name: 'San Francisco local sales tax',
    ratePpm: 13_750,
    sortOrder: 2,
  },
  {
    countryIso2: 'US',
    regionCode: 'CA',
    citySlug: 'oakland',
    code: 'CA-OAKLAND-LOCAL',
    name: 'Oakland local sales tax',
    ratePpm: 30_000,
    sortOrder: 2,
  },
  {
    countryIso2: 'US',
    regionCode: 'CA',
    citySlug: 'san-jose',
    code: 'CA-SAN-JOSE-LOCAL',
    name: 'San Jose local sales tax',
    ratePpm: 21_250,
    sortOrder: 2,
  },
  {
    countryIso2: 'US',
    regionCode: 'TX',
    citySlug: null,
    code: 'TX-STATE',
    name: 'Texas sales tax',
    ratePpm: 62_500,
    sortOrder: 1,
  },
  ...['austin', 'houston', 'dallas'].map((citySlug) => ({
    countryIso2: 'US',
    regionCode: 'TX',
    citySlug,
    code: `TX-${citySlug.toUpperCase()}-LOCAL`,
    name: `${citySlug[0]!.toUpperCase()}${citySlug.slice(1)} local sales tax`,
    ratePpm: 20_000,
    sortOrder: 2,
  })),
  ...['CMX', 'JAL', 'NLE'].map((regionCode) => ({
    countryIso2: 'MX',
    regionCode,
    citySlug: null,
    code: `${regionCode}-IVA`,
    name: 'IVA',
    ratePpm: 160_000,
    sortOrder: 1,
  })),
];

/** Inserts the sales taxes that are missing (reference data). */
export async function seedSalesTaxes(tx: Transaction): Promise<void> {
  const countryIds = new Map(
    (await tx.select({ id: countries.id, iso2: countries.iso2 }).from(countries)).map((row) => [row.iso2, row.id]),
  );
  const cityIds = new Map(
    (await tx.select({ id: cities.id, slug: cities.slug }).from(cities)).map((row) => [row.slug, row.id]),
  );
  const taxRows = salesTaxes.flatMap((tax) => {
    const countryId = countryIds.get(tax.countryIso2);
    const cityId = tax.citySlug ? cityIds.get(tax.citySlug) : null;
    if (!countryId || cityId === undefined) return [];
    return [
      {
        countryId,
        regionCode: tax.regionCode,
        cityId,
        code: tax.code,
        name: tax.name,
        ratePpm: tax.ratePpm,
        sortOrder: tax.sortOrder,
      },
    ];
  });
  if (taxRows.length > 0) {
    await tx
      .insert(taxes)
      .values(taxRows)
      .onConflictDoNothing({ target: [taxes.countryId, taxes.code] });
  }
}

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
