/** Mail: the outbox of every mail the marketplace sends about orders, payments and requests. */
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { createdAt } from './columns';

/** A stored mail's state (mail_outbox): waiting for its (next) attempt, sent, or given up. */
export const mailStatus = pgEnum('mail_status', ['pending', 'sent', 'failed']);

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
