import 'server-only';

import { asc, eq, type SQL } from 'drizzle-orm';

import { type LoadStep } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { isOneOfIds, preparedPerDatabase } from '@/server/db/prepared';
import { orderLoads, orders, trucks, users } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

/** An order's loads as every side reads them: one truck trip each, with its truck, driver and steps. */

export const LOAD_NOT_FOUND_MESSAGE = 'Load not found';

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

export const loadColumns = {
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

export function selectLoads(db: Database, where: SQL | undefined) {
  return db
    .select(loadColumns)
    .from(orderLoads)
    .innerJoin(orders, eq(orders.id, orderLoads.orderId))
    .leftJoin(trucks, eq(trucks.id, orderLoads.truckId))
    .leftJoin(users, eq(users.id, orderLoads.driverUserId))
    .where(where);
}

export type LoadRow = Awaited<ReturnType<ReturnType<typeof selectLoads>['execute']>>[number];

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function toLoad(row: LoadRow): OrderLoadRecord {
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
export async function loadById(db: Database, loadId: string): Promise<OrderLoadRecord> {
  const [row] = await selectLoads(db, eq(orderLoads.id, loadId)).limit(1);
  if (!row) throw expectedError(ErrorCode.NOT_FOUND, LOAD_NOT_FOUND_MESSAGE);
  return toLoad(row);
}
