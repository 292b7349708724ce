/**
 * Delivery day: the supplier's trucks, an order's loads (truck trips, their steps, position,
 * delays and proof of delivery), and the contractor's pour-day requests with their answers.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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

import { users } from './accounts';
import { productUnit, suppliers } from './catalogue';
import { createdAt } from './columns';
import { orders } from './orders';

/** A truck of a supplier's fleet: what the dispatcher sends a load with. */
export const trucks = pgTable(
  'trucks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** Its name or plate, as the yard calls it. */
    name: text('name').notNull(),
    /** What one trip carries, in `unit`. */
    capacity: numeric('capacity', { precision: 10, scale: 2 }).notNull(),
    unit: productUnit('unit').notNull(),
    /** Retired trucks keep their past loads but take no new ones. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('trucks_supplier_name_idx').on(table.supplierId, sql`lower(${table.name})`),
    check('trucks_capacity_positive', sql`${table.capacity} > 0`),
  ],
);

/** Where a load is on delivery day, in the order the driver reports it. */
export const loadStep = pgEnum('load_step', ['planned', 'loaded', 'en_route', 'arrived', 'unloading', 'delivered']);

/**
 * One truck trip of an order: its quantity, the truck and the driver the dispatcher assigned, and
 * the steps the driver reported (each with its time). An order's loads add up to its quantity.
 */
export const orderLoads = pgTable(
  'order_loads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1, 2, 3... in the order the trucks leave. */
    sequence: integer('sequence').notNull(),
    quantity: numeric('quantity', { precision: 10, scale: 2 }).notNull(),
    truckId: uuid('truck_id').references(() => trucks.id, { onDelete: 'set null' }),
    driverUserId: uuid('driver_user_id').references(() => users.id, { onDelete: 'set null' }),
    step: loadStep('step').notNull().default('planned'),
    loadedAt: timestamp('loaded_at', { withTimezone: true }),
    enRouteAt: timestamp('en_route_at', { withTimezone: true }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    unloadingAt: timestamp('unloading_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The driver's note on this load (a detour, the pump late, where the truck washed out). */
    driverNote: text('driver_note'),
    /** The truck's last position the driver's phone sent while en route (WGS 84 degrees, metres). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyMeters: doublePrecision('accuracy_meters'),
    positionAt: timestamp('position_at', { withTimezone: true }),
    /** A delay the driver reported, in minutes, and why. */
    delayMinutes: integer('delay_minutes'),
    delayReason: text('delay_reason'),
    /** When the contractor was told the load runs late (once per load). */
    lateNotifiedAt: timestamp('late_notified_at', { withTimezone: true }),
    /** Proof of delivery, recorded by the driver at delivered: what was delivered and who received it. */
    deliveredQuantity: numeric('delivered_quantity', { precision: 10, scale: 2 }),
    /** Concrete: water added on site (litres) and the slump measured (millimetres), when recorded. */
    waterAddedLitres: numeric('water_added_litres', { precision: 6, scale: 1 }),
    slumpMm: integer('slump_mm'),
    receivedBy: text('received_by'),
    /** The file store's keys (server/files) of the receiver's drawn signature (PNG) and the photo. */
    signatureFileKey: text('signature_file_key'),
    photoFileKey: text('photo_file_key'),
    /**
     * The contractor's hold on this truck (a pour-day request the dispatcher accepted): while set,
     * the driver cannot report it loaded. Cleared when the dispatcher or the contractor releases it.
     */
    heldAt: timestamp('held_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('order_loads_order_sequence_idx').on(table.orderId, table.sequence),
    index('order_loads_driver_idx').on(table.driverUserId),
    index('order_loads_truck_idx').on(table.truckId),
    check('order_loads_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** What the contractor asks on delivery day: hold the next truck, change the spacing, send the balance. */
export const orderRequestKind = pgEnum('order_request_kind', ['hold', 'spacing', 'balance']);

/** Open until the dispatcher accepts or declines it, or the contractor withdraws it. */
export const orderRequestStatus = pgEnum('order_request_status', ['open', 'accepted', 'declined', 'withdrawn']);

/**
 * A pour-day request of the contractor on a scheduled or dispatched order, and the supplier's
 * answer (server/services/delivery/pour-day.ts). One open request of each kind per order.
 */
export const orderRequests = pgTable(
  'order_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: orderRequestKind('kind').notNull(),
    status: orderRequestStatus('status').notNull().default('open'),
    /** spacing: the minutes between trucks asked for (one of TRUCK_SPACING_MINUTES). */
    minutes: integer('minutes'),
    /** balance: the final quantity still needed, in the order's unit. */
    quantity: numeric('quantity', { precision: 10, scale: 2 }),
    /** balance: the order repriced with that quantity, computed by the server when asked (BalancePreview). */
    preview: jsonb('preview'),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    answeredByUserId: uuid('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The dispatcher's note with the answer, which the contractor reads. */
    answerNote: text('answer_note'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('order_requests_order_idx').on(table.orderId, table.createdAt),
    // One open request of each kind per order: a second one loses on this index.
    uniqueIndex('order_requests_one_open_idx')
      .on(table.orderId, table.kind)
      .where(sql`${table.status} = 'open'`),
    check('order_requests_quantity_positive', sql`${table.quantity} is null or ${table.quantity} > 0`),
  ],
);
