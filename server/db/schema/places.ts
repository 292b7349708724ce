/**
 * Where the marketplace works: countries (currency, phone format), their cities (tax, time zone,
 * centre), the postal-code prefixes that place a postal code in a city, and the offices the
 * footer lists.
 */
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: uuid('id').primaryKey().defaultRandom(),
  iso2: text('iso2').notNull().unique(),
  name: text('name').notNull(),
  dialCode: text('dial_code').notNull(),
  /** Phone mask, e.g. "(###) ###-####". */
  phoneFormat: text('phone_format').notNull(),
  /** Sort order in country pickers; lower first. */
  priority: integer('priority').notNull().default(100),
  postalCodePlaceholder: text('postal_code_placeholder'),
  /** ISO 4217 currency of prices for products sold in this country (CAD, USD, MXN). */
  currency: text('currency').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** Province or state code (ON, CA, ...). */
    regionCode: text('region_code').notNull(),
    areaCodes: text('area_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Sales tax for orders delivered here, in basis points (1300 = 13%). */
    taxRateBps: integer('tax_rate_bps').notNull().default(0),
    /** The city centre (WGS 84): where a delivery ETA aims until the site's own position is known. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * IANA time zone of the city (America/Toronto): every time an order delivered here shows is
     * this zone's local time. Null only in a database seeded before it existed, until the next seed.
     */
    timeZone: text('time_zone'),
  },
  (table) => [index('cities_country_idx').on(table.countryId)],
);

export const offices = pgTable('offices', {
  id: uuid('id').primaryKey().defaultRandom(),
  cityId: uuid('city_id')
    .notNull()
    .references(() => cities.id),
  /** What the footer shows as the office's name, e.g. "Toronto". */
  location: text('location').notNull().unique(),
  address: text('address').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * The postal-code prefixes of a city (Canadian FSAs or their first letters, US ZIP and Mexican
 * CP prefixes): a postal code belongs to the city of its longest matching prefix.
 */
export const cityPostalPrefixes = pgTable(
  'city_postal_prefixes',
  {
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    /** Upper-case, without spaces. */
    prefix: text('prefix').notNull(),
  },
  (table) => [uniqueIndex('city_postal_prefixes_pk').on(table.cityId, table.prefix)],
);
