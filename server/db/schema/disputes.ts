/**
 * A contractor's dispute of a delivered load or of an invoice line, and the supplier's answer
 * (server/services/orders/disputes.ts). One open (or contested) dispute per load or line; an
 * accepted one credits the order through its balance change (`balance_change_id`).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { companies, users } from './accounts';
import { createdAt } from './columns';
import { orderLoads } from './delivery';
import { orders } from './orders';
import { orderBalanceChanges } from './payments';

export const disputeReason = pgEnum('dispute_reason', ['short_load', 'wrong_mix', 'late', 'damaged', 'not_delivered']);
/** open -> accepted | contested; contested -> accepted | withdrawn; open -> withdrawn. */
export const disputeStatus = pgEnum('dispute_status', ['open', 'accepted', 'contested', 'withdrawn']);

export const orderDisputes = pgTable(
  'order_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The disputed load, or null for an invoice line (`line_key`). */
    loadId: uuid('load_id').references(() => orderLoads.id, { onDelete: 'cascade' }),
    /** The invoice line disputed ('product', 'delivery', 'extras'...), or null for a load. */
    lineKey: text('line_key'),
    reason: disputeReason('reason').notNull(),
    description: text('description').notNull(),
    /** What the contractor asks back, integer cents in the order's currency. */
    claimedCents: integer('claimed_cents').notNull(),
    status: disputeStatus('status').notNull().default('open'),
    /** Accepted: what was credited (at most what was paid for the load or line). */
    creditedCents: integer('credited_cents'),
    /** The supplier's words with the answer (why it contests, or a note with the credit). */
    answerNote: text('answer_note'),
    /** The change of the order's total that moved the credit's money (a refund or the terms). */
    balanceChangeId: uuid('balance_change_id').references(() => orderBalanceChanges.id, { onDelete: 'set null' }),
    openedByUserId: uuid('opened_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    answeredByUserId: uuid('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('order_disputes_order_idx').on(table.orderId, table.createdAt),
    // One dispute in play per load or line: a second one loses on these indexes.
    uniqueIndex('order_disputes_one_open_load_idx')
      .on(table.loadId)
      .where(sql`${table.status} in ('open', 'contested') and ${table.loadId} is not null`),
    uniqueIndex('order_disputes_one_open_line_idx')
      .on(table.orderId, table.lineKey)
      .where(sql`${table.status} in ('open', 'contested') and ${table.lineKey} is not null`),
    check('order_disputes_subject', sql`(${table.loadId} is null) <> (${table.lineKey} is null)`),
    check('order_disputes_claimed_positive', sql`${table.claimedCents} > 0`),
    check('order_disputes_credited_positive', sql`${table.creditedCents} is null or ${table.creditedCents} > 0`),
  ],
);

/** The contractor's photos of a dispute, checked by their first bytes and kept in the file store. */
export const orderDisputePhotos = pgTable(
  'order_dispute_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => orderDisputes.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('order_dispute_photos_dispute_idx').on(table.disputeId)],
);
