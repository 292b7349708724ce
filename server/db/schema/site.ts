/**
 * The public site's records: partners and their buy-now / rent-now buttons' clicks (the /r/<code>
 * links), customer stories, get-in-touch messages, and starting to sell (the partner form, the
 * volume-pricing subscription, the delivery-area check).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { companies, users } from './accounts';
import { productType, suppliers } from './catalogue';
import { createdAt } from './columns';
import { cities } from './places';

export const contactMessageStatus = pgEnum('contact_message_status', ['pending', 'sent', 'failed']);

/** What a contact message is: the footer's message to the contact inbox, or a demo request to sales. */
export const contactMessageKind = pgEnum('contact_message_kind', ['contact', 'demo_request']);

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
    /** The person who signs in to the partner dashboard (/partner); null: nobody yet. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The partner's commission, in basis points of an order's subtotal (without taxes, delivery and
     * fees). Each order keeps the rate of the moment it was placed (orders.partner_commission_bps).
     */
    commissionBps: integer('commission_bps').notNull().default(500),
  },
  (table) => [
    uniqueIndex('partners_user_idx').on(table.userId),
    check('partners_commission_bps_valid', sql`${table.commissionBps} between 0 and 10000`),
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
    /** Decides the inbox and subject of the send and of every retry. */
    kind: contactMessageKind('kind').notNull().default('contact'),
    status: contactMessageStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_due_idx').on(table.status, table.nextAttemptAt)],
);

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

/**
 * A contractor who signed up with a partner's code (its referral link or the code typed at sign-up):
 * one row per new account, with the referral credit its company was given.
 */
export const partnerReferrals = pgTable(
  'partner_referrals',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The referral credit given to the new company, in cents (REFERRAL_BONUS_CENTS). */
    creditCents: integer('credit_cents').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('partner_referrals_partner_idx').on(table.partnerId, table.createdAt)],
);
