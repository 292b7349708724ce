/**
 * Supplier webhooks (server/services/webhooks/): a supplier's endpoints, the events of its orders
 * as sent, and each event's delivery to each endpoint.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { users } from './accounts';
import { suppliers } from './catalogue';
import { createdAt } from './columns';
import { orders } from './orders';

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
