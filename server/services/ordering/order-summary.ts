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
import {
  cities,
  companies,
  countries,
  orderLoads,
  orderMessageReads,
  orderMessages,
  orderRequests,
  orders,
  suppliers,
} from '@/server/db/schema';

import { countsByStatusOf } from './order-counts';

/**
 * An order as the two lists show it (the supplier's inbox, a contractor's orders): the columns a
 * row needs, not the ~50 of the whole order, and the counts that mark it (unread messages, open
 * requests, loads), built by Postgres as JSON, an array of values per order. A page of full
 * orders costs its database driver 50 columns × 50 rows of parsing, and three more queries for
 * the counts; a page of summaries is one statement of one JSON array, with the list's counts
 * (`npm run bench:api`, issue 16).
 *
 * The list resolvers use summaries when every field the request asks of a list's orders is one
 * they answer (`ORDER_SUMMARY_FIELDS`, `SUPPLIER_ORDER_SUMMARY_FIELDS`); any other field gets full
 * orders. The counts here are the only definitions of unread messages and open requests: the
 * batched lookups for a single order's screens use them too.
 */

/** The summary's counts, counted for the page's orders after it is read. */
type CountKey = 'unreadMessages' | 'openRequests' | 'loadCount';

/** Which orders a count is for: a condition on the counted table's order id. */
type OrdersCounted = (orderId: Column) => SQL;

/**
 * The count per order, as a subquery's `count` field (orders with none have no row), named as the
 * summary's key: a page joins three of them, whose columns must not share a name.
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

/** How many requests (pour-day changes asked by the contractor) wait for an answer, per order. */
export const openRequestCountsOf = (db: Database, ordersCounted: OrdersCounted) =>
  db
    .select({ orderId: orderRequests.orderId, count: counted('openRequests') })
    .from(orderRequests)
    // The literal matches the partial index of open requests, whatever the plan.
    .where(and(ordersCounted(orderRequests.orderId), sql`${orderRequests.status} = 'open'`))
    .groupBy(orderRequests.orderId);

/** How many loads (truck trips) each order has been planned in. */
const loadCountsOf = (db: Database, ordersCounted: OrdersCounted) =>
  db
    .select({ orderId: orderLoads.orderId, count: counted('loadCount') })
    .from(orderLoads)
    .where(ordersCounted(orderLoads.orderId))
    .groupBy(orderLoads.orderId);

type OrderRow = typeof orders.$inferSelect;

/** One order of a list as Postgres writes it: JSON, so dates are ISO dates and numerics numbers. */
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
  cityId: named(cities.id, 'cityId'),
  cityName: named(cities.name, 'cityName'),
  regionCode: named(cities.regionCode, 'regionCode'),
  countryCode: named(countries.iso2, 'countryCode'),
} satisfies Record<Exclude<keyof OrderSummaryRow, CountKey>, SQLWrapper>;

/**
 * The summary's keys, in the order of each order's JSON array: an array of values is half the
 * bytes of an object that repeats 34 keys, for Postgres to write and for the driver to parse
 * (each about a sixth of the page's statement on PGlite, measured).
 */
const COLUMN_KEYS = Object.keys(SUMMARY_COLUMNS) as (keyof typeof SUMMARY_COLUMNS)[];
const SUMMARY_KEYS: (keyof OrderSummaryRow)[] = [...COLUMN_KEYS, 'unreadMessages', 'openRequests', 'loadCount'];

/**
 * One order's JSON array read as its summary row: a getter per key over the array, in SUMMARY_KEYS'
 * order. Copying 34 values into an object per order, by key, was a twentieth of an inbox request
 * of 100 orders (measured); the getters are the prototype's, one each, so reads stay fast.
 */
class SummaryRowView {
  constructor(readonly values: unknown[]) {}
}
SUMMARY_KEYS.forEach((key, index) => {
  Object.defineProperty(SummaryRowView.prototype, key, {
    get(this: SummaryRowView) {
      return this.values[index];
    },
  });
});
const summaryRowOf = (values: unknown[]) => new SummaryRowView(values) as unknown as OrderSummaryRow;

/** How a list is sorted: the inbox by the soonest delivery, a contractor's orders newest first. */
export type SummaryOrder = 'soonestDelivery' | 'newest';

/**
 * One statement for a list's page: the orders matching `where` as summaries, in the list's order,
 * and, given `countsOwner`, its kept counts per state (order-counts.ts). One row of two JSON values:
 * each statement is a round trip, about half a millisecond on PGlite.
 */
export function selectSummaryPage(
  db: Database,
  input: {
    viewerUserId: SQLWrapper;
    where: SQL | undefined;
    order: SummaryOrder;
    skip: number | Placeholder;
    limit: number | Placeholder;
    countsOwner?: SQLWrapper;
  },
) {
  const page = db.$with('page').as(
    db
      .select({
        ...SUMMARY_COLUMNS,
        // The list's order, kept so that the page's JSON array keeps it (json_agg's own order by).
        deliveryStartsAt: named(orders.deliveryStartsAt, 'deliveryStartsAt'),
        createdAt: named(orders.createdAt, 'createdAt'),
      })
      .from(orders)
      .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .innerJoin(cities, eq(cities.id, orders.cityId))
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(input.where)
      .orderBy(
        ...(input.order === 'soonestDelivery'
          ? [asc(orders.deliveryStartsAt), asc(orders.id)]
          : [desc(orders.createdAt), desc(orders.id)]),
      )
      .offset(input.skip)
      .limit(input.limit),
  );
  // The counts for the page's orders, each in one grouped read rather than one subquery per order.
  const onPage: OrdersCounted = (orderId) => inArray(orderId, db.select({ id: page.id }).from(page));
  const unread = unreadMessageCountsOf(db, input.viewerUserId, onPage).as('unread');
  const requests = openRequestCountsOf(db, onPage).as('requests');
  const loads = loadCountsOf(db, onPage).as('loads');
  const inOrder =
    input.order === 'soonestDelivery'
      ? sql`${page.deliveryStartsAt} asc, ${page.id} asc`
      : sql`${page.createdAt} desc, ${page.id} desc`;
  const values = sql.join(
    [
      ...COLUMN_KEYS.map((key) => page[key]),
      ...[unread, requests, loads].map((counts) => sql`coalesce(${counts.count}, 0)`),
    ],
    sql`, `,
  );
  return db
    .with(page)
    .select({
      orders: sql<OrderSummaryRow[]>`coalesce(json_agg(json_build_array(${values}) order by ${inOrder}), '[]')`.mapWith(
        (arrays: unknown[][]) => arrays.map(summaryRowOf),
      ),
      counts: input.countsOwner ? countsByStatusOf(input.countsOwner) : sql<null>`null`,
    })
    .from(page)
    .leftJoin(unread, eq(unread.orderId, page.id))
    .leftJoin(requests, eq(requests.orderId, page.id))
    .leftJoin(loads, eq(loads.orderId, page.id));
}

/** The contractor's Order fields a summary answers (the others need the whole order). */
export const ORDER_SUMMARY_FIELDS: ReadonlySet<string> = new Set([
  '__typename',
  'id',
  'orderNumber',
  'status',
  'paymentType',
  'paymentStatus',
  'supplierId',
  'supplierName',
  'contractorName',
  'productId',
  'productType',
  'productName',
  'quantity',
  'unit',
  'trucks',
  'deliveryDate',
  'deliveryWindow',
  'pickUpDate',
  'jobSiteId',
  'siteName',
  'deliveryAddress',
  'postalCode',
  'city',
  'jobNumber',
  'currency',
  'totalCents',
  'amountDueCents',
  'unpaidAmountCents',
  'windowProposal',
  'unreadMessages',
  'loads',
]);

/** The supplier's SupplierOrder fields a summary answers (those of Order it has, and its own). */
export const SUPPLIER_ORDER_SUMMARY_FIELDS: ReadonlySet<string> = new Set([
  ...ORDER_SUMMARY_FIELDS,
  'windowStartHour',
  'openRequests',
  'allowedTransitions',
  'mayProposeWindow',
]);
