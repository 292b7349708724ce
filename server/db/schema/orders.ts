/**
 * Orders: the contractor's job sites, the order itself (the quote as placed, its state and its
 * payment's state), the kept counts per state for the lists, an order's events (its history and
 * the outbox of its consequences), and the supplier team's internal notes.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { companies, users } from './accounts';
import { products, productType, productUnit, suppliers } from './catalogue';
import { createdAt } from './columns';
import { cities } from './places';
import { supplierApiKeys } from './supplier-api-keys';

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
  'balance_changed',
  'dispute_opened',
  'dispute_answered',
  'dispute_withdrawn',
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
    /** The partner's commission rate when the order was placed (basis points of the subtotal). */
    partnerCommissionBps: integer('partner_commission_bps'),
    /** The partner's commission on this order, fixed at placing: the subtotal at that rate. */
    partnerCommissionCents: integer('partner_commission_cents'),
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
    /**
     * The fee a contractor paid to cancel inside the supplier's cancellation window (its late
     * cancellation fee of the total); null when canceled free or not canceled. The order's
     * payments then keep this much and give back the rest (payments/late-cancel.ts).
     */
    cancellationFeeCents: integer('cancellation_fee_cents'),
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
    // The supplier's inbox, soonest delivery first: its first page is the index's first rows, and
    // the values its screen shows are in them (an index-only scan): the page read 50 orders from
    // as many heap pages, 59 buffers where it now reads 14 (issue 38: the inbox was the bench's
    // thinnest ratio at scale 10, where those heap pages are the least likely kept).
    index('orders_supplier_starts_idx').on(
      table.supplierId,
      table.deliveryStartsAt,
      table.id,
      table.status,
      table.companyId,
      table.productType,
      table.productName,
      table.quantity,
      table.unit,
      table.deliveryDate,
      table.windowStartHour,
      table.jobNumber,
      table.cityId,
      table.openRequests,
      table.loadCount,
      table.createdAt,
    ),
    index('orders_partner_code_idx').on(table.partnerCode),
    check('orders_trucks_positive', sql`${table.trucks} >= 1`),
    check('orders_amounts_non_negative', sql`${table.totalCents} >= 0 and ${table.amountDueCents} >= 0`),
    check('orders_cancellation_fee', sql`${table.cancellationFeeCents} is null or ${table.cancellationFeeCents} > 0`),
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
