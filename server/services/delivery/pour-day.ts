import 'server-only';

import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { balancePaymentText, requestSummary } from '@/lib/order/pour-day';
import { messages, quantityHundredths, type OrderRequestAnswer, type OrderRequestInput } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { violatedUniqueConstraint } from '@/server/db/errors';
import { companies, orderLoads, orderPayments, orderRequests, orders, products, users } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import {
  enqueueMail,
  orderMailData,
  orderRequestAnsweredMail,
  supplierDispatchers,
  supplierOrderRequestMail,
} from '@/server/services/mail';
import { NOT_ALLOWED_MESSAGE } from '@/server/services/accounts/permissions';

import type { Transaction } from '@/server/services/orders/bookings';
import { recordOrderEvent, type OrderActor } from '@/server/services/events/order-events';
import { getOrder, type OrderRecord } from '@/server/services/orders/orders';
import { priceOrder, type PricingExtra } from '@/server/services/catalogue/pricing';
import { canonicalHash, type OrderQuoteRecord } from '@/server/services/catalogue/quote';
import { getSupplierOrder } from '@/server/services/supplier-desk/supplier-orders';
import { type SupplierMember } from '@/server/services/accounts/supplier-members';

/**
 * Pour-day requests. On delivery day (the order scheduled or dispatched) the contractor's ordering
 * members ask to hold the next truck, to change the spacing between trucks, or to send the
 * balance: the final quantity still needed. The supplier's dispatchers accept or decline each,
 * with a note the contractor reads. One open request of each kind per order (a partial unique
 * index). Answering is a conditional update of the open request inside a transaction that locks
 * the order's row first, so two dispatchers answering at once make one answer; the other gets
 * ORDER_REQUEST_NOT_OPEN. Each change mails (the dispatchers for a request, the contractor for an
 * answer, one mail per request and person) and publishes the order change, so both pages update.
 *
 * - hold: accepted, it marks the next planned load held (`order_loads.held_at`); its driver cannot
 *   report it loaded until the dispatcher or the contractor releases it.
 * - spacing: accepted, it sets `orders.minutes_between_trucks`.
 * - balance: the order's new quantity is what has left the yard so far (loads past planned) plus
 *   the balance, repriced when asked with the quote rules (pricing.ts's priceOrder) at the prices
 *   the order was placed at, for the same trucks; the preview is what acceptance stores as the
 *   order's quote, total and amount due. Nothing is charged here: `coveredByOrderPayment` says
 *   whether the order's payment, as the payment code works, collects the new amount due.
 */

export const NOT_ON_DELIVERY_DAY_MESSAGE =
  'Requests are made on delivery day: once the order is scheduled, until it is delivered.';
export const REQUEST_ALREADY_OPEN_MESSAGE = 'You already asked this: wait for the supplier’s answer or withdraw it.';
export const REQUEST_NOT_OPEN_MESSAGE = 'This request was answered or withdrawn already.';
export const REQUEST_NOT_FOUND_MESSAGE = 'Request not found';
export const NOTHING_TO_HOLD_MESSAGE = 'No truck is waiting to leave the yard: there is nothing to hold.';
export const ALREADY_HELD_MESSAGE = 'A truck is held already: release it first.';
export const NOTHING_HELD_MESSAGE = 'No truck is held.';
export const SAME_SPACING_MESSAGE = 'The trucks already go at this spacing.';
export const BALANCE_OUTDATED_MESSAGE =
  'More has left the yard since the balance was asked: decline it, and the contractor can ask again.';
export const LOAD_HELD_MESSAGE = 'The contractor asked to hold this truck: wait until the hold is released.';

/** The states of delivery day, in which requests are made and accepted. */
const DELIVERY_DAY = ['scheduled', 'dispatched'] as const;
const onDeliveryDay = (status: string) => (DELIVERY_DAY as readonly string[]).includes(status);

/** A balance repriced by the server: the order before and after (GraphQL BalancePreview). */
export interface BalancePreviewRecord {
  dispatchedQuantity: number;
  previousQuantity: number;
  newQuantity: number;
  currency: string;
  previousTotalCents: number;
  newTotalCents: number;
  previousAmountDueCents: number;
  newAmountDueCents: number;
  coveredByOrderPayment: boolean;
  quote: OrderQuoteRecord;
}

/** GraphQL OrderRequest. */
export interface OrderRequestRecord {
  id: string;
  orderId: string;
  kind: 'hold' | 'spacing' | 'balance';
  status: 'open' | 'accepted' | 'declined' | 'withdrawn';
  minutes: number | null;
  quantity: number | null;
  preview: BalancePreviewRecord | null;
  requestedByName: string | null;
  answeredByName: string | null;
  answerNote: string | null;
  createdAt: string;
  answeredAt: string | null;
}

const requester = alias(users, 'requester');
const answerer = alias(users, 'answerer');

function selectRequests(db: Database) {
  return db
    .select({
      request: orderRequests,
      requestedByName: requester.fullName,
      answeredByName: answerer.fullName,
    })
    .from(orderRequests)
    .leftJoin(requester, eq(requester.id, orderRequests.requestedByUserId))
    .leftJoin(answerer, eq(answerer.id, orderRequests.answeredByUserId));
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

function toRequest({ request, requestedByName, answeredByName }: RequestRow): OrderRequestRecord {
  return {
    id: request.id,
    orderId: request.orderId,
    kind: request.kind,
    status: request.status,
    minutes: request.minutes,
    quantity: request.quantity === null ? null : Number(request.quantity),
    preview: (request.preview as BalancePreviewRecord | null) ?? null,
    requestedByName,
    answeredByName,
    answerNote: request.answerNote,
    createdAt: request.createdAt.toISOString(),
    answeredAt: request.answeredAt?.toISOString() ?? null,
  };
}

/** The requests of several orders, newest first (for a page's batch loader). */
export async function requestsOfOrders(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, OrderRequestRecord[]>> {
  const byOrder = new Map<string, OrderRequestRecord[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await selectRequests(db)
    .where(inArray(orderRequests.orderId, [...orderIds]))
    .orderBy(desc(orderRequests.createdAt), desc(orderRequests.id));
  for (const row of rows) {
    const list = byOrder.get(row.request.orderId) ?? [];
    list.push(toRequest(row));
    byOrder.set(row.request.orderId, list);
  }
  return byOrder;
}

/** The order repriced for `quantityHundredths`, at the prices it was placed at, for the same trucks. */
export function repriceOrder(
  order: Pick<OrderRecord, 'id' | 'quote' | 'productType' | 'unit' | 'trucks' | 'referralCreditAppliedCents'>,
  quantityHundredths: number,
): OrderQuoteRecord {
  const { quote } = order;
  const product = quote.lineItems.find((line) => line.kind === 'product')!;
  const fee = quote.fees[0];
  const extras = quote.lineItems
    .filter((line) => line.kind === 'extra')
    .map((line, index): PricingExtra => ({
      id: String(index),
      name: line.label,
      // As pricing.ts wrote the line: per truck in trucks, per order without a unit, else per unit.
      pricing: line.unit === 'truck' ? 'perTruck' : line.unit === null ? 'perOrder' : 'perUnit',
      priceCents: line.unitPriceCents,
    }));
  const amounts = priceOrder({
    product: {
      name: product.label,
      type: order.productType,
      unit: product.unit ?? order.unit,
      priceCents: product.unitPriceCents,
      // The same trucks: the fee as placed (its per-truck minimum, capped where it was).
      feeMinCents: fee ? fee.unitPriceCents : null,
      feeMaxCents: fee ? fee.amountCents : null,
    },
    quantityHundredths,
    trucks: order.trucks,
    extras,
    taxes: quote.taxes.map((tax) => ({ name: tax.name, ratePpm: Math.round(tax.ratePercent * 10_000) })),
    processingFeeBps: Math.round(quote.processingFeePercent * 100),
    // The credit the order took when placed; none more is taken on delivery day.
    referralCreditCents: order.referralCreditAppliedCents,
  });
  const fingerprint = canonicalHash({
    version: 2,
    repriced: { orderId: order.id, quantityHundredths, trucks: order.trucks },
    currency: quote.currency,
    amounts,
  });
  return { ...amounts, currency: quote.currency, fingerprint };
}

/**
 * Whether the order's payment, as the payment code works, collects `newAmountDueCents` with
 * nothing else to pay or give back: not paid yet (the next attempt takes the amount due), on
 * terms (the invoice is the amount due), or a card authorisation at least as large (the charge
 * job captures the amount due, at most the authorisation). Money already taken is never topped
 * up or refunded here.
 */
async function coveredByOrderPayment(
  db: Database,
  order: Pick<OrderRecord, 'id' | 'paymentStatus' | 'amountDueCents'>,
  newAmountDueCents: number,
): Promise<boolean> {
  if (['requires_payment', 'failed', 'canceled'].includes(order.paymentStatus)) return true;
  if (newAmountDueCents === order.amountDueCents) return true;
  if (order.paymentStatus !== 'authorized') return false;
  const [attempt] = await db
    .select({ kind: orderPayments.kind, amountCents: orderPayments.amountCents })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, order.id))
    .orderBy(desc(orderPayments.createdAt))
    .limit(1);
  if (!attempt) return false;
  return attempt.kind === 'terms' || newAmountDueCents <= attempt.amountCents;
}

/** What has left the yard so far (loads past planned), in hundredths of the order's unit. */
async function dispatchedHundredths(db: Database, orderId: string): Promise<number> {
  const loads = await db
    .select({ quantity: orderLoads.quantity })
    .from(orderLoads)
    .where(and(eq(orderLoads.orderId, orderId), sql`${orderLoads.step} <> 'planned'`));
  return loads.reduce((total, load) => total + (quantityHundredths(Number(load.quantity)) ?? 0), 0);
}

function quantityRefused(message: string) {
  return expectedError(ErrorCode.BAD_USER_INPUT, message, { fields: { quantity: message } });
}

/** The balance's new quantity and price; BAD_USER_INPUT when it breaks the product's rules. */
async function balancePreview(db: Database, order: OrderRecord, balance: number): Promise<BalancePreviewRecord> {
  const [rule] = await db
    .select({ min: products.minimumOrder, step: products.quantityIncrement, max: products.maximumOrder })
    .from(products)
    .where(eq(products.id, order.productId))
    .limit(1);
  const balanceQ = quantityHundredths(balance);
  if (balanceQ === null || balanceQ <= 0) throw quantityRefused(messages.invalid);
  const step = quantityHundredths(Number(rule?.step ?? 0)) ?? 0;
  if (step > 0 && balanceQ % step !== 0) throw quantityRefused(messages.quantityStep(Number(rule!.step)));
  const dispatched = await dispatchedHundredths(db, order.id);
  const newQ = dispatched + balanceQ;
  const maxQ = quantityHundredths(Number(rule?.max ?? 0));
  if (maxQ !== null && maxQ > 0 && newQ > maxQ) {
    throw quantityRefused(messages.quantityMax(Math.max(0, (maxQ - dispatched) / 100)));
  }
  const minQ = quantityHundredths(Number(rule?.min ?? 0)) ?? 0;
  if (newQ < minQ) throw quantityRefused(messages.quantityMin((minQ - dispatched) / 100));
  const quote = repriceOrder(order, newQ);
  return {
    dispatchedQuantity: dispatched / 100,
    previousQuantity: order.quantity,
    newQuantity: newQ / 100,
    currency: quote.currency,
    previousTotalCents: order.totalCents,
    newTotalCents: quote.totalCents,
    previousAmountDueCents: order.amountDueCents,
    newAmountDueCents: quote.amountDueCents,
    coveredByOrderPayment: await coveredByOrderPayment(db, order, quote.amountDueCents),
    quote,
  };
}

/** The next planned load to hold, or the coded refusal: none waits, or one is held already. */
async function loadToHold(db: Database, orderId: string): Promise<string> {
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

function notOnDeliveryDay(status: string) {
  return expectedError(ErrorCode.ORDER_NOT_ON_DELIVERY_DAY, NOT_ON_DELIVERY_DAY_MESSAGE, { status });
}

/**
 * The contractor asks (their company's order, scheduled or dispatched): stored with a balance's
 * repriced preview, the dispatchers mailed in the same transaction, the pages told.
 */
export async function createOrderRequest(
  db: Database,
  asker: { companyId: string; userId: string },
  input: OrderRequestInput,
  now = new Date(),
): Promise<OrderRecord> {
  const order = await getOrder(db, asker.companyId, input.orderId, now);
  if (!onDeliveryDay(order.status)) throw notOnDeliveryDay(order.status);
  const [open] = await db
    .select({ id: orderRequests.id })
    .from(orderRequests)
    .where(
      and(eq(orderRequests.orderId, order.id), eq(orderRequests.kind, input.kind), eq(orderRequests.status, 'open')),
    )
    .limit(1);
  if (open) throw expectedError(ErrorCode.ORDER_REQUEST_ALREADY_OPEN, REQUEST_ALREADY_OPEN_MESSAGE);

  let preview: BalancePreviewRecord | null = null;
  if (input.kind === 'hold') await loadToHold(db, order.id);
  if (input.kind === 'spacing' && input.minutes === order.minutesBetweenTrucks) {
    throw expectedError(ErrorCode.BAD_USER_INPUT, SAME_SPACING_MESSAGE, { fields: { minutes: SAME_SPACING_MESSAGE } });
  }
  if (input.kind === 'balance') preview = await balancePreview(db, order, input.quantity);

  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(orderRequests)
        .values({
          orderId: order.id,
          kind: input.kind,
          minutes: input.kind === 'spacing' ? input.minutes : null,
          quantity: input.kind === 'balance' ? input.quantity.toFixed(2) : null,
          preview,
          requestedByUserId: asker.userId,
          createdAt: now,
        })
        .returning({ id: orderRequests.id });
      await recordOrderEvent(
        tx,
        order.id,
        { kind: 'request_opened', requestId: row!.id, actor: { party: 'contractor', userId: asker.userId } },
        now,
      );
    });
  } catch (error) {
    // Two taps at once: the second loses on the one-open-request index.
    if (violatedUniqueConstraint(error) !== undefined) {
      throw expectedError(ErrorCode.ORDER_REQUEST_ALREADY_OPEN, REQUEST_ALREADY_OPEN_MESSAGE);
    }
    throw error;
  }
  return getOrder(db, asker.companyId, order.id, now);
}

/** The request's words for the mails: what was asked, in the order's unit. */
function summaryOf(request: typeof orderRequests.$inferSelect, unit: string): string {
  return requestSummary(
    {
      kind: request.kind,
      minutes: request.minutes,
      quantity: request.quantity === null ? null : Number(request.quantity),
    },
    unit,
  );
}

/** The supplier's dispatchers' mail about a contractor's request, once per request and person. */
export async function queueRequestOpenedMails(
  db: Database,
  order: OrderRecord,
  requestId: string,
  eventId: string,
): Promise<string[]> {
  const [request] = await db.select().from(orderRequests).where(eq(orderRequests.id, requestId));
  if (!request) return [];
  const mail = supplierOrderRequestMail({
    ...orderMailData(order),
    contractorName: order.contractorName,
    kind: request.kind,
    summary: summaryOf(request, order.unit),
    totals: request.preview as BalancePreviewRecord | null,
  });
  const ids: string[] = [];
  for (const dispatcher of await supplierDispatchers(db, order.supplierId)) {
    const id = await enqueueMail(db, {
      kind: 'supplier_order_request',
      to: dispatcher.email,
      ...mail,
      dedupeKey: `order-request:${request.id}:${dispatcher.userId}`,
      eventId,
    });
    if (id) ids.push(id);
  }
  return ids;
}

/** The contractor's mail about the supplier's answer, once per request. */
export async function queueRequestAnsweredMail(
  db: Database,
  order: OrderRecord,
  answered: { requestId: string; paymentText: string | null },
  eventId: string,
): Promise<string | null> {
  const [request] = await db.select().from(orderRequests).where(eq(orderRequests.id, answered.requestId));
  if (!request || request.status === 'open' || request.status === 'withdrawn') return null;
  return enqueueMail(db, {
    kind: 'order_request_answered',
    to: order.contactEmail,
    ...orderRequestAnsweredMail({
      ...orderMailData(order),
      kind: request.kind,
      summary: summaryOf(request, order.unit),
      accepted: request.status === 'accepted',
      note: request.answerNote,
      paymentText: answered.paymentText,
    }),
    dedupeKey: `order-request-answered:${request.id}`,
    eventId,
  });
}

/** The status a request is in now, for the loser of a race. */
async function requestStatus(db: Database, requestId: string) {
  const [row] = await db
    .select({ status: orderRequests.status })
    .from(orderRequests)
    .where(eq(orderRequests.id, requestId));
  return row?.status;
}

/** The contractor withdraws one of their company's open requests. */
export async function withdrawOrderRequest(
  db: Database,
  asker: { companyId: string; userId: string },
  requestId: string,
  now = new Date(),
): Promise<OrderRecord> {
  const [request] = await db
    .select({ orderId: orderRequests.orderId, supplierId: orders.supplierId })
    .from(orderRequests)
    .innerJoin(orders, eq(orders.id, orderRequests.orderId))
    .where(and(eq(orderRequests.id, requestId), eq(orders.companyId, asker.companyId)))
    .limit(1);
  if (!request) throw expectedError(ErrorCode.NOT_FOUND, REQUEST_NOT_FOUND_MESSAGE);
  const withdrawn = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orderRequests)
      .set({ status: 'withdrawn', answeredAt: now })
      .where(and(eq(orderRequests.id, requestId), eq(orderRequests.status, 'open')))
      .returning({ id: orderRequests.id });
    if (row) {
      await recordOrderEvent(
        tx,
        request.orderId,
        { kind: 'request_withdrawn', requestId, actor: { party: 'contractor', userId: asker.userId } },
        now,
      );
    }
    return row;
  });
  if (!withdrawn) {
    throw expectedError(ErrorCode.ORDER_REQUEST_NOT_OPEN, REQUEST_NOT_OPEN_MESSAGE, {
      status: await requestStatus(db, requestId),
    });
  }
  return getOrder(db, asker.companyId, request.orderId, now);
}

/**
 * A dispatcher answers an open request of one of the supplier's orders. In one transaction: the
 * order's row locked, the request moved from open by a conditional update (a second answer finds
 * it answered: ORDER_REQUEST_NOT_OPEN), what an acceptance changes, and the contractor's mail.
 */
export async function answerOrderRequest(
  db: Database,
  member: SupplierMember,
  answer: OrderRequestAnswer,
  now = new Date(),
) {
  if (!member.rights.mayDispatch) throw expectedError(ErrorCode.FORBIDDEN, NOT_ALLOWED_MESSAGE);
  const [found] = await db
    .select({ orderId: orderRequests.orderId })
    .from(orderRequests)
    .innerJoin(orders, eq(orders.id, orderRequests.orderId))
    .where(and(eq(orderRequests.id, answer.requestId), eq(orders.supplierId, member.supplierId)))
    .limit(1);
  if (!found) throw expectedError(ErrorCode.NOT_FOUND, REQUEST_NOT_FOUND_MESSAGE);

  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: orders.status, companyId: orders.companyId })
      .from(orders)
      .where(eq(orders.id, found.orderId))
      .for('update');
    if (answer.accept && !onDeliveryDay(locked!.status)) throw notOnDeliveryDay(locked!.status);
    const [request] = await tx
      .update(orderRequests)
      .set({
        status: answer.accept ? 'accepted' : 'declined',
        answeredByUserId: member.userId,
        answerNote: answer.note,
        answeredAt: now,
      })
      .where(and(eq(orderRequests.id, answer.requestId), eq(orderRequests.status, 'open')))
      .returning();
    if (!request) {
      throw expectedError(ErrorCode.ORDER_REQUEST_NOT_OPEN, REQUEST_NOT_OPEN_MESSAGE, {
        status: await requestStatus(tx, answer.requestId),
      });
    }
    const order = await getOrder(tx, locked!.companyId, found.orderId, now);
    let paymentText: string | null = null;
    if (answer.accept) paymentText = await applyRequest(tx, order, request, now);
    await recordOrderEvent(
      tx,
      found.orderId,
      {
        kind: 'request_answered',
        requestId: request.id,
        accepted: answer.accept,
        paymentText,
        actor: { party: 'supplier', userId: member.userId },
      },
      now,
    );
  });
  return getSupplierOrder(db, member, found.orderId, now);
}

/** What an accepted request changes (inside the answer's transaction); a balance's payment words. */
async function applyRequest(
  tx: Transaction,
  order: OrderRecord,
  request: typeof orderRequests.$inferSelect,
  now: Date,
): Promise<string | null> {
  if (request.kind === 'spacing') {
    await tx.update(orders).set({ minutesBetweenTrucks: request.minutes! }).where(eq(orders.id, order.id));
    return null;
  }
  if (request.kind === 'hold') {
    const loadId = await loadToHold(tx, order.id);
    await tx.update(orderLoads).set({ heldAt: now }).where(eq(orderLoads.id, loadId));
    return null;
  }
  const preview = request.preview as BalancePreviewRecord;
  // The preview priced the order as it was then: it holds while nothing else changed it.
  const dispatched = await dispatchedHundredths(tx, order.id);
  if (
    order.quantity !== preview.previousQuantity ||
    order.totalCents !== preview.previousTotalCents ||
    dispatched > Math.round(preview.newQuantity * 100)
  ) {
    throw expectedError(ErrorCode.ORDER_REQUEST_OUTDATED, BALANCE_OUTDATED_MESSAGE);
  }
  const { quote } = preview;
  const covered = await coveredByOrderPayment(tx, order, quote.amountDueCents);
  await tx
    .update(orders)
    .set({
      quantity: preview.newQuantity.toFixed(2),
      quote,
      quoteFingerprint: quote.fingerprint,
      totalCents: quote.totalCents,
      referralCreditAppliedCents: quote.referralCreditAppliedCents,
      amountDueCents: quote.amountDueCents,
    })
    .where(eq(orders.id, order.id));
  // A smaller total may use less of the referral credit the order took: the rest goes back.
  const unused = order.referralCreditAppliedCents - quote.referralCreditAppliedCents;
  if (unused > 0) {
    const [owner] = await tx.select({ companyId: orders.companyId }).from(orders).where(eq(orders.id, order.id));
    await tx
      .update(companies)
      .set({ referralCreditCents: sql`${companies.referralCreditCents} + ${unused}` })
      .where(eq(companies.id, owner!.companyId));
  }
  const stored = { ...preview, coveredByOrderPayment: covered };
  await tx.update(orderRequests).set({ preview: stored }).where(eq(orderRequests.id, request.id));
  return balancePaymentText(stored);
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
