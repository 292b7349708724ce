import 'server-only';

import { and, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';

import type { OrderStatus } from '@/graphql/generated/client/graphql';
import type { Order as OrderSchema } from '@/graphql/generated/resolvers';
import { CARD_ADDITIONAL_HOLD_PERCENT, DELIVERY_WINDOW_HOURS } from '@/lib/constants';
import { ENDED_WITHOUT_DELIVERY } from '@/lib/order/lifecycle';
import type { OrdersFilter, PlaceOrderInput } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { preparedPerDatabase, preparedPerDatabaseAndShape, withGenericPlan } from '@/server/db/prepared';
import { violatedUniqueConstraint } from '@/server/db/errors';
import {
  cities,
  companies,
  countries,
  orders,
  partners,
  supplierDeliverySettings,
  suppliers,
  type OrderCancelReason,
} from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

import { checkAddressCity, insertJobSite, type CityRecord } from './job-sites';
import type { QuoteLineItem } from '@/server/services/catalogue/pricing';
import { bookTrucks } from './bookings';
import { moveOrder } from './lifecycle';
import { recordOrderEvent } from '@/server/services/events/order-events';
import { orderCountsByStatus } from './order-counts';
import {
  NUMERIC_SUMMARY_KEYS,
  selectSummaryPage,
  SUMMARY_KEYS,
  type OrderSummaryRow,
  type SummaryShape,
} from './order-summary';
import { canonicalHash, quoteOrder, type OrderQuoteRecord } from '@/server/services/catalogue/quote';
import { hourLabel, siteTimeZone, zonedInstant } from './local-time';

/**
 * Placing, listing and canceling orders.
 *
 * Payment seam: an order is created with its payment type and `paymentStatus: requires_payment`
 * and `amountDueCents` (total less referral credit). Payments (server/services/payments) take it
 * from there: every payment attempt moves `paymentStatus`. Canceling here marks an order that
 * still requires payment canceled; `orderCancel` then releases whatever payment the order holds
 * (services/payments/order-cancel.ts).
 */

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const QUOTE_CHANGED_MESSAGE = 'The price of this order has changed. Please review the new total.';
export const WINDOW_UNAVAILABLE_MESSAGE = 'This delivery window is no longer available. Please choose another.';
export const DATE_NOT_DELIVERING_MESSAGE = 'The supplier is not delivering on this date. Please choose another date.';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'This order request was already used for a different order.';
export const ORDER_ALREADY_CANCELED_MESSAGE = 'This order is already canceled.';
export const CANCELLATION_WINDOW_CLOSED_MESSAGE = 'This order can no longer be canceled.';

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
  // Kept by triggers (schema.ts): the loads resolver reads none when there are none.
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
const CONTRACTOR_CANCELABLE: readonly OrderStatus[] = ['placed', 'accepted', 'scheduled'];

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

/** Thrown inside the placing transaction to roll it back; turned into the coded error outside. */
class PlacementRefused extends Error {
  constructor(readonly reason: 'windowFull' | 'dateBlocked' | 'creditChanged') {
    super(reason);
  }
}

async function existingPlacement(db: Database, companyId: string, idempotencyKey: string, requestHash: string) {
  const [existing] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.idempotencyKey, idempotencyKey)))
    .limit(1);
  if (!existing) return null;
  if (existing.requestHash !== requestHash) {
    throw expectedError(ErrorCode.IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_KEY_REUSED_MESSAGE);
  }
  return existing.id;
}

/**
 * Places an order for the caller's company. The same idempotency key with the same input answers
 * the order it placed (a double click or retry never makes two); with another input it is
 * refused. The quote is recomputed and must have the fingerprint the user saw (QUOTE_CHANGED with
 * the new quote otherwise). In one transaction: the window's trucks are booked with a conditional
 * UPDATE (`booked + trucks <= capacity`, the capacity read under the window's row lock, so a date
 * just blocked or a capacity just lowered holds; concurrent orders queue on the lock and re-check),
 * the referral credit is taken the same way, a typed address to keep is saved as a job site, and
 * the order is inserted; any failure rolls back all of them. The order's confirmation mail is stored in the same transaction, then sent at once.
 */
export async function placeOrder(
  db: Database,
  placement: { companyId: string; userId: string | null; input: PlaceOrderInput; idempotencyKey: string; now?: Date },
): Promise<OrderRecord> {
  const { companyId, input, idempotencyKey } = placement;
  const now = placement.now ?? new Date();
  const requestHash = canonicalHash(input);

  const existingId = await existingPlacement(db, companyId, idempotencyKey, requestHash);
  if (existingId) return getOrder(db, companyId, existingId, now);

  const context = await quoteOrder(db, input.quote, { companyId, now });
  const quoteChanged = (quote: OrderQuoteRecord) =>
    expectedError(ErrorCode.QUOTE_CHANGED, QUOTE_CHANGED_MESSAGE, { quote });
  if (context.quote.fingerprint !== input.quoteFingerprint) throw quoteChanged(context.quote);

  const { schedule } = context;
  const windowStartHour = schedule.windowStartHour!;
  const deliveryStartsAt = zonedInstant(schedule.date, windowStartHour, context.settings.timeZone);
  if (deliveryStartsAt.getTime() <= now.getTime()) {
    throw expectedError(ErrorCode.DELIVERY_WINDOW_UNAVAILABLE, WINDOW_UNAVAILABLE_MESSAGE);
  }

  let partnerCode: string | null = null;
  if (input.partnerCode) {
    const [partner] = await db
      .select({ code: partners.code })
      .from(partners)
      .where(sql`lower(${partners.code}) = lower(${input.partnerCode})`)
      .limit(1);
    partnerCode = partner?.code ?? null;
  }

  const { quote, product } = context;
  // A typed address the contractor keeps: its city checked here, saved with the order below.
  const newSite = input.jobSite;
  const newSiteCity = newSite ? await checkAddressCity(db, newSite, 'jobSite.') : null;
  const credit = quote.referralCreditAppliedCents;
  let orderId: string;
  try {
    orderId = await db.transaction(async (tx) => {
      // Saved first, so that any refusal below (a full window) rolls it back with the rest.
      const delivery =
        newSite && newSiteCity
          ? {
              ...context.delivery,
              jobSiteId: await insertJobSite(tx, companyId, newSite, newSiteCity),
              siteName: newSite.name,
              jobNumber: newSite.jobNumber,
              gateCode: newSite.gateCode,
              accessNotes: newSite.accessNotes,
              washoutNotes: newSite.washoutNotes,
            }
          : context.delivery;
      const window = { supplierId: product.supplierId, deliveryDate: schedule.date, windowStartHour };
      const booking = await bookTrucks(tx, window, schedule.trucks, context.settings);
      if (booking === 'blocked') throw new PlacementRefused('dateBlocked');
      if (booking === 'full') throw new PlacementRefused('windowFull');

      if (credit > 0) {
        const taken = await tx
          .update(companies)
          .set({ referralCreditCents: sql`${companies.referralCreditCents} - ${credit}` })
          .where(and(eq(companies.id, companyId), gte(companies.referralCreditCents, credit)))
          .returning({ id: companies.id });
        if (taken.length === 0) throw new PlacementRefused('creditChanged');
      }

      const [row] = await tx
        .insert(orders)
        .values({
          companyId,
          placedByUserId: placement.userId,
          supplierId: product.supplierId,
          productId: product.id,
          productType: product.type,
          productName: product.name,
          quantity: (context.quantityHundredths / 100).toFixed(2),
          unit: product.unit,
          color: input.quote.color,
          trucks: schedule.trucks,
          minutesBetweenTrucks: schedule.minutesBetweenTrucks,
          deliveryDate: schedule.date,
          pickUpDate: schedule.pickUpDate,
          windowStartHour,
          deliveryStartsAt,
          jobSiteId: delivery.jobSiteId,
          cityId: delivery.city.id,
          siteName: delivery.siteName,
          deliveryAddress: delivery.address,
          postalCode: delivery.postalCode,
          jobNumber: delivery.jobNumber,
          gateCode: delivery.gateCode,
          accessNotes: delivery.accessNotes,
          washoutNotes: delivery.washoutNotes,
          comment: input.comment,
          contactName: input.contact.name,
          contactEmail: input.contact.email.toLowerCase(),
          contactPhone: input.contact.phoneNumber,
          paymentType: input.quote.paymentType,
          paymentStatus: 'requires_payment',
          currency: quote.currency,
          totalCents: quote.totalCents,
          referralCreditAppliedCents: credit,
          amountDueCents: quote.amountDueCents,
          quote,
          quoteFingerprint: quote.fingerprint,
          idempotencyKey,
          requestHash,
          partnerCode,
        })
        .returning({ id: orders.id });
      await recordOrderEvent(
        tx,
        row!.id,
        { kind: 'status', status: 'placed', actor: { party: 'contractor', userId: placement.userId } },
        now,
      );
      return row!.id;
    });
  } catch (error) {
    if (error instanceof PlacementRefused) {
      if (error.reason === 'windowFull') {
        throw expectedError(ErrorCode.DELIVERY_WINDOW_UNAVAILABLE, WINDOW_UNAVAILABLE_MESSAGE);
      }
      if (error.reason === 'dateBlocked') {
        throw expectedError(ErrorCode.DELIVERY_WINDOW_UNAVAILABLE, DATE_NOT_DELIVERING_MESSAGE);
      }
      throw quoteChanged((await quoteOrder(db, input.quote, { companyId, now })).quote);
    }
    // A concurrent request with the same key won the insert: answer its order.
    if (violatedUniqueConstraint(error) !== undefined) {
      const winner = await existingPlacement(db, companyId, idempotencyKey, requestHash);
      if (winner) return getOrder(db, companyId, winner, now);
    }
    throw error;
  }
  return getOrder(db, companyId, orderId, now);
}

/**
 * Cancels one of the company's orders while the supplier's cancellation window is open (placed,
 * accepted or scheduled): frees its trucks in the delivery window and gives back the referral
 * credit it used (lifecycle.ts). Releasing a payment already made or authorised is payments'
 * (see the payment seam above).
 */
export async function cancelOrder(
  db: Database,
  companyId: string,
  id: string,
  now = new Date(),
  userId: string | null = null,
): Promise<OrderRecord> {
  const order = await getOrder(db, companyId, id, now);
  if (ENDED_WITHOUT_DELIVERY.includes(order.status)) {
    throw expectedError(ErrorCode.ORDER_NOT_CANCELABLE, ORDER_ALREADY_CANCELED_MESSAGE);
  }
  if (!order.cancelable) throw expectedError(ErrorCode.ORDER_NOT_CANCELABLE, CANCELLATION_WINDOW_CLOSED_MESSAGE);

  const canceled = await db.transaction(async (tx) => {
    const row = await moveOrder(tx, {
      orderId: id,
      from: CONTRACTOR_CANCELABLE,
      to: 'canceled',
      actor: { party: 'contractor', userId },
      scope: eq(orders.companyId, companyId),
      now,
    });
    return row;
  });
  if (!canceled) throw expectedError(ErrorCode.ORDER_NOT_CANCELABLE, ORDER_ALREADY_CANCELED_MESSAGE);
  return getOrder(db, companyId, id, now);
}

export const UNPAID_CANCEL_REASON = 'It was not paid in time.';

/**
 * The maintenance job's cancel of unpaid orders: every placed order matching `where` moves to
 * canceled through the lifecycle (lifecycle.ts: trucks and referral credit given back, the
 * history entry by the marketplace itself), with the contractor's mail, in one transaction. The
 * move is a compare-and-set on the state, so a contractor canceling at the same moment, or another
 * instance of the job, cancels an order once. Answers the orders it canceled; their payments are
 * released by the caller.
 */
export async function cancelPlacedOrders(
  db: Database,
  where: SQL | undefined,
  reason: 'unpaid',
  now: Date,
): Promise<{ id: string; companyId: string; supplierId: string }[]> {
  const canceled = await db.transaction(async (tx) => {
    const candidates = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'placed'), where));
    const moved: { id: string; companyId: string; supplierId: string }[] = [];
    for (const candidate of candidates) {
      const row = await moveOrder(tx, {
        orderId: candidate.id,
        from: ['placed'],
        to: 'canceled',
        actor: { party: 'system', userId: null },
        reason: UNPAID_CANCEL_REASON,
        scope: where,
        now,
      });
      if (row) moved.push({ id: row.id, companyId: row.companyId, supplierId: row.supplierId });
    }
    return moved;
  });
  return canceled;
}
