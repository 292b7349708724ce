import 'server-only';

import { randomBytes, randomUUID } from 'node:crypto';

import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';

import { CARD_ADDITIONAL_HOLD_PERCENT } from '@/lib/constants';
import type {
  SupplierDeliverySettingsInput,
  SupplierProductInput,
  SupplierServiceAreasInput,
} from '@/lib/validation/catalogue';
import type { Database, Transaction } from '@/server/db/database';
import {
  cities,
  countries,
  productExtras,
  products,
  supplierDeliverySettings,
  supplierServiceAreas,
  suppliers,
} from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import type { AccessClaims } from '@/server/services/accounts/access-tokens';
import { DEFAULT_DELIVERY_SETTINGS } from './quote';
import { requireSupplierMember, type SupplierMember } from '@/server/services/accounts/supplier-members';
import {
  candidateProductColumns,
  extrasByProduct,
  type CandidateProduct,
  type ProductExtraRecord,
} from './catalogue-reads';
import { CATALOGUE_READ_ONLY_MESSAGE, mayEditCatalogue } from '@/server/services/accounts/permissions';
import { revalidateStorefrontOf } from '@/server/services/storefront/storefront';

/**
 * The supplier's catalogue, as its workspace edits it: products (never deleted, since orders
 * name them: an inactive product is no longer offered), their extras, the cities the supplier
 * delivers to and its delivery settings. Every read and change is scoped to the member's own
 * supplier; another supplier's product is NOT_FOUND. The owner and partner managers change it;
 * drivers read it.
 *
 * What contractors see follows at once: producers and quotes offer only active products of
 * suppliers serving the city (producers.ts, quote.ts), and a quote's
 * fingerprint covers its amounts, so an order placed with a quote from before a price change
 * answers QUOTE_CHANGED with the new quote.
 */

export const CATALOGUE_PRODUCT_NOT_FOUND_MESSAGE = 'This product is not in your catalogue.';
export const EXTRA_NOT_FOUND_MESSAGE = 'This extra is no longer on the product: reload the page to see its extras.';
export const CITY_NOT_FOUND_MESSAGE = 'This city is not one we deliver to: reload the page to see the cities.';

/** A product of the supplier's catalogue: what the order flow prices, its extras, and whether it is offered. */
export interface SupplierProductRecord extends CandidateProduct {
  extras: ProductExtraRecord[];
  active: boolean;
}

export interface SupplierDeliverySettingsRecord {
  timeZone: string;
  windowCapacityTrucks: number;
  cancellationWindowHours: number;
  cardHoldPercent: number;
  lateCancellationFeePercent: number;
}

export interface CatalogueCityRecord {
  id: string;
  name: string;
  regionCode: string;
  countryCode: string;
  countryName: string;
}

export interface SupplierCatalogueRecord {
  supplierId: string;
  supplierName: string;
  currency: string;
  mayEdit: boolean;
  products: SupplierProductRecord[];
  serviceAreaCityIds: string[];
  deliverySettings: SupplierDeliverySettingsRecord;
  cities: CatalogueCityRecord[];
}

/** A member of a supplier company who may read the catalogue (every member may). */
export async function requireCatalogueReader(db: Database, viewer: AccessClaims): Promise<SupplierMember> {
  return requireSupplierMember(db, viewer);
}

/** A member who may change the catalogue: the owner or a partner manager; FORBIDDEN otherwise. */
export async function requireCatalogueEditor(db: Database, viewer: AccessClaims): Promise<SupplierMember> {
  const member = await requireSupplierMember(db, viewer);
  if (!mayEditCatalogue(member.role)) throw expectedError(ErrorCode.FORBIDDEN, CATALOGUE_READ_ONLY_MESSAGE);
  return member;
}

const productColumns = { ...candidateProductColumns, active: products.active };

type Reader = Pick<Database, 'select'>;

/** The supplier's products by name, or the ones named, with their extras. */
async function productsOf(db: Reader, supplierId: string, ids?: string[]): Promise<SupplierProductRecord[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.supplierId, supplierId), ids ? inArray(products.id, ids) : undefined))
    .orderBy(asc(products.name), asc(products.id));
  if (rows.length === 0) return [];
  const extras = await extrasByProduct(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    minimumOrder: Number(row.minimumOrder),
    quantityIncrement: Number(row.quantityIncrement),
    maximumOrder: Number(row.maximumOrder),
    extras: extras.get(row.id) ?? [],
  }));
}

async function deliverySettingsRecordOf(db: Reader, supplierId: string): Promise<SupplierDeliverySettingsRecord> {
  const [settings] = await db
    .select({
      timeZone: supplierDeliverySettings.timeZone,
      windowCapacityTrucks: supplierDeliverySettings.windowCapacityTrucks,
      cancellationWindowHours: supplierDeliverySettings.cancellationWindowHours,
      cardHoldPercent: supplierDeliverySettings.cardHoldPercent,
      lateCancellationFeePercent: supplierDeliverySettings.lateCancellationFeePercent,
    })
    .from(supplierDeliverySettings)
    .where(eq(supplierDeliverySettings.supplierId, supplierId))
    .limit(1);
  if (settings) return settings;
  const { timeZone, windowCapacityTrucks, cancellationWindowHours } = DEFAULT_DELIVERY_SETTINGS;
  return {
    timeZone,
    windowCapacityTrucks,
    cancellationWindowHours,
    cardHoldPercent: CARD_ADDITIONAL_HOLD_PERCENT,
    lateCancellationFeePercent: 0,
  };
}

async function serviceAreaCityIdsOf(db: Reader, supplierId: string): Promise<string[]> {
  const rows = await db
    .select({ cityId: supplierServiceAreas.cityId })
    .from(supplierServiceAreas)
    .where(eq(supplierServiceAreas.supplierId, supplierId));
  return rows.map((row) => row.cityId);
}

/** The member's supplier's catalogue, with every city it could serve (by country, region, name). */
export async function supplierCatalogue(db: Database, member: SupplierMember): Promise<SupplierCatalogueRecord> {
  const [home] = await db
    .select({ currency: countries.currency })
    .from(suppliers)
    .innerJoin(cities, eq(cities.id, suppliers.homeCityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(eq(suppliers.id, member.supplierId))
    .limit(1);
  const [productList, serviceAreaCityIds, deliverySettings, cityList] = await Promise.all([
    productsOf(db, member.supplierId),
    serviceAreaCityIdsOf(db, member.supplierId),
    deliverySettingsRecordOf(db, member.supplierId),
    db
      .select({
        id: cities.id,
        name: cities.name,
        regionCode: cities.regionCode,
        countryCode: countries.iso2,
        countryName: countries.name,
      })
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .orderBy(asc(countries.priority), asc(countries.name), asc(cities.regionCode), asc(cities.name)),
  ]);
  return {
    supplierId: member.supplierId,
    supplierName: member.supplierName,
    currency: home?.currency ?? 'CAD',
    mayEdit: mayEditCatalogue(member.role),
    products: productList.sort((a, b) => Number(b.active) - Number(a.active)),
    serviceAreaCityIds,
    deliverySettings,
    cities: cityList,
  };
}

const productValues = (input: SupplierProductInput) => ({
  name: input.name,
  description: input.description,
  type: input.type,
  unit: input.unit,
  priceCents: input.priceCents,
  minimumOrder: input.minimumOrder.toFixed(2),
  quantityIncrement: input.quantityIncrement.toFixed(2),
  maximumOrder: input.maximumOrder.toFixed(2),
  feeMinCents: input.feeMinCents,
  feeMaxCents: input.feeMaxCents,
  colors: input.colors,
  // Only a bin has rental terms: another product's are dropped, whatever the input says.
  rentalIncludedDays: input.type === 'rentals' ? input.rentalIncludedDays : null,
  rentalExtraDayCents: input.type === 'rentals' ? input.rentalExtraDayCents : null,
  active: input.active,
});

/**
 * Makes the product's extras the given list, in its order: an extra with an id is changed in
 * place (a contractor at checkout keeps their choice), one without is added, and the product's
 * extras not listed are removed (placed orders keep their copy in their quote).
 */
async function setExtras(tx: Transaction, productId: string, extras: SupplierProductInput['extras']) {
  const keep = extras.flatMap((extra) => (extra.id ? [extra.id] : []));
  const existing = keep.length
    ? await tx
        .select({ id: productExtras.id })
        .from(productExtras)
        .where(and(eq(productExtras.productId, productId), inArray(productExtras.id, keep)))
    : [];
  const known = new Set(existing.map((row) => row.id));
  extras.forEach((extra, index) => {
    if (extra.id && !known.has(extra.id)) {
      throw expectedError(ErrorCode.BAD_USER_INPUT, EXTRA_NOT_FOUND_MESSAGE, {
        fields: { [`extras.${index}.id`]: EXTRA_NOT_FOUND_MESSAGE },
      });
    }
  });
  await tx
    .delete(productExtras)
    .where(and(eq(productExtras.productId, productId), keep.length ? notInArray(productExtras.id, keep) : undefined));
  for (const [index, extra] of extras.entries()) {
    const values = {
      name: extra.name,
      description: extra.description,
      groupName: extra.group,
      pricing: extra.pricing,
      priceCents: extra.priceCents,
      sortOrder: index,
    };
    if (extra.id) await tx.update(productExtras).set(values).where(eq(productExtras.id, extra.id));
    else await tx.insert(productExtras).values({ ...values, productId, key: `x-${randomUUID()}` });
  }
}

async function productRecord(db: Reader, supplierId: string, productId: string): Promise<SupplierProductRecord> {
  const [product] = await productsOf(db, supplierId, [productId]);
  if (!product) throw expectedError(ErrorCode.NOT_FOUND, CATALOGUE_PRODUCT_NOT_FOUND_MESSAGE);
  return product;
}

export async function createSupplierProduct(
  db: Database,
  member: SupplierMember,
  input: SupplierProductInput,
): Promise<SupplierProductRecord> {
  const productId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(products)
      .values({
        ...productValues(input),
        supplierId: member.supplierId,
        // A stable key of the supplier's own (the seed's are readable; the workspace's are random).
        sku: `W-${randomBytes(5).toString('hex').toUpperCase()}`,
      })
      .returning({ id: products.id });
    await setExtras(tx, created!.id, input.extras);
    return created!.id;
  });
  await revalidateStorefrontOf(db, member.supplierId);
  return productRecord(db, member.supplierId, productId);
}

/** Changes one of the supplier's products (its active flag too); NOT_FOUND for another supplier's. */
export async function updateSupplierProduct(
  db: Database,
  member: SupplierMember,
  productId: string,
  input: SupplierProductInput,
): Promise<SupplierProductRecord> {
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(products)
      .set(productValues(input))
      .where(and(eq(products.id, productId), eq(products.supplierId, member.supplierId)))
      .returning({ id: products.id });
    if (!updated) throw expectedError(ErrorCode.NOT_FOUND, CATALOGUE_PRODUCT_NOT_FOUND_MESSAGE);
    await setExtras(tx, productId, input.extras);
  });
  await revalidateStorefrontOf(db, member.supplierId);
  return productRecord(db, member.supplierId, productId);
}

/** Makes the supplier's service areas exactly these cities; answers the city ids now served. */
export async function setSupplierServiceAreas(
  db: Database,
  member: SupplierMember,
  input: SupplierServiceAreasInput,
): Promise<string[]> {
  const { cityIds } = input;
  if (cityIds.length > 0) {
    const known = await db.select({ id: cities.id }).from(cities).where(inArray(cities.id, cityIds));
    const knownIds = new Set(known.map((row) => row.id));
    const unknown = cityIds.findIndex((cityId) => !knownIds.has(cityId));
    if (unknown >= 0) {
      throw expectedError(ErrorCode.BAD_USER_INPUT, CITY_NOT_FOUND_MESSAGE, {
        fields: { [`cityIds.${unknown}`]: CITY_NOT_FOUND_MESSAGE },
      });
    }
  }
  await db.transaction(async (tx) => {
    await tx
      .delete(supplierServiceAreas)
      .where(
        and(
          eq(supplierServiceAreas.supplierId, member.supplierId),
          cityIds.length ? notInArray(supplierServiceAreas.cityId, cityIds) : undefined,
        ),
      );
    if (cityIds.length) {
      await tx
        .insert(supplierServiceAreas)
        .values(cityIds.map((cityId) => ({ supplierId: member.supplierId, cityId })))
        .onConflictDoNothing();
    }
  });
  await revalidateStorefrontOf(db, member.supplierId);
  return serviceAreaCityIdsOf(db, member.supplierId);
}

/**
 * Changes the supplier's time zone, trucks per window, cancellation window, card hold and late
 * cancellation fee. The
 * windows' hours stay as they are (a supplier without settings gets the default windows).
 */
export async function updateSupplierDeliverySettings(
  db: Database,
  member: SupplierMember,
  input: SupplierDeliverySettingsInput,
): Promise<SupplierDeliverySettingsRecord> {
  await db
    .insert(supplierDeliverySettings)
    .values({
      supplierId: member.supplierId,
      ...input,
      firstWindowStartHour: DEFAULT_DELIVERY_SETTINGS.firstWindowStartHour,
      windowsPerDay: DEFAULT_DELIVERY_SETTINGS.windowsPerDay,
    })
    .onConflictDoUpdate({ target: supplierDeliverySettings.supplierId, set: input });
  return deliverySettingsRecordOf(db, member.supplierId);
}
