import 'server-only';

import { and, asc, eq, isNotNull } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { orderLoads } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { NOT_ALLOWED_MESSAGE } from '@/server/services/accounts/permissions';

import type { Transaction } from '@/server/db/database';
import { recordOrderEvent, type OrderActor } from '@/server/services/events/order-events';
import { getOrder, type OrderRecord } from '@/server/services/orders/orders';
import { getSupplierOrder } from '@/server/services/supplier-desk/supplier-orders';
import { type SupplierMember } from '@/server/services/accounts/supplier-members';

/**
 * Holding a truck in the yard on pour day: which load a hold takes, releasing it (the contractor or a dispatcher), and whether a load is held.
 */

export const NOTHING_TO_HOLD_MESSAGE = 'No truck is waiting to leave the yard: there is nothing to hold.';

export const ALREADY_HELD_MESSAGE = 'A truck is held already: release it first.';

export const NOTHING_HELD_MESSAGE = 'No truck is held.';

export const LOAD_HELD_MESSAGE = 'The contractor asked to hold this truck: wait until the hold is released.';

/** The next planned load to hold, or the coded refusal: none waits, or one is held already. */
export async function loadToHold(db: Database, orderId: string): Promise<string> {
  const loads = await db
    .select({ id: orderLoads.id, step: orderLoads.step, heldAt: orderLoads.heldAt })
    .from(orderLoads)
    .where(eq(orderLoads.orderId, orderId))
    .orderBy(asc(orderLoads.sequence));
  if (loads.some((load) => load.heldAt !== null)) {
    throw expectedError(ErrorCode.HOLD_NOT_POSSIBLE, ALREADY_HELD_MESSAGE);
  }
  const next = loads.find((load) => load.step === 'planned');
  if (!next) throw expectedError(ErrorCode.HOLD_NOT_POSSIBLE, NOTHING_TO_HOLD_MESSAGE);
  return next.id;
}

/**
 * Releases the order's held truck: a dispatcher of the supplier, or the contractor who asked for
 * the hold. HOLD_NOT_POSSIBLE when no truck is held.
 */
export async function releaseHold(db: Database, orderId: string, actor: OrderActor, now: Date): Promise<void> {
  const released = await db.transaction(async (tx) => {
    const rows = await tx
      .update(orderLoads)
      .set({ heldAt: null })
      .where(and(eq(orderLoads.orderId, orderId), isNotNull(orderLoads.heldAt)))
      .returning({ id: orderLoads.id });
    if (rows.length > 0) await recordOrderEvent(tx, orderId, { kind: 'hold_released', actor }, now);
    return rows.length;
  });
  if (released === 0) throw expectedError(ErrorCode.HOLD_NOT_POSSIBLE, NOTHING_HELD_MESSAGE);
}

/** The contractor lifts the hold on their order's truck. */
export async function releaseHoldAsContractor(
  db: Database,
  asker: { companyId: string; userId: string },
  orderId: string,
  now = new Date(),
): Promise<OrderRecord> {
  const order = await getOrder(db, asker.companyId, orderId, now);
  await releaseHold(db, order.id, { party: 'contractor', userId: asker.userId }, now);
  return getOrder(db, asker.companyId, order.id, now);
}

/** A dispatcher releases the held truck of one of the supplier's orders. */
export async function releaseHoldAsSupplier(db: Database, member: SupplierMember, orderId: string, now = new Date()) {
  if (!member.rights.mayDispatch) throw expectedError(ErrorCode.FORBIDDEN, NOT_ALLOWED_MESSAGE);
  const order = await getSupplierOrder(db, member, orderId, now);
  await releaseHold(db, order.id, { party: 'supplier', userId: member.userId }, now);
  return getSupplierOrder(db, member, order.id, now);
}

/** For dispatch's advanceLoad: whether a load is held now (read under the order's lock). */
export async function isLoadHeld(tx: Transaction, loadId: string): Promise<boolean> {
  const [load] = await tx
    .select({ id: orderLoads.id })
    .from(orderLoads)
    .where(and(eq(orderLoads.id, loadId), isNotNull(orderLoads.heldAt)));
  return Boolean(load);
}
