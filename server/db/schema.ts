/**
 * The marketplace's tables. One schema for PGlite and PostgreSQL; migrations are generated from
 * this file by drizzle-kit (`npm run db:generate`) and committed under ./migrations.
 *
 * Money is integer cents. Quantities are numeric in the product's unit, kept as strings by the
 * driver so that 0.5 m3 never becomes 0.49999.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  check,
  customType,
  date,
  index,
  type AnyPgColumn,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { CARD_ADDITIONAL_HOLD_PERCENT } from '../../lib/constants';

export const productType = pgEnum('product_type', ['readyMix', 'aggregates', 'volumetric', 'rentals']);
export const productUnit = pgEnum('product_unit', ['m3', 'yd', 'tonne', 'ton']);
export const jobDirection = pgEnum('job_direction', ['marketing', 'development', 'design']);
export const jobType = pgEnum('job_type', ['fullTime', 'partTime']);
export const contactMessageStatus = pgEnum('contact_message_status', ['pending', 'sent', 'failed']);
/** A stored mail's state (mail_outbox): waiting for its (next) attempt, sent, or given up. */
export const mailStatus = pgEnum('mail_status', ['pending', 'sent', 'failed']);
/** A person's role within a company (spec: invite roles, plus the contractor who owns the workspace). */
export const memberRole = pgEnum('member_role', [
  'contractor_owner',
  'supplier_owner',
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

export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The partner's public code, carried by its buy-now buttons and referral links. */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** Path of a local logo under /public. */
    logo: text('logo').notNull(),
    visible: boolean('visible').notNull().default(true),
    supplierId: uuid('supplier_id').references(() => suppliers.id),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * The supplier's own button (made in its workspace for its website), not a referral partner:
     * its clicks and orders are counted like a partner's, and its links skip the producer step.
     * At most one per supplier.
     */
    supplierButton: boolean('supplier_button').notNull().default(false),
  },
  (table) => [
    uniqueIndex('partners_supplier_button_idx')
      .on(table.supplierId)
      .where(sql`${table.supplierButton}`),
  ],
);

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

/**
 * Every mail the marketplace sends about orders, payments and requests (server/services/mail).
 * Stored before any attempt to send, often in the transaction of the event it tells about, so a
 * mail is never lost to an SMTP outage or a crash, and never sent for an event that rolled back.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which template made it ('order_confirmation', 'payment_receipt', ...): for operators and tests. */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: mailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /**
     * The event this mail tells about ('order-confirmation:<order id>'): unique, so an event
     * handled twice (a retry, a webhook delivered again) mails once. Null: no such guard.
     */
    dedupeKey: text('dedupe_key'),
    /** The order event it tells of (services/events/), which makes its Message-ID; null for others. */
    eventId: uuid('event_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    uniqueIndex('mail_outbox_dedupe_key_idx').on(table.dedupeKey),
  ],
);

/** What a company is on the marketplace: one that orders, or one that sells (suppliers.company_id). */
export const companyKind = pgEnum('company_kind', ['contractor', 'supplier']);

/**
 * A workspace: a contractor's (orders, the team and the referral credit belong here) or a
 * supplier's (the orders it receives, its team of dispatchers and drivers).
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: companyKind('kind').notNull().default('contractor'),
    /** Referral credit usable at checkout, in cents (REFERRAL_BONUS_CENTS for a referred sign-up). */
    referralCreditCents: integer('referral_credit_cents').notNull().default(0),
    /** The address invoices bill to (with `name`); null until the owner gives it in settings. */
    billingStreet: text('billing_street'),
    billingCity: text('billing_city'),
    billingRegion: text('billing_region'),
    billingPostalCode: text('billing_postal_code'),
    /** ISO 3166-1 alpha-2. */
    billingCountry: text('billing_country'),
    /**
     * The saved method the owner chose to pay with first. Unset, or no longer saved: the newest
     * saved method is the default (services/payments/methods.ts).
     */
    defaultPaymentMethodId: uuid('default_payment_method_id').references((): AnyPgColumn => paymentMethods.id, {
      onDelete: 'set null',
    }),
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
    /** The company the person last acted within: sign-in and refresh start there. */
    lastCompanyId: uuid('last_company_id').references((): AnyPgColumn => companies.id, { onDelete: 'set null' }),
    /**
     * Access tokens issued before this second are refused, and every refresh token before it was
     * revoked: set by a password change, which ends the person's other sessions at once.
     */
    sessionsValidFrom: timestamp('sessions_valid_from', { withTimezone: true }),
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

// ---------------------------------------------------------------------------------------------
// Start selling: the partner form, the volume-pricing subscription, the delivery-area check.
// ---------------------------------------------------------------------------------------------

/** A supplier's or partner's request from the partner form on /request-info. */
export const partnerRequests = pgTable(
  'partner_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyName: text('company_name').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** E.164: + and digits. */
    phone: text('phone').notNull(),
    website: text('website'),
    address: text('address').notNull(),
    productType: productType('product_type').notNull(),
    uniqueProductCount: integer('unique_product_count').notNull(),
    /** When the partner accepted offering 10% on MSRP and the partner terms (required). */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('partner_requests_email_idx').on(table.email)],
);

/** Emails subscribed to volume pricing; one row per (lower-cased) email. */
export const volumePricingSubscribers = pgTable('volume_pricing_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
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

/** 'Tell me when you deliver here': one row per email and area (a city name or a postal code). */
export const deliveryAreaNotifyRequests = pgTable(
  'delivery_area_notify_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text('email').notNull(),
    countryCode: text('country_code').notNull(),
    /** The area as typed, normalised: a postal code upper-cased without spaces, or a lower-cased city name. */
    area: text('area').notNull(),
    /** The known city the area names, if any. */
    cityId: uuid('city_id').references(() => cities.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('delivery_area_notify_requests_key').on(table.email, table.countryCode, table.area)],
);

// ---------------------------------------------------------------------------------------------
// Partner program: clicks on partners' buy-now / rent-now buttons (the /r/<code> links).
// ---------------------------------------------------------------------------------------------

/** What a partner's button offers: buy now or rent now. */
export const partnerButtonAction = pgEnum('partner_button_action', ['buy', 'rent']);

/**
 * One row per click on a partner's button: which partner, which action, when. Nothing about the
 * visitor is stored.
 */
export const partnerClicks = pgTable(
  'partner_clicks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    action: partnerButtonAction('action').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('partner_clicks_partner_idx').on(table.partnerId, table.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Invitations: a company invites a person by email to join it with a role (the team page).
// ---------------------------------------------------------------------------------------------

/** Spec section 4: pending, then accepted or rejected; the inviter may cancel (revoke) a pending one. */
export const invitationStatus = pgEnum('invitation_status', ['pending', 'accepted', 'rejected', 'canceled']);

/**
 * An invitation to join a company. The link carries a random 256-bit token; only its SHA-256 is
 * stored, so a database leak yields no usable link. At most one pending invitation per email and
 * company (inviting again replaces it).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-cased. Only an account with this email may accept. */
    email: text('email').notNull(),
    role: memberRole('role').notNull(),
    /** Hex SHA-256 of the link's token. */
    tokenHash: text('token_hash').notNull(),
    status: invitationStatus('status').notNull().default('pending'),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The account that accepted. */
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was accepted, rejected or canceled. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invitations_token_hash_idx').on(table.tokenHash),
    uniqueIndex('invitations_pending_email_idx')
      .on(table.companyId, table.email)
      .where(sql`${table.status} = 'pending'`),
    index('invitations_company_idx').on(table.companyId, table.status),
    check('invitations_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('invitations_role_invitable', sql`${table.role} <> 'contractor_owner'`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Ordering: delivery settings, extras, taxes, job sites, delivery-window bookings and orders.
// ---------------------------------------------------------------------------------------------

/** Spec section 3: payment types (bank account, credit card, 120-day terms). */
export const paymentType = pgEnum('payment_type', ['stripe_b2b_ca', 'stripe_b2b_us', 'stripe', 'card', 'flexPayment']);
/** The order lifecycle (lib/order/lifecycle.ts says which changes are allowed, and to whom). */
export const orderStatus = pgEnum('order_status', [
  'placed',
  'accepted',
  'declined',
  'scheduled',
  'dispatched',
  'delivered',
  'completed',
  'canceled',
]);
export const orderParty = pgEnum('order_party', ['contractor', 'supplier', 'system']);
/**
 * What happened to an order (services/events/order-events.ts): its history (the first four, which
 * the order pages list) and everything else that changes it, each the cause of its consequences.
 */
export const orderEventKind = pgEnum('order_event_kind', [
  'status',
  'window_proposed',
  'window_accepted',
  'loads_planned',
  'load_step',
  'load_note',
  'load_position',
  'load_delay',
  'load_late',
  'request_opened',
  'request_withdrawn',
  'request_answered',
  'hold_released',
  'message_sent',
  'rated',
  'rating_answered',
  'payment',
  'paid',
]);
/** Why an order was canceled (orders.cancel_reason): by the contractor, the supplier, or unpaid. */
export type OrderCancelReason = 'contractor' | 'supplier' | 'unpaid';
/** Spec section 4: payment states. The payment gateway moves an order out of requires_payment. */
export const orderPaymentStatus = pgEnum('order_payment_status', [
  'requires_payment',
  'processing',
  'requires_action',
  'requires_confirmation',
  'authorized',
  'succeeded',
  'failed',
  'canceled',
  /** Paid, then given back (an order canceled after its card was charged or its account debited). */
  'refunded',
]);
/** How an extra is priced: once per order, per unit of the ordered quantity, or per truck. */
export const productExtraPricing = pgEnum('product_extra_pricing', ['perOrder', 'perUnit', 'perTruck']);

/** How a supplier delivers: its time zone, its 4-hour windows and their capacity in trucks. */
export const supplierDeliverySettings = pgTable(
  'supplier_delivery_settings',
  {
    supplierId: uuid('supplier_id')
      .primaryKey()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** IANA time zone of the supplier's dispatch, e.g. America/Toronto. Windows are local times. */
    timeZone: text('time_zone').notNull(),
    /** Trucks the supplier can send in one 4-hour window. */
    windowCapacityTrucks: integer('window_capacity_trucks').notNull(),
    /** Local hour the first window starts (6 = 06:00–10:00). */
    firstWindowStartHour: integer('first_window_start_hour').notNull().default(6),
    windowsPerDay: integer('windows_per_day').notNull().default(3),
    /** An order can be canceled until this many hours before its window starts. */
    cancellationWindowHours: integer('cancellation_window_hours').notNull().default(24),
    /**
     * The additional hold on a card, in percent of the amount due: a card order is pre-authorised
     * for the amount due plus this much, for changes (CARD_ADDITIONAL_HOLD_PERCENT by default).
     */
    cardHoldPercent: integer('card_hold_percent').notNull().default(CARD_ADDITIONAL_HOLD_PERCENT),
  },
  (table) => [
    check('supplier_delivery_settings_capacity', sql`${table.windowCapacityTrucks} >= 0`),
    check('supplier_delivery_settings_card_hold', sql`${table.cardHoldPercent} between 0 and 50`),
    check(
      'supplier_delivery_settings_windows',
      sql`${table.firstWindowStartHour} >= 0 and ${table.windowsPerDay} >= 1 and ${table.firstWindowStartHour} + 4 * ${table.windowsPerDay} <= 24`,
    ),
  ],
);

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
 * One row: a number the database raises (triggers of migration 0034) whenever a statement changes
 * the catalogue: suppliers' names, logos and ratings, their service areas, products and extras,
 * cities, countries, postal prefixes and taxes. Each server keeps the order flow's reads of it in
 * memory (services/catalogue/catalogue-cache.ts) and reads this number to know whether they still
 * hold, so instances sharing a database never answer a stale catalogue.
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
 * One row: this database's identity, a random id drawn by the migration that made the table (so
 * once per database, and kept by a backup restored from it). The page cache keeps pages per
 * database (cache-handler.mjs): a server started on another database never serves pages rendered
 * from this one, whose suppliers, logos and offices it may not have.
 */
export const databaseIdentity = pgTable(
  'database_identity',
  {
    id: smallint('id').primaryKey().default(1),
    databaseId: uuid('database_id').notNull().defaultRandom(),
  },
  (table) => [check('database_identity_single_row', sql`${table.id} = 1`)],
);

/** A contractor company's saved delivery address, with the notes that travel with every order. */
export const jobSites = pgTable(
  'job_sites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id),
    address: text('address').notNull(),
    /** As the country writes it: "M5V 2T6", "94103" or "94103-1234". */
    postalCode: text('postal_code').notNull(),
    /** Job or PO number. */
    jobNumber: text('job_number'),
    gateCode: text('gate_code'),
    accessNotes: text('access_notes'),
    washoutNotes: text('washout_notes'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('job_sites_company_idx').on(table.companyId, table.createdAt)],
);

/**
 * Trucks booked per supplier, date and window. Placing an order adds its trucks with one
 * conditional UPDATE (`booked + n <= capacity`), so concurrent orders never overbook a window.
 */
export const deliveryWindowBookings = pgTable(
  'delivery_window_bookings',
  {
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** The supplier's local date. */
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    /** Local hour the window starts. */
    windowStartHour: integer('window_start_hour').notNull(),
    bookedTrucks: integer('booked_trucks').notNull().default(0),
  },
  (table) => [
    uniqueIndex('delivery_window_bookings_pk').on(table.supplierId, table.deliveryDate, table.windowStartHour),
    check('delivery_window_bookings_non_negative', sql`${table.bookedTrucks} >= 0`),
  ],
);

/**
 * The supplier's schedule board: a window's capacity on one date when it differs from the
 * settings' `windowCapacityTrucks` (a short-staffed morning, an extra crew). The effective
 * capacity of a window is decided in one place, services/catalogue/capacity.ts.
 */
export const deliveryWindowCapacities = pgTable(
  'delivery_window_capacities',
  {
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** The supplier's local date. */
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    /** Local hour the window starts. */
    windowStartHour: integer('window_start_hour').notNull(),
    capacityTrucks: integer('capacity_trucks').notNull(),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.supplierId, table.deliveryDate, table.windowStartHour] }),
    check('delivery_window_capacities_non_negative', sql`${table.capacityTrucks} >= 0`),
  ],
);

/** A date the supplier does not deliver on (a holiday, the plant down): every window's capacity is 0. */
export const supplierBlockedDates = pgTable(
  'supplier_blocked_dates',
  {
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** The supplier's local date. */
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    /** Why, for the supplier's team (e.g. "Plant maintenance"); contractors see only that the date is closed. */
    reason: text('reason').notNull(),
    blockedByUserId: uuid('blocked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.supplierId, table.deliveryDate] })],
);

/**
 * A contractor company's order. Amounts are the server's quote at the time of placing (integer
 * cents in `currency`); the delivery address and site notes are copied so that editing or
 * deleting a job site never changes a placed order.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    placedByUserId: uuid('placed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    productType: productType('product_type').notNull(),
    productName: text('product_name').notNull(),
    quantity: numeric('quantity', { precision: 10, scale: 2 }).notNull(),
    unit: productUnit('unit').notNull(),
    color: text('color'),
    trucks: integer('trucks').notNull(),
    minutesBetweenTrucks: integer('minutes_between_trucks').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    /** Disposal bins: when the bins are picked up (the delivery date is their drop-off). */
    pickUpDate: date('pick_up_date', { mode: 'string' }),
    windowStartHour: integer('window_start_hour').notNull(),
    deliveryStartsAt: timestamp('delivery_starts_at', { withTimezone: true }).notNull(),
    jobSiteId: uuid('job_site_id').references(() => jobSites.id, { onDelete: 'set null' }),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id),
    siteName: text('site_name'),
    deliveryAddress: text('delivery_address').notNull(),
    postalCode: text('postal_code').notNull(),
    jobNumber: text('job_number'),
    gateCode: text('gate_code'),
    accessNotes: text('access_notes'),
    washoutNotes: text('washout_notes'),
    comment: text('comment'),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    paymentType: paymentType('payment_type').notNull(),
    paymentStatus: orderPaymentStatus('payment_status').notNull().default('requires_payment'),
    status: orderStatus('status').notNull().default('placed'),
    currency: text('currency').notNull(),
    totalCents: integer('total_cents').notNull(),
    referralCreditAppliedCents: integer('referral_credit_applied_cents').notNull().default(0),
    /** What the payment must collect: the total less the referral credit applied. */
    amountDueCents: integer('amount_due_cents').notNull(),
    /** The quote as placed: line items, fees, taxes and totals (GraphQL OrderQuote). */
    quote: jsonb('quote').notNull(),
    quoteFingerprint: text('quote_fingerprint').notNull(),
    /** The client's key for this placement: a retry with it answers this order. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the placement's input: the same key with another input is refused. */
    requestHash: text('request_hash').notNull(),
    /** The partner whose button led to the order, if any (counted per partner). */
    partnerCode: text('partner_code'),
    createdAt: createdAt(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** When `status` last changed (the inbox sorts and the history reads by it). */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The supplier's reason for declining or canceling, shown to the contractor. */
    statusReason: text('status_reason'),
    /** A window the supplier proposed instead of the ordered one, until the contractor answers. */
    proposedDeliveryDate: date('proposed_delivery_date', { mode: 'string' }),
    proposedWindowStartHour: integer('proposed_window_start_hour'),
    proposedWindowReason: text('proposed_window_reason'),
    /**
     * How many loads (truck trips) the order is planned in, and how many of its pour-day requests
     * wait for an answer: kept by triggers on order_loads and order_requests (migration 0036), so
     * that a list's page reads them with its orders rather than counting (issue 16).
     */
    loadCount: integer('load_count').notNull().default(0),
    openRequests: integer('open_requests').notNull().default(0),
    /**
     * Who canceled a canceled order, shown to the contractor: `contractor` (they did), `supplier`,
     * or `unpaid` (the maintenance job, after UNPAID_ORDER_TTL or the supplier's cancellation
     * window). Text, not an enum, so a new reason needs no enum migration.
     */
    cancelReason: text('cancel_reason').$type<OrderCancelReason>(),
    /** Where the site is (WGS 84), learned from the first truck to arrive: later loads' ETAs aim there. */
    siteLatitude: doublePrecision('site_latitude'),
    siteLongitude: doublePrecision('site_longitude'),
  },
  (table) => [
    uniqueIndex('orders_company_idempotency_key_idx').on(table.companyId, table.idempotencyKey),
    // The contractor's orders list, newest first: its first page is the index's first rows.
    index('orders_company_created_id_idx').on(table.companyId, table.createdAt, table.id),
    // The contractor's orders list narrowed by delivery dates, and a job site's monthly statement.
    index('orders_company_delivery_date_idx').on(table.companyId, table.deliveryDate),
    index('orders_job_site_delivery_date_idx').on(table.jobSiteId, table.deliveryDate),
    index('orders_supplier_date_idx').on(table.supplierId, table.deliveryDate),
    index('orders_supplier_status_idx').on(table.supplierId, table.status),
    // The supplier's inbox, soonest delivery first: its first page is the index's first rows.
    index('orders_supplier_starts_idx').on(table.supplierId, table.deliveryStartsAt, table.id),
    index('orders_partner_code_idx').on(table.partnerCode),
    check('orders_trucks_positive', sql`${table.trucks} >= 1`),
    check('orders_amounts_non_negative', sql`${table.totalCents} >= 0 and ${table.amountDueCents} >= 0`),
    // The unpaid-orders job looks at placed orders whose payment is still due, each minute.
    index('orders_unpaid_idx')
      .on(table.createdAt)
      .where(
        sql`${table.status} = 'placed' and ${table.paymentStatus} in ('requires_payment', 'failed', 'requires_action', 'requires_confirmation')`,
      ),
  ],
);

/**
 * How many orders a supplier, and a contractor company, has in each state, for the first pages
 * of the inbox and of the orders list: counting an account's orders there grew with the account.
 * Kept by statement-level triggers on `orders` (migration 0035_order_counts), so every way an
 * order is inserted, moved or deleted (the app, the seed, bulk SQL) keeps them true in its own
 * transaction. A row is a change to add up (`orders` may be negative): the triggers only insert,
 * so concurrent orders of one supplier never wait on a shared row; `foldOrderCounts` (each
 * maintenance run) sums an owner's rows into one. `ownerId` is the order's supplier or its
 * company (both random UUIDs, so they never meet).
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    ownerId: uuid('owner_id').notNull(),
    status: orderStatus('status').notNull(),
    orders: integer('orders').notNull(),
  },
  (table) => [index('order_counts_owner_status_idx').on(table.ownerId, table.status)],
);

/** A truck of a supplier's fleet: what the dispatcher sends a load with. */
export const trucks = pgTable(
  'trucks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** Its name or plate, as the yard calls it. */
    name: text('name').notNull(),
    /** What one trip carries, in `unit`. */
    capacity: numeric('capacity', { precision: 10, scale: 2 }).notNull(),
    unit: productUnit('unit').notNull(),
    /** Retired trucks keep their past loads but take no new ones. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('trucks_supplier_name_idx').on(table.supplierId, sql`lower(${table.name})`),
    check('trucks_capacity_positive', sql`${table.capacity} > 0`),
  ],
);

/** Where a load is on delivery day, in the order the driver reports it. */
export const loadStep = pgEnum('load_step', ['planned', 'loaded', 'en_route', 'arrived', 'unloading', 'delivered']);

/**
 * One truck trip of an order: its quantity, the truck and the driver the dispatcher assigned, and
 * the steps the driver reported (each with its time). An order's loads add up to its quantity.
 */
export const orderLoads = pgTable(
  'order_loads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1, 2, 3... in the order the trucks leave. */
    sequence: integer('sequence').notNull(),
    quantity: numeric('quantity', { precision: 10, scale: 2 }).notNull(),
    truckId: uuid('truck_id').references(() => trucks.id, { onDelete: 'set null' }),
    driverUserId: uuid('driver_user_id').references(() => users.id, { onDelete: 'set null' }),
    step: loadStep('step').notNull().default('planned'),
    loadedAt: timestamp('loaded_at', { withTimezone: true }),
    enRouteAt: timestamp('en_route_at', { withTimezone: true }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    unloadingAt: timestamp('unloading_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The driver's note on this load (a detour, the pump late, where the truck washed out). */
    driverNote: text('driver_note'),
    /** The truck's last position the driver's phone sent while en route (WGS 84 degrees, metres). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyMeters: doublePrecision('accuracy_meters'),
    positionAt: timestamp('position_at', { withTimezone: true }),
    /** A delay the driver reported, in minutes, and why. */
    delayMinutes: integer('delay_minutes'),
    delayReason: text('delay_reason'),
    /** When the contractor was told the load runs late (once per load). */
    lateNotifiedAt: timestamp('late_notified_at', { withTimezone: true }),
    /** Proof of delivery, recorded by the driver at delivered: what was delivered and who received it. */
    deliveredQuantity: numeric('delivered_quantity', { precision: 10, scale: 2 }),
    /** Concrete: water added on site (litres) and the slump measured (millimetres), when recorded. */
    waterAddedLitres: numeric('water_added_litres', { precision: 6, scale: 1 }),
    slumpMm: integer('slump_mm'),
    receivedBy: text('received_by'),
    /** The file store's keys (server/files) of the receiver's drawn signature (PNG) and the photo. */
    signatureFileKey: text('signature_file_key'),
    photoFileKey: text('photo_file_key'),
    /**
     * The contractor's hold on this truck (a pour-day request the dispatcher accepted): while set,
     * the driver cannot report it loaded. Cleared when the dispatcher or the contractor releases it.
     */
    heldAt: timestamp('held_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('order_loads_order_sequence_idx').on(table.orderId, table.sequence),
    index('order_loads_driver_idx').on(table.driverUserId),
    index('order_loads_truck_idx').on(table.truckId),
    check('order_loads_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** What the contractor asks on delivery day: hold the next truck, change the spacing, send the balance. */
export const orderRequestKind = pgEnum('order_request_kind', ['hold', 'spacing', 'balance']);
/** Open until the dispatcher accepts or declines it, or the contractor withdraws it. */
export const orderRequestStatus = pgEnum('order_request_status', ['open', 'accepted', 'declined', 'withdrawn']);

/**
 * A pour-day request of the contractor on a scheduled or dispatched order, and the supplier's
 * answer (server/services/delivery/pour-day.ts). One open request of each kind per order.
 */
export const orderRequests = pgTable(
  'order_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: orderRequestKind('kind').notNull(),
    status: orderRequestStatus('status').notNull().default('open'),
    /** spacing: the minutes between trucks asked for (one of TRUCK_SPACING_MINUTES). */
    minutes: integer('minutes'),
    /** balance: the final quantity still needed, in the order's unit. */
    quantity: numeric('quantity', { precision: 10, scale: 2 }),
    /** balance: the order repriced with that quantity, computed by the server when asked (BalancePreview). */
    preview: jsonb('preview'),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    answeredByUserId: uuid('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The dispatcher's note with the answer, which the contractor reads. */
    answerNote: text('answer_note'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('order_requests_order_idx').on(table.orderId, table.createdAt),
    // One open request of each kind per order: a second one loses on this index.
    uniqueIndex('order_requests_one_open_idx')
      .on(table.orderId, table.kind)
      .where(sql`${table.status} = 'open'`),
    check('order_requests_quantity_positive', sql`${table.quantity} is null or ${table.quantity} > 0`),
  ],
);

/**
 * An order's history: every change of state, and the supplier's window proposals and their
 * acceptance, with who and when. Written in the same transaction as the change it records.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: orderEventKind('kind').notNull(),
    /** The state the order moved to (status events). */
    status: orderStatus('status'),
    party: orderParty('party').notNull(),
    /** Who did it; null for the marketplace's own changes (and for deleted accounts). */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The supplier's API key that made the change (its own systems), instead of a person. */
    actorApiKeyId: uuid('actor_api_key_id').references(() => supplierApiKeys.id, { onDelete: 'set null' }),
    reason: text('reason'),
    proposedDeliveryDate: date('proposed_delivery_date', { mode: 'string' }),
    proposedWindowStartHour: integer('proposed_window_start_hour'),
    /** What else the event says, by kind (a load's id and step, a request's id...): OrderEventData. */
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    /**
     * When its consequences (mail, webhooks, live updates) were all carried out, by the dispatcher
     * (services/events/dispatcher.ts); null until then: the outbox.
     */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    /** Tries of the dispatcher so far; a failed one is tried again after a growing wait. */
    dispatchAttempts: integer('dispatch_attempts').notNull().default(0),
    /** Not before this: a dispatcher's claim while it works, or the wait after a failed try. */
    dispatchAfter: timestamp('dispatch_after', { withTimezone: true }),
    /** Why the last try failed, for an operator. */
    dispatchError: text('dispatch_error'),
  },
  (table) => [
    index('order_events_order_idx').on(table.orderId, table.createdAt),
    index('order_events_undispatched_idx')
      .on(table.createdAt)
      .where(sql`${table.dispatchedAt} is null`),
  ],
);

/** The supplier team's internal notes on an order: never shown to the contractor. */
export const orderSupplierNotes = pgTable(
  'order_supplier_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('order_supplier_notes_order_idx').on(table.orderId, table.createdAt)],
);

/** Who wrote a chat message: someone of the contractor's company, a dispatcher, or the order's driver. */
export const orderMessageParty = pgEnum('order_message_party', ['contractor', 'supplier', 'driver']);

/** An order's chat (server/services/conversation/messages.ts): plain text, oldest first. */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    party: orderMessageParty('party').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** When the job mailed those who had not read it 10 minutes on (null: not yet looked at). */
    unreadMailedAt: timestamp('unread_mailed_at', { withTimezone: true }),
  },
  (table) => [
    index('order_messages_order_idx').on(table.orderId, table.createdAt),
    index('order_messages_unmailed_idx')
      .on(table.createdAt)
      .where(sql`${table.unreadMailedAt} is null`),
  ],
);

/** Until when each person has read an order's chat: what is newer (and not theirs) is unread. */
export const orderMessageReads = pgTable(
  'order_message_reads',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.userId] })],
);

/** The contractor's rating of a delivered order (one per order) and the supplier's one answer. */
export const orderRatings = pgTable(
  'order_ratings',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    ratedByUserId: uuid('rated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    reply: text('reply'),
    repliedByUserId: uuid('replied_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (table) => [
    check('order_ratings_stars_range', sql`${table.stars} between 1 and 5`),
    index('order_ratings_supplier_idx').on(table.supplierId, table.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Payments sandbox: the built-in gateway that behaves like Stripe's test mode (server/payment-gateway).
// Only used when no Stripe keys are configured. Kept in the database so that it survives
// restarts and every instance sees the same authorisations. Card numbers and CVCs are never
// stored: a card is its brand, last four digits, expiry and the test behaviour of its number.
// ---------------------------------------------------------------------------------------------

export const sandboxCustomers = pgTable('sandbox_customers', {
  /** 'cus_sbx_…' */
  id: text('id').primaryKey(),
  email: text('email'),
  name: text('name'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

export const sandboxPaymentMethods = pgTable(
  'sandbox_payment_methods',
  {
    /** 'pm_sbx_…' */
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    /** card, us_bank_account (stripe_b2b_us), acss_debit (stripe_b2b_ca), sepa_debit (IBAN). */
    type: text('type').notNull(),
    /** Cards: how the test number behaves (succeeds, declined, insufficient_funds, requires_action). */
    behaviour: text('behaviour').notNull().default('succeeds'),
    brand: text('brand'),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    holderName: text('holder_name'),
    /** Cards: the same number has the same fingerprint, as Stripe's (a hash, never the number). */
    fingerprint: text('fingerprint'),
    /** Banks: routing number (US), institution and transit numbers (CA), country (IBAN). */
    bankCode: text('bank_code'),
    /** Bank accounts: pending until the micro-deposits are verified; cards are verified. */
    verificationStatus: text('verification_status').notNull().default('verified'),
    verificationAttempts: integer('verification_attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('sandbox_payment_methods_customer_idx').on(table.customerId)],
);

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    /** 'pi_sbx_…' */
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    paymentMethodId: text('payment_method_id')
      .notNull()
      .references(() => sandboxPaymentMethods.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** manual: a pre-authorisation captured later; automatic: charged at once. */
    captureMethod: text('capture_method').notNull(),
    /** requires_action, requires_capture, processing, succeeded, canceled, failed. */
    status: text('status').notNull(),
    amountCapturableCents: integer('amount_capturable_cents').notNull().default(0),
    amountReceivedCents: integer('amount_received_cents').notNull().default(0),
    amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
    failureCode: text('failure_code'),
    declineCode: text('decline_code'),
    failureMessage: text('failure_message'),
    /** Bank debits stay processing until then. */
    settlesAt: timestamp('settles_at', { withTimezone: true }),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sandbox_payments_customer_idx').on(table.customerId),
    check(
      'sandbox_payments_amounts',
      sql`${table.amountCents} > 0 and ${table.amountRefundedCents} <= ${table.amountReceivedCents} and ${table.amountReceivedCents} <= ${table.amountCents}`,
    ),
  ],
);

export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    /** 're_sbx_…' */
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxPayments.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sandbox_refunds_payment_idx').on(table.paymentId)],
);

/**
 * Idempotency keys, as Stripe keeps them: the first request with a key stores its result; the same
 * request again gets that result, a different request with the key is refused.
 */
export const sandboxIdempotencyKeys = pgTable('sandbox_idempotency_keys', {
  key: text('key').primaryKey(),
  /** SHA-256 of the operation and its parameters. */
  requestHash: text('request_hash').notNull(),
  response: jsonb('response').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// Payments: the product's own record of money (the gateway holds the money). A company's gateway
// customer and saved methods, every payment attempt of an order, 120-day credit accounts,
// payment links, and the gateway's webhook events already handled.
// ---------------------------------------------------------------------------------------------

export const paymentGatewayName = pgEnum('payment_gateway', ['stripe', 'sandbox']);
export const paymentMethodVerification = pgEnum('payment_method_verification', ['verified', 'pending', 'failed']);
/**
 * authorization: a card pre-authorised at order time, captured 28 hours before delivery;
 * charge: money taken at once (a card when delivery is close, a bank debit, a payment link);
 * terms: an order accepted on 120-day terms (no money moves until the invoice is paid).
 */
export const orderPaymentKind = pgEnum('order_payment_kind', ['authorization', 'charge', 'terms']);
export const orderPaymentSource = pgEnum('order_payment_source', ['app', 'payment_link']);
export const creditAccountStatus = pgEnum('credit_account_status', ['approved', 'declined']);

/** The gateway's customer of a company: created once per company and gateway. */
export const paymentProfiles = pgTable(
  'payment_profiles',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    gateway: paymentGatewayName('gateway').notNull(),
    /** 'cus_…' */
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('payment_profiles_company_gateway_idx').on(table.companyId, table.gateway)],
);

/**
 * A saved card or bank account: what the gateway told us about it, never its number. It belongs
 * to a company (saved in the app) or to a payment link (entered by the link's payer, a guest).
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    paymentLinkId: uuid('payment_link_id').references((): AnyPgColumn => paymentLinks.id, { onDelete: 'cascade' }),
    gateway: paymentGatewayName('gateway').notNull(),
    /** 'pm_…' */
    gatewayMethodId: text('gateway_method_id').notNull(),
    gatewayCustomerId: text('gateway_customer_id').notNull(),
    /** Bank accounts: what confirms the micro-deposits (Stripe's setup intent). */
    gatewayVerificationId: text('gateway_verification_id'),
    /** card (for stripe and card), stripe_b2b_us or stripe_b2b_ca. */
    paymentType: paymentType('payment_type').notNull(),
    brand: text('brand'),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    /** Banks: routing number (US), institution-transit (CA), country (IBAN). */
    bankCode: text('bank_code'),
    holderName: text('holder_name'),
    /** Cards: the gateway's fingerprint of the number (one saved row per card and company). */
    fingerprint: text('fingerprint'),
    verificationStatus: paymentMethodVerification('verification_status').notNull().default('verified'),
    /** Wrong micro-deposit amounts entered so far. */
    verificationAttempts: integer('verification_attempts').notNull().default(0),
    /** Bank debits: the customer's acceptance of the mandate (cancelable with 30 days' notice). */
    mandateAcceptedAt: timestamp('mandate_accepted_at', { withTimezone: true }),
    mandateIpAddress: text('mandate_ip_address'),
    mandateUserAgent: text('mandate_user_agent'),
    createdAt: createdAt(),
    /**
     * When it joined the company's saved methods: a card once it worked (a payment held or taken,
     * or Stripe's setup confirmed), a bank account at once (its micro-deposits are checked
     * while saved). Null: only the payment it was typed for uses it.
     */
    savedAt: timestamp('saved_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_methods_gateway_method_idx').on(table.gateway, table.gatewayMethodId),
    uniqueIndex('payment_methods_company_fingerprint_idx')
      .on(table.companyId, table.fingerprint)
      .where(sql`${table.savedAt} is not null and ${table.deletedAt} is null`),
    index('payment_methods_company_idx').on(table.companyId, table.createdAt),
    index('payment_methods_link_idx').on(table.paymentLinkId),
    check('payment_methods_one_owner', sql`num_nonnulls(${table.companyId}, ${table.paymentLinkId}) = 1`),
  ],
);

/**
 * Every attempt to pay an order, newest last; the newest is the order's payment. The order's
 * `payment_status` follows it. One attempt per (order, idempotency key): a retry with the key
 * answers it, and the gateway's own idempotency key is derived from the two.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: orderPaymentKind('kind').notNull(),
    /** Null for terms (no gateway involved). */
    gateway: paymentGatewayName('gateway'),
    /** 'pi_…'; null for terms, and while the gateway has not answered yet. */
    gatewayPaymentId: text('gateway_payment_id'),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id),
    /** Pre-authorised (amount due plus the hold), charged, or put on terms. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: orderPaymentStatus('status').notNull(),
    /** Declines: the decline code when there is one (insufficient_funds), else the error code. */
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** The client's key (payment links' prefixed `link:`), and SHA-256 of the request it came with. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Authorisations: when the charge job captures it (28 hours before delivery). */
    chargeAt: timestamp('charge_at', { withTimezone: true }),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    capturedCents: integer('captured_cents'),
    /** Terms: when the invoice is due (delivery date plus the term). */
    dueDate: date('due_date', { mode: 'string' }),
    source: orderPaymentSource('source').notNull().default('app'),
    paymentLinkId: uuid('payment_link_id').references((): AnyPgColumn => paymentLinks.id, { onDelete: 'set null' }),
    /** A payment link's payer, for the receipt. */
    payerEmail: text('payer_email'),
    /** The charge job's claim: no other instance works on the attempt before then. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_payments_order_key_idx').on(table.orderId, table.idempotencyKey),
    uniqueIndex('order_payments_gateway_payment_idx').on(table.gateway, table.gatewayPaymentId),
    index('order_payments_order_created_idx').on(table.orderId, table.createdAt),
    index('order_payments_due_idx').on(table.status, table.chargeAt),
    index('order_payments_company_kind_idx').on(table.companyId, table.kind, table.status),
    index('order_payments_method_idx').on(table.paymentMethodId, table.status),
    check('order_payments_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/** A company's 120-day terms: its application and the immediate decision. */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: creditAccountStatus('status').notNull(),
    /** ISO 4217 of the country applied from (CAD, USD): terms orders must be in it. */
    currency: text('currency').notNull(),
    limitCents: integer('limit_cents').notNull().default(0),
    termDays: integer('term_days').notNull(),
    legalName: text('legal_name').notNull(),
    countryCode: text('country_code').notNull(),
    businessNumber: text('business_number').notNull(),
    yearsInBusiness: integer('years_in_business').notNull(),
    monthlySpendCents: integer('monthly_spend_cents').notNull(),
    requestedLimitCents: integer('requested_limit_cents').notNull(),
    decisionReason: text('decision_reason'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('credit_accounts_limit_non_negative', sql`${table.limitCents} >= 0`)],
);

/**
 * A link anyone can pay an order with. The token (256 random bits) is only in the link; only its
 * SHA-256 is stored.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Hex SHA-256 of the token. */
    tokenHash: text('token_hash').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the order's supplier made the link through its API key, rather than the company. */
    createdBySupplierKeyId: uuid('created_by_supplier_key_id').references(() => supplierApiKeys.id, {
      onDelete: 'set null',
    }),
    /** The gateway customer of the link's payer (a guest), made on the first payment. */
    payerGateway: paymentGatewayName('payer_gateway'),
    payerCustomerId: text('payer_customer_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payment_links_token_hash_idx').on(table.tokenHash),
    index('payment_links_order_idx').on(table.orderId),
  ],
);

/**
 * A supplier's keys to the API (`Authorization: Bearer bm_sk_...`), issued by its owner and
 * managers in the workspace (/supplier/developers) or by an operator with
 * `npm run supplier:api-key`. The key is 256 random bits shown once; only its SHA-256 is stored,
 * with its first characters so a supplier can tell its keys apart. A revoked key opens nothing.
 */
export const supplierApiKeys = pgTable(
  'supplier_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** Hex SHA-256 of the key. */
    keyHash: text('key_hash').notNull(),
    /** The key's first characters (`bm_sk_` and four more), for lists and logs. */
    keyPrefix: text('key_prefix').notNull(),
    /** Who issued it in the workspace; null for an operator's (the command line) or a removed account. */
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('supplier_api_keys_key_hash_idx').on(table.keyHash),
    index('supplier_api_keys_supplier_idx').on(table.supplierId),
  ],
);

/** A webhook delivery's state: waiting for its (next) attempt, answered with a 2xx, or given up. */
export const webhookDeliveryStatus = pgEnum('webhook_delivery_status', ['pending', 'delivered', 'failed']);

/**
 * A supplier's webhook endpoint (server/services/webhooks/): where its own systems hear of its
 * orders' events. The signing secret is kept in clear because every delivery is signed with it;
 * the workspace shows it once, at creation or when it is rolled.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The event types it receives (WEBHOOK_EVENT_TYPES in lib/validation/webhooks.ts). */
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    /** Disabled: no new deliveries are made for it; its log stays. */
    enabled: boolean('enabled').notNull().default(true),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    secretRolledAt: timestamp('secret_rolled_at', { withTimezone: true }),
  },
  (table) => [index('webhook_endpoints_supplier_idx').on(table.supplierId)],
);

/**
 * Something that happened to a supplier's order, as its webhooks tell it: the body is stored as
 * sent (JSON with this row's id as the event's id), so every attempt and redelivery sends the same
 * bytes. Stored only when an endpoint listens, in the transaction of the change it tells about.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_events_supplier_idx').on(table.supplierId, table.createdAt)],
);

/** One event to one endpoint: its attempts so far, the last answer, and when to try again. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: webhookDeliveryStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due (pending deliveries). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Automatic retries stop after this (WEBHOOK_RETRY_WINDOW_MS after the event; a redelivery is one attempt). */
    retryUntil: timestamp('retry_until', { withTimezone: true }).notNull(),
    /** Claimed by a worker sending it until then: no other worker sends it meanwhile. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The last attempt's HTTP status; null when no answer came (timeout, refused connection). */
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_event_endpoint_idx').on(table.eventId, table.endpointId),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * Webhook events of the gateway: deliveries repeat, so each id is handled once. A claim that was
 * never finished (the instance died) may be taken again after a while.
 */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

// Supplier payouts (server/services/payouts/).

export const supplierLedgerEntryKind = pgEnum('supplier_ledger_entry_kind', [
  'payment',
  'refund',
  'processing_fee',
  'commission',
]);
export const supplierPayoutStatus = pgEnum('supplier_payout_status', ['pending', 'in_transit', 'paid', 'failed']);

/**
 * How a supplier is paid: its fees (null: the defaults of server/services/payouts/arithmetic.ts,
 * set with `npm run supplier:fees`) and,
 * with Stripe, its Connect account (Express) and what Stripe last said about it.
 */
export const supplierPayoutAccounts = pgTable(
  'supplier_payout_accounts',
  {
    supplierId: uuid('supplier_id')
      .primaryKey()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** The marketplace's commission, in basis points of each captured payment. */
    commissionBps: integer('commission_bps'),
    /** The card processing fee passed on: basis points plus a fixed amount per payment. */
    processingFeeBps: integer('processing_fee_bps'),
    processingFeeFixedCents: integer('processing_fee_fixed_cents'),
    connectedAccountId: text('connected_account_id'),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('supplier_payout_accounts_connected_idx').on(table.connectedAccountId),
    check(
      'supplier_payout_accounts_fees_valid',
      sql`coalesce(${table.commissionBps}, 0) between 0 and 10000 and coalesce(${table.processingFeeBps}, 0) between 0 and 10000 and coalesce(${table.processingFeeFixedCents}, 0) >= 0`,
    ),
  ],
);

/**
 * A batch of a supplier's settled net amount in one currency, paid on the payout schedule.
 * `batch_key` (supplier, currency, payout date) is unique: two instances or a retried job make
 * one batch. The money moves with keys derived from the batch's id, so resending moves it once.
 */
export const supplierPayouts = pgTable(
  'supplier_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    batchKey: text('batch_key').notNull(),
    payoutDate: date('payout_date', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: supplierPayoutStatus('status').notNull().default('pending'),
    gateway: paymentGatewayName('gateway').notNull(),
    /** The sandbox moves no money: its payouts are simulated. */
    simulated: boolean('simulated').notNull(),
    transferId: text('transfer_id'),
    gatewayPayoutId: text('gateway_payout_id'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** The payout job's claim while it sends the batch. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('supplier_payouts_batch_key_idx').on(table.batchKey),
    index('supplier_payouts_supplier_idx').on(table.supplierId, table.payoutDate),
    index('supplier_payouts_status_idx').on(table.status),
    uniqueIndex('supplier_payouts_gateway_payout_idx').on(table.gateway, table.gatewayPayoutId),
    check('supplier_payouts_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/**
 * Every amount that concerns a supplier, signed integer cents (what it is owed is positive): a
 * captured payment, a refund, the marketplace's fees. Each row comes from one event with its own
 * `source_key`, so a retried webhook or job never writes it twice. `payout_id` is set when a
 * payout batch takes it; rows without one are the balance.
 */
export const supplierLedgerEntries = pgTable(
  'supplier_ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderPaymentId: uuid('order_payment_id')
      .notNull()
      .references(() => orderPayments.id, { onDelete: 'cascade' }),
    kind: supplierLedgerEntryKind('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    sourceKey: text('source_key').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** When the money is settled and may be paid out. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    payoutId: uuid('payout_id').references(() => supplierPayouts.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('supplier_ledger_entries_source_idx').on(table.sourceKey),
    index('supplier_ledger_entries_balance_idx').on(table.supplierId, table.currency, table.payoutId),
    index('supplier_ledger_entries_payout_idx').on(table.payoutId),
    index('supplier_ledger_entries_payment_idx').on(table.orderPaymentId),
  ],
);

// Uploaded files in PostgreSQL mode (server/files/database-store.ts).

/** Raw bytes (PostgreSQL `bytea`); PGlite and node-postgres both hand them over as Buffers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * One piece (about 256 kB) of an uploaded file, by the file's key (`resumes/<uuid>`) and its
 * position from 0. Only the PostgreSQL mode keeps files here; the embedded mode keeps them on disk.
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    fileKey: text('file_key').notNull(),
    position: integer('position').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.fileKey, table.position] })],
);

// Careers: resumes uploaded with applications, and the applications (candidate requests).

/**
 * A resume uploaded from a job page. Its bytes are in the file store (`server/files`: a folder of
 * DATA_DIR in embedded mode, `file_chunks` with PostgreSQL) under `resumes/<id>`, never in this
 * row, nor in the public folder. Its id is the opaque upload id the application references; the
 * content is never served to browsers. The row is written before the bytes, so every stored file
 * has a row that pruning finds: `storedAt` stays null until all bytes are stored.
 */
export const resumeUploads = pgTable(
  'resume_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull().default(0),
    storedAt: timestamp('stored_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('resume_uploads_created_idx').on(table.createdAt)],
);

/** An application to a job (spec: candidate request): the candidate, the cover letter and the resume. */
export const candidateRequests = pgTable(
  'candidate_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    coverLetter: text('cover_letter').notNull(),
    /** One application per upload: a second application with the same upload id is refused. */
    resumeUploadId: uuid('resume_upload_id')
      .notNull()
      .unique()
      .references(() => resumeUploads.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (table) => [index('candidate_requests_job_idx').on(table.jobId, table.createdAt)],
);
