import 'server-only';

import { and, asc, count, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';

import type { OrderStatus } from '@/graphql/generated/client/graphql';
import { ENDED_WITHOUT_DELIVERY, WINDOW_PROPOSAL_STATUSES } from '@/lib/order/lifecycle';
import { orderNumber } from '@/lib/order/number';
import type {
  SupplierOrderFilter,
  SupplierOrderTransition,
  SupplierOrderWindowProposal,
} from '@/lib/validation/supplier-orders';
import type { Database } from '@/server/db/database';
import { preparedPerDatabase, preparedPerDatabaseAndShape, withGenericPlan } from '@/server/db/prepared';
import {
  cities,
  companyMembers,
  countries,
  deliveryWindowBookings,
  orderEvents,
  orderLoads,
  orders,
  orderSupplierNotes,
  products,
  supplierDeliverySettings,
  supplierServiceAreas,
  supplierApiKeys,
  users,
} from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import type { PaymentGateway } from '@/server/payment-gateway';
import { releaseOrderPayments } from '@/server/services/payments/order-cancel';
import { NOT_ALLOWED_MESSAGE } from '@/server/services/accounts/permissions';

import { orderActorOf, type SupplierActor, type SupplierMember } from '@/server/services/accounts/supplier-members';
import { windowCapacity } from '@/server/services/catalogue/capacity';

import { moveOrder } from '@/server/services/orders/lifecycle';
import { recordOrderEvent } from '@/server/services/events/order-events';
import {
  isUnfiltered,
  ORDER_NOT_FOUND_MESSAGE,
  orderNumberCondition,
  selectOrders,
  orderSummariesOf,
  toOrderRecord,
  windowLabel,
  type OrderRecord,
  type OrderSummary,
} from '@/server/services/orders/orders';
import { selectSummaryPage, type SummaryShape } from '@/server/services/orders/order-summary';
import { HISTORY_EVENT_KINDS } from '@/server/services/events/order-events';
import { orderCountsByStatus } from '@/server/services/orders/order-counts';
import { zonedInstant } from '@/server/services/orders/local-time';

/**
 * The supplier's side of orders: the inbox (filters, search, counts per state), one order with
 * its internal notes and history, and the changes a supplier's team makes. Every query is scoped
 * to the caller's supplier, and a driver's to the orders with a load assigned to them; another supplier's
 * order is NOT_FOUND, as if it did not exist.
 */

export const TRANSITION_NOT_ALLOWED_MESSAGE = 'This order cannot move to that state now.';
export const SAME_WINDOW_MESSAGE = 'Propose a window other than the ordered one.';
export const NOT_A_WINDOW_MESSAGE = 'This is not one of your delivery windows.';
export const WINDOW_IN_PAST_MESSAGE = 'The proposed window has already started.';
export const WINDOW_FULL_MESSAGE = 'This window has no room for the order’s trucks.';
export const DATE_BLOCKED_MESSAGE = 'You blocked this date on the schedule: propose another date, or unblock it first.';
export const NOT_A_DRIVER_MESSAGE = 'Choose one of your drivers.';

/** An SQL condition: the order has a load assigned to this driver. */
function hasLoadOf(driverUserId: string): SQL {
  return sql`exists (select 1 from ${orderLoads} where ${orderLoads.orderId} = ${orders.id} and ${orderLoads.driverUserId} = ${driverUserId})`;
}

const seesEveryOrder = (member: SupplierActor) => member.rights.seesAllOrders || !('userId' in member);

/** The orders the member may see: the supplier's, and for a driver only those with a load of theirs. */
function scopeOf(member: SupplierActor): SQL {
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

function transitionRefused(status: OrderStatus) {
  return expectedError(ErrorCode.ORDER_TRANSITION_NOT_ALLOWED, TRANSITION_NOT_ALLOWED_MESSAGE, { status });
}

/**
 * Moves one of the member's orders to `input.to`, if their role allows that step from its
 * current state. Declining or canceling releases the trucks and credit (in the transaction) and
 * then the payments (through the gateway).
 */
export async function transitionSupplierOrder(
  db: Database,
  gateway: PaymentGateway,
  member: SupplierActor,
  input: SupplierOrderTransition,
  now = new Date(),
): Promise<SupplierOrderRecord> {
  const order = await getSupplierOrder(db, member, input.orderId, now);
  if (!member.rights.transitions[order.status].includes(input.to)) throw transitionRefused(order.status);
  const moved = await db.transaction(async (tx) => {
    const row = await moveOrder(tx, {
      orderId: order.id,
      from: [order.status],
      to: input.to,
      actor: orderActorOf(member),
      reason: input.reason,
      scope: scopeOf(member),
      now,
    });
    return row;
  });
  if (!moved) {
    // Someone else changed it first: say what it is now.
    throw transitionRefused((await getSupplierOrder(db, member, input.orderId, now)).status);
  }
  if (ENDED_WITHOUT_DELIVERY.includes(input.to)) await releaseOrderPayments(db, gateway, order.id, now);
  return getSupplierOrder(db, member, order.id, now);
}

/** The supplier's delivery settings; every onboarded supplier has them. */
async function deliverySettingsOf(db: Database, supplierId: string) {
  const [settings] = await db
    .select()
    .from(supplierDeliverySettings)
    .where(eq(supplierDeliverySettings.supplierId, supplierId))
    .limit(1);
  if (!settings) throw new Error(`Supplier ${supplierId} has no delivery settings`);
  return settings;
}

/**
 * Proposes another delivery window for a placed or accepted order. The window must be one of the
 * supplier's, not yet started, other than the ordered one, with room for the order's trucks now
 * (they are booked when the contractor accepts).
 */
export async function proposeDeliveryWindow(
  db: Database,
  member: SupplierMember,
  input: SupplierOrderWindowProposal,
  now = new Date(),
): Promise<SupplierOrderRecord> {
  const order = await getSupplierOrder(db, member, input.orderId, now);
  if (!order.mayProposeWindow) {
    if (!member.rights.mayProposeWindow) throw expectedError(ErrorCode.FORBIDDEN, NOT_ALLOWED_MESSAGE);
    throw transitionRefused(order.status);
  }
  const settings = await deliverySettingsOf(db, order.supplierId);
  const fieldError = (message: string) =>
    expectedError(ErrorCode.BAD_USER_INPUT, message, { fields: { windowStartHour: message } });
  const offset = input.windowStartHour - settings.firstWindowStartHour;
  if (offset < 0 || offset % 4 !== 0 || offset / 4 >= settings.windowsPerDay) throw fieldError(NOT_A_WINDOW_MESSAGE);
  if (input.deliveryDate === order.deliveryDate && input.windowStartHour === order.windowStartHour) {
    throw fieldError(SAME_WINDOW_MESSAGE);
  }
  if (zonedInstant(input.deliveryDate, input.windowStartHour, settings.timeZone).getTime() <= now.getTime()) {
    throw expectedError(ErrorCode.BAD_USER_INPUT, WINDOW_IN_PAST_MESSAGE, {
      fields: { deliveryDate: WINDOW_IN_PAST_MESSAGE },
    });
  }
  const window = {
    supplierId: order.supplierId,
    deliveryDate: input.deliveryDate,
    windowStartHour: input.windowStartHour,
  };
  const [booking] = await db
    .select({ booked: deliveryWindowBookings.bookedTrucks })
    .from(deliveryWindowBookings)
    .where(
      and(
        eq(deliveryWindowBookings.supplierId, window.supplierId),
        eq(deliveryWindowBookings.deliveryDate, window.deliveryDate),
        eq(deliveryWindowBookings.windowStartHour, window.windowStartHour),
      ),
    );
  const capacity = await windowCapacity(db, window, settings);
  if (capacity.blocked) {
    throw expectedError(ErrorCode.DELIVERY_WINDOW_UNAVAILABLE, DATE_BLOCKED_MESSAGE, {
      fields: { deliveryDate: DATE_BLOCKED_MESSAGE },
    });
  }
  if ((booking?.booked ?? 0) + order.trucks > capacity.capacityTrucks) {
    throw expectedError(ErrorCode.DELIVERY_WINDOW_UNAVAILABLE, WINDOW_FULL_MESSAGE);
  }
  const proposed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        proposedDeliveryDate: input.deliveryDate,
        proposedWindowStartHour: input.windowStartHour,
        proposedWindowReason: input.reason,
      })
      .where(and(eq(orders.id, order.id), scopeOf(member), inArray(orders.status, [...WINDOW_PROPOSAL_STATUSES])))
      .returning({ id: orders.id, companyId: orders.companyId });
    if (!row) return null;
    await recordOrderEvent(
      tx,
      row.id,
      {
        kind: 'window_proposed',
        actor: { party: 'supplier', userId: member.userId },
        reason: input.reason,
        proposedDeliveryDate: input.deliveryDate,
        proposedWindowStartHour: input.windowStartHour,
      },
      now,
    );
    return row;
  });
  if (!proposed) throw transitionRefused((await getSupplierOrder(db, member, order.id, now)).status);
  return getSupplierOrder(db, member, order.id, now);
}

/** An internal note of the supplier's team on one of its orders. */
export async function addSupplierNote(
  db: Database,
  member: SupplierMember,
  input: { orderId: string; body: string },
  now = new Date(),
): Promise<SupplierOrderRecord> {
  const order = await getSupplierOrder(db, member, input.orderId, now);
  if (!member.rights.mayAddNotes) throw expectedError(ErrorCode.FORBIDDEN, NOT_ALLOWED_MESSAGE);
  await db
    .insert(orderSupplierNotes)
    .values({ orderId: order.id, authorUserId: member.userId, body: input.body, createdAt: now });
  return getSupplierOrder(db, member, order.id, now);
}

export interface TeamMemberName {
  userId: string;
  fullName: string;
}

/** The drivers of a supplier company, by name. */
export function supplierDrivers(db: Database, companyId: string): Promise<TeamMemberName[]> {
  return db
    .select({ userId: users.id, fullName: users.fullName })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'partner_driver')))
    .orderBy(asc(users.fullName));
}

/** The supplier workspace's header and filter choices. */
export async function supplierWorkspace(db: Database, member: SupplierMember) {
  const [settings, serviceCities, supplierProducts, drivers] = await Promise.all([
    deliverySettingsOf(db, member.supplierId),
    db
      .select({ id: cities.id, name: cities.name, regionCode: cities.regionCode, countryCode: countries.iso2 })
      .from(supplierServiceAreas)
      .innerJoin(cities, eq(cities.id, supplierServiceAreas.cityId))
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(eq(supplierServiceAreas.supplierId, member.supplierId))
      .orderBy(asc(cities.name)),
    db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.supplierId, member.supplierId))
      .orderBy(asc(products.name)),
    supplierDrivers(db, member.companyId),
  ]);
  return {
    supplierId: member.supplierId,
    name: member.supplierName,
    timeZone: settings.timeZone,
    role: member.role,
    cities: serviceCities,
    products: supplierProducts,
    drivers,
    windows: Array.from({ length: settings.windowsPerDay }, (_, index) => {
      const startHour = settings.firstWindowStartHour + 4 * index;
      return { startHour, label: windowLabel(startHour) };
    }),
  };
}

/** The supplier team's notes on an order, oldest first. */
export function supplierNotes(db: Database, orderId: string) {
  return db
    .select({
      id: orderSupplierNotes.id,
      authorName: users.fullName,
      body: orderSupplierNotes.body,
      at: orderSupplierNotes.createdAt,
    })
    .from(orderSupplierNotes)
    .leftJoin(users, eq(users.id, orderSupplierNotes.authorUserId))
    .where(eq(orderSupplierNotes.orderId, orderId))
    .orderBy(asc(orderSupplierNotes.createdAt), asc(orderSupplierNotes.id));
}

/** An order's history, oldest first, as both sides see it: a change by an API key names the key. */
export async function orderHistory(db: Database, orderId: string) {
  const rows = await db
    .select({ event: orderEvents, personName: users.fullName, apiKeyName: supplierApiKeys.label })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorUserId))
    .leftJoin(supplierApiKeys, eq(supplierApiKeys.id, orderEvents.actorApiKeyId))
    .where(and(eq(orderEvents.orderId, orderId), inArray(orderEvents.kind, [...HISTORY_EVENT_KINDS])))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return rows.map(({ event, personName, apiKeyName }) => ({
    id: event.id,
    kind: event.kind as (typeof HISTORY_EVENT_KINDS)[number],
    status: event.status,
    party: event.party,
    actorName: event.party === 'system' ? null : (apiKeyName ?? personName),
    byApiKey: event.actorApiKeyId !== null,
    reason: event.reason,
    proposedDeliveryDate: event.proposedDeliveryDate,
    proposedWindow: event.proposedWindowStartHour === null ? null : windowLabel(event.proposedWindowStartHour),
    at: event.createdAt.toISOString(),
  }));
}
