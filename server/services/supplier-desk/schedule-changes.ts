import 'server-only';

import { and, count, eq, inArray } from 'drizzle-orm';

import { ORDER_MAX_DAYS_AHEAD } from '@/lib/constants';
import { ACTIVE_STATUSES } from '@/lib/order/lifecycle';
import type { DateBlock, WindowCapacityReset, WindowCapacitySet } from '@/lib/validation/supplier-schedule';
import type { Database } from '@/server/db/database';
import { deliveryWindowCapacities, orders, supplierBlockedDates } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { NOT_ALLOWED_MESSAGE } from '@/server/services/accounts/permissions';

import { lockWindows } from '@/server/services/orders/bookings';
import { deliverySettingsOf, windowStartHours, type DeliverySettingsRecord } from '@/server/services/catalogue/quote';
import type { SupplierMember } from '@/server/services/accounts/supplier-members';
import { addDays, localDate } from '@/server/services/orders/local-time';

import { requireScheduleReader, supplierSchedule, type ScheduleDayRecord } from './schedule';
import { NOT_A_WINDOW_MESSAGE } from './transitions';

/**
 * Changes to the supplier's schedule board (schedule.ts reads it): a window's capacity on a date
 * set or given back, a date blocked or opened again, each checked against the role and the
 * booking horizon, with the windows' booking rows locked as booking locks them.
 */

export const SCHEDULE_DATE_PAST_MESSAGE = 'The schedule can be changed from today on.';
export const SCHEDULE_DATE_TOO_FAR_MESSAGE = `The schedule can be changed up to ${ORDER_MAX_DAYS_AHEAD} days ahead.`;

const trucksText = (trucks: number) => `${trucks} ${trucks === 1 ? 'truck is' : 'trucks are'}`;

export const capacityBelowBookedMessage = (booked: number) =>
  `${trucksText(booked)} already booked in this window, so its capacity can’t go below ${booked}. ` +
  'Decline or move orders first to lower it further.';

export const dateHasActiveOrdersMessage = (active: number) =>
  `${active} ${active === 1 ? 'order is' : 'orders are'} still going ahead on this date. ` +
  `Reschedule or decline ${active === 1 ? 'it' : 'them'} first, then block the date.`;

async function scheduleDay(db: Database, member: SupplierMember, date: string, now: Date) {
  const schedule = await supplierSchedule(db, member, { from: date, days: 1 }, now);
  return schedule.days[0]!;
}

const fieldError = (code: ErrorCode, field: string, message: string, extensions: Record<string, unknown> = {}) =>
  expectedError(code, message, { fields: { [field]: message }, ...extensions });

/** The checks every change makes: the role, and a date from today to the booking horizon. */
async function requireChangeable(
  db: Database,
  member: SupplierMember,
  date: string,
  now: Date,
): Promise<DeliverySettingsRecord> {
  requireScheduleReader(member);
  if (!member.rights.mayEditSchedule) throw expectedError(ErrorCode.FORBIDDEN, NOT_ALLOWED_MESSAGE);
  const settings = await deliverySettingsOf(db, member.supplierId);
  const today = localDate(now, settings.timeZone);
  if (date < today) throw fieldError(ErrorCode.BAD_USER_INPUT, 'date', SCHEDULE_DATE_PAST_MESSAGE);
  if (date > addDays(today, ORDER_MAX_DAYS_AHEAD)) {
    throw fieldError(ErrorCode.BAD_USER_INPUT, 'date', SCHEDULE_DATE_TOO_FAR_MESSAGE);
  }
  return settings;
}

function requireWindow(settings: DeliverySettingsRecord, startHour: number) {
  if (!windowStartHours(settings).includes(startHour)) {
    throw fieldError(ErrorCode.BAD_USER_INPUT, 'startHour', NOT_A_WINDOW_MESSAGE);
  }
}

/**
 * Sets a window's capacity on a date, or (`capacityTrucks` null) gives it back the settings'
 * capacity. Never below the trucks already booked in it (CAPACITY_BELOW_BOOKED), checked with
 * the window's booking row locked.
 */
async function changeWindowCapacity(
  db: Database,
  member: SupplierMember,
  input: { date: string; startHour: number; capacityTrucks: number | null },
  now: Date,
): Promise<ScheduleDayRecord> {
  const settings = await requireChangeable(db, member, input.date, now);
  requireWindow(settings, input.startHour);
  const key = { supplierId: member.supplierId, deliveryDate: input.date, windowStartHour: input.startHour };
  await db.transaction(async (tx) => {
    const booked = (await lockWindows(tx, key.supplierId, key.deliveryDate, [key.windowStartHour])).get(
      key.windowStartHour,
    );
    const capacity = input.capacityTrucks ?? settings.windowCapacityTrucks;
    if ((booked ?? 0) > capacity) {
      throw fieldError(ErrorCode.CAPACITY_BELOW_BOOKED, 'capacityTrucks', capacityBelowBookedMessage(booked ?? 0), {
        bookedTrucks: booked,
      });
    }
    if (input.capacityTrucks === null) {
      await tx
        .delete(deliveryWindowCapacities)
        .where(
          and(
            eq(deliveryWindowCapacities.supplierId, key.supplierId),
            eq(deliveryWindowCapacities.deliveryDate, key.deliveryDate),
            eq(deliveryWindowCapacities.windowStartHour, key.windowStartHour),
          ),
        );
      return;
    }
    const change = { capacityTrucks: input.capacityTrucks, updatedByUserId: member.userId, updatedAt: now };
    await tx
      .insert(deliveryWindowCapacities)
      .values({ ...key, ...change })
      .onConflictDoUpdate({
        target: [
          deliveryWindowCapacities.supplierId,
          deliveryWindowCapacities.deliveryDate,
          deliveryWindowCapacities.windowStartHour,
        ],
        set: change,
      });
  });
  return scheduleDay(db, member, input.date, now);
}

export function setWindowCapacity(
  db: Database,
  member: SupplierMember,
  input: WindowCapacitySet,
  now = new Date(),
): Promise<ScheduleDayRecord> {
  return changeWindowCapacity(db, member, input, now);
}

export function resetWindowCapacity(
  db: Database,
  member: SupplierMember,
  input: WindowCapacityReset,
  now = new Date(),
): Promise<ScheduleDayRecord> {
  return changeWindowCapacity(db, member, { ...input, capacityTrucks: null }, now);
}

/**
 * Blocks a date: every window's capacity is 0 until it is unblocked. Refused while orders are
 * still going ahead on it (DATE_HAS_ACTIVE_ORDERS), counted with the date's windows locked, so an
 * order placed at the same moment is either counted or refused. Blocking a blocked date changes
 * its reason.
 */
export async function blockDate(
  db: Database,
  member: SupplierMember,
  input: DateBlock,
  now = new Date(),
): Promise<ScheduleDayRecord> {
  const settings = await requireChangeable(db, member, input.date, now);
  await db.transaction(async (tx) => {
    await lockWindows(tx, member.supplierId, input.date, windowStartHours(settings));
    const [active] = await tx
      .select({ value: count() })
      .from(orders)
      .where(
        and(
          eq(orders.supplierId, member.supplierId),
          eq(orders.deliveryDate, input.date),
          inArray(orders.status, [...ACTIVE_STATUSES]),
        ),
      );
    const activeOrders = active?.value ?? 0;
    if (activeOrders > 0) {
      throw fieldError(ErrorCode.DATE_HAS_ACTIVE_ORDERS, 'date', dateHasActiveOrdersMessage(activeOrders), {
        activeOrders,
      });
    }
    await tx
      .insert(supplierBlockedDates)
      .values({
        supplierId: member.supplierId,
        deliveryDate: input.date,
        reason: input.reason,
        blockedByUserId: member.userId,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [supplierBlockedDates.supplierId, supplierBlockedDates.deliveryDate],
        set: { reason: input.reason, blockedByUserId: member.userId },
      });
  });
  return scheduleDay(db, member, input.date, now);
}

/** Opens a blocked date again: its windows have their capacities back. Unblocking an open date changes nothing. */
export async function unblockDate(
  db: Database,
  member: SupplierMember,
  input: { date: string },
  now = new Date(),
): Promise<ScheduleDayRecord> {
  await requireChangeable(db, member, input.date, now);
  await db
    .delete(supplierBlockedDates)
    .where(
      and(eq(supplierBlockedDates.supplierId, member.supplierId), eq(supplierBlockedDates.deliveryDate, input.date)),
    );
  return scheduleDay(db, member, input.date, now);
}
