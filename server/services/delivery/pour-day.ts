import 'server-only';

import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { balancePaymentText, spacingText } from '@/lib/order/pour-day';
import { type OrderRequestAnswer, type OrderRequestInput } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { violatedUniqueConstraint } from '@/server/db/errors';
import { companies, orderLoads, orderRequests, orders, users } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { NOT_ALLOWED_MESSAGE } from '@/server/services/accounts/permissions';

import type { Transaction } from '@/server/db/database';
import { recordOrderEvent } from '@/server/services/events/order-events';
import { getOrder, type OrderRecord } from '@/server/services/orders/orders';
import { getSupplierOrder } from '@/server/services/supplier-desk/supplier-orders';
import { type SupplierMember } from '@/server/services/accounts/supplier-members';
import {
  BALANCE_OUTDATED_MESSAGE,
  balancePreview,
  coveredByOrderPayment,
  dispatchedHundredths,
  type BalancePreviewRecord,
} from './balance';
import type { PaymentGateway } from '@/server/payment-gateway';
import { recordTotalChange } from '@/server/services/payments/balance-changes';
import { settleBalanceRefunds } from '@/server/services/payments/balance-settlement';
import { planConflictAt } from './fleet-bookings';
import { loadToHold } from './holds';

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
 *   order's quote, total and amount due. When the order's payment does not collect the new
 *   amount as it is (`coveredByOrderPayment`), the acceptance records the money that moves in its
 *   transaction (payments/balance-changes.ts): a difference for the contractor to authorise, a
 *   refund (made right after), or the 120-day terms changed.
 */

export const NOT_ON_DELIVERY_DAY_MESSAGE =
  'Requests are made on delivery day: once the order is scheduled, until it is delivered.';
export const REQUEST_ALREADY_OPEN_MESSAGE = 'You already asked this: wait for the supplier’s answer or withdraw it.';
export const REQUEST_NOT_OPEN_MESSAGE = 'This request was answered or withdrawn already.';
export const REQUEST_NOT_FOUND_MESSAGE = 'Request not found';
export const SAME_SPACING_MESSAGE = 'The trucks already go at this spacing.';
/** The states of delivery day, in which requests are made and accepted. */
const DELIVERY_DAY = ['scheduled', 'dispatched'] as const;
const onDeliveryDay = (status: string) => (DELIVERY_DAY as readonly string[]).includes(status);

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
  gateway: PaymentGateway | null = null,
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
    if (answer.accept) paymentText = await applyRequest(tx, order, request, now, member.userId);
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
  // A lowered total's refund is made at once (the charge job makes it later if the gateway is down).
  if (answer.accept && gateway) await settleBalanceRefunds(db, gateway, now, found.orderId);
  return getSupplierOrder(db, member, found.orderId, now);
}

/** What an accepted request changes (inside the answer's transaction); a balance's payment words. */
async function applyRequest(
  tx: Transaction,
  order: OrderRecord,
  request: typeof orderRequests.$inferSelect,
  now: Date,
  userId: string,
): Promise<string | null> {
  if (request.kind === 'spacing') {
    // The planned loads move with the spacing: their trucks and drivers must be free at the new times.
    const busy = await planConflictAt(
      tx,
      order,
      { deliveryStartsAt: order.deliveryStartsAt, minutesBetweenTrucks: request.minutes! },
      now,
    );
    if (busy) {
      throw expectedError(
        ErrorCode.TRUCK_OR_DRIVER_BUSY,
        `At the new spacing (${spacingText(request.minutes!)}), ${busy}`,
      );
    }
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
  // The preview's totals are the repriced lines' less what accepted disputes credited.
  const { newTotalCents, newAmountDueCents } = preview;
  const covered = await coveredByOrderPayment(tx, order, newAmountDueCents);
  await tx
    .update(orders)
    .set({
      quantity: preview.newQuantity.toFixed(2),
      quote,
      quoteFingerprint: quote.fingerprint,
      totalCents: newTotalCents,
      referralCreditAppliedCents: quote.referralCreditAppliedCents,
      amountDueCents: newAmountDueCents,
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
  // The money of the new total moves with it: a difference to authorise, a refund, the terms.
  await recordTotalChange(tx, {
    orderId: order.id,
    requestId: request.id,
    previousTotalCents: order.totalCents,
    newTotalCents,
    previousAmountDueCents: order.amountDueCents,
    newAmountDueCents,
    actor: { party: 'supplier', userId },
    now,
  });
  const stored = { ...preview, coveredByOrderPayment: covered };
  await tx.update(orderRequests).set({ preview: stored }).where(eq(orderRequests.id, request.id));
  return balancePaymentText(stored);
}
