import 'server-only';

import { and, eq, gt, isNull, ne, or, sql, type SQLWrapper } from 'drizzle-orm';

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

/**
 * An order as the two lists show it (the supplier's inbox, a contractor's orders): the columns a
 * row needs, not the ~50 of the whole order, and the counts that mark it (unread messages, open
 * requests, loads), built by Postgres as one JSON value per order. A page of full orders costs its
 * database driver 50 columns × 50 rows of parsing, and three more queries for the counts; a page
 * of summaries is one query of one column (`npm run bench:api`, issue 16).
 *
 * The list resolvers use summaries when every field the request asks of a list's orders is one
 * they answer (`ORDER_SUMMARY_FIELDS`, `SUPPLIER_ORDER_SUMMARY_FIELDS`); any other field gets full
 * orders. The counts here are the only definitions of unread messages and open requests: the
 * batched lookups for a single order's screens use them too.
 */

/** How many of the order's chat messages `userId` has not read: others' messages after their last read. */
export const unreadMessagesOf = (orderId: SQLWrapper, userId: SQLWrapper) =>
  sql<number>`(select count(*)::int from ${orderMessages}
    left join ${orderMessageReads}
      on ${and(eq(orderMessageReads.orderId, orderMessages.orderId), eq(orderMessageReads.userId, userId))}
    where ${and(
      eq(orderMessages.orderId, orderId),
      or(isNull(orderMessages.authorUserId), ne(orderMessages.authorUserId, userId)),
      or(isNull(orderMessageReads.readAt), gt(orderMessages.createdAt, orderMessageReads.readAt)),
    )})`;

/** How many of the order's requests (pour-day changes asked by the contractor) wait for an answer. */
export const openRequestsOf = (orderId: SQLWrapper) =>
  sql<number>`(select count(*)::int from ${orderRequests}
    where ${and(eq(orderRequests.orderId, orderId), eq(orderRequests.status, 'open'))})`;

/** How many loads (truck trips) the order has been planned in. */
const loadCountOf = (orderId: SQLWrapper) =>
  sql<number>`(select count(*)::int from ${orderLoads} where ${eq(orderLoads.orderId, orderId)})`;

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
  city: { id: string; name: string; regionCode: string; countryCode: string };
  unreadMessages: number;
  openRequests: number;
  loadCount: number;
}

/**
 * The select of a list's page: one column, the summary of each order, with `viewerUserId`'s unread
 * messages.
 */
const orderSummaryColumns = (viewerUserId: SQLWrapper) => ({
  summary: sql<OrderSummaryRow>`json_build_object(
    'id', ${orders.id}, 'status', ${orders.status},
    'paymentType', ${orders.paymentType}, 'paymentStatus', ${orders.paymentStatus},
    'supplierId', ${orders.supplierId}, 'supplierName', ${suppliers.name}, 'contractorName', ${companies.name},
    'productId', ${orders.productId}, 'productType', ${orders.productType}, 'productName', ${orders.productName},
    'quantity', ${orders.quantity}, 'unit', ${orders.unit}, 'trucks', ${orders.trucks},
    'deliveryDate', ${orders.deliveryDate}, 'windowStartHour', ${orders.windowStartHour},
    'pickUpDate', ${orders.pickUpDate}, 'jobSiteId', ${orders.jobSiteId}, 'siteName', ${orders.siteName},
    'deliveryAddress', ${orders.deliveryAddress}, 'postalCode', ${orders.postalCode},
    'jobNumber', ${orders.jobNumber}, 'currency', ${orders.currency}, 'totalCents', ${orders.totalCents},
    'amountDueCents', ${orders.amountDueCents}, 'proposedDeliveryDate', ${orders.proposedDeliveryDate},
    'proposedWindowStartHour', ${orders.proposedWindowStartHour},
    'proposedWindowReason', ${orders.proposedWindowReason},
    'city', json_build_object('id', ${cities.id}, 'name', ${cities.name}, 'regionCode', ${cities.regionCode},
                              'countryCode', ${countries.iso2}),
    'unreadMessages', ${unreadMessagesOf(orders.id, viewerUserId)},
    'openRequests', ${openRequestsOf(orders.id)},
    'loadCount', ${loadCountOf(orders.id)})`,
});

/** A list's orders as summaries, `viewerUserId`'s unread messages counted: the caller adds where, order and page. */
export function selectOrderSummaries(db: Database, viewerUserId: SQLWrapper) {
  return db
    .select(orderSummaryColumns(viewerUserId))
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId));
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
