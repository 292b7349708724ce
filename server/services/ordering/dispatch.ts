import 'server-only';

import { and, asc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';

import type { OrderStatus } from '@/graphql/generated/client/graphql';
import { orderNumber } from '@/lib/order/number';
import {
  LOAD_STEPS,
  LOADS_TOTAL_MESSAGE,
  POSITION_INTERVAL_MS,
  quantityHundredths,
  type LoadDelayInput,
  type LoadPositionInput,
  type LoadStep,
  type OrderDispatch,
  type TruckInput,
} from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { violatedUniqueConstraint } from '@/server/db/errors';
import { isOneOfIds, preparedPerDatabase } from '@/server/db/prepared';
import { cities, companies, orderLoads, orders, trucks, users } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { queueOrderStatusMail, sendSoon } from '@/server/services/mail';
import { NOT_ALLOWED_MESSAGE } from '@/server/services/permissions';
import { recordWebhookEvent } from '@/server/services/webhooks/events';

import { moveOrder, recordOrderEvent } from './lifecycle';
import { orderChanged } from './order-changes';
import { getOrder, windowLabel } from './orders';
import { isLoadHeld, LOAD_HELD_MESSAGE } from './pour-day';
import { deliverySettingsOf } from './quote';
import {
  getSupplierOrder,
  NOT_A_DRIVER_MESSAGE,
  orderActorOf,
  supplierDrivers,
  type SupplierActor,
  type SupplierMember,
} from './supplier-orders';
import { localDate, siteTimeZone } from './time';
import { destinationsOf, etaOf, tellContractorLate } from './tracking';

/**
 * Dispatch and delivery day. The supplier's fleet is a list of trucks (a name or plate, what one
 * trip carries). A dispatcher splits an order into loads, one per truck trip, each with a truck
 * and a driver; the loads add up to the order's quantity exactly. A driver sees the loads
 * assigned to them and reports each step in turn (loaded, en route, arrived, unloading,
 * delivered); the order follows: dispatched when its first load leaves the yard, delivered when
 * its last load is. Every change is published like any order change, so the workspace, the
 * driver's phone and the contractor's page update without a reload.
 */

export const TRUCK_NAME_TAKEN_MESSAGE = 'You already have a truck with this name.';
export const TRUCK_NOT_FOUND_MESSAGE = 'Truck not found';
export const LOAD_NOT_FOUND_MESSAGE = 'Load not found';
export const NOT_YOUR_TRUCK_MESSAGE = 'Choose one of your trucks.';
export const TRUCK_TOO_SMALL_MESSAGE = 'This load is more than the truck carries.';
export const TRUCK_OTHER_UNIT_MESSAGE = 'This truck carries another kind of material (its unit differs).';
export const ORDER_NOT_DISPATCHABLE_MESSAGE = 'Loads can be planned once the order is accepted, until it is delivered.';
export const LOAD_STEP_OUT_OF_ORDER_MESSAGE = 'Report the steps in order: this is not the load’s next step.';
export const LOAD_NOT_STARTABLE_MESSAGE = 'The dispatcher has not scheduled this order yet.';
export const PROOF_OF_DELIVERY_REQUIRED_MESSAGE =
  'Record the delivery with its proof: the quantity delivered and the receiver’s signature.';
export const DELAY_TOO_LATE_MESSAGE = 'The truck is already on site: a delay is reported before it arrives.';
export const POSITION_NOT_EN_ROUTE_MESSAGE = 'The truck’s position is shared only while the load is en route.';

/** The states in which a dispatcher plans loads. */
const DISPATCHABLE = ['accepted', 'scheduled', 'dispatched'] as const;
/** The orders whose loads a driver's day lists: planned, going ahead, or done that day. */
const DRIVER_DAY_STATUSES = ['accepted', 'scheduled', 'dispatched', 'delivered', 'completed'] as const;

/** Units one truck's capacity can be compared in: volume with volume, weight with weight. */
const UNIT_FACTORS: Record<string, { kind: 'volume' | 'weight'; base: number }> = {
  m3: { kind: 'volume', base: 1 },
  yd: { kind: 'volume', base: 0.764554857984 },
  tonne: { kind: 'weight', base: 1 },
  ton: { kind: 'weight', base: 0.90718474 },
};

/** A quantity in another unit of the same kind, or null when the kinds differ. */
export function convertQuantity(quantity: number, from: string, to: string): number | null {
  const source = UNIT_FACTORS[from];
  const target = UNIT_FACTORS[to];
  if (!source || !target || source.kind !== target.kind) return null;
  return (quantity * source.base) / target.base;
}

export interface TruckRecord {
  id: string;
  name: string;
  capacity: number;
  unit: 'm3' | 'yd' | 'tonne' | 'ton';
  active: boolean;
}

const truckColumns = {
  id: trucks.id,
  name: trucks.name,
  capacity: trucks.capacity,
  unit: trucks.unit,
  active: trucks.active,
};

const toTruck = (row: { capacity: string } & Omit<TruckRecord, 'capacity'>): TruckRecord => ({
  ...row,
  capacity: Number(row.capacity),
});

function requireDispatcher(member: SupplierActor) {
  if (!member.rights.mayDispatch) throw expectedError(ErrorCode.FORBIDDEN, NOT_ALLOWED_MESSAGE);
}

/** The supplier's trucks, by name; retired ones last (their past loads still name them). */
export async function listTrucks(db: Database, member: SupplierActor): Promise<TruckRecord[]> {
  const rows = await db
    .select(truckColumns)
    .from(trucks)
    .where(eq(trucks.supplierId, member.supplierId))
    .orderBy(sql`${trucks.active} desc`, asc(sql`lower(${trucks.name})`));
  return rows.map(toTruck);
}

/** Adds a truck to the fleet, or changes one (its name, capacity, unit). */
export async function saveTruck(db: Database, member: SupplierMember, input: TruckInput): Promise<TruckRecord> {
  requireDispatcher(member);
  const values = { name: input.name, capacity: input.capacity.toFixed(2), unit: input.unit };
  try {
    const [row] = input.id
      ? await db
          .update(trucks)
          .set(values)
          .where(and(eq(trucks.id, input.id), eq(trucks.supplierId, member.supplierId)))
          .returning(truckColumns)
      : await db
          .insert(trucks)
          .values({ ...values, supplierId: member.supplierId })
          .returning(truckColumns);
    if (!row) throw expectedError(ErrorCode.NOT_FOUND, TRUCK_NOT_FOUND_MESSAGE);
    return toTruck(row);
  } catch (error) {
    if (violatedUniqueConstraint(error) !== undefined) {
      throw expectedError(ErrorCode.BAD_USER_INPUT, TRUCK_NAME_TAKEN_MESSAGE, {
        fields: { name: TRUCK_NAME_TAKEN_MESSAGE },
      });
    }
    throw error;
  }
}

/** Retires a truck (or brings it back): retired, it takes no new loads. */
export async function setTruckActive(
  db: Database,
  member: SupplierMember,
  truckId: string,
  active: boolean,
): Promise<TruckRecord> {
  requireDispatcher(member);
  const [row] = await db
    .update(trucks)
    .set({ active })
    .where(and(eq(trucks.id, truckId), eq(trucks.supplierId, member.supplierId)))
    .returning(truckColumns);
  if (!row) throw expectedError(ErrorCode.NOT_FOUND, TRUCK_NOT_FOUND_MESSAGE);
  return toTruck(row);
}

export interface OrderLoadRecord {
  id: string;
  orderId: string;
  sequence: number;
  quantity: number;
  unit: 'm3' | 'yd' | 'tonne' | 'ton';
  truck: { id: string; name: string } | null;
  driver: { userId: string; fullName: string } | null;
  step: LoadStep;
  loadedAt: string | null;
  enRouteAt: string | null;
  arrivedAt: string | null;
  unloadingAt: string | null;
  deliveredAt: string | null;
  driverNote: string | null;
  /** A delay the driver reported, in minutes, and why. */
  delayMinutes: number | null;
  delayReason: string | null;
  /** Proof of delivery, once delivered. */
  deliveredQuantity: number | null;
  waterAddedLitres: number | null;
  slumpMm: number | null;
  receivedBy: string | null;
  hasSignature: boolean;
  hasPhoto: boolean;
  /** The truck's last position while en route, or null. */
  position: { latitude: number; longitude: number; accuracyMeters: number | null; at: string } | null;
  /** The contractor's hold (pour-day.ts): set, the driver cannot report the load loaded. */
  heldAt: string | null;
  held: boolean;
}

const loadColumns = {
  id: orderLoads.id,
  orderId: orderLoads.orderId,
  sequence: orderLoads.sequence,
  quantity: orderLoads.quantity,
  unit: orders.unit,
  truckId: trucks.id,
  truckName: trucks.name,
  driverUserId: users.id,
  driverName: users.fullName,
  step: orderLoads.step,
  loadedAt: orderLoads.loadedAt,
  enRouteAt: orderLoads.enRouteAt,
  arrivedAt: orderLoads.arrivedAt,
  unloadingAt: orderLoads.unloadingAt,
  deliveredAt: orderLoads.deliveredAt,
  driverNote: orderLoads.driverNote,
  latitude: orderLoads.latitude,
  longitude: orderLoads.longitude,
  accuracyMeters: orderLoads.accuracyMeters,
  positionAt: orderLoads.positionAt,
  delayMinutes: orderLoads.delayMinutes,
  delayReason: orderLoads.delayReason,
  deliveredQuantity: orderLoads.deliveredQuantity,
  waterAddedLitres: orderLoads.waterAddedLitres,
  slumpMm: orderLoads.slumpMm,
  receivedBy: orderLoads.receivedBy,
  signatureFileKey: orderLoads.signatureFileKey,
  photoFileKey: orderLoads.photoFileKey,
  heldAt: orderLoads.heldAt,
};

function selectLoads(db: Database, where: SQL | undefined) {
  return db
    .select(loadColumns)
    .from(orderLoads)
    .innerJoin(orders, eq(orders.id, orderLoads.orderId))
    .leftJoin(trucks, eq(trucks.id, orderLoads.truckId))
    .leftJoin(users, eq(users.id, orderLoads.driverUserId))
    .where(where);
}

type LoadRow = Awaited<ReturnType<ReturnType<typeof selectLoads>['execute']>>[number];

const iso = (at: Date | null) => at?.toISOString() ?? null;

function toLoad(row: LoadRow): OrderLoadRecord {
  return {
    id: row.id,
    orderId: row.orderId,
    sequence: row.sequence,
    quantity: Number(row.quantity),
    unit: row.unit,
    truck: row.truckId && row.truckName ? { id: row.truckId, name: row.truckName } : null,
    driver: row.driverUserId && row.driverName ? { userId: row.driverUserId, fullName: row.driverName } : null,
    step: row.step,
    loadedAt: iso(row.loadedAt),
    enRouteAt: iso(row.enRouteAt),
    arrivedAt: iso(row.arrivedAt),
    unloadingAt: iso(row.unloadingAt),
    deliveredAt: iso(row.deliveredAt),
    driverNote: row.driverNote,
    delayMinutes: row.delayMinutes,
    delayReason: row.delayReason,
    deliveredQuantity: row.deliveredQuantity === null ? null : Number(row.deliveredQuantity),
    waterAddedLitres: row.waterAddedLitres === null ? null : Number(row.waterAddedLitres),
    slumpMm: row.slumpMm,
    receivedBy: row.receivedBy,
    hasSignature: row.signatureFileKey !== null,
    hasPhoto: row.photoFileKey !== null,
    heldAt: iso(row.heldAt),
    held: row.heldAt !== null,
    position:
      row.latitude !== null && row.longitude !== null && row.positionAt
        ? {
            latitude: row.latitude,
            longitude: row.longitude,
            accuracyMeters: row.accuracyMeters,
            at: row.positionAt.toISOString(),
          }
        : null,
  };
}

const loadsOfOrdersQuery = preparedPerDatabase((db) =>
  selectLoads(db, isOneOfIds(orderLoads.orderId, 'orderIds'))
    .orderBy(asc(orderLoads.orderId), asc(orderLoads.sequence))
    .prepare('loads_of_orders'),
);

/** The loads of several orders, each in the order its trucks go (for a list's batch loader). */
export async function loadsOfOrders(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, OrderLoadRecord[]>> {
  const byOrder = new Map<string, OrderLoadRecord[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await loadsOfOrdersQuery(db).execute({ orderIds });
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(toLoad(row));
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/** One load as it is now. */
async function loadById(db: Database, loadId: string): Promise<OrderLoadRecord> {
  const [row] = await selectLoads(db, eq(orderLoads.id, loadId)).limit(1);
  if (!row) throw expectedError(ErrorCode.NOT_FOUND, LOAD_NOT_FOUND_MESSAGE);
  return toLoad(row);
}

/**
 * Plans an order's loads: the loads that have not left the yard are replaced by `input.loads`
 * (kept by id, added, or removed when left out), each with one of the supplier's active trucks
 * (the load fits in it) and one of its drivers; with the loads under way they add up to the
 * order's quantity exactly. Planned in one transaction, with the order's row locked, so two
 * dispatchers saving at once do not interleave their loads.
 */
export async function dispatchOrder(db: Database, member: SupplierActor, input: OrderDispatch, now = new Date()) {
  requireDispatcher(member);
  const order = await getSupplierOrder(db, member, input.orderId, now);
  if (!(DISPATCHABLE as readonly string[]).includes(order.status)) {
    throw expectedError(ErrorCode.ORDER_NOT_DISPATCHABLE, ORDER_NOT_DISPATCHABLE_MESSAGE, { status: order.status });
  }
  const [fleet, drivers] = await Promise.all([
    listTrucks(db, member),
    member.companyId ? supplierDrivers(db, member.companyId) : [],
  ]);
  const fields: Record<string, string> = {};
  input.loads.forEach((load, index) => {
    const truck = fleet.find((candidate) => candidate.id === load.truckId && candidate.active);
    if (!truck) fields[`loads.${index}.truckId`] = NOT_YOUR_TRUCK_MESSAGE;
    else {
      const carried = convertQuantity(load.quantity, order.unit, truck.unit);
      if (carried === null) fields[`loads.${index}.truckId`] = TRUCK_OTHER_UNIT_MESSAGE;
      else if (carried > truck.capacity + 1e-9) fields[`loads.${index}.quantity`] = TRUCK_TOO_SMALL_MESSAGE;
    }
    if (!drivers.some((driver) => driver.userId === load.driverUserId)) {
      fields[`loads.${index}.driverUserId`] = NOT_A_DRIVER_MESSAGE;
    }
  });
  const firstField = Object.values(fields)[0];
  if (firstField) throw expectedError(ErrorCode.BAD_USER_INPUT, firstField, { fields });

  const companyId = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ companyId: orders.companyId })
      .from(orders)
      .where(eq(orders.id, order.id))
      .for('update');
    const existing = await tx
      .select({
        id: orderLoads.id,
        step: orderLoads.step,
        quantity: orderLoads.quantity,
        sequence: orderLoads.sequence,
      })
      .from(orderLoads)
      .where(eq(orderLoads.orderId, order.id))
      .orderBy(asc(orderLoads.sequence));
    const underWay = existing.filter((load) => load.step !== 'planned');
    const planned = new Set(existing.filter((load) => load.step === 'planned').map((load) => load.id));
    const unknown = input.loads.findIndex((load) => load.id && !planned.has(load.id));
    if (unknown >= 0) {
      throw expectedError(ErrorCode.BAD_USER_INPUT, LOAD_NOT_FOUND_MESSAGE, {
        fields: { [`loads.${unknown}.id`]: 'This load has left the yard or was removed: reload the order.' },
      });
    }
    const total = [...underWay.map((load) => Number(load.quantity)), ...input.loads.map((load) => load.quantity)]
      .map((quantity) => quantityHundredths(quantity) ?? 0)
      .reduce((sum, value) => sum + value, 0);
    if (total !== quantityHundredths(order.quantity)) {
      throw expectedError(ErrorCode.BAD_USER_INPUT, LOADS_TOTAL_MESSAGE, { fields: { loads: LOADS_TOTAL_MESSAGE } });
    }
    // Renumbered after the loads under way; sequences move out of the way first (unique index).
    await tx
      .update(orderLoads)
      .set({ sequence: sql`${orderLoads.sequence} + 1000` })
      .where(and(eq(orderLoads.orderId, order.id), eq(orderLoads.step, 'planned')));
    const kept = new Set(input.loads.flatMap((load) => (load.id ? [load.id] : [])));
    const removed = [...planned].filter((id) => !kept.has(id));
    if (removed.length > 0) await tx.delete(orderLoads).where(inArray(orderLoads.id, removed));
    const firstSequence = Math.max(0, ...underWay.map((load) => load.sequence)) + 1;
    for (const [index, load] of input.loads.entries()) {
      const values = {
        sequence: firstSequence + index,
        quantity: load.quantity.toFixed(2),
        truckId: load.truckId,
        driverUserId: load.driverUserId,
      };
      if (load.id) await tx.update(orderLoads).set(values).where(eq(orderLoads.id, load.id));
      else await tx.insert(orderLoads).values({ ...values, orderId: order.id });
    }
    await recordOrderEvent(tx, order.id, { kind: 'loads_planned', actor: orderActorOf(member) }, now);
    return locked!.companyId;
  });
  // The contractor's tracking lists the loads too.
  await orderChanged({ orderId: order.id, supplierId: order.supplierId, companyId });
  return getSupplierOrder(db, member, order.id, now);
}

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

/**
 * The driver's loads on a date (the supplier's today when none is given), in the order they go:
 * by the delivery window, then the load's place among its order's trucks. Only the driver's own,
 * and only of orders still going ahead or delivered that day.
 */
export async function driverLoads(
  db: Database,
  member: SupplierMember,
  date: string | null,
  now = new Date(),
): Promise<{ date: string; loads: DriverLoadRecord[] }> {
  const settings = await deliverySettingsOf(db, member.supplierId);
  const day = date ?? localDate(now, settings.timeZone);
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
        eq(orders.deliveryDate, day),
        inArray(orders.status, [...DRIVER_DAY_STATUSES]),
      ),
    )
    .orderBy(asc(orders.deliveryStartsAt), asc(orders.id), asc(orderLoads.sequence));
  return {
    date: day,
    loads: rows.map(({ load, order, cityName, cityTimeZone, contractorName }) => ({
      load: toLoad(load),
      orderId: order.id,
      orderNumber: orderNumber(order.id),
      orderStatus: order.status,
      productName: order.productName,
      productType: order.productType,
      orderQuantity: Number(order.quantity),
      deliveryDate: order.deliveryDate,
      deliveryWindow: windowLabel(order.windowStartHour),
      timeZone: siteTimeZone(cityTimeZone, settings.timeZone),
      siteName: order.siteName,
      deliveryAddress: order.deliveryAddress,
      postalCode: order.postalCode,
      cityName,
      gateCode: order.gateCode,
      accessNotes: order.accessNotes,
      washoutNotes: order.washoutNotes,
      contactName: order.contactName,
      contactPhone: order.contactPhone,
      contractorName,
    })),
  };
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
  const outcome = await db.transaction(async (tx) => {
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
    const [moved] = await tx
      .update(orderLoads)
      .set({ step: input.step, [STEP_COLUMN[input.step]]: now, ...proof })
      .where(and(eq(orderLoads.id, load.id), eq(orderLoads.step, load.step)))
      .returning({ id: orderLoads.id });
    if (!moved) throw expectedError(ErrorCode.LOAD_STEP_OUT_OF_ORDER, LOAD_STEP_OUT_OF_ORDER_MESSAGE);
    await recordWebhookEvent(tx, { orderId: order.id, type: `load.${input.step}`, loadId: load.id }, now);
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
    let mailId: string | null = null;
    if (to) {
      const from = to === 'dispatched' ? ['scheduled' as const] : ['scheduled' as const, 'dispatched' as const];
      const row = await moveOrder(tx, { orderId: order.id, from, to, actor, now });
      if (row) mailId = await queueOrderStatusMail(tx, await getOrder(tx, order.companyId, order.id, now), { to });
    }
    return { companyId: order.companyId, mailId };
  });
  if (outcome.mailId) void sendSoon(db, [outcome.mailId]);
  await orderChanged({ orderId: load.orderId, supplierId: member.supplierId, companyId: outcome.companyId });
  return loadById(db, load.id);
}

/** The driver's note on a load (or a dispatcher's correction of it); null clears it. */
export async function noteLoad(
  db: Database,
  member: SupplierMember,
  input: { loadId: string; note: string | null },
): Promise<OrderLoadRecord> {
  const load = await loadInScope(db, member, input.loadId);
  await db.update(orderLoads).set({ driverNote: input.note }).where(eq(orderLoads.id, load.id));
  await orderChanged({ orderId: load.orderId, supplierId: member.supplierId, companyId: load.companyId });
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
  const [moved] = await db
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
  const record = await loadById(db, load.id);
  if (moved) {
    // Past the end of the window at this pace: the contractor hears it now, not at the gate.
    const eta = await etaOf(record, (await destinationsOf(db, [load.orderId])).get(load.orderId));
    if (eta?.lateForWindow) await tellContractorLate(db, load, { kind: 'eta', arrivesAt: eta.arrivesAt }, now);
    await orderChanged({ orderId: load.orderId, supplierId: member.supplierId, companyId: load.companyId });
  }
  return record;
}

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
  await db
    .update(orderLoads)
    .set({ delayMinutes: input.minutes, delayReason: input.reason })
    .where(eq(orderLoads.id, load.id));
  await tellContractorLate(db, load, { kind: 'delay', minutes: input.minutes, reason: input.reason }, now);
  await orderChanged({ orderId: load.orderId, supplierId: member.supplierId, companyId: load.companyId });
  return loadById(db, load.id);
}
