import 'server-only';

import { inArray, isNull, sql } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import {
  cities,
  cityPostalPrefixes,
  countries,
  customerStories,
  jobs,
  offices,
  partners,
  products,
  supplierServiceAreas,
  suppliers,
} from '@/server/db/schema';

import * as data from './data';
import { rentalTermsOf, seedOrdering } from './ordering';
import type { Transaction } from '@/server/db/database';
import { seedSalesTaxes } from './sales-taxes';
import { seedDemoCredit } from './credit';
import { seedDemoPartner } from './partner';
import { seedDemoPayouts } from './payouts';
import { seedDemoScorecards } from './scorecards';
import { seedSupplierTeams } from './supplier-teams';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedOptions {
  /**
   * Demo suppliers with their products, delivery settings and extras, partners, customer stories
   * and jobs. Off for a real deployment, which gets the reference data only.
   */
  demo: boolean;
  now?: Date;
}

/**
 * Inserts what is missing: always the reference data every deployment needs (countries, cities
 * and their postal codes, sales taxes, the company's offices), and the demo data when asked. Every
 * row has a natural key, so running it on every start (and from several instances at once)
 * changes nothing once the data is there, and never overwrites what an operator edited.
 */
export async function seedDatabase(db: Database, { demo, now = new Date() }: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const { cityIds } = await seedReferenceData(tx);
    if (demo) await seedDemoData(tx, cityIds, now);
  });
}

async function seedReferenceData(tx: Transaction): Promise<{ cityIds: Map<string, string> }> {
  await tx.insert(countries).values(data.countries).onConflictDoNothing({ target: countries.iso2 });
  const countryIds = new Map(
    (await tx.select({ id: countries.id, iso2: countries.iso2 }).from(countries)).map((c) => [c.iso2, c.id]),
  );

  await tx
    .insert(cities)
    .values(data.cities.map(({ countryIso2, ...city }) => ({ ...city, countryId: required(countryIds, countryIso2) })))
    // A city seeded before cities had a time zone gets its zone; nothing else is overwritten.
    .onConflictDoUpdate({
      target: cities.slug,
      set: { timeZone: sql`excluded.time_zone` },
      setWhere: isNull(cities.timeZone),
    });
  const cityIds = new Map(
    (await tx.select({ id: cities.id, slug: cities.slug }).from(cities)).map((c) => [c.slug, c.id]),
  );

  const postalPrefixes = Object.entries(data.cityPostalPrefixes).flatMap(([citySlug, prefixes]) =>
    prefixes.map((prefix) => ({ cityId: required(cityIds, citySlug), prefix })),
  );
  await tx.insert(cityPostalPrefixes).values(postalPrefixes).onConflictDoNothing();

  await tx
    .insert(offices)
    .values(data.offices.map(({ citySlug, ...office }) => ({ ...office, cityId: required(cityIds, citySlug) })))
    .onConflictDoNothing({ target: offices.location });

  await seedSalesTaxes(tx);
  return { cityIds };
}

async function seedDemoData(tx: Transaction, cityIds: Map<string, string>, now: Date): Promise<void> {
  await tx
    .insert(suppliers)
    .values(
      data.suppliers.map((supplier) => ({
        slug: supplier.slug,
        name: supplier.name,
        description: supplier.description,
        homeCityId: required(cityIds, supplier.homeCitySlug),
        rating: supplier.rating,
        ratingCount: supplier.ratingCount,
        ratingStarsTotal: (Number(supplier.rating) * supplier.ratingCount).toFixed(1),
        logo: supplier.logo,
      })),
    )
    .onConflictDoNothing({ target: suppliers.slug });
  const supplierIds = new Map(
    (
      await tx
        .select({ id: suppliers.id, slug: suppliers.slug })
        .from(suppliers)
        .where(
          inArray(
            suppliers.slug,
            data.suppliers.map((s) => s.slug),
          ),
        )
    ).map((s) => [s.slug, s.id]),
  );

  const serviceAreas = data.suppliers.flatMap((supplier) =>
    supplier.serviceCitySlugs.map((citySlug) => ({
      supplierId: required(supplierIds, supplier.slug),
      cityId: required(cityIds, citySlug),
    })),
  );
  await tx.insert(supplierServiceAreas).values(serviceAreas).onConflictDoNothing();

  const productRows = data.suppliers.flatMap((supplier) =>
    supplier.products.map((product) => ({
      ...product,
      ...rentalTermsOf(product),
      supplierId: required(supplierIds, supplier.slug),
    })),
  );
  await tx
    .insert(products)
    .values(productRows)
    .onConflictDoNothing({ target: [products.supplierId, products.sku] });

  await tx
    .insert(partners)
    .values(
      data.partners.map(({ supplierSlug, ...partner }) => ({
        ...partner,
        supplierId: supplierSlug ? required(supplierIds, supplierSlug) : null,
      })),
    )
    .onConflictDoNothing({ target: partners.code });

  await tx.insert(customerStories).values(data.customerStories).onConflictDoNothing({ target: customerStories.author });

  await tx
    .insert(jobs)
    .values(
      data.jobs.map(({ postedDaysAgo, ...job }) => ({
        ...job,
        postedAt: new Date(now.getTime() - postedDaysAgo * DAY_MS),
      })),
    )
    .onConflictDoNothing({ target: jobs.slug });

  await seedOrdering(
    tx,
    data.suppliers.map((supplier) => supplier.slug),
  );
  await seedSupplierTeams(
    tx,
    data.suppliers.map((supplier) => supplier.slug),
  );
  await seedDemoPayouts(tx, now);
  await seedDemoCredit(tx, now);
  await seedDemoPartner(tx, now);
  await seedDemoScorecards(tx, now);
}

function required<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed data refers to an unknown key: ${String(key)}`);
  return value;
}

// Re-exported for tests that check the seed against its source.
export { data as seedData };
