/**
 * The marketplace's tables. One schema for PGlite and PostgreSQL; migrations are generated from
 * this file by drizzle-kit (`npm run db:generate`) and committed under ./migrations.
 *
 * Money is integer cents. Quantities are numeric in the product's unit, kept as strings by the
 * driver so that 0.5 m3 never becomes 0.49999.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  type AnyPgColumn,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const productType = pgEnum('product_type', ['readyMix', 'aggregates', 'volumetric', 'rentals']);
export const productUnit = pgEnum('product_unit', ['m3', 'yd', 'tonne', 'ton']);
export const jobDirection = pgEnum('job_direction', ['marketing', 'development', 'design']);
export const jobType = pgEnum('job_type', ['fullTime', 'partTime']);
export const contactMessageStatus = pgEnum('contact_message_status', ['pending', 'sent', 'failed']);
/** A person's role within a company (spec: invite roles, plus the contractor who owns the workspace). */
export const memberRole = pgEnum('member_role', [
  'contractor_owner',
  'contractor_manager',
  'partner_contractor',
  'partner_driver',
  'partner_manager',
]);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
  logo: text('logo'),
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
  ],
);

export const partners = pgTable('partners', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The partner's public code, carried by its buy-now buttons and referral links. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Path of a local logo under /public. */
  logo: text('logo').notNull(),
  visible: boolean('visible').notNull().default(true),
  supplierId: uuid('supplier_id').references(() => suppliers.id),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const customerStories = pgTable('customer_stories', {
  id: uuid('id').primaryKey().defaultRandom(),
  author: text('author').notNull().unique(),
  position: text('position').notNull(),
  message: text('message').notNull(),
  logo: text('logo').notNull(),
  /** A rating image may replace the story's title. */
  ratingImage: text('rating_image'),
  title: text('title'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    direction: jobDirection('direction').notNull(),
    type: jobType('type').notNull(),
    location: text('location').notNull(),
    salary: text('salary').notNull(),
    experience: text('experience').notNull(),
    description: text('description').notNull(),
    requirements: text('requirements').array().notNull(),
    responsibilities: text('responsibilities').array().notNull(),
    additionalInfo: text('additional_info'),
    published: boolean('published').notNull().default(true),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('jobs_listing_idx').on(table.published, table.postedAt)],
);

/**
 * Fixed-window request counters (contact mail, sign-in, ...). Kept in the database so that
 * every app instance counts the same requests.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(1),
  },
  (table) => [uniqueIndex('rate_limits_key_window_idx').on(table.key, table.windowStart)],
);

/**
 * Messages from the get-in-touch form. Stored before any attempt to send, so a failed send is
 * retried from here and never lost.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    status: contactMessageStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_due_idx').on(table.status, table.nextAttemptAt)],
);

/** A contractor's (or partner's) workspace. Orders, the team and the referral credit belong here. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Referral credit usable at checkout, in cents (REFERRAL_BONUS_CENTS for a referred sign-up). */
    referralCreditCents: integer('referral_credit_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [check('companies_referral_credit_non_negative', sql`${table.referralCreditCents} >= 0`)],
);

/** A person with an account. Email is stored lower-cased; phone in E.164 (+ and digits). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    phone: text('phone'),
    fullName: text('full_name').notNull(),
    /** Argon2id PHC string ($argon2id$v=19$m=19456,t=2,p=1$...). */
    passwordHash: text('password_hash').notNull(),
    /** The person's own code for referral links: 8 characters of A-Z and 2-9. */
    referralCode: text('referral_code').notNull(),
    referredByUserId: uuid('referred_by_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Where the sign-up came from, as the client said (e.g. "web"). */
    signUpSource: text('sign_up_source'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_idx').on(table.email),
    uniqueIndex('users_phone_idx').on(table.phone),
    uniqueIndex('users_referral_code_idx').on(table.referralCode),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_phone_e164', sql`${table.phone} is null or ${table.phone} ~ '^\\+[0-9]{1,15}$'`),
  ],
);

/** Who belongs to which company, and as what. */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: memberRole('role').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('company_members_company_user_idx').on(table.companyId, table.userId),
    index('company_members_user_idx').on(table.userId),
  ],
);

/**
 * Refresh tokens: only the SHA-256 of each (random, 256-bit) token is stored. Every use replaces
 * the token with a new one of the same family; a reused token revokes its family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** All the tokens descending from one sign-in. */
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company the session acts within (the ordinary token's company). */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** Hex SHA-256 of the token. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The token this one was exchanged for. */
    replacedById: uuid('replaced_by_id').references((): AnyPgColumn => refreshTokens.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_idx').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);
