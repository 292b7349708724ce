/**
 * Payments: the product's own record of money (the gateway holds the money). A company's gateway
 * customer and saved methods, every payment attempt of an order, 120-day credit accounts,
 * payment links, and the gateway's webhook events already handled.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { companies, users } from './accounts';
import { createdAt } from './columns';
import { orderPaymentStatus, orders, paymentType } from './orders';
import { supplierApiKeys } from './supplier-api-keys';

export const paymentGatewayName = pgEnum('payment_gateway', ['stripe', 'sandbox']);

export const paymentMethodVerification = pgEnum('payment_method_verification', ['verified', 'pending', 'failed']);

/**
 * authorization: a card pre-authorised at order time, captured 28 hours before delivery;
 * charge: money taken at once (a card when delivery is close, a bank debit, a payment link);
 * terms: an order accepted on 120-day terms (no money moves until the invoice is paid).
 */
export const orderPaymentKind = pgEnum('order_payment_kind', ['authorization', 'charge', 'terms']);

export const orderPaymentSource = pgEnum('order_payment_source', ['app', 'payment_link']);

/** under_review: applied, waiting for a marketplace operator; approved with a limit, or declined with a reason. */
export const creditAccountStatus = pgEnum('credit_account_status', ['under_review', 'approved', 'declined']);

/** A trade reference of a credit application: a supplier the business already buys from on terms. */
export interface CreditTradeReference {
  name: string;
  contactName: string;
  phone: string | null;
  email: string | null;
}

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
    /**
     * A difference collected with the payer's consent after the order's total went up: the
     * attempt pays that change, not the order (the order's payment status never follows it).
     */
    balanceChangeId: uuid('balance_change_id').references((): AnyPgColumn => orderBalanceChanges.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_payments_order_key_idx').on(table.orderId, table.idempotencyKey),
    index('order_payments_balance_change_idx').on(table.balanceChangeId),
    uniqueIndex('order_payments_gateway_payment_idx').on(table.gateway, table.gatewayPaymentId),
    index('order_payments_order_created_idx').on(table.orderId, table.createdAt),
    index('order_payments_due_idx').on(table.status, table.chargeAt),
    index('order_payments_company_kind_idx').on(table.companyId, table.kind, table.status),
    index('order_payments_method_idx').on(table.paymentMethodId, table.status),
    check('order_payments_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/**
 * A company's 120-day terms: its application (business details, billing contact, trade
 * references) and a marketplace operator's decision. Nothing is approved without that review: the
 * application waits `under_review` with no limit until an operator approves a limit and term, or
 * declines with a reason.
 */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: creditAccountStatus('status').notNull(),
    /** ISO 4217 of the country applied from (CAD, USD): terms orders must be in it. */
    currency: text('currency').notNull(),
    /** Zero until an operator approves a limit. */
    limitCents: integer('limit_cents').notNull().default(0),
    /** Days after delivery an invoice on terms is due: the operator's decision (CREDIT_TERM_DAYS by default). */
    termDays: integer('term_days').notNull(),
    legalName: text('legal_name').notNull(),
    countryCode: text('country_code').notNull(),
    businessNumber: text('business_number').notNull(),
    yearsInBusiness: integer('years_in_business').notNull(),
    /**
     * The business's estimate of its yearly spend on materials. This and the billing contact are
     * null only on applications decided before operators reviewed them (migration 0043).
     */
    annualVolumeCents: integer('annual_volume_cents'),
    requestedLimitCents: integer('requested_limit_cents').notNull(),
    billingContactName: text('billing_contact_name'),
    billingContactEmail: text('billing_contact_email'),
    billingContactPhone: text('billing_contact_phone'),
    tradeReferences: jsonb('trade_references')
      .$type<CreditTradeReference[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The person who applied: the decision is mailed to them. */
    appliedByUserId: uuid('applied_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The operator who decided, and the reason given (a decline's always; an approval's optionally). */
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    check('credit_accounts_limit_non_negative', sql`${table.limitCents} >= 0`),
    index('credit_accounts_status_idx').on(table.status, table.appliedAt),
  ],
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

/**
 * How a change of a paid order's total moves money: the difference collected on the method that
 * paid, with the payer's consent (`collect`); refunded to it (`refund`); or added to or taken off
 * the order's 120-day terms (`terms`).
 */
export const balanceChangeSettlement = pgEnum('balance_change_settlement', ['collect', 'refund', 'terms']);

/**
 * awaiting_consent: the payer has not authorised the difference yet; processing / requires_action:
 * its payment is on its way or waits for 3-D Secure; failed: declined (the payer may try again);
 * pending: a refund not made yet (the charge job retries); settled: the money moved; canceled:
 * superseded by a later change of the total, or the order ended (its payments were released).
 */
export const balanceChangeStatus = pgEnum('balance_change_status', [
  'awaiting_consent',
  'processing',
  'requires_action',
  'failed',
  'pending',
  'settled',
  'canceled',
]);

/**
 * Every change of the total of an order whose payment was taken or promised (a pour-day balance
 * accepted), with the money it moves: recorded in the transaction that changes the total, settled
 * through the ledger (a top-up attempt, a refund, or the terms' credit), each with its receipt or
 * credit note.
 */
export const orderBalanceChanges = pgTable(
  'order_balance_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The cause: the pour-day request whose acceptance changed the total (one change per request). */
    requestId: uuid('request_id'),
    /** The cause: the contractor canceled late, so the new total is the supplier's cancellation fee. */
    lateCancellation: boolean('late_cancellation').notNull().default(false),
    settlement: balanceChangeSettlement('settlement').notNull(),
    status: balanceChangeStatus('status').notNull(),
    previousTotalCents: integer('previous_total_cents').notNull(),
    newTotalCents: integer('new_total_cents').notNull(),
    /** What moves: positive is owed by the payer, negative is given back. */
    differenceCents: integer('difference_cents').notNull(),
    /** Refunds: how much of it was given back so far. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    currency: text('currency').notNull(),
    /** The saved method a collection is asked on (the one the order was paid with). */
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id),
    /** Collections: how many times the payer authorised it (each try has its own gateway key). */
    tries: integer('tries').notNull().default(0),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('order_balance_changes_request_idx').on(table.requestId),
    index('order_balance_changes_order_idx').on(table.orderId, table.createdAt),
    index('order_balance_changes_status_idx').on(table.status),
    check('order_balance_changes_difference_nonzero', sql`${table.differenceCents} <> 0`),
    check(
      'order_balance_changes_refunded_in_range',
      sql`${table.refundedCents} >= 0 and ${table.refundedCents} <= greatest(0, -${table.differenceCents})`,
    ),
  ],
);
