/**
 * Supplier payouts (server/services/payouts/): how each supplier is paid, its ledger of every
 * amount that concerns it, and the batches paid out.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { suppliers } from './catalogue';
import { createdAt } from './columns';
import { orders } from './orders';
import { orderPayments, paymentGatewayName } from './payments';

export const supplierLedgerEntryKind = pgEnum('supplier_ledger_entry_kind', [
  'payment',
  'refund',
  'processing_fee',
  'commission',
  /** A referral partner's commission on an order it brought, owed to the partner's supplier (paid with its payouts). */
  'partner_commission',
]);

export const supplierPayoutStatus = pgEnum('supplier_payout_status', ['pending', 'in_transit', 'paid', 'failed']);

/** The first step of a batch, from the marketplace's balance to the supplier's connected account: made once. */
export const supplierPayoutTransferStatus = pgEnum('supplier_payout_transfer_status', ['pending', 'sent', 'failed']);

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
 * one batch. Its money moves in two steps, each with its own state and stored idempotency key:
 * the transfer to the supplier's connected account (`transfer_*`, made once per batch, its key
 * never changes) and the payout from there to the bank (`status`, `gateway_payout_id`,
 * `payout_idempotency_key`). A payout that failed at the bank is sent again as a new payout with
 * a new key (`payout_attempts` counts them), never a new transfer, so a resend days after the
 * gateway forgot the first keys still moves the batch's money to the account once.
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
    transferStatus: supplierPayoutTransferStatus('transfer_status').notNull().default('pending'),
    transferIdempotencyKey: text('transfer_idempotency_key').notNull(),
    transferId: text('transfer_id'),
    /** The current payout's key: a new one for each payout sent after a failed one. */
    payoutIdempotencyKey: text('payout_idempotency_key').notNull(),
    /** Payouts sent for this batch (the first and each resend). */
    payoutAttempts: integer('payout_attempts').notNull().default(0),
    /** Failed payouts: when the payout job sends it again (null: it does not, the supplier may). */
    nextPayoutAttemptAt: timestamp('next_payout_attempt_at', { withTimezone: true }),
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
    uniqueIndex('supplier_payouts_transfer_key_idx').on(table.transferIdempotencyKey),
    uniqueIndex('supplier_payouts_payout_key_idx').on(table.payoutIdempotencyKey),
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
