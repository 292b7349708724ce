/**
 * The payments sandbox: the built-in gateway that behaves like Stripe's test mode
 * (server/payment-gateway). Only used when no Stripe keys are configured. Kept in the database so
 * that it survives restarts and every instance sees the same authorisations. Card numbers and
 * CVCs are never stored: a card is its brand, last four digits, expiry and the test behaviour of
 * its number.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { createdAt } from './columns';

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

/**
 * Supplier payouts in the sandbox, as Stripe Connect makes them: a transfer of a batch's amount
 * to the supplier, then a payout of it to the supplier's bank, which fails when the supplier's
 * test bank account is one of the failing test numbers (`SANDBOX_PAYOUT_BANK_ACCOUNTS`).
 * `destination` is the supplier's id: the sandbox keeps no connected accounts.
 */
export const sandboxTransfers = pgTable(
  'sandbox_transfers',
  {
    /** 'tr_sbx_…' */
    id: text('id').primaryKey(),
    destination: text('destination').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('sandbox_transfers_destination_idx').on(table.destination)],
);

export const sandboxPayouts = pgTable(
  'sandbox_payouts',
  {
    /** 'po_sbx_…' */
    id: text('id').primaryKey(),
    destination: text('destination').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** 'paid' or 'failed', at once. */
    status: text('status').notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('sandbox_payouts_destination_idx').on(table.destination)],
);

/** A supplier's bank account for sandbox payouts: a test number (none set: payouts are paid). */
export const sandboxPayoutBankAccounts = pgTable('sandbox_payout_bank_accounts', {
  destination: text('destination').primaryKey(),
  accountNumber: text('account_number').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
