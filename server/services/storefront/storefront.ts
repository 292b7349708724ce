import 'server-only';

import { randomBytes } from 'node:crypto';

import { and, asc, eq } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';

import type { StorefrontAppBrand } from '@/lib/storefront-app';
import { DOMAIN_PAGES_PREFIX } from '@/lib/storefront-hosts';
import type { SupplierStorefrontInput } from '@/lib/validation/storefront';
import type { Database } from '@/server/db/database';
import { cities, countries, partners, products, supplierServiceAreas, suppliers } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { logger } from '@/server/logger';
import type { AccessClaims } from '@/server/services/accounts/access-tokens';
import { findProducers, type ProducerProductRecord } from '@/server/services/catalogue/producers';
import { requireSupplierMember, type SupplierMember } from '@/server/services/accounts/supplier-members';
import { partnerStats, type PartnerRecord, type PartnerStatsRecord } from '@/server/services/site/partners';
import { CATALOGUE_READ_ONLY_MESSAGE, mayEditCatalogue } from '@/server/services/accounts/permissions';

/**
 * A supplier's white-label storefront (/s/<slug>): its brand, the cities it delivers to and its
 * active products priced all-in by the order flow's own pricing (`findProducers`, one supplier's),
 * for a typical quantity of each type. And, in its workspace, its brand colour and its own
 * buy-now button: a partner row marked `supplierButton`, so /r/<code> counts its clicks and the
 * orders placed through it exactly as it counts a referral partner's.
 */

/**
 * What a storefront prices each product type at, in the unit the producers step compares in: a
 * typical load (a mid-size pour, a couple of truckloads of gravel). Rentals price one bin; a
 * product's own minimum and steps round these up (`pricedQuantity`).
 */
export const STOREFRONT_TYPICAL_QUANTITY = {
  readyMix: { quantity: 8, unit: 'm3' },
  volumetric: { quantity: 4, unit: 'm3' },
  aggregates: { quantity: 20, unit: 'tonne' },
  rentals: { quantity: null, unit: null },
} as const;

export interface StorefrontCityRecord {
  id: string;
  name: string;
  regionCode: string;
  countryCode: string;
}

export interface StorefrontRecord {
  supplierId: string;
  slug: string;
  name: string;
  description: string;
  logo: string | null;
  brandColor: string | null;
  rating: number;
  ratingCount: number;
  currency: string;
  homeCity: StorefrontCityRecord;
  serviceAreas: StorefrontCityRecord[];
  products: ProducerProductRecord[];
}

/** The storefront's address. */
export const storefrontPath = (slug: string) => `/s/${encodeURIComponent(slug)}`;

/**
 * Regenerates a storefront on its next visit (on-demand ISR), after a change it shows: a product,
 * a price, a service area, the brand colour. Outside a Next.js request (a script, a test) there is
 * no page cache to refresh; the hourly revalidation catches up with any change missed.
 */
export function revalidateStorefront(slug: string): void {
  try {
    revalidatePath(storefrontPath(slug));
    // The same storefront on a supplier's own domain (app/domains/[domain]): every such page, as
    // this module does not know which domain is whose.
    revalidatePath(`${DOMAIN_PAGES_PREFIX}[domain]`, 'page');
  } catch (error) {
    if (process.env.NEXT_RUNTIME) logger.warn('Storefront: could not revalidate the page', error);
  }
}

/** `revalidateStorefront` by the supplier's id (the catalogue's services know only that). */
export async function revalidateStorefrontOf(db: Database, supplierId: string): Promise<void> {
  const [supplier] = await db.select({ slug: suppliers.slug }).from(suppliers).where(eq(suppliers.id, supplierId));
  if (supplier) revalidateStorefront(supplier.slug);
}

const cityColumns = {
  id: cities.id,
  name: cities.name,
  regionCode: cities.regionCode,
  countryCode: countries.iso2,
  currency: countries.currency,
};

const PRODUCT_TYPE_ORDER = ['readyMix', 'volumetric', 'aggregates', 'rentals'] as const;

/** The storefront of the supplier with this slug; null when there is none. */
export async function findStorefront(db: Database, slug: string): Promise<StorefrontRecord | null> {
  const [supplier] = await db
    .select({
      id: suppliers.id,
      slug: suppliers.slug,
      name: suppliers.name,
      description: suppliers.description,
      logo: suppliers.logo,
      brandColor: suppliers.brandColor,
      rating: suppliers.rating,
      ratingCount: suppliers.ratingCount,
      homeCity: cityColumns,
    })
    .from(suppliers)
    .innerJoin(cities, eq(cities.id, suppliers.homeCityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(eq(suppliers.slug, slug))
    .limit(1);
  if (!supplier) return null;

  const [serviceAreas, types] = await Promise.all([
    db
      .select(cityColumns)
      .from(supplierServiceAreas)
      .innerJoin(cities, eq(cities.id, supplierServiceAreas.cityId))
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(eq(supplierServiceAreas.supplierId, supplier.id))
      .orderBy(asc(cities.name)),
    db
      .selectDistinct({ type: products.type })
      .from(products)
      .where(and(eq(products.supplierId, supplier.id), eq(products.active, true))),
  ]);

  // Prices are for the home city (its taxes), or the first city served when it does not serve it.
  const priceCity = serviceAreas.find((city) => city.id === supplier.homeCity.id) ?? serviceAreas[0];
  const typesSold = PRODUCT_TYPE_ORDER.filter((type) => types.some((row) => row.type === type));
  const priced = priceCity
    ? await Promise.all(
        typesSold.map(async (productType) => {
          const [producer] = await findProducers(
            db,
            {
              cityId: priceCity.id,
              jobSiteId: null,
              productType,
              ...STOREFRONT_TYPICAL_QUANTITY[productType],
              limit: 1,
              supplierId: supplier.id,
            },
            null,
          );
          return (producer?.products ?? []).sort((a, b) => a.allInPriceCents - b.allInPriceCents);
        }),
      )
    : [];

  const { currency, ...homeCity } = priceCity ?? supplier.homeCity;
  return {
    supplierId: supplier.id,
    slug: supplier.slug,
    name: supplier.name,
    description: supplier.description,
    logo: supplier.logo,
    brandColor: supplier.brandColor,
    rating: Number(supplier.rating),
    ratingCount: supplier.ratingCount,
    currency,
    homeCity,
    serviceAreas: serviceAreas.map(({ currency: _currency, ...city }) => city),
    products: priced.flat(),
  };
}

/**
 * What a storefront's app is drawn from (its manifest and icons): the brand alone, without the
 * products and prices `findStorefront` works out. Null when there is no such supplier.
 */
export async function findStorefrontApp(db: Database, slug: string): Promise<StorefrontAppBrand | null> {
  const [supplier] = await db
    .select({
      slug: suppliers.slug,
      name: suppliers.name,
      description: suppliers.description,
      logo: suppliers.logo,
      brandColor: suppliers.brandColor,
    })
    .from(suppliers)
    .where(eq(suppliers.slug, slug))
    .limit(1);
  return supplier ?? null;
}

/** The slugs of every supplier, for prerendering their storefronts at build time. */
export async function storefrontSlugs(db: Database): Promise<string[]> {
  const rows = await db.select({ slug: suppliers.slug }).from(suppliers).orderBy(asc(suppliers.slug));
  return rows.map((row) => row.slug);
}

export interface SupplierStorefrontRecord {
  slug: string;
  name: string;
  logo: string | null;
  brandColor: string | null;
  mayEdit: boolean;
  button: PartnerStatsRecord;
}

/** A button code: 'S' and 9 characters of A-Z and 2-9 (no 0/O, 1/I), a partner code's shape. */
function newButtonCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `S${[...randomBytes(9)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/**
 * The supplier's own button, made the first time its workspace asks for it. Concurrent first
 * looks make one: the partial unique index on (supplier_id) where supplier_button keeps a second
 * insert out, and the loser reads the winner's.
 */
export async function supplierButtonOf(
  db: Database,
  supplier: { id: string; name: string; logo: string | null },
): Promise<PartnerRecord> {
  const find = async () =>
    (
      await db
        .select()
        .from(partners)
        .where(and(eq(partners.supplierId, supplier.id), eq(partners.supplierButton, true)))
        .limit(1)
    )[0];
  const existing = await find();
  if (existing) return existing;
  await db
    .insert(partners)
    .values({
      code: newButtonCode(),
      name: supplier.name,
      logo: supplier.logo ?? '',
      // Not a referral partner: never on the partners' logo walls.
      visible: false,
      supplierId: supplier.id,
      supplierButton: true,
    })
    .onConflictDoNothing();
  const made = await find();
  if (!made) throw new Error('The supplier button was neither found nor made');
  return made;
}

async function storefrontOfMember(db: Database, member: SupplierMember): Promise<SupplierStorefrontRecord> {
  const [supplier] = await db
    .select({
      id: suppliers.id,
      slug: suppliers.slug,
      name: suppliers.name,
      logo: suppliers.logo,
      brandColor: suppliers.brandColor,
    })
    .from(suppliers)
    .where(eq(suppliers.id, member.supplierId))
    .limit(1);
  if (!supplier) throw expectedError(ErrorCode.NOT_FOUND, 'Supplier not found');
  const button = await supplierButtonOf(db, supplier);
  return {
    slug: supplier.slug,
    name: supplier.name,
    logo: supplier.logo,
    brandColor: supplier.brandColor,
    mayEdit: mayEditCatalogue(member.role),
    button: await partnerStats(db, button),
  };
}

/** The caller's supplier's storefront settings and its button's counts (every member may read). */
export async function supplierStorefront(db: Database, viewer: AccessClaims): Promise<SupplierStorefrontRecord> {
  return storefrontOfMember(db, await requireSupplierMember(db, viewer));
}

/**
 * Changes the brand colour (the owner and managers, like the catalogue) and regenerates the
 * storefront.
 */
export async function updateSupplierStorefront(
  db: Database,
  viewer: AccessClaims,
  input: SupplierStorefrontInput,
): Promise<SupplierStorefrontRecord> {
  const member = await requireSupplierMember(db, viewer);
  if (!mayEditCatalogue(member.role)) throw expectedError(ErrorCode.FORBIDDEN, CATALOGUE_READ_ONLY_MESSAGE);
  await db.update(suppliers).set({ brandColor: input.brandColor }).where(eq(suppliers.id, member.supplierId));
  const updated = await storefrontOfMember(db, member);
  revalidateStorefront(updated.slug);
  return updated;
}

/** The slug of the supplier whose own button this partner is; null for a referral partner. */
export async function storefrontSlugOfButton(db: Database, partner: PartnerRecord): Promise<string | null> {
  if (!partner.supplierButton || !partner.supplierId) return null;
  const [supplier] = await db
    .select({ slug: suppliers.slug })
    .from(suppliers)
    .where(eq(suppliers.id, partner.supplierId))
    .limit(1);
  return supplier?.slug ?? null;
}
