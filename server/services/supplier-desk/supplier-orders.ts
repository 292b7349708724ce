import 'server-only';

import { and, asc, count, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';

import type { OrderStatus } from '@/graphql/generated/client/graphql';
import { WINDOW_PROPOSAL_STATUSES } from '@/lib/order/lifecycle';
import { orderNumber } from '@/lib/order/number';
import type { SupplierOrderFilter } from '@/lib/validation/supplier-orders';
import type { Database } from '@/server/db/database';
import { preparedPerDatabase, preparedPerDatabaseAndShape, withGenericPlan } from '@/server/db/prepared';
import { orderLoads, orders } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

import { type SupplierActor, type SupplierMember } from '@/server/services/accounts/supplier-members';

import {
  ORDER_NOT_FOUND_MESSAGE,
  selectOrders,
  orderSummariesOf,
  toOrderRecord,
  type OrderRecord,
  type OrderSummary,
} from '@/server/services/orders/orders';
import { isUnfiltered, orderNumberCondition } from '@/server/services/orders/lists';
import { selectSummaryPage, type SummaryShape } from '@/server/services/orders/order-summary';
import { orderCountsByStatus } from '@/server/services/orders/order-counts';

/**
 * The supplier's side of orders: the inbox (filters, search, counts per state), one order with
 * its internal notes and history, and the changes a supplier's team makes. Every query is scoped
 * to the caller's supplier, and a driver's to the orders with a load assigned to them; another supplier's
 * order is NOT_FOUND, as if it did not exist.
 */

/** An SQL condition: the order has a load assigned to this driver. */
function hasLoadOf(driverUserId: string): SQL {
  return sql`exists (select 1 from ${orderLoads} where ${orderLoads.orderId} = ${orders.id} and ${orderLoads.driverUserId} = ${driverUserId})`;
}

const seesEveryOrder = (member: SupplierActor) => member.rights.seesAllOrders || !('userId' in member);

/** The orders the member may see: the supplier's, and for a driver only those with a load of theirs. */
export function scopeOf(member: SupplierActor): SQL {
  const supplier = eq(orders.supplierId, member.supplierId);
  return seesEveryOrder(member) || !('userId' in member) ? supplier : and(supplier, hasLoadOf(member.userId))!;
}

export interface SupplierOrderRecord extends OrderRecord {
  orderNumber: string;
  allowedTransitions: OrderStatus[];
  mayProposeWindow: boolean;
}

/** An order with what the member may do with it (added to the record, not spread into a copy: see toOrderRecord). */
function toSupplierOrder<Order extends Pick<OrderRecord, 'id' | 'status'>>(member: SupplierActor, record: Order) {
  return Object.assign(record, {
    orderNumber: orderNumber(record.id),
    allowedTransitions: [...member.rights.transitions[record.status]],
    mayProposeWindow: member.rights.mayProposeWindow && WINDOW_PROPOSAL_STATUSES.includes(record.status),
  });
}

function selectSupplierOrders(db: Database, where: SQL | undefined) {
  return selectOrders(db).where(where);
}

/** Filters other than the state: the counts per state use them too. */
function filterConditions(filter: SupplierOrderFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.deliveryFrom) conditions.push(gte(orders.deliveryDate, filter.deliveryFrom));
  if (filter.deliveryTo) conditions.push(lte(orders.deliveryDate, filter.deliveryTo));
  if (filter.cityId) conditions.push(eq(orders.cityId, filter.cityId));
  if (filter.productId) conditions.push(eq(orders.productId, filter.productId));
  if (filter.search) {
    const term = filter.search.replace(/[%_\\]/g, (character) => `\\${character}`);
    const byNumber = orderNumberCondition(filter.search);
    conditions.push(or(ilike(orders.jobNumber, `%${term}%`), ...(byNumber ? [byNumber] : []))!);
  }
  return conditions;
}

export interface SupplierOrderList {
  values: SupplierOrderRecord[];
  count: number;
  counts: { status: OrderStatus; count: number }[];
}

/** Every order of the supplier: the inbox as it opens, for a member who sees them all. */
const wholeInbox = (member: SupplierActor, filter: SupplierOrderFilter) =>
  isUnfiltered(filter) && seesEveryOrder(member);

/** The orders of the member's inbox that match the filter. */
function inboxWhere(member: SupplierActor, filter: SupplierOrderFilter): SQL | undefined {
  return and(
    scopeOf(member),
    ...filterConditions(filter),
    filter.status ? eq(orders.status, filter.status) : undefined,
  );
}

/** How many of the member's orders match the filter, and how many per state (the state filter aside). */
async function inboxCounts(
  db: Database,
  member: SupplierActor,
  filter: SupplierOrderFilter,
): Promise<Omit<SupplierOrderList, 'values'>> {
  if (wholeInbox(member, filter)) {
    // Every order of the supplier: its kept counts per state, which add up to the total.
    const counts = await orderCountsByStatus(db, member.supplierId);
    return { count: counts.reduce((total, row) => total + row.count, 0), counts };
  }
  const [[total], perStatus] = await Promise.all([
    db.select({ value: count() }).from(orders).where(inboxWhere(member, filter)),
    db
      .select({ status: orders.status, value: count() })
      .from(orders)
      .where(and(scopeOf(member), ...filterConditions(filter)))
      .groupBy(orders.status),
  ]);
  return {
    count: total?.value ?? 0,
    counts: perStatus.map((row) => ({ status: row.status, count: row.value })),
  };
}

// The inbox as it opens (no filter, every order of the supplier), its most frequent read: prepared.
const inboxPage = preparedPerDatabase((db) =>
  selectSupplierOrders(db, eq(orders.supplierId, sql.placeholder('supplierId')))
    .orderBy(asc(orders.deliveryStartsAt), asc(orders.id))
    .offset(sql.placeholder('skip'))
    .limit(sql.placeholder('limit'))
    .prepare('supplier_inbox_page'),
);
// On its generic plan (an index range of the supplier's orders, in order, limited: the same plan
// for every supplier and page). Left to choose, Postgres re-planned it for some page lengths:
// a page of one order took 0.97 ms on PGlite, 0.16 on the plan kept (measured, issue 16).
const inboxSummariesPage = preparedPerDatabaseAndShape((db, shape: SummaryShape) =>
  withGenericPlan(
    selectSummaryPage(db, {
      shape,
      viewerUserId: sql.placeholder('viewerUserId'),
      where: eq(orders.supplierId, sql.placeholder('supplierId')),
      order: 'soonestDelivery',
      skip: sql.placeholder('skip'),
      limit: sql.placeholder('limit'),
      countsOwner: sql.placeholder('supplierId'),
    }).prepare(`supplier_inbox_summaries_page_${shape.name}`),
  ),
);

/** The inbox: the member's orders matching the filter, soonest delivery first, and counts per state. */
export async function listSupplierOrders(
  db: Database,
  member: SupplierActor,
  filter: SupplierOrderFilter,
  page: { skip: number; limit: number },
  now = new Date(),
): Promise<SupplierOrderList> {
  const [rows, counts] = await Promise.all([
    wholeInbox(member, filter)
      ? inboxPage(db).execute({ supplierId: member.supplierId, skip: page.skip, limit: page.limit })
      : selectSupplierOrders(db, inboxWhere(member, filter))
          .orderBy(asc(orders.deliveryStartsAt), asc(orders.id))
          .offset(page.skip)
          .limit(page.limit),
    inboxCounts(db, member, filter),
  ]);
  return { values: rows.map((row) => toSupplierOrder(member, toOrderRecord(row, now))), ...counts };
}

/** An order of the inbox as a summary (order-summary.ts), with what the member may do with it. */
export type SupplierOrderSummary = OrderSummary &
  Pick<SupplierOrderRecord, 'orderNumber' | 'allowedTransitions' | 'mayProposeWindow'>;

/** listSupplierOrders as summaries, with the member's unread messages. */
export async function listSupplierOrderSummaries(
  db: Database,
  member: SupplierMember,
  filter: SupplierOrderFilter,
  page: { skip: number; limit: number },
  shape: SummaryShape,
): Promise<Omit<SupplierOrderList, 'values'> & { values: SupplierOrderSummary[] }> {
  const summariesOf = (arrays: (string | null)[][] | undefined) =>
    orderSummariesOf(arrays, shape).map((summary) => toSupplierOrder(member, summary));
  if (wholeInbox(member, filter)) {
    // The page and the supplier's kept counts per state (which add up to the total) in one statement.
    const [row] = await inboxSummariesPage(db, shape).execute({
      supplierId: member.supplierId,
      viewerUserId: member.userId,
      ...page,
    });
    const counts = row?.counts ?? [];
    return {
      values: summariesOf(row?.orders),
      count: counts.reduce((total, state) => total + state.count, 0),
      counts,
    };
  }
  const [[row], counts] = await Promise.all([
    selectSummaryPage(db, {
      shape,
      viewerUserId: sql`${member.userId}`,
      where: inboxWhere(member, filter),
      order: 'soonestDelivery',
      ...page,
    }),
    inboxCounts(db, member, filter),
  ]);
  return { values: summariesOf(row?.orders), ...counts };
}

/** One of the member's orders; NOT_FOUND for any other. */
export async function getSupplierOrder(
  db: Database,
  member: SupplierActor,
  orderId: string,
  now = new Date(),
): Promise<SupplierOrderRecord> {
  const [row] = await selectSupplierOrders(db, and(eq(orders.id, orderId), scopeOf(member))).limit(1);
  if (!row) throw expectedError(ErrorCode.NOT_FOUND, ORDER_NOT_FOUND_MESSAGE);
  return toSupplierOrder(member, toOrderRecord(row, now));
}
