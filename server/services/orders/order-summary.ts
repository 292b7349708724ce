import 'server-only';

import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type Column,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';

import type { OrderStatus } from '@/graphql/generated/client/graphql';
import type { Database } from '@/server/db/database';
import { cities, companies, countries, orderMessageReads, orderMessages, orders, suppliers } from '@/server/db/schema';

import { countsByStatusOf } from './order-counts';

/**
 * An order as the two lists show it (the supplier's inbox, a contractor's orders): the columns a
 * row needs, not the ~50 of the whole order, and the counts that mark it (unread messages, open
 * requests, loads), built by Postgres as JSON, an array of values per order. A page of full
 * orders costs its database driver 50 columns × 50 rows of parsing, and more queries for the
 * counts; a page of summaries is one statement of one JSON array, with the list's counts
 * (`npm run bench:api`, issue 16). Open requests and loads are kept on the order (db/schema/orders.ts, migration 0036);
 * unread messages are the viewer's own, counted here.
 *
 * The list resolvers use summaries when every field the request asks of a list's orders is one
 * they answer (`summaryShapeFor`, summary-shapes.ts), and read only the values those fields need; any other field
 * gets full orders. The count here is the only definition of unread messages: the batched
 * lookups for a single order's screens use it too.
 */

/** The summary's count per viewer, counted for the page's orders after it is read. */
type CountKey = 'unreadMessages';

/** Which orders a count is for: a condition on the counted table's order id. */
type OrdersCounted = (orderId: Column) => SQL;

/**
 * The count per order, as a subquery's `count` field (orders with none have no row), named as the
 * summary's key: a page joins it, and its column must not share a name with the page's.
 */
const counted = (name: CountKey) => sql<number>`count(*)::int`.as(name);

/**
 * How many chat messages `userId` has not read, per order of `ordersCounted`: others' messages
 * after their last read. Orders with none have no row.
 */
export const unreadMessageCountsOf = (db: Database, userId: SQLWrapper, ordersCounted: OrdersCounted) =>
  db
    .select({ orderId: orderMessages.orderId, count: counted('unreadMessages') })
    .from(orderMessages)
    .leftJoin(
      orderMessageReads,
      and(eq(orderMessageReads.orderId, orderMessages.orderId), eq(orderMessageReads.userId, userId)),
    )
    .where(
      and(
        ordersCounted(orderMessages.orderId),
        or(isNull(orderMessages.authorUserId), ne(orderMessages.authorUserId, userId)),
        or(isNull(orderMessageReads.readAt), gt(orderMessages.createdAt, orderMessageReads.readAt)),
      ),
    )
    .groupBy(orderMessages.orderId);

type OrderRow = typeof orders.$inferSelect;

/** One order of a list, as read from its values (written as text, read back as these types). */
export interface OrderSummaryRow {
  id: string;
  status: OrderStatus;
  paymentType: OrderRow['paymentType'];
  paymentStatus: OrderRow['paymentStatus'];
  supplierId: string;
  supplierName: string;
  contractorName: string;
  productId: string;
  productType: OrderRow['productType'];
  productName: string;
  quantity: number;
  unit: OrderRow['unit'];
  trucks: number;
  deliveryDate: string;
  windowStartHour: number;
  pickUpDate: string | null;
  jobSiteId: string | null;
  siteName: string | null;
  deliveryAddress: string;
  postalCode: string;
  jobNumber: string | null;
  currency: string;
  totalCents: number;
  amountDueCents: number;
  proposedDeliveryDate: string | null;
  proposedWindowStartHour: number | null;
  proposedWindowReason: string | null;
  cityId: string;
  cityName: string;
  regionCode: string;
  countryCode: string;
  unreadMessages: number;
  openRequests: number;
  loadCount: number;
}

/** A column of the summary, named as the JSON key it becomes. */
const named = <T>(value: SQLWrapper, key: string) => sql<T>`${value}`.as(key);

/** The summary's columns but its counts: each row of the page becomes one JSON array. */
const SUMMARY_COLUMNS = {
  id: named(orders.id, 'id'),
  status: named(orders.status, 'status'),
  paymentType: named(orders.paymentType, 'paymentType'),
  paymentStatus: named(orders.paymentStatus, 'paymentStatus'),
  supplierId: named(orders.supplierId, 'supplierId'),
  supplierName: named(suppliers.name, 'supplierName'),
  contractorName: named(companies.name, 'contractorName'),
  productId: named(orders.productId, 'productId'),
  productType: named(orders.productType, 'productType'),
  productName: named(orders.productName, 'productName'),
  quantity: named(orders.quantity, 'quantity'),
  unit: named(orders.unit, 'unit'),
  trucks: named(orders.trucks, 'trucks'),
  deliveryDate: named(orders.deliveryDate, 'deliveryDate'),
  windowStartHour: named(orders.windowStartHour, 'windowStartHour'),
  pickUpDate: named(orders.pickUpDate, 'pickUpDate'),
  jobSiteId: named(orders.jobSiteId, 'jobSiteId'),
  siteName: named(orders.siteName, 'siteName'),
  deliveryAddress: named(orders.deliveryAddress, 'deliveryAddress'),
  postalCode: named(orders.postalCode, 'postalCode'),
  jobNumber: named(orders.jobNumber, 'jobNumber'),
  currency: named(orders.currency, 'currency'),
  totalCents: named(orders.totalCents, 'totalCents'),
  amountDueCents: named(orders.amountDueCents, 'amountDueCents'),
  proposedDeliveryDate: named(orders.proposedDeliveryDate, 'proposedDeliveryDate'),
  proposedWindowStartHour: named(orders.proposedWindowStartHour, 'proposedWindowStartHour'),
  proposedWindowReason: named(orders.proposedWindowReason, 'proposedWindowReason'),
  cityId: named(orders.cityId, 'cityId'),
  cityName: named(cities.name, 'cityName'),
  regionCode: named(cities.regionCode, 'regionCode'),
  countryCode: named(countries.iso2, 'countryCode'),
  // Kept on the order by triggers (db/schema/orders.ts, migration 0036), where counting them cost a page a sixth of its time.
  openRequests: named(orders.openRequests, 'openRequests'),
  loadCount: named(orders.loadCount, 'loadCount'),
} satisfies Record<Exclude<keyof OrderSummaryRow, CountKey>, SQLWrapper>;

/** A value of an order's JSON array: one of the summary's columns, or one of its counts. */
export type SummaryKey = keyof OrderSummaryRow;

/** The summary's dates, written YYYY-MM-DD. */
const DATE_KEYS: ReadonlySet<SummaryKey> = new Set(['deliveryDate', 'pickUpDate', 'proposedDeliveryDate']);

/** The summary's numbers: written as text like every value, read back as numbers. */
export const NUMERIC_SUMMARY_KEYS: ReadonlySet<SummaryKey> = new Set([
  'quantity',
  'trucks',
  'windowStartHour',
  'totalCents',
  'amountDueCents',
  'proposedWindowStartHour',
  'unreadMessages',
  'openRequests',
  'loadCount',
]);

/** Every value a summary may hold, in the order of each order's JSON array. */
export const SUMMARY_KEYS: readonly SummaryKey[] = [
  ...(Object.keys(SUMMARY_COLUMNS) as (keyof typeof SUMMARY_COLUMNS)[]),
  'unreadMessages',
];

/**
 * What a page of summaries reads: the values of the fields its request asks for, not all 34. An
 * inbox of 100 orders read them all in 2.7 ms on PGlite, the 15 its screen shows in 2.0
 * (measured, issue 16): Postgres writes each value of each order as JSON, and the joins for
 * names nobody asked for went too. Each order's JSON array holds `keys`, in SUMMARY_KEYS' order;
 * `positions` says where. Shapes are interned (summaryShapeFor), so each is one statement,
 * prepared once.
 */
export interface SummaryShape {
  /** A statement name's suffix: the keys' bit mask, in base 36. */
  readonly name: string;
  readonly keys: readonly SummaryKey[];
  readonly positions: Readonly<Partial<Record<SummaryKey, number>>>;
}

/** How a list is sorted: the inbox by the soonest delivery, a contractor's orders newest first. */
export type SummaryOrder = 'soonestDelivery' | 'newest';

/** The tables a page joins for a value, beyond the order's own row; each join only when asked. */
const JOINED_FOR: Partial<Record<SummaryKey, 'suppliers' | 'companies' | 'cities' | 'countries'>> = {
  supplierName: 'suppliers',
  contractorName: 'companies',
  cityName: 'cities',
  regionCode: 'cities',
  countryCode: 'countries',
};

/**
 * One statement for a list's page: the orders matching `where` as summaries of `shape` (each a
 * JSON array of its values), in the list's order, and, given `countsOwner`, its kept counts per
 * state (order-counts.ts). One row of two JSON values: each statement is a round trip, about half
 * a millisecond on PGlite.
 */
export function selectSummaryPage(
  db: Database,
  input: {
    shape: SummaryShape;
    viewerUserId: SQLWrapper;
    where: SQL | undefined;
    order: SummaryOrder;
    skip: number | Placeholder;
    limit: number | Placeholder;
    countsOwner?: SQLWrapper;
  },
) {
  const { keys } = input.shape;
  const columnKeys = keys.filter((key): key is keyof typeof SUMMARY_COLUMNS => Object.hasOwn(SUMMARY_COLUMNS, key));
  const joined = new Set(keys.map((key) => JOINED_FOR[key]));
  let rows = db
    .select({
      ...Object.fromEntries(columnKeys.map((key) => [key, SUMMARY_COLUMNS[key]])),
      // In every shape (ALWAYS_READ, summary-shapes.ts); named here so that the page's `id` is typed.
      id: SUMMARY_COLUMNS.id,
      // The list's order, kept so that the page's JSON array keeps it (json_agg's own order by).
      deliveryStartsAt: named(orders.deliveryStartsAt, 'deliveryStartsAt'),
      createdAt: named(orders.createdAt, 'createdAt'),
    })
    .from(orders)
    .$dynamic();
  // Inner joins on required references: each finds exactly one row, so leaving one out keeps the page.
  if (joined.has('suppliers')) rows = rows.innerJoin(suppliers, eq(suppliers.id, orders.supplierId));
  if (joined.has('companies')) rows = rows.innerJoin(companies, eq(companies.id, orders.companyId));
  if (joined.has('cities') || joined.has('countries')) rows = rows.innerJoin(cities, eq(cities.id, orders.cityId));
  if (joined.has('countries')) rows = rows.innerJoin(countries, eq(countries.id, cities.countryId));
  const page = db.$with('page').as(
    rows
      .where(input.where)
      .orderBy(
        ...(input.order === 'soonestDelivery'
          ? [asc(orders.deliveryStartsAt), asc(orders.id)]
          : [desc(orders.createdAt), desc(orders.id)]),
      )
      .offset(input.skip)
      .limit(input.limit),
  );
  const pageValue = (key: SummaryKey) => (page as unknown as Record<SummaryKey, SQLWrapper>)[key];
  // The counts for the page's orders, each in one grouped read rather than one subquery per order.
  const onPage: OrdersCounted = (orderId) => inArray(orderId, db.select({ id: page.id }).from(page));
  const counts = {
    unreadMessages:
      keys.includes('unreadMessages') && unreadMessageCountsOf(db, input.viewerUserId, onPage).as('unread'),
  };
  const inOrder =
    input.order === 'soonestDelivery'
      ? sql`${page.deliveryStartsAt} asc, ${page.id} asc`
      : sql`${page.createdAt} desc, ${page.id} desc`;
  // Each value as text: an array of text is written as JSON a fifth faster than one of values
  // of their own types (each type's JSON output, per value; measured on PGlite). Dates in ISO
  // whatever the server's DateStyle; orderSummariesOf reads numbers back as numbers.
  const values = sql.join(
    keys.map((key) => {
      const counted = counts[key as CountKey];
      if (counted) return sql`coalesce(${counted.count}, 0)::text`;
      return DATE_KEYS.has(key) ? sql`to_char(${pageValue(key)}, 'YYYY-MM-DD')` : sql`${pageValue(key)}::text`;
    }),
    sql`, `,
  );
  let statement = db
    .with(page)
    .select({
      orders: sql<(string | null)[][]>`coalesce(json_agg(array[${values}] order by ${inOrder}), '[]')`,
      counts: input.countsOwner ? countsByStatusOf(input.countsOwner) : sql<null>`null`,
    })
    .from(page)
    .$dynamic();
  for (const counted of Object.values(counts)) {
    if (counted) statement = statement.leftJoin(counted, eq(counted.orderId, page.id));
  }
  return statement;
}
