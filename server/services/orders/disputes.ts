import 'server-only';

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { formatMoney } from '@/lib/money';
import { ENDED_WITHOUT_DELIVERY } from '@/lib/order/lifecycle';
import {
  DISPUTE_LIMITS,
  DISPUTE_MOVES,
  mayMove,
  type DisputeAnswer,
  type DisputeMove,
  type DisputeOpenInput,
  type DisputeReason,
  type DisputeStatus,
} from '@/lib/validation/disputes';
import type { Database } from '@/server/db/database';
import { violatedUniqueConstraint } from '@/server/db/errors';
import { orderDisputePhotos, orderDisputes, orderLoads, orders, users } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import type { PaymentGateway } from '@/server/payment-gateway';
import { NOT_ALLOWED_MESSAGE } from '@/server/services/accounts/permissions';
import type { SupplierMember } from '@/server/services/accounts/supplier-members';
import { recordOrderEvent } from '@/server/services/events/order-events';
import { lockOrder } from '@/server/services/payments/attempt-state';
import { recordTotalChange } from '@/server/services/payments/balance-changes';
import { settleBalanceRefunds } from '@/server/services/payments/balance-settlement';
import type { OrderQuoteRecord } from '@/server/services/catalogue/quote';

/**
 * Disputes. The contractor's ordering members dispute a delivered load, or a line of the invoice
 * of a delivered order (short load, wrong mix, late, damaged, not delivered), with what they ask
 * back and photos; the supplier's members who read its money (not drivers) accept, crediting at
 * most what was paid for that load or line, or contest with a reason; the contractor may withdraw
 * (lib/validation/disputes.ts holds the state machine). One dispute in play per load or line (a
 * partial unique index). Each move is a conditional update of the dispute inside a transaction
 * that locks the order's row, so two answers make one.
 *
 * An accepted dispute lowers the order's total and amount due by the credit, in the answer's
 * transaction, and records the money of that change as any change of a paid order's total
 * (payments/balance-changes.ts): money taken is refunded to the method that paid (right after the
 * commit, or by the charge job), an order on 120-day terms has its terms (and the credit drawn in
 * the ledger) lowered at once; the payer gets the change's credit note (balance-documents.ts). So
 * the money moves through the one ledger and each order's entries still sum to zero.
 */

export const DISPUTE_NOT_FOUND_MESSAGE = 'Dispute not found';
export const DISPUTE_ALREADY_OPEN_MESSAGE =
  'This is disputed already: wait for the supplier’s answer, or withdraw that dispute first.';
export const DISPUTE_LOAD_NOT_DELIVERED_MESSAGE = 'Only a delivered load can be disputed.';
export const DISPUTE_LINE_NOT_INVOICED_MESSAGE = 'An invoice line can be disputed once the order is delivered.';
export const DISPUTE_LINE_NOT_FOUND_MESSAGE = 'This invoice line is not on the order.';
export const DISPUTE_LOAD_NOT_FOUND_MESSAGE = 'This load is not on the order.';
export const DISPUTE_PHOTOS_FULL_MESSAGE = `A dispute keeps at most ${DISPUTE_LIMITS.photos} photos.`;
export const disputeAmountTooHighMessage = (max: string) =>
  `At most ${max} can be given back for this: what was paid for it, less what was credited already.`;
const NOT_OPEN: Record<DisputeMove, string> = {
  accept: 'This dispute was accepted or withdrawn already.',
  contest: 'Only a dispute that waits for an answer can be contested.',
  withdraw: 'This dispute was accepted or withdrawn already.',
};

/** GraphQL OrderDispute. */
export interface OrderDisputeRecord {
  id: string;
  orderId: string;
  loadId: string | null;
  /** The load's number on the order (1, 2...). */
  loadSequence: number | null;
  lineKey: string | null;
  /** What is disputed, in words: 'Load 2' or the invoice line's label. */
  subject: string;
  reason: DisputeReason;
  description: string;
  status: DisputeStatus;
  currency: string;
  claimedCents: number;
  creditedCents: number | null;
  /** What may still be credited for this load or line (what was paid for it less credits). */
  maxCreditCents: number;
  answerNote: string | null;
  openedByName: string | null;
  answeredByName: string | null;
  photoIds: string[];
  balanceChangeId: string | null;
  createdAt: string;
  answeredAt: string | null;
}

type DisputeRow = typeof orderDisputes.$inferSelect;
type OrderMoney = Pick<
  typeof orders.$inferSelect,
  'id' | 'status' | 'quantity' | 'quote' | 'totalCents' | 'amountDueCents' | 'currency' | 'companyId' | 'supplierId'
>;

const opener = alias(users, 'opener');
const answerer = alias(users, 'answerer');

/** The invoice lines a dispute may name: the quote's items and fees, by key. */
export function invoiceLines(quote: unknown): { key: string; label: string; amountCents: number }[] {
  const amounts = quote as Partial<OrderQuoteRecord> | null;
  return [
    ...(amounts?.lineItems ?? []).map((line, index) => ({
      key: `item-${index}`,
      label: line.label,
      amountCents: line.amountCents,
    })),
    ...(amounts?.fees ?? []).map((line, index) => ({
      key: `fee-${index}`,
      label: line.label,
      amountCents: line.amountCents,
    })),
  ];
}

/**
 * What may still be credited for a dispute's load or line: its share of what the order charged
 * before any credit (its amount due now, after every balance change, plus what accepted disputes
 * credited), a load by its quantity and an invoice line by its amount among the invoice's lines
 * (so with its part of the taxes and fees, and lowered with the order when a balance lowered its
 * total without repricing its lines), less what accepted disputes of it credited; never more than
 * the order still charges. The shares of all loads or all lines sum to what the order charged, so
 * disputes of different lines never credit more than was paid.
 */
function maxCredit(
  order: OrderMoney,
  subject: { loadId: string | null; lineKey: string | null; loadQuantity: number | null },
  credits: readonly Pick<DisputeRow, 'loadId' | 'lineKey' | 'status' | 'creditedCents'>[],
): number {
  const accepted = credits.filter((row) => row.status === 'accepted');
  const creditedOnOrder = accepted.reduce((sum, row) => sum + (row.creditedCents ?? 0), 0);
  const charged = order.amountDueCents + creditedOnOrder;
  let share = 0;
  if (subject.loadId) {
    const quantity = Number(order.quantity);
    share = quantity > 0 ? Math.round((charged * (subject.loadQuantity ?? 0)) / quantity) : 0;
  } else {
    const lines = invoiceLines(order.quote);
    const invoiced = lines.reduce((sum, line) => sum + line.amountCents, 0);
    const line = lines.find((candidate) => candidate.key === subject.lineKey);
    share = line && invoiced > 0 ? Math.round((charged * line.amountCents) / invoiced) : 0;
  }
  const creditedHere = accepted
    .filter((row) => (subject.loadId ? row.loadId === subject.loadId : row.lineKey === subject.lineKey))
    .reduce((sum, row) => sum + (row.creditedCents ?? 0), 0);
  return Math.max(0, Math.min(share - creditedHere, order.amountDueCents));
}

/**
 * What accepted disputes credited on the order: a balance reprices the order from its lines,
 * which know nothing of credits, so its new total is this much less (delivery/balance.ts).
 */
export async function creditedOnOrder(db: Database, orderId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${orderDisputes.creditedCents}), 0)::int` })
    .from(orderDisputes)
    .where(and(eq(orderDisputes.orderId, orderId), eq(orderDisputes.status, 'accepted')));
  return Number(row?.cents ?? 0);
}

/** The disputes of several orders, oldest first (for a page's batch loader). */
export async function disputesOfOrders(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, OrderDisputeRecord[]>> {
  const byOrder = new Map<string, OrderDisputeRecord[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      dispute: orderDisputes,
      openedByName: opener.fullName,
      answeredByName: answerer.fullName,
      loadSequence: orderLoads.sequence,
      loadQuantity: orderLoads.quantity,
    })
    .from(orderDisputes)
    .leftJoin(opener, eq(opener.id, orderDisputes.openedByUserId))
    .leftJoin(answerer, eq(answerer.id, orderDisputes.answeredByUserId))
    .leftJoin(orderLoads, eq(orderLoads.id, orderDisputes.loadId))
    .where(inArray(orderDisputes.orderId, [...orderIds]))
    .orderBy(asc(orderDisputes.createdAt), asc(orderDisputes.id));
  if (rows.length === 0) return byOrder;
  const orderRows = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...new Set(rows.map((row) => row.dispute.orderId))]));
  const photos = await db
    .select({ id: orderDisputePhotos.id, disputeId: orderDisputePhotos.disputeId })
    .from(orderDisputePhotos)
    .where(
      inArray(
        orderDisputePhotos.disputeId,
        rows.map((row) => row.dispute.id),
      ),
    )
    .orderBy(asc(orderDisputePhotos.createdAt));
  for (const row of rows) {
    const { dispute } = row;
    const order = orderRows.find((candidate) => candidate.id === dispute.orderId)!;
    const siblings = rows.filter((other) => other.dispute.orderId === dispute.orderId).map((other) => other.dispute);
    const line = invoiceLines(order.quote).find((candidate) => candidate.key === dispute.lineKey);
    const record: OrderDisputeRecord = {
      id: dispute.id,
      orderId: dispute.orderId,
      loadId: dispute.loadId,
      loadSequence: row.loadSequence,
      lineKey: dispute.lineKey,
      subject: dispute.loadId ? `Load ${row.loadSequence ?? ''}`.trim() : (line?.label ?? 'Invoice line'),
      reason: dispute.reason,
      description: dispute.description,
      status: dispute.status,
      currency: order.currency,
      claimedCents: dispute.claimedCents,
      creditedCents: dispute.creditedCents,
      maxCreditCents: maxCredit(
        order,
        {
          loadId: dispute.loadId,
          lineKey: dispute.lineKey,
          loadQuantity: row.loadQuantity === null ? null : Number(row.loadQuantity),
        },
        siblings,
      ),
      answerNote: dispute.answerNote,
      openedByName: row.openedByName,
      answeredByName: row.answeredByName,
      photoIds: photos.filter((photo) => photo.disputeId === dispute.id).map((photo) => photo.id),
      balanceChangeId: dispute.balanceChangeId,
      createdAt: dispute.createdAt.toISOString(),
      answeredAt: dispute.answeredAt?.toISOString() ?? null,
    };
    byOrder.set(dispute.orderId, [...(byOrder.get(dispute.orderId) ?? []), record]);
  }
  return byOrder;
}

async function disputeRecord(db: Database, dispute: Pick<DisputeRow, 'id' | 'orderId'>): Promise<OrderDisputeRecord> {
  const records = (await disputesOfOrders(db, [dispute.orderId])).get(dispute.orderId) ?? [];
  return records.find((record) => record.id === dispute.id)!;
}

/** The load's quantity, when it is the order's and delivered. */
async function disputedLoad(tx: Database, orderId: string, loadId: string) {
  const [load] = await tx
    .select({ id: orderLoads.id, step: orderLoads.step, quantity: orderLoads.quantity })
    .from(orderLoads)
    .where(and(eq(orderLoads.id, loadId), eq(orderLoads.orderId, orderId)));
  if (!load) throw expectedError(ErrorCode.NOT_FOUND, DISPUTE_LOAD_NOT_FOUND_MESSAGE, { field: 'loadId' });
  if (load.step !== 'delivered') {
    throw expectedError(ErrorCode.DISPUTE_NOT_POSSIBLE, DISPUTE_LOAD_NOT_DELIVERED_MESSAGE, { step: load.step });
  }
  return { ...load, quantity: Number(load.quantity) };
}

async function orderDisputeRows(tx: Database, orderId: string) {
  return tx.select().from(orderDisputes).where(eq(orderDisputes.orderId, orderId));
}

function amountTooHigh(max: number, currency: string) {
  return expectedError(ErrorCode.DISPUTE_AMOUNT_TOO_HIGH, disputeAmountTooHighMessage(formatMoney(max, currency)), {
    maxCents: max,
  });
}

/**
 * The contractor disputes one of its orders' delivered loads or invoice lines. NOT_FOUND for
 * another company's order; DISPUTE_NOT_POSSIBLE before delivery; DISPUTE_ALREADY_OPEN while the
 * load or line has one in play; DISPUTE_AMOUNT_TOO_HIGH above what was paid for it.
 */
export async function openDispute(
  db: Database,
  asker: { companyId: string; userId: string },
  input: DisputeOpenInput,
  now = new Date(),
): Promise<OrderDisputeRecord> {
  const [owned] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.companyId, asker.companyId)));
  if (!owned) throw expectedError(ErrorCode.NOT_FOUND, 'Order not found');
  let created: DisputeRow;
  try {
    created = await db.transaction(async (tx) => {
      await lockOrder(tx, input.orderId);
      const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
      if (!order || ENDED_WITHOUT_DELIVERY.includes(order.status)) {
        throw expectedError(ErrorCode.DISPUTE_NOT_POSSIBLE, DISPUTE_LOAD_NOT_DELIVERED_MESSAGE, {
          status: order?.status,
        });
      }
      let loadQuantity: number | null = null;
      if (input.loadId) {
        loadQuantity = (await disputedLoad(tx, order.id, input.loadId)).quantity;
      } else {
        if (!['delivered', 'completed'].includes(order.status)) {
          throw expectedError(ErrorCode.DISPUTE_NOT_POSSIBLE, DISPUTE_LINE_NOT_INVOICED_MESSAGE, {
            status: order.status,
          });
        }
        if (!invoiceLines(order.quote).some((line) => line.key === input.lineKey)) {
          throw expectedError(ErrorCode.NOT_FOUND, DISPUTE_LINE_NOT_FOUND_MESSAGE, { field: 'lineKey' });
        }
      }
      const max = maxCredit(
        order,
        { loadId: input.loadId, lineKey: input.lineKey, loadQuantity },
        await orderDisputeRows(tx, order.id),
      );
      if (input.claimedCents > max) throw amountTooHigh(max, order.currency);
      const [row] = await tx
        .insert(orderDisputes)
        .values({
          orderId: order.id,
          companyId: order.companyId,
          loadId: input.loadId,
          lineKey: input.lineKey,
          reason: input.reason,
          description: input.description,
          claimedCents: input.claimedCents,
          openedByUserId: asker.userId,
          createdAt: now,
        })
        .returning();
      await recordOrderEvent(
        tx,
        order.id,
        { kind: 'dispute_opened', disputeId: row!.id, actor: { party: 'contractor', userId: asker.userId } },
        now,
      );
      return row!;
    });
  } catch (error) {
    if (violatedUniqueConstraint(error)?.startsWith('order_disputes_one_open')) {
      throw expectedError(ErrorCode.DISPUTE_ALREADY_OPEN, DISPUTE_ALREADY_OPEN_MESSAGE);
    }
    throw error;
  }
  return disputeRecord(db, created);
}

/** Moves a dispute by `move` from one of its states (a conditional update: of two, one moves it). */
async function moveDispute(
  tx: Database,
  disputeId: string,
  move: DisputeMove,
  set: Partial<typeof orderDisputes.$inferInsert>,
): Promise<DisputeRow> {
  const { from, to } = DISPUTE_MOVES[move];
  const [row] = await tx
    .update(orderDisputes)
    .set({ ...set, status: to })
    .where(and(eq(orderDisputes.id, disputeId), inArray(orderDisputes.status, [...from])))
    .returning();
  if (row) return row;
  const [current] = await tx
    .select({ status: orderDisputes.status })
    .from(orderDisputes)
    .where(eq(orderDisputes.id, disputeId));
  throw expectedError(ErrorCode.DISPUTE_NOT_OPEN, NOT_OPEN[move], { status: current?.status });
}

/**
 * The supplier answers: accepts with the amount credited (at most `maxCreditCents`), which lowers
 * the order's total and moves the money, or contests with a reason. Members who read the
 * supplier's money only (FORBIDDEN for drivers); NOT_FOUND for another supplier's dispute.
 */
export async function answerDispute(
  db: Database,
  member: SupplierMember,
  answer: DisputeAnswer,
  now = new Date(),
  gateway: PaymentGateway | null = null,
): Promise<OrderDisputeRecord> {
  if (!member.rights.mayReadStatements) throw expectedError(ErrorCode.FORBIDDEN, NOT_ALLOWED_MESSAGE);
  const [found] = await db
    .select({ orderId: orderDisputes.orderId, status: orderDisputes.status })
    .from(orderDisputes)
    .innerJoin(orders, eq(orders.id, orderDisputes.orderId))
    .where(and(eq(orderDisputes.id, answer.disputeId), eq(orders.supplierId, member.supplierId)));
  if (!found) throw expectedError(ErrorCode.NOT_FOUND, DISPUTE_NOT_FOUND_MESSAGE);
  const move: DisputeMove = answer.accept ? 'accept' : 'contest';
  if (!mayMove(found.status, move)) {
    throw expectedError(ErrorCode.DISPUTE_NOT_OPEN, NOT_OPEN[move], { status: found.status });
  }
  const actor = { party: 'supplier' as const, userId: member.userId };
  const answered = await db.transaction(async (tx) => {
    await lockOrder(tx, found.orderId);
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId));
    if (!answer.accept) {
      const row = await moveDispute(tx, answer.disputeId, 'contest', {
        answerNote: answer.note,
        answeredByUserId: member.userId,
        answeredAt: now,
      });
      await recordOrderEvent(
        tx,
        order!.id,
        { kind: 'dispute_answered', disputeId: row.id, accepted: false, actor },
        now,
      );
      return row;
    }
    const siblings = await orderDisputeRows(tx, order!.id);
    const disputed = siblings.find((row) => row.id === answer.disputeId)!;
    const load = disputed.loadId ? await disputedLoad(tx, order!.id, disputed.loadId) : null;
    const max = maxCredit(
      order!,
      { loadId: disputed.loadId, lineKey: disputed.lineKey, loadQuantity: load?.quantity ?? null },
      siblings,
    );
    if (answer.creditedCents > max) throw amountTooHigh(max, order!.currency);
    const row = await moveDispute(tx, answer.disputeId, 'accept', {
      creditedCents: answer.creditedCents,
      answerNote: answer.note,
      answeredByUserId: member.userId,
      answeredAt: now,
      closedAt: now,
    });
    // The credit lowers what the order charges; its money moves as any change of the total.
    const newTotalCents = order!.totalCents - answer.creditedCents;
    const newAmountDueCents = order!.amountDueCents - answer.creditedCents;
    await tx
      .update(orders)
      .set({ totalCents: newTotalCents, amountDueCents: newAmountDueCents })
      .where(eq(orders.id, order!.id));
    const change = await recordTotalChange(tx, {
      orderId: order!.id,
      requestId: row.id,
      previousTotalCents: order!.totalCents,
      newTotalCents,
      previousAmountDueCents: order!.amountDueCents,
      newAmountDueCents,
      actor,
      now,
      cause: 'dispute',
    });
    if (change) {
      await tx.update(orderDisputes).set({ balanceChangeId: change.id }).where(eq(orderDisputes.id, row.id));
    }
    await recordOrderEvent(tx, order!.id, { kind: 'dispute_answered', disputeId: row.id, accepted: true, actor }, now);
    return row;
  });
  // The refund is made at once (the charge job makes it later if the gateway is down).
  if (answer.accept && gateway) await settleBalanceRefunds(db, gateway, now, found.orderId);
  return disputeRecord(db, answered);
}

/** The contractor withdraws an open or contested dispute of one of its orders. */
export async function withdrawDispute(
  db: Database,
  asker: { companyId: string; userId: string },
  disputeId: string,
  now = new Date(),
): Promise<OrderDisputeRecord> {
  const [found] = await db
    .select({ orderId: orderDisputes.orderId })
    .from(orderDisputes)
    .where(and(eq(orderDisputes.id, disputeId), eq(orderDisputes.companyId, asker.companyId)));
  if (!found) throw expectedError(ErrorCode.NOT_FOUND, DISPUTE_NOT_FOUND_MESSAGE);
  const row = await db.transaction(async (tx) => {
    await lockOrder(tx, found.orderId);
    const moved = await moveDispute(tx, disputeId, 'withdraw', { closedAt: now });
    await recordOrderEvent(
      tx,
      found.orderId,
      { kind: 'dispute_withdrawn', disputeId, actor: { party: 'contractor', userId: asker.userId } },
      now,
    );
    return moved;
  });
  return disputeRecord(db, row);
}

/** The dispute, if the company's (for its photos' upload). */
export async function companyDispute(db: Database, companyId: string, disputeId: string) {
  const [row] = await db
    .select()
    .from(orderDisputes)
    .where(and(eq(orderDisputes.id, disputeId), eq(orderDisputes.companyId, companyId)));
  if (!row) throw expectedError(ErrorCode.NOT_FOUND, DISPUTE_NOT_FOUND_MESSAGE);
  return row;
}

/** How many disputes each supplier has had (in play, and accepted): its record beside its ratings. */
export async function supplierDisputeCounts(
  db: Database,
  supplierIds: readonly string[],
): Promise<Map<string, { total: number; accepted: number; open: number }>> {
  const counts = new Map<string, { total: number; accepted: number; open: number }>();
  if (supplierIds.length === 0) return counts;
  const rows = await db
    .select({
      supplierId: orders.supplierId,
      total: sql<number>`count(*)::int`,
      accepted: sql<number>`(count(*) filter (where ${orderDisputes.status} = 'accepted'))::int`,
      open: sql<number>`(count(*) filter (where ${orderDisputes.status} in ('open', 'contested')))::int`,
    })
    .from(orderDisputes)
    .innerJoin(orders, eq(orders.id, orderDisputes.orderId))
    .where(and(inArray(orders.supplierId, [...supplierIds]), sql`${orderDisputes.status} <> 'withdrawn'`))
    .groupBy(orders.supplierId);
  for (const row of rows) {
    counts.set(row.supplierId, { total: Number(row.total), accepted: Number(row.accepted), open: Number(row.open) });
  }
  return counts;
}
