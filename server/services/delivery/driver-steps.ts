import 'server-only';

import { and, asc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';

import type { OrderStatus } from '@/graphql/generated/client/graphql';
import { orderNumber } from '@/lib/order/number';
import {
  LOAD_STEPS,
  POSITION_INTERVAL_MS,
  type LoadDelayInput,
  type LoadPositionInput,
  type LoadStep,
} from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { cities, companies, orderLoads, orders, trucks, users } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { NOT_ALLOWED_MESSAGE } from '@/server/services/accounts/permissions';

import { moveOrder } from '@/server/services/orders/lifecycle';
import { windowLabel } from '@/server/services/orders/orders';
import { refuseLoadingWhileOut } from './fleet-bookings';
import { isLoadHeld, LOAD_HELD_MESSAGE } from './holds';
import { deliverySettingsOf } from '@/server/services/catalogue/quote';
import { type SupplierMember } from '@/server/services/accounts/supplier-members';
import { addDays, localDate, siteTimeZone } from '@/server/services/orders/local-time';
import { loadById, toLoad, loadColumns, LOAD_NOT_FOUND_MESSAGE, type OrderLoadRecord } from './loads';
import { destinationsOf, etaOf, recordLateness } from './tracking';
import { recordOrderEvent, type OrderActor } from '@/server/services/events/order-events';

/**
 * The driver's side of delivery day: the loads assigned to them, and each step reported in turn
 * (loaded, en route, arrived, unloading, delivered), their notes, position and delays.
 */

export const LOAD_STEP_OUT_OF_ORDER_MESSAGE = 'Report the steps in order: this is not the load’s next step.';

export const LOAD_NOT_STARTABLE_MESSAGE = 'The dispatcher has not scheduled this order yet.';

export const PROOF_OF_DELIVERY_REQUIRED_MESSAGE =
  'Record the delivery with its proof: the quantity delivered and the receiver’s signature.';

export const DELAY_TOO_LATE_MESSAGE = 'The truck is already on site: a delay is reported before it arrives.';

export const POSITION_NOT_EN_ROUTE_MESSAGE = 'The truck’s position is shared only while the load is en route.';

/** The orders whose loads a driver's day lists: planned, going ahead, or done that day. */
const DRIVER_DAY_STATUSES = ['accepted', 'scheduled', 'dispatched', 'delivered', 'completed'] as const;

/** A load as its driver sees it: the load, and what of its order the driver needs on the road. */
export interface DriverLoadRecord {
  load: OrderLoadRecord;
  orderId: string;
  orderNumber: string;
  orderStatus: OrderStatus;
  productName: string;
  productType: 'readyMix' | 'aggregates' | 'volumetric' | 'rentals';
  orderQuantity: number;
  deliveryDate: string;
  deliveryWindow: string;
  siteName: string | null;
  deliveryAddress: string;
  postalCode: string;
  /** Where the site is (the contractor's pin), for the driver's directions; null when unknown. */
  siteLatitude: number | null;
  siteLongitude: number | null;
  cityName: string;
  gateCode: string | null;
  accessNotes: string | null;
  washoutNotes: string | null;
  contactName: string;
  contactPhone: string;
  contractorName: string;
  /** The delivery site's zone (`lib/time.ts`). */
  timeZone: string;
}

/** How many days after the one shown the driver's app lists the loads ahead (with a link per day). */
export const DRIVER_DAYS_AHEAD = 14;

/** The loads of one day, as the driver's app lists them. */
export interface DriverDayRecord {
  date: string;
  loads: DriverLoadRecord[];
}

/**
 * The driver's loads on a date (the supplier's today when none is given), in the order they go:
 * by the delivery window, then the load's place among its order's trucks. Only the driver's own,
 * and only of orders still going ahead or delivered that day. `coming` has the days after it
 * (DRIVER_DAYS_AHEAD of them) that have loads of theirs, so a load planned for tomorrow is seen
 * today without asking for its date.
 */
export async function driverLoads(
  db: Database,
  member: SupplierMember,
  date: string | null,
  now = new Date(),
): Promise<DriverDayRecord & { coming: DriverDayRecord[] }> {
  const settings = await deliverySettingsOf(db, member.supplierId);
  const day = date ?? localDate(now, settings.timeZone);
  const loads = await selectDriverLoads(
    db,
    member,
    settings.timeZone,
    and(gte(orders.deliveryDate, day), lte(orders.deliveryDate, addDays(day, DRIVER_DAYS_AHEAD)))!,
  );
  const coming: DriverDayRecord[] = [];
  for (const load of loads) {
    if (load.deliveryDate === day) continue;
    const last = coming.at(-1);
    if (last?.date === load.deliveryDate) last.loads.push(load);
    else coming.push({ date: load.deliveryDate, loads: [load] });
  }
  return { date: day, loads: loads.filter((load) => load.deliveryDate === day), coming };
}

async function selectDriverLoads(
  db: Database,
  member: SupplierMember,
  supplierTimeZone: string,
  days: SQL,
): Promise<DriverLoadRecord[]> {
  const rows = await db
    .select({
      load: loadColumns,
      order: {
        id: orders.id,
        status: orders.status,
        productName: orders.productName,
        productType: orders.productType,
        quantity: orders.quantity,
        deliveryDate: orders.deliveryDate,
        windowStartHour: orders.windowStartHour,
        deliveryStartsAt: orders.deliveryStartsAt,
        siteName: orders.siteName,
        deliveryAddress: orders.deliveryAddress,
        postalCode: orders.postalCode,
        siteLatitude: orders.siteLatitude,
        siteLongitude: orders.siteLongitude,
        gateCode: orders.gateCode,
        accessNotes: orders.accessNotes,
        washoutNotes: orders.washoutNotes,
        contactName: orders.contactName,
        contactPhone: orders.contactPhone,
      },
      cityName: cities.name,
      cityTimeZone: cities.timeZone,
      contractorName: companies.name,
    })
    .from(orderLoads)
    .innerJoin(orders, eq(orders.id, orderLoads.orderId))
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .leftJoin(trucks, eq(trucks.id, orderLoads.truckId))
    .leftJoin(users, eq(users.id, orderLoads.driverUserId))
    .where(
      and(
        eq(orderLoads.driverUserId, member.userId),
        eq(orders.supplierId, member.supplierId),
        days,
        inArray(orders.status, [...DRIVER_DAY_STATUSES]),
      ),
    )
    .orderBy(asc(orders.deliveryDate), asc(orders.deliveryStartsAt), asc(orders.id), asc(orderLoads.sequence));
  return rows.map(({ load, order, cityName, cityTimeZone, contractorName }) => ({
    load: toLoad(load),
    orderId: order.id,
    orderNumber: orderNumber(order.id),
    orderStatus: order.status,
    productName: order.productName,
    productType: order.productType,
    orderQuantity: Number(order.quantity),
    deliveryDate: order.deliveryDate,
    deliveryWindow: windowLabel(order.windowStartHour),
    timeZone: siteTimeZone(cityTimeZone, supplierTimeZone),
    siteName: order.siteName,
    deliveryAddress: order.deliveryAddress,
    postalCode: order.postalCode,
    siteLatitude: order.siteLatitude,
    siteLongitude: order.siteLongitude,
    cityName,
    gateCode: order.gateCode,
    accessNotes: order.accessNotes,
    washoutNotes: order.washoutNotes,
    contactName: order.contactName,
    contactPhone: order.contactPhone,
    contractorName,
  }));
}

const STEP_COLUMN = {
  loaded: 'loadedAt',
  en_route: 'enRouteAt',
  arrived: 'arrivedAt',
  unloading: 'unloadingAt',
  delivered: 'deliveredAt',
} as const satisfies Record<Exclude<LoadStep, 'planned'>, keyof typeof orderLoads.$inferSelect>;

/** The load a member may report on: a driver their own, a dispatcher any of the supplier's. */
export async function loadInScope(db: Database, member: SupplierMember, loadId: string) {
  const [load] = await db
    .select({
      id: orderLoads.id,
      orderId: orderLoads.orderId,
      companyId: orders.companyId,
      sequence: orderLoads.sequence,
      step: orderLoads.step,
      driverUserId: orderLoads.driverUserId,
      truckId: orderLoads.truckId,
      latitude: orderLoads.latitude,
      longitude: orderLoads.longitude,
      signatureFileKey: orderLoads.signatureFileKey,
    })
    .from(orderLoads)
    .innerJoin(orders, eq(orders.id, orderLoads.orderId))
    .where(
      and(
        eq(orderLoads.id, loadId),
        eq(orders.supplierId, member.supplierId),
        member.rights.seesAllOrders ? undefined : eq(orderLoads.driverUserId, member.userId),
      ),
    )
    .limit(1);
  if (!load) throw expectedError(ErrorCode.NOT_FOUND, LOAD_NOT_FOUND_MESSAGE);
  return load;
}

/**
 * Reports a load's next step (and only its next: a step cannot be skipped or repeated, so a
 * double tap in the cab changes nothing twice). The order follows: its first load leaving the
 * yard dispatches it, its last load delivered delivers it; each with the contractor's mail.
 */
export async function advanceLoad(
  db: Database,
  member: SupplierMember,
  input: { loadId: string; step: Exclude<LoadStep, 'planned'> },
  now = new Date(),
  /** Delivered: the proof of delivery (proof-of-delivery.ts), recorded with the step. */
  proof?: DeliveryProofColumns,
): Promise<OrderLoadRecord> {
  const load = await loadInScope(db, member, input.loadId);
  const expected = LOAD_STEPS[LOAD_STEPS.indexOf(load.step) + 1];
  if (input.step !== expected) {
    throw expectedError(ErrorCode.LOAD_STEP_OUT_OF_ORDER, LOAD_STEP_OUT_OF_ORDER_MESSAGE, { step: load.step });
  }
  // A load is delivered with its proof only (loadDeliver): the quantity and the receiver's signature.
  if (input.step === 'delivered' && !proof) {
    throw expectedError(ErrorCode.PROOF_OF_DELIVERY_REQUIRED, PROOF_OF_DELIVERY_REQUIRED_MESSAGE);
  }
  const actor = { party: 'supplier' as const, userId: member.userId };
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status, companyId: orders.companyId })
      .from(orders)
      .where(eq(orders.id, load.orderId))
      .for('update');
    if (!order || !['scheduled', 'dispatched'].includes(order.status)) {
      throw expectedError(ErrorCode.LOAD_NOT_STARTABLE, LOAD_NOT_STARTABLE_MESSAGE, { status: order?.status });
    }
    // A held truck waits in the yard (the order's row is locked: a hold accepted now waits for us, or we see it).
    if (input.step === 'loaded' && (await isLoadHeld(tx, load.id))) {
      throw expectedError(ErrorCode.LOAD_HELD, LOAD_HELD_MESSAGE);
    }
    // One load at a time: not while the driver's or the truck's other load is out (rows locked).
    if (input.step === 'loaded') await refuseLoadingWhileOut(tx, load);
    const [moved] = await tx
      .update(orderLoads)
      .set({ step: input.step, [STEP_COLUMN[input.step]]: now, ...proof })
      .where(and(eq(orderLoads.id, load.id), eq(orderLoads.step, load.step)))
      .returning({ id: orderLoads.id });
    if (!moved) throw expectedError(ErrorCode.LOAD_STEP_OUT_OF_ORDER, LOAD_STEP_OUT_OF_ORDER_MESSAGE);
    await recordOrderEvent(tx, order.id, { kind: 'load_step', loadId: load.id, step: input.step, actor }, now);
    // The first truck on site tells where the site is: later loads' ETAs aim there.
    if (input.step === 'arrived' && load.latitude !== null && load.longitude !== null) {
      await tx
        .update(orders)
        .set({ siteLatitude: load.latitude, siteLongitude: load.longitude })
        .where(and(eq(orders.id, order.id), isNull(orders.siteLatitude)));
    }
    let to: 'dispatched' | 'delivered' | null = null;
    if (input.step === 'en_route' && order.status === 'scheduled') to = 'dispatched';
    if (input.step === 'delivered') {
      const [left] = await tx
        .select({ value: sql<number>`count(*)::int` })
        .from(orderLoads)
        .where(and(eq(orderLoads.orderId, order.id), sql`${orderLoads.step} <> 'delivered'`));
      if ((left?.value ?? 0) === 0) {
        if (order.status === 'scheduled') {
          await moveOrder(tx, { orderId: order.id, from: ['scheduled'], to: 'dispatched', actor, now });
        }
        to = 'delivered';
      }
    }
    if (to) {
      const from = to === 'dispatched' ? ['scheduled' as const] : ['scheduled' as const, 'dispatched' as const];
      await moveOrder(tx, { orderId: order.id, from, to, actor, now });
    }
  });
  return loadById(db, load.id);
}

/** The driver's note on a load (or a dispatcher's correction of it); null clears it. */
export async function noteLoad(
  db: Database,
  member: SupplierMember,
  input: { loadId: string; note: string | null },
  now = new Date(),
): Promise<OrderLoadRecord> {
  const load = await loadInScope(db, member, input.loadId);
  await db.transaction(async (tx) => {
    await tx.update(orderLoads).set({ driverNote: input.note }).where(eq(orderLoads.id, load.id));
    await recordOrderEvent(tx, load.orderId, { kind: 'load_note', loadId: load.id, actor: actorOf(member) }, now);
  });
  return loadById(db, load.id);
}

/**
 * The truck's position from the driver's phone, while the load is en route (before that the
 * truck is in the yard, after arrival it is on site). At most one position per
 * POSITION_INTERVAL_MS is kept: a phone sending faster changes nothing until the interval has
 * passed. Only the load's driver sends it.
 */
export async function reportPosition(
  db: Database,
  member: SupplierMember,
  input: LoadPositionInput,
  now = new Date(),
): Promise<OrderLoadRecord> {
  const load = await loadInScope(db, member, input.loadId);
  if (load.driverUserId !== member.userId) throw expectedError(ErrorCode.FORBIDDEN, NOT_ALLOWED_MESSAGE);
  if (load.step !== 'en_route') {
    throw expectedError(ErrorCode.LOAD_STEP_OUT_OF_ORDER, POSITION_NOT_EN_ROUTE_MESSAGE, { step: load.step });
  }
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orderLoads)
      .set({
        latitude: input.latitude,
        longitude: input.longitude,
        accuracyMeters: input.accuracyMeters ?? null,
        positionAt: now,
      })
      .where(
        and(
          eq(orderLoads.id, load.id),
          eq(orderLoads.step, 'en_route'),
          or(isNull(orderLoads.positionAt), lte(orderLoads.positionAt, new Date(now.getTime() - POSITION_INTERVAL_MS))),
        ),
      )
      .returning({ id: orderLoads.id });
    if (row)
      await recordOrderEvent(tx, load.orderId, { kind: 'load_position', loadId: load.id, actor: actorOf(member) }, now);
    return Boolean(row);
  });
  const record = await loadById(db, load.id);
  if (moved) {
    // Past the end of the window at this pace: the contractor hears it now, not at the gate.
    const eta = await etaOf(record, (await destinationsOf(db, [load.orderId])).get(load.orderId));
    if (eta?.lateForWindow)
      await recordLateness(db, load, { kind: 'eta', arrivesAt: eta.arrivesAt }, actorOf(member), now);
  }
  return record;
}

/** A driver's (or a dispatcher's) change as the order's events record it. */
const actorOf = (member: SupplierMember): OrderActor => ({ party: 'supplier', userId: member.userId });

/** What proof of delivery writes on the load with its delivered step. */
export interface DeliveryProofColumns {
  deliveredQuantity: string;
  waterAddedLitres: string | null;
  slumpMm: number | null;
  receivedBy: string;
}

/** Steps in which a driver may report a delay: from loading until the truck is on site. */
const DELAYABLE: readonly LoadStep[] = ['planned', 'loaded', 'en_route'];

/**
 * The driver reports a delay (minutes, and why): kept on the load, and the contractor is told at
 * once, on the order page and by mail.
 */
export async function reportDelay(
  db: Database,
  member: SupplierMember,
  input: LoadDelayInput,
  now = new Date(),
): Promise<OrderLoadRecord> {
  const load = await loadInScope(db, member, input.loadId);
  if (!DELAYABLE.includes(load.step)) {
    throw expectedError(ErrorCode.LOAD_STEP_OUT_OF_ORDER, DELAY_TOO_LATE_MESSAGE, { step: load.step });
  }
  await db.transaction(async (tx) => {
    await tx
      .update(orderLoads)
      .set({ delayMinutes: input.minutes, delayReason: input.reason, lateNotifiedAt: now })
      .where(eq(orderLoads.id, load.id));
    await recordOrderEvent(
      tx,
      load.orderId,
      { kind: 'load_delay', loadId: load.id, minutes: input.minutes, reason: input.reason, actor: actorOf(member) },
      now,
    );
  });
  return loadById(db, load.id);
}
