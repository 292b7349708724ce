/**
 * The marketplace's double-entry ledger (server/services/ledger/): every movement of money, or of
 * money promised (a card hold, credit on terms), is one journal entry whose lines sum to zero per
 * currency. Lines are signed integer minor units: a debit is positive, a credit negative. Each
 * entry names its cause (`source_key`, unique), so a retried webhook, job or request posts it
 * once. The daily reconciliation's differences with the gateway are kept here too.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { suppliers } from './catalogue';
import { createdAt } from './columns';
import { orders } from './orders';
import { orderPayments, paymentGatewayName } from './payments';
import { supplierPayouts } from './payouts';

/** The accounts, in the product's words (server/services/ledger/README.md says what moves each). */
export const ledgerAccount = pgEnum('ledger_account', [
  'gateway_cash',
  'card_holds',
  'card_hold_commitments',
  'credit_receivable',
  'credit_commitments',
  'supplier_payable',
  'supplier_connected_accounts',
  'processing_fees',
  'marketplace_commission',
]);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The cause, unique: `payment:<attempt>:captured`, `payout:<batch>:transfer`... */
    sourceKey: text('source_key').notNull(),
    /** What happened, for people: captured, refunded, hold_placed, credit_drawn, transfer_sent... */
    kind: text('kind').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    orderPaymentId: uuid('order_payment_id').references(() => orderPayments.id, { onDelete: 'cascade' }),
    supplierPayoutId: uuid('supplier_payout_id').references(() => supplierPayouts.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ledger_entries_source_idx').on(table.sourceKey),
    index('ledger_entries_occurred_idx').on(table.occurredAt),
  ],
);

export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'cascade' }),
    account: ledgerAccount('account').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    orderPaymentId: uuid('order_payment_id').references(() => orderPayments.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'cascade' }),
    /** Debit positive, credit negative, in minor units. */
    amountCents: integer('amount_cents').notNull(),
    /** ISO 4217, upper case. */
    currency: text('currency').notNull(),
  },
  (table) => [
    index('ledger_lines_entry_idx').on(table.entryId),
    index('ledger_lines_payment_idx').on(table.orderPaymentId, table.account),
    index('ledger_lines_order_idx').on(table.orderId),
    index('ledger_lines_supplier_idx').on(table.supplierId, table.account, table.currency),
    check('ledger_lines_amount_not_zero', sql`${table.amountCents} <> 0`),
  ],
);

/**
 * What the daily reconciliation found the ledger and the gateway disagree on: a payment's money
 * taken (`cash`), its hold (`hold`), or a payout batch's transfer (`transfer`). One row per thing
 * compared; `resolved_at` is set when a later run finds them agreeing again.
 */
export const ledgerDifferences = pgTable(
  'ledger_differences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gateway: paymentGatewayName('gateway').notNull(),
    /** The gateway's id of the payment ('pi_…') or transfer ('tr_…'). */
    gatewayRef: text('gateway_ref').notNull(),
    what: text('what').notNull(),
    orderPaymentId: uuid('order_payment_id').references(() => orderPayments.id, { onDelete: 'cascade' }),
    supplierPayoutId: uuid('supplier_payout_id').references(() => supplierPayouts.id, { onDelete: 'cascade' }),
    ledgerCents: integer('ledger_cents').notNull(),
    gatewayCents: integer('gateway_cents').notNull(),
    currency: text('currency').notNull(),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('ledger_differences_subject_idx').on(table.gateway, table.gatewayRef, table.what),
    index('ledger_differences_open_idx').on(table.resolvedAt),
  ],
);

/**
 * One reconciliation a day (the maintenance loop's job): the instance that inserts the day's row
 * runs it; a run that never finished (the instance died) may be taken again after a while.
 */
export const ledgerReconciliations = pgTable('ledger_reconciliations', {
  day: date('day', { mode: 'string' }).primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** Payments and transfers compared, and how many disagreed. */
  checked: integer('checked').notNull().default(0),
  differences: integer('differences').notNull().default(0),
});
