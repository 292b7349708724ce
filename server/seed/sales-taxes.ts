import 'server-only';

import { cities, countries, taxes } from '@/server/db/schema';

import type { Transaction } from '@/server/db/database';

/**
 * The sales taxes of every province and state the marketplace serves (reference data), and their seeding.
 */

export interface SeedTax {
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
