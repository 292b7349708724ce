import 'server-only';

import { and, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';

import type { OrdersFilter } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { preparedPerDatabase, preparedPerDatabaseAndShape, withGenericPlan } from '@/server/db/prepared';
import { orders } from '@/server/db/schema';

import { orderCountsByStatus } from './order-counts';
import { selectSummaryPage, type SummaryShape } from './order-summary';
import { selectOrders, toOrderRecord, orderSummariesOf, type OrderRecord, type OrderSummary } from './orders';

/** The contractor's orders: lists by filter and page, and every matching order for the CSV. */

/** `term` for LIKE: its own % and _ are matched as themselves. */
const likeEscaped = (term: string) => term.replace(/[%_\\]/g, (character) => `\\${character}`);

/**
 * An order number typed in a search box: BM- and the first hex digits of the id (an order's
 * number is derived from its id, lib/order/number.ts). Null when `term` cannot be one.
 */
export function orderNumberCondition(term: string): SQL | null {
  const hex = term.replace(/^bm-?/i, '').replace(/-/g, '').toLowerCase();
  return /^[0-9a-f]{1,8}$/.test(hex) ? sql`replace(${orders.id}::text, '-', '') like ${`${hex}%`}` : null;
}

/** The contractor's filter as SQL, within the company (every condition is the company's and more). */
function companyOrdersWhere(companyId: string, filter: OrdersFilter): SQL {
  const conditions: SQL[] = [eq(orders.companyId, companyId)];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.deliveryFrom) conditions.push(gte(orders.deliveryDate, filter.deliveryFrom));
  if (filter.deliveryTo) conditions.push(lte(orders.deliveryDate, filter.deliveryTo));
  if (filter.jobSiteId) conditions.push(eq(orders.jobSiteId, filter.jobSiteId));
  if (filter.productType) conditions.push(eq(orders.productType, filter.productType));
  if (filter.search) {
    const pattern = `%${likeEscaped(filter.search)}%`;
    const byNumber = orderNumberCondition(filter.search);
    conditions.push(
      or(
        ilike(orders.jobNumber, pattern),
        ilike(orders.siteName, pattern),
        ilike(orders.deliveryAddress, pattern),
        ilike(orders.postalCode, pattern),
        ...(byNumber ? [byNumber] : []),
      )!,
    );
  }
  return and(...conditions)!;
}

/** A list's filter that narrows nothing: the list as it opens, which reads the kept counts. */
export const isUnfiltered = (filter: object) =>
  Object.values(filter).every((value) => value === undefined || value === null || value === '');

/** How many of the company's orders match `filter`. */
async function companyOrdersCount(db: Database, companyId: string, filter: OrdersFilter): Promise<number> {
  if (isUnfiltered(filter)) {
    // Every order of the company: its kept counts per state add up to the total.
    const counts = await orderCountsByStatus(db, companyId);
    return counts.reduce((sum, row) => sum + row.count, 0);
  }
  const [row] = await db.select({ value: count() }).from(orders).where(companyOrdersWhere(companyId, filter));
  return row?.value ?? 0;
}

/**
 * The company's orders matching `filter`, newest first, a page at a time, and how many match in
 * all. Narrowed and paged in the database (the company's index on its creation time serves the
 * order), so a company with years of orders reads one page.
 */
export async function listOrders(
  db: Database,
  companyId: string,
  filter: OrdersFilter,
  page: { skip: number; limit: number },
  now = new Date(),
): Promise<{ values: OrderRecord[]; count: number }> {
  const [rows, total] = await Promise.all([
    isUnfiltered(filter)
      ? companyOrdersPage(db).execute({ companyId, skip: page.skip, limit: page.limit })
      : selectOrders(db)
          .where(companyOrdersWhere(companyId, filter))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .offset(page.skip)
          .limit(page.limit),
    companyOrdersCount(db, companyId, filter),
  ]);
  return { values: rows.map((row) => toOrderRecord(row, now)), count: total };
}

/** listOrders as summaries of `shape` (order-summary.ts), with `viewerUserId`'s unread messages. */
export async function listOrderSummaries(
  db: Database,
  companyId: string,
  viewerUserId: string,
  filter: OrdersFilter,
  page: { skip: number; limit: number },
  shape: SummaryShape,
): Promise<{ values: OrderSummary[]; count: number }> {
  if (isUnfiltered(filter)) {
    // The page and the company's kept counts per state (which add up to the total) in one statement.
    const [row] = await companySummariesPage(db, shape).execute({ companyId, viewerUserId, ...page });
    return {
      values: orderSummariesOf(row?.orders, shape),
      count: (row?.counts ?? []).reduce((sum, state) => sum + state.count, 0),
    };
  }
  const [[row], total] = await Promise.all([
    selectSummaryPage(db, {
      shape,
      viewerUserId: sql`${viewerUserId}`,
      where: companyOrdersWhere(companyId, filter),
      order: 'newest',
      ...page,
    }),
    companyOrdersCount(db, companyId, filter),
  ]);
  return { values: orderSummariesOf(row?.orders, shape), count: total };
}

// The list as it opens (no filter), the screen's most frequent read: prepared.
const companyOrdersPage = preparedPerDatabase((db) =>
  selectOrders(db)
    .where(eq(orders.companyId, sql.placeholder('companyId')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(sql.placeholder('skip'))
    .limit(sql.placeholder('limit'))
    .prepare('company_orders_page'),
);
const companySummariesPage = preparedPerDatabaseAndShape((db, shape: SummaryShape) =>
  withGenericPlan(
    selectSummaryPage(db, {
      shape,
      viewerUserId: sql.placeholder('viewerUserId'),
      where: eq(orders.companyId, sql.placeholder('companyId')),
      order: 'newest',
      skip: sql.placeholder('skip'),
      limit: sql.placeholder('limit'),
      countsOwner: sql.placeholder('companyId'),
    }).prepare(`company_order_summaries_page_${shape.name}`),
  ),
);

/**
 * Every order matching `filter`, newest first, in batches of `batchSize` (keyset on creation time
 * and id, so each batch is one index range, however far in): the CSV export streams them without
 * holding them all.
 */
export async function* eachMatchingOrder(
  db: Database,
  companyId: string,
  filter: OrdersFilter,
  batchSize = 500,
  now = new Date(),
): AsyncGenerator<OrderRecord> {
  const where = companyOrdersWhere(companyId, filter);
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const before: SQL | undefined = after
      ? sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const rows = await selectOrders(db)
      .where(and(where, before))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(batchSize);
    for (const row of rows) yield toOrderRecord(row, now);
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { createdAt: last.order.createdAt, id: last.order.id };
  }
}
