import 'server-only';

import { and, asc, count, eq, gte, inArray, lte, notInArray } from 'drizzle-orm';

import type { OrderStatus } from '@/graphql/generated/client/graphql';
import { ORDER_MAX_DAYS_AHEAD } from '@/lib/constants';
import { ACTIVE_STATUSES, ENDED_WITHOUT_DELIVERY } from '@/lib/order/lifecycle';
import { orderNumber } from '@/lib/order/number';
import type { LoadStep } from '@/lib/validation/dispatch';
import type { DateBlock, WindowCapacityReset, WindowCapacitySet } from '@/lib/validation/supplier-schedule';
import type { Database } from '@/server/db/database';
import {
  companies,
  deliveryWindowBookings,
  deliveryWindowCapacities,
  orderLoads,
  orders,
  supplierBlockedDates,
  trucks,
  users,
} from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { NOT_ALLOWED_MESSAGE } from '@/server/services/accounts/permissions';

import { lockWindows } from '@/server/services/orders/bookings';
import { windowCapacities } from '@/server/services/catalogue/capacity';
import { windowLabel } from '@/server/services/orders/orders';
import { deliverySettingsOf, windowStartHours, type DeliverySettingsRecord } from '@/server/services/catalogue/quote';
import type { SupplierMember } from '@/server/services/accounts/supplier-members';
import { addDays, localDate } from '@/server/services/orders/local-time';

/**
 * The supplier's schedule board: per day and 4-hour window, the trucks booked against the
 * window's capacity and the orders in it; the owner and dispatchers change a window's capacity on
 * a date and block dates (holidays, the plant down). The capacity itself is decided in
 * capacity.ts, which availability and booking read too, so the contractor's availability step
 * follows a change at once. Every change locks the windows' booking rows first (bookings.ts
 * `lockWindows`), as booking does: a capacity is never set below what a concurrent order just
 * booked, and no order books a date while it is being blocked.
 */

export const SCHEDULE_DATE_PAST_MESSAGE = 'The schedule can be changed from today on.';
export const SCHEDULE_DATE_TOO_FAR_MESSAGE = `The schedule can be changed up to ${ORDER_MAX_DAYS_AHEAD} days ahead.`;
export const SCHEDULE_NOT_A_WINDOW_MESSAGE = 'This is not one of your delivery windows.';

const trucksText = (trucks: number) => `${trucks} ${trucks === 1 ? 'truck is' : 'trucks are'}`;

export const capacityBelowBookedMessage = (booked: number) =>
  `${trucksText(booked)} already booked in this window, so its capacity can’t go below ${booked}. ` +
  'Decline or move orders first to lower it further.';

export const dateHasActiveOrdersMessage = (active: number) =>
  `${active} ${active === 1 ? 'order is' : 'orders are'} still going ahead on this date. ` +
  `Reschedule or decline ${active === 1 ? 'it' : 'them'} first, then block the date.`;

export interface ScheduleOrderRecord {
  id: string;
  orderNumber: string;
  contractorName: string;
  productName: string;
  productType: 'readyMix' | 'aggregates' | 'volumetric' | 'rentals';
  quantity: number;
  unit: 'm3' | 'yd' | 'tonne' | 'ton';
  trucks: number;
  status: OrderStatus;
}

export interface ScheduleWindowRecord {
  startHour: number;
  label: string;
  capacityTrucks: number;
  defaultCapacityTrucks: number;
  /** The capacity the board set for this window and date, if any (kept while the date is blocked). */
  overrideCapacityTrucks: number | null;
  bookedTrucks: number;
  orders: ScheduleOrderRecord[];
}

export interface ScheduleDayRecord {
  date: string;
  blocked: boolean;
  blockReason: string | null;
  /** Orders still going ahead on the date (placed, accepted, scheduled, dispatched). */
  activeOrderCount: number;
  /** Whether the date may be changed (today to ORDER_MAX_DAYS_AHEAD, in the supplier's time zone). */
  changeable: boolean;
  windows: ScheduleWindowRecord[];
  /** The day's loads per driver (by name), each driver's in the order they go. */
  drivers: ScheduleDriverDayRecord[];
}

export interface ScheduleDriverDayRecord {
  driver: { userId: string; fullName: string };
  loads: {
    id: string;
    orderId: string;
    orderNumber: string;
    contractorName: string;
    window: string;
    sequence: number;
    quantity: number;
    unit: 'm3' | 'yd' | 'tonne' | 'ton';
    productType: 'readyMix' | 'aggregates' | 'volumetric' | 'rentals';
    truckName: string | null;
    step: LoadStep;
  }[];
}

export interface ScheduleRecord {
  timeZone: string;
  today: string;
  lastChangeableDate: string;
  mayEdit: boolean;
  days: ScheduleDayRecord[];
}

function requireScheduleReader(member: SupplierMember) {
  if (!member.rights.seesSchedule) throw expectedError(ErrorCode.FORBIDDEN, NOT_ALLOWED_MESSAGE);
}

/** The member's supplier's schedule from a local date, `days` days long. */
export async function supplierSchedule(
  db: Database,
  member: SupplierMember,
  range: { from: string; days: number },
  now = new Date(),
): Promise<ScheduleRecord> {
  requireScheduleReader(member);
  const { supplierId } = member;
  const settings = await deliverySettingsOf(db, supplierId);
  const to = addDays(range.from, range.days - 1);
  const [capacities, bookings, rows] = await Promise.all([
    windowCapacities(db, supplierId, { from: range.from, to }, settings),
    db
      .select({
        date: deliveryWindowBookings.deliveryDate,
        hour: deliveryWindowBookings.windowStartHour,
        booked: deliveryWindowBookings.bookedTrucks,
      })
      .from(deliveryWindowBookings)
      .where(
        and(
          eq(deliveryWindowBookings.supplierId, supplierId),
          gte(deliveryWindowBookings.deliveryDate, range.from),
          lte(deliveryWindowBookings.deliveryDate, to),
        ),
      ),
    // The orders that hold trucks: every order but those ended without delivery.
    db
      .select({
        id: orders.id,
        date: orders.deliveryDate,
        hour: orders.windowStartHour,
        contractorName: companies.name,
        productName: orders.productName,
        productType: orders.productType,
        quantity: orders.quantity,
        unit: orders.unit,
        trucks: orders.trucks,
        status: orders.status,
      })
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(
        and(
          eq(orders.supplierId, supplierId),
          gte(orders.deliveryDate, range.from),
          lte(orders.deliveryDate, to),
          notInArray(orders.status, [...ENDED_WITHOUT_DELIVERY]),
        ),
      )
      .orderBy(asc(orders.deliveryStartsAt), asc(orders.createdAt), asc(orders.id)),
  ]);
  const loads = await db
    .select({
      id: orderLoads.id,
      orderId: orderLoads.orderId,
      date: orders.deliveryDate,
      hour: orders.windowStartHour,
      contractorName: companies.name,
      sequence: orderLoads.sequence,
      quantity: orderLoads.quantity,
      unit: orders.unit,
      productType: orders.productType,
      truckName: trucks.name,
      step: orderLoads.step,
      driverUserId: users.id,
      driverName: users.fullName,
    })
    .from(orderLoads)
    .innerJoin(orders, eq(orders.id, orderLoads.orderId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(users, eq(users.id, orderLoads.driverUserId))
    .leftJoin(trucks, eq(trucks.id, orderLoads.truckId))
    .where(
      and(
        eq(orders.supplierId, supplierId),
        gte(orders.deliveryDate, range.from),
        lte(orders.deliveryDate, to),
        notInArray(orders.status, [...ENDED_WITHOUT_DELIVERY]),
      ),
    )
    .orderBy(asc(users.fullName), asc(users.id), asc(orders.deliveryStartsAt), asc(orderLoads.sequence));
  const booked = new Map(bookings.map((row) => [`${row.date}|${row.hour}`, row.booked]));
  const driversOf = (date: string): ScheduleDriverDayRecord[] => {
    const byDriver = new Map<string, ScheduleDriverDayRecord>();
    for (const load of loads.filter((row) => row.date === date)) {
      const day = byDriver.get(load.driverUserId) ?? {
        driver: { userId: load.driverUserId, fullName: load.driverName },
        loads: [],
      };
      day.loads.push({
        id: load.id,
        orderId: load.orderId,
        orderNumber: orderNumber(load.orderId),
        contractorName: load.contractorName,
        window: windowLabel(load.hour),
        sequence: load.sequence,
        quantity: Number(load.quantity),
        unit: load.unit,
        productType: load.productType,
        truckName: load.truckName,
        step: load.step,
      });
      byDriver.set(load.driverUserId, day);
    }
    return [...byDriver.values()];
  };
  const today = localDate(now, settings.timeZone);
  const lastChangeableDate = addDays(today, ORDER_MAX_DAYS_AHEAD);
  const days: ScheduleDayRecord[] = [];
  for (let index = 0; index < range.days; index += 1) {
    const date = addDays(range.from, index);
    const ofDay = rows.filter((row) => row.date === date);
    const blockReason = capacities.blockOf(date);
    days.push({
      date,
      blocked: blockReason !== null,
      blockReason,
      activeOrderCount: ofDay.filter((row) => ACTIVE_STATUSES.includes(row.status)).length,
      changeable: date >= today && date <= lastChangeableDate,
      windows: windowStartHours(settings).map((startHour) => {
        const capacity = capacities.of(date, startHour);
        return {
          startHour,
          label: windowLabel(startHour),
          capacityTrucks: capacity.capacityTrucks,
          defaultCapacityTrucks: capacity.defaultCapacityTrucks,
          overrideCapacityTrucks: capacity.overrideTrucks,
          bookedTrucks: booked.get(`${date}|${startHour}`) ?? 0,
          orders: ofDay
            .filter((row) => row.hour === startHour)
            .map((row) => ({
              id: row.id,
              orderNumber: orderNumber(row.id),
              contractorName: row.contractorName,
              productName: row.productName,
              productType: row.productType,
              quantity: Number(row.quantity),
              unit: row.unit,
              trucks: row.trucks,
              status: row.status,
            })),
        };
      }),
      drivers: driversOf(date),
    });
  }
  return { timeZone: settings.timeZone, today, lastChangeableDate, mayEdit: member.rights.mayEditSchedule, days };
}

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
    throw fieldError(ErrorCode.BAD_USER_INPUT, 'startHour', SCHEDULE_NOT_A_WINDOW_MESSAGE);
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
