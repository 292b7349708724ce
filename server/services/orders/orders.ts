import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { OrderStatus } from '@/graphql/generated/client/graphql';
import type { Order as OrderSchema } from '@/graphql/generated/resolvers';
import { CARD_ADDITIONAL_HOLD_PERCENT, DELIVERY_WINDOW_HOURS } from '@/lib/constants';
import { ENDED_WITHOUT_DELIVERY } from '@/lib/order/lifecycle';
import type { Database } from '@/server/db/database';
import {
  cities,
  companies,
  countries,
  orders,
  supplierDeliverySettings,
  suppliers,
  type OrderCancelReason,
} from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

import { type CityRecord } from './job-sites';
import type { QuoteLineItem } from '@/server/services/catalogue/pricing';
import { NUMERIC_SUMMARY_KEYS, SUMMARY_KEYS, type OrderSummaryRow, type SummaryShape } from './order-summary';
import { type OrderQuoteRecord } from '@/server/services/catalogue/quote';
import { hourLabel, siteTimeZone } from './local-time';

/**
 * An order as every side reads it (OrderRecord): its row with its supplier, city and country,
 * and the summaries the lists read. Placing, listing and canceling have modules of their own
 * (placing.ts, lists.ts, canceling.ts).
 *
 * Payment seam: an order is created with its payment type and `paymentStatus: requires_payment`
 * and `amountDueCents` (total less referral credit). Payments (server/services/payments) take it
 * from there: every payment attempt moves `paymentStatus`. Canceling here marks an order that
 * still requires payment canceled; `orderCancel` then releases whatever payment the order holds
 * (services/payments/order-cancel.ts).
 */

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';

type OrderRow = typeof orders.$inferSelect;

/**
 * The columns of `orders` the record carries as stored: the schema's Order fields of that name, and
 * the window's start hour, which the server reads. Everything else on the record is converted
 * (dates to ISO strings, the quantity to a number) or computed below.
 */
const STORED_ORDER_FIELDS = [
  'id',
  'status',
  'paymentType',
  'paymentStatus',
  'supplierId',
  'productId',
  'productType',
  'productName',
  'unit',
  'color',
  'trucks',
  'minutesBetweenTrucks',
  'deliveryDate',
  'pickUpDate',
  'windowStartHour',
  'jobSiteId',
  'siteName',
  'deliveryAddress',
  'postalCode',
  'jobNumber',
  'gateCode',
  'accessNotes',
  'washoutNotes',
  'comment',
  'contactName',
  'contactEmail',
  'contactPhone',
  'currency',
  'totalCents',
  'referralCreditAppliedCents',
  'amountDueCents',
  'partnerCode',
  'statusReason',
  'cancellationFeeCents',
  // Kept by triggers (db/schema/orders.ts, migration 0036): the loads resolver reads none when there are none.
  'loadCount',
  'openRequests',
] as const satisfies readonly (keyof OrderRow)[];

/**
 * An order as the API's Order type reads it (graphql/schema.graphql): the stored columns' types
 * come from the table (Drizzle's inferred row), the converted and computed fields' from the
 * schema's generated type; nested objects are their own records. Fields the schema resolves
 * separately (payment, history, messages, rating...) are not here.
 */
export type OrderRecord = Pick<OrderRow, (typeof STORED_ORDER_FIELDS)[number]> &
  Pick<
    OrderSchema,
    | 'supplierName'
    | 'contractorName'
    | 'quantity'
    | 'deliveryWindow'
    | 'deliveryStartsAt'
    | 'cardHoldPercent'
    | 'unpaidAmountCents'
    | 'createdAt'
    | 'canceledAt'
    | 'cancelableUntil'
    | 'cancelable'
    | 'lateCancellationFeePercent'
    | 'lateCancellationFeeCents'
    | 'lateCancelable'
  > & {
    city: Omit<CityRecord, 'countryId' | 'currency'>;
    options: QuoteLineItem[];
    quote: OrderQuoteRecord;
    /** Why it was canceled: by the contractor, or by the maintenance job because it was not paid. */
    cancelReason: OrderCancelReason | null;
    windowProposal: WindowProposalRecord | null;
    /** The delivery site's IANA time zone: every time of the order is shown in it (`lib/time.ts`). */
    timeZone: string;
    /** Counted with a list's page (order-summary.ts); elsewhere the field resolver reads them in a batch. */
    unreadMessages?: number;
  };

/**
 * An order of a list (order-summary.ts): the fields a summary answers, and its counts; those the
 * request did not ask for are not read. The list resolvers hand it on as an OrderRecord only when
 * the request asks for no other field.
 */
export type OrderSummary = Pick<
  OrderRecord,
  | 'id'
  | 'status'
  | 'paymentType'
  | 'paymentStatus'
  | 'supplierId'
  | 'supplierName'
  | 'contractorName'
  | 'productId'
  | 'productType'
  | 'productName'
  | 'quantity'
  | 'unit'
  | 'trucks'
  | 'deliveryDate'
  | 'deliveryWindow'
  | 'windowStartHour'
  | 'pickUpDate'
  | 'jobSiteId'
  | 'siteName'
  | 'deliveryAddress'
  | 'postalCode'
  | 'city'
  | 'jobNumber'
  | 'currency'
  | 'totalCents'
  | 'amountDueCents'
  | 'unpaidAmountCents'
  | 'windowProposal'
> &
  Required<Pick<OrderRecord, 'unreadMessages'>> &
  Pick<OrderRecord, 'openRequests' | 'loadCount'>;

/** A delivery window the supplier proposed instead of the ordered one. */
export interface WindowProposalRecord {
  deliveryDate: string;
  windowStartHour: number;
  deliveryWindow: string;
  reason: string | null;
}

/** The states in which the contractor may still cancel (within the supplier's cancellation window). */
export const CONTRACTOR_CANCELABLE: readonly OrderStatus[] = ['placed', 'accepted', 'scheduled'];

/**
 * Payment states a late cancellation's fee is taken from: a hold (captured for the fee), money
 * taken or on its way (the rest refunded), 120-day terms (reduced to the fee). An order with
 * nothing paid is canceled by the unpaid-orders job once the window opens.
 */
const FEE_PAYABLE: readonly OrderRow['paymentStatus'][] = ['authorized', 'succeeded', 'processing'];

/** The fee of `percent` of the total, never more than the payment collects. */
export const lateCancellationFeeOf = (order: Pick<OrderRow, 'totalCents' | 'amountDueCents'>, percent: number) =>
  Math.min(order.amountDueCents, Math.round((order.totalCents * percent) / 100));

/** Each window's label, by its start hour: a list's page labels each of its orders' windows. */
const WINDOW_LABELS = Array.from(
  { length: 24 },
  (_, startHour) => `${hourLabel(startHour)}–${hourLabel(startHour + DELIVERY_WINDOW_HOURS)}`,
);

/** "06:00–10:00" for the window that starts at 6. */
export const windowLabel = (startHour: number) =>
  WINDOW_LABELS[startHour] ?? `${hourLabel(startHour)}–${hourLabel(startHour + DELIVERY_WINDOW_HOURS)}`;

export function windowProposalOf(order: {
  proposedDeliveryDate: string | null;
  proposedWindowStartHour: number | null;
  proposedWindowReason: string | null;
}): WindowProposalRecord | null {
  if (!order.proposedDeliveryDate || order.proposedWindowStartHour === null) return null;
  return {
    deliveryDate: order.proposedDeliveryDate,
    windowStartHour: order.proposedWindowStartHour,
    deliveryWindow: windowLabel(order.proposedWindowStartHour),
    reason: order.proposedWindowReason,
  };
}

const orderColumns = {
  order: orders,
  supplierName: suppliers.name,
  contractorName: companies.name,
  cancellationWindowHours: supplierDeliverySettings.cancellationWindowHours,
  cardHoldPercent: supplierDeliverySettings.cardHoldPercent,
  lateCancellationFeePercent: supplierDeliverySettings.lateCancellationFeePercent,
  cityTimeZone: cities.timeZone,
  supplierTimeZone: supplierDeliverySettings.timeZone,
  city: { id: cities.id, name: cities.name, regionCode: cities.regionCode, countryCode: countries.iso2 },
};

export function selectOrders(db: Database) {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .leftJoin(supplierDeliverySettings, eq(supplierDeliverySettings.supplierId, orders.supplierId));
}

export type OrderJoinedRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

const HOUR_MS = 3_600_000;

/** What is left to pay: nothing once paid, or when the order ended without a delivery. */
const unpaidAmountOf = (order: Pick<OrderRow, 'status' | 'paymentStatus' | 'amountDueCents'>) =>
  ENDED_WITHOUT_DELIVERY.includes(order.status) || order.paymentStatus === 'succeeded' ? 0 : order.amountDueCents;

/**
 * An order of a list's page, read from its JSON array (order-summary.ts) as the request asks:
 * each value is a getter of the page's shape (viewOfShape), and a value the shape does not hold
 * reads as undefined, which nothing reads. Copying an order's values into an object, key by key,
 * was a twentieth of an inbox request of 100 orders (measured); getters on the prototype stay fast.
 */
class OrderSummaryView {
  constructor(protected readonly values: readonly (string | null)[]) {}

  /** The values, by key: the shape's getters. */
  private get row(): OrderSummaryRow {
    return this as unknown as OrderSummaryRow;
  }

  get deliveryWindow() {
    return windowLabel(this.row.windowStartHour);
  }

  get city() {
    const { row } = this;
    return { id: row.cityId, name: row.cityName, regionCode: row.regionCode, countryCode: row.countryCode };
  }

  get unpaidAmountCents() {
    const { row } = this;
    return unpaidAmountOf({ status: row.status, paymentStatus: row.paymentStatus, amountDueCents: row.amountDueCents });
  }

  get windowProposal() {
    const { row } = this;
    return windowProposalOf({
      proposedDeliveryDate: row.proposedDeliveryDate,
      proposedWindowStartHour: row.proposedWindowStartHour,
      proposedWindowReason: row.proposedWindowReason,
    });
  }
}

type OrderSummaryViewClass = new (values: readonly (string | null)[]) => OrderSummaryView;
const viewsOfShapes = new WeakMap<SummaryShape, OrderSummaryViewClass>();

/**
 * The view of a shape: a class whose getter for each value reads its fixed place in the array,
 * a number as a number. Looking each place up by key on every read (a keyed lookup and a set's)
 * was a twentieth of an inbox request (measured, issue 16). Shapes are interned and few (32 at
 * most), so are their classes.
 */
function viewOfShape(shape: SummaryShape): OrderSummaryViewClass {
  let View = viewsOfShapes.get(shape);
  if (View) return View;
  View = class extends OrderSummaryView {};
  for (const key of SUMMARY_KEYS) {
    const position = shape.positions[key];
    const read =
      position === undefined
        ? () => undefined
        : NUMERIC_SUMMARY_KEYS.has(key)
          ? function (this: { values: readonly (string | null)[] }) {
              const value = this.values[position];
              return typeof value === 'string' ? Number(value) : value;
            }
          : function (this: { values: readonly (string | null)[] }) {
              return this.values[position];
            };
    Object.defineProperty(View.prototype, key, { get: read });
  }
  viewsOfShapes.set(shape, View);
  return View;
}

/** The orders of a page of `shape` (selectSummaryPage's `orders`), as summaries. */
export const orderSummariesOf = (
  arrays: readonly (string | null)[][] | undefined,
  shape: SummaryShape,
): OrderSummary[] => {
  const View = viewOfShape(shape);
  return (arrays ?? []).map((values) => new View(values) as unknown as OrderSummary);
};

export function toOrderRecord(row: OrderJoinedRow, now: Date): OrderRecord {
  const { order } = row;
  const quote = order.quote as OrderQuoteRecord;
  const cancelableUntil = new Date(order.deliveryStartsAt.getTime() - (row.cancellationWindowHours ?? 24) * HOUR_MS);
  const record: Omit<OrderRecord, (typeof STORED_ORDER_FIELDS)[number]> = {
    supplierName: row.supplierName,
    contractorName: row.contractorName,
    quantity: Number(order.quantity),
    deliveryWindow: windowLabel(order.windowStartHour),
    deliveryStartsAt: order.deliveryStartsAt.toISOString(),
    city: row.city,
    options: quote.lineItems.filter((line) => line.kind === 'extra'),
    quote,
    cardHoldPercent: row.cardHoldPercent ?? CARD_ADDITIONAL_HOLD_PERCENT,
    unpaidAmountCents: unpaidAmountOf(order),
    createdAt: order.createdAt.toISOString(),
    canceledAt: order.canceledAt?.toISOString() ?? null,
    cancelReason: order.status === 'canceled' ? (order.cancelReason ?? 'contractor') : null,
    cancelableUntil: cancelableUntil.toISOString(),
    cancelable: CONTRACTOR_CANCELABLE.includes(order.status) && now.getTime() < cancelableUntil.getTime(),
    lateCancellationFeePercent: row.lateCancellationFeePercent ?? 0,
    lateCancellationFeeCents: lateCancellationFeeOf(order, row.lateCancellationFeePercent ?? 0),
    lateCancelable:
      CONTRACTOR_CANCELABLE.includes(order.status) &&
      now.getTime() >= cancelableUntil.getTime() &&
      FEE_PAYABLE.includes(order.paymentStatus) &&
      lateCancellationFeeOf(order, row.lateCancellationFeePercent ?? 0) > 0,
    windowProposal: windowProposalOf(order),
    timeZone: siteTimeZone(row.cityTimeZone, row.supplierTimeZone),
  };
  // Copied one by one, never spread: V8 builds an object spread from this many properties on a
  // slow path, which cost ~0.15 ms an order (7 of the inbox page's ~20 ms of server time, measured).
  for (const field of STORED_ORDER_FIELDS) (record as Record<string, unknown>)[field] = order[field];
  return record as OrderRecord;
}

/** One of the company's orders; NOT_FOUND for an unknown id or another company's. */
export async function getOrder(db: Database, companyId: string, id: string, now = new Date()): Promise<OrderRecord> {
  const [row] = await selectOrders(db)
    .where(and(eq(orders.id, id), eq(orders.companyId, companyId)))
    .limit(1);
  if (!row) throw expectedError(ErrorCode.NOT_FOUND, ORDER_NOT_FOUND_MESSAGE);
  return toOrderRecord(row, now);
}

/** The company that placed an order with this supplier; NOT_FOUND for an order of another supplier. */
export async function supplierOrderCompany(db: Database, supplierId: string, orderId: string): Promise<string> {
  const [row] = await db
    .select({ companyId: orders.companyId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.supplierId, supplierId)))
    .limit(1);
  if (!row) throw expectedError(ErrorCode.NOT_FOUND, ORDER_NOT_FOUND_MESSAGE);
  return row.companyId;
}
