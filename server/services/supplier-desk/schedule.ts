import 'server-only';

import { and, asc, eq, gte, lte, notInArray } from 'drizzle-orm';

import type { OrderStatus } from '@/graphql/generated/client/graphql';
import { ORDER_MAX_DAYS_AHEAD } from '@/lib/constants';
import { ACTIVE_STATUSES, ENDED_WITHOUT_DELIVERY } from '@/lib/order/lifecycle';
import { orderNumber } from '@/lib/order/number';
import type { LoadStep } from '@/lib/validation/dispatch';
import type { Database } from '@/server/db/database';
import { companies, deliveryWindowBookings, orderLoads, orders, trucks, users } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { NOT_ALLOWED_MESSAGE } from '@/server/services/accounts/permissions';

import { windowCapacities } from '@/server/services/catalogue/capacity';
import { windowLabel } from '@/server/services/orders/orders';
import { deliverySettingsOf, windowStartHours } from '@/server/services/catalogue/quote';
import type { SupplierMember } from '@/server/services/accounts/supplier-members';
import { addDays, localDate } from '@/server/services/orders/local-time';

/**
 * The supplier's schedule board: per day and 4-hour window, the trucks booked against the
 * window's capacity and the orders in it; the owner and dispatchers change a window's capacity on
 * a date and block dates (holidays, the plant down; schedule-changes.ts). The capacity itself is decided in
 * capacity.ts, which availability and booking read too, so the contractor's availability step
 * follows a change at once. Every change locks the windows' booking rows first (bookings.ts
 * `lockWindows`), as booking does: a capacity is never set below what a concurrent order just
 * booked, and no order books a date while it is being blocked.
 */

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

export function requireScheduleReader(member: SupplierMember) {
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
