/**
 * The catalogue: suppliers (with their storefront's colour and logo), the cities they deliver
 * to, their products and extras, sales taxes, and the number that says when any of it changed
 * (catalogue_version, for the order flow's cache).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { companies } from './accounts';
import { createdAt } from './columns';
import { cities, countries } from './places';

export const productType = pgEnum('product_type', ['readyMix', 'aggregates', 'volumetric', 'rentals']);

export const productUnit = pgEnum('product_unit', ['m3', 'yd', 'tonne', 'ton']);

export const suppliers = pgTable('suppliers', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  homeCityId: uuid('home_city_id')
    .notNull()
    .references(() => cities.id),
  /** Average rating out of 5, one decimal. */
  rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('0'),
  ratingCount: integer('rating_count').notNull().default(0),
  /**
   * The sum of the stars behind `rating` (the demo's history counts as its average times its count),
   * so a new rating moves the average exactly (server/services/conversation/ratings.ts).
   */
  ratingStarsTotal: numeric('rating_stars_total', { precision: 12, scale: 1 }).notNull().default('0'),
  logo: text('logo'),
  /**
   * The storefront's primary colour, '#rrggbb' (null: the marketplace's own). The text on it is
   * whichever of black or white reads better (lib/brand-colour.ts), so any colour stays accessible.
   */
  brandColor: text('brand_color'),
  /** The supplier company whose members run this supplier's workspace (null: not onboarded yet). */
  companyId: uuid('company_id')
    .unique()
    .references((): AnyPgColumn => companies.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** The cities a supplier delivers to. */
export const supplierServiceAreas = pgTable(
  'supplier_service_areas',
  {
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id),
  },
  (table) => [
    uniqueIndex('supplier_service_areas_pk').on(table.supplierId, table.cityId),
    index('supplier_service_areas_city_idx').on(table.cityId),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** Stable key within the supplier, used by the idempotent seed. */
    sku: text('sku').notNull(),
    type: productType('type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    unit: productUnit('unit').notNull(),
    priceCents: integer('price_cents').notNull(),
    minimumOrder: numeric('minimum_order', { precision: 10, scale: 2 }).notNull(),
    quantityIncrement: numeric('quantity_increment', { precision: 10, scale: 2 }).notNull(),
    maximumOrder: numeric('maximum_order', { precision: 10, scale: 2 }).notNull().default('100'),
    /** Delivery or rental fee range for this product, when the supplier charges one. */
    feeMinCents: integer('fee_min_cents'),
    feeMaxCents: integer('fee_max_cents'),
    /** Disposal bins: the days on site the bin's price includes. */
    rentalIncludedDays: integer('rental_included_days'),
    /** Disposal bins: the charge per bin for each day past the included days. */
    rentalExtraDayCents: integer('rental_extra_day_cents'),
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    uniqueIndex('products_supplier_sku_idx').on(table.supplierId, table.sku),
    index('products_type_idx').on(table.type),
    check('products_price_positive', sql`${table.priceCents} > 0`),
    check('products_fee_range', sql`${table.feeMinCents} is null or ${table.feeMaxCents} >= ${table.feeMinCents}`),
    check(
      'products_rental_terms',
      sql`(${table.rentalIncludedDays} is null or ${table.rentalIncludedDays} >= 1) and (${table.rentalExtraDayCents} is null or ${table.rentalExtraDayCents} >= 0)`,
    ),
    check(
      'products_quantity_rule',
      sql`${table.minimumOrder} > 0 and ${table.quantityIncrement} > 0 and ${table.maximumOrder} >= ${table.minimumOrder}`,
    ),
  ],
);

/** How an extra is priced: once per order, per unit of the ordered quantity, or per truck. */
export const productExtraPricing = pgEnum('product_extra_pricing', ['perOrder', 'perUnit', 'perTruck']);

/** A product's extras (admixtures, pump, rental days...) with their prices. */
export const productExtras = pgTable(
  'product_extras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Stable key within the product, used by the idempotent seed. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** Extras of one group exclude each other (e.g. a rental period). */
    groupName: text('group_name'),
    pricing: productExtraPricing('pricing').notNull(),
    priceCents: integer('price_cents').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    uniqueIndex('product_extras_product_key_idx').on(table.productId, table.key),
    check('product_extras_price_non_negative', sql`${table.priceCents} >= 0`),
  ],
);

/**
 * Sales taxes by region: a row applies to every city of its province or state (`cityId` null) or
 * to one city (US local sales tax). Rates in parts per million (13% = 130000, 8.625% = 86250).
 */
export const taxes = pgTable(
  'taxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    regionCode: text('region_code').notNull(),
    cityId: uuid('city_id').references(() => cities.id, { onDelete: 'cascade' }),
    /** Stable key within the country, used by the idempotent seed (e.g. ON-HST). */
    code: text('code').notNull(),
    /** As the summary shows it, e.g. "HST (ON)". */
    name: text('name').notNull(),
    ratePpm: integer('rate_ppm').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    uniqueIndex('taxes_country_code_idx').on(table.countryId, table.code),
    index('taxes_region_idx').on(table.countryId, table.regionCode),
    check('taxes_rate_range', sql`${table.ratePpm} >= 0 and ${table.ratePpm} <= 1000000`),
  ],
);

/**
 * One row: a number the database raises (triggers of migrations 0034 and 0049) whenever a statement changes
 * the catalogue: suppliers' names, logos and ratings, their service areas, products and extras,
 * cities, countries, postal prefixes and taxes. Each server keeps the order flow's reads of it in
 * memory (services/catalogue/catalogue-cache.ts) and reads this number to know whether they still
 * hold, so instances sharing a database never answer a stale catalogue; catalogue_changes says
 * what each raise touched.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('catalogue_version_single_row', sql`${table.id} = 1`)],
);

/**
 * What each raise of catalogue_version touched (the triggers of migration 0049 write it in the
 * changing transaction): one row per supplier and city it serves (before or after the change),
 * with the product type when the change was one type's products. A row without supplier and city
 * is a change of everything (cities, countries, postal prefixes, taxes, a bulk write of many
 * suppliers); a supplier's row without city, a supplier that serves no city. Each server reads
 * the rows after the version it kept and drops only the reads they touch
 * (services/catalogue/catalogue-cache.ts). The triggers keep the last CATALOGUE_CHANGES_KEPT
 * versions; a server further behind drops everything.
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    version: bigint('version', { mode: 'number' }).notNull(),
    supplierId: uuid('supplier_id'),
    cityId: uuid('city_id'),
    productType: productType('product_type'),
  },
  (table) => [index('catalogue_changes_version_idx').on(table.version)],
);

/** What a quality paper is: a mix design, a safety data sheet or a certificate. */
export const productDocumentKind = pgEnum('product_document_kind', ['mix_design', 'safety_data_sheet', 'certificate']);

/**
 * A product's quality papers (PDFs in the file store under `product-documents/<id>`). A row is
 * made by the upload, without kind, title or `addedAt` (an upload not attached yet, which no one
 * else sees); the attach sets them. Once attached a paper never changes: the supplier removes it
 * (`removedAt`) or adds a new version.
 *
 * An order carries the papers of its product in force when it was placed: attached before the
 * order's `created_at` and not removed before it (server/services/catalogue/quality-papers.ts).
 * Since rows are never changed or deleted once attached, that time query is the order's copy:
 * no table of copies per order is needed, and a later change never rewrites what a delivered
 * order came with.
 */
export const productDocuments = pgTable(
  'product_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: productDocumentKind('kind'),
    title: text('title'),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull().default(0),
    createdAt: createdAt(),
    addedAt: timestamp('added_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    index('product_documents_product_idx').on(table.productId, table.addedAt),
    check(
      'product_documents_attached',
      sql`${table.addedAt} is null or (${table.kind} is not null and ${table.title} is not null)`,
    ),
    check('product_documents_removed_after_added', sql`${table.removedAt} is null or ${table.addedAt} is not null`),
  ],
);
