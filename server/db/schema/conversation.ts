/** Talking about an order: its chat, who has read it until when, and the contractor's rating with the supplier's answer. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { users } from './accounts';
import { suppliers } from './catalogue';
import { createdAt } from './columns';
import { orders } from './orders';

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
