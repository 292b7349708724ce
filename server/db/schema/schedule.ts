/**
 * How and when a supplier delivers: its delivery settings (time zone, 4-hour windows, their
 * capacity in trucks, the card hold), the trucks booked per window, the schedule board's capacity
 * per date, and the dates it does not deliver on.
 */
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { CARD_ADDITIONAL_HOLD_PERCENT } from '../../../lib/constants';

import { users } from './accounts';
import { suppliers } from './catalogue';
import { createdAt } from './columns';

/** How a supplier delivers: its time zone, its 4-hour windows and their capacity in trucks. */
export const supplierDeliverySettings = pgTable(
  'supplier_delivery_settings',
  {
    supplierId: uuid('supplier_id')
      .primaryKey()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** IANA time zone of the supplier's dispatch, e.g. America/Toronto. Windows are local times. */
    timeZone: text('time_zone').notNull(),
    /** Trucks the supplier can send in one 4-hour window. */
    windowCapacityTrucks: integer('window_capacity_trucks').notNull(),
    /** Local hour the first window starts (6 = 06:00–10:00). */
    firstWindowStartHour: integer('first_window_start_hour').notNull().default(6),
    windowsPerDay: integer('windows_per_day').notNull().default(3),
    /** An order can be canceled until this many hours before its window starts. */
    cancellationWindowHours: integer('cancellation_window_hours').notNull().default(24),
    /**
     * The additional hold on a card, in percent of the amount due: a card order is pre-authorised
     * for the amount due plus this much, for changes (CARD_ADDITIONAL_HOLD_PERCENT by default).
     */
    cardHoldPercent: integer('card_hold_percent').notNull().default(CARD_ADDITIONAL_HOLD_PERCENT),
    /**
     * The fee of a late cancellation, in percent of the order's total: inside the cancellation
     * window (before a load is dispatched) a contractor may still cancel, paying this much; 0
     * refuses a late cancellation.
     */
    lateCancellationFeePercent: integer('late_cancellation_fee_percent').notNull().default(0),
  },
  (table) => [
    check('supplier_delivery_settings_capacity', sql`${table.windowCapacityTrucks} >= 0`),
    check('supplier_delivery_settings_card_hold', sql`${table.cardHoldPercent} between 0 and 50`),
    check('supplier_delivery_settings_late_fee', sql`${table.lateCancellationFeePercent} between 0 and 100`),
    check(
      'supplier_delivery_settings_windows',
      sql`${table.firstWindowStartHour} >= 0 and ${table.windowsPerDay} >= 1 and ${table.firstWindowStartHour} + 4 * ${table.windowsPerDay} <= 24`,
    ),
  ],
);

/**
 * Trucks booked per supplier, date and window. Placing an order adds its trucks with one
 * conditional UPDATE (`booked + n <= capacity`), so concurrent orders never overbook a window.
 */
export const deliveryWindowBookings = pgTable(
  'delivery_window_bookings',
  {
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** The supplier's local date. */
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    /** Local hour the window starts. */
    windowStartHour: integer('window_start_hour').notNull(),
    bookedTrucks: integer('booked_trucks').notNull().default(0),
  },
  (table) => [
    uniqueIndex('delivery_window_bookings_pk').on(table.supplierId, table.deliveryDate, table.windowStartHour),
    check('delivery_window_bookings_non_negative', sql`${table.bookedTrucks} >= 0`),
  ],
);

/**
 * The supplier's schedule board: a window's capacity on one date when it differs from the
 * settings' `windowCapacityTrucks` (a short-staffed morning, an extra crew). The effective
 * capacity of a window is decided in one place, services/catalogue/capacity.ts.
 */
export const deliveryWindowCapacities = pgTable(
  'delivery_window_capacities',
  {
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** The supplier's local date. */
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    /** Local hour the window starts. */
    windowStartHour: integer('window_start_hour').notNull(),
    capacityTrucks: integer('capacity_trucks').notNull(),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.supplierId, table.deliveryDate, table.windowStartHour] }),
    check('delivery_window_capacities_non_negative', sql`${table.capacityTrucks} >= 0`),
  ],
);

/** A date the supplier does not deliver on (a holiday, the plant down): every window's capacity is 0. */
export const supplierBlockedDates = pgTable(
  'supplier_blocked_dates',
  {
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** The supplier's local date. */
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    /** Why, for the supplier's team (e.g. "Plant maintenance"); contractors see only that the date is closed. */
    reason: text('reason').notNull(),
    blockedByUserId: uuid('blocked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.supplierId, table.deliveryDate] })],
);
