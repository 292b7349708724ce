import 'server-only';

import { and, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';

import { defineClaim, exponentialBackoff } from '@/server/db/claim';

import type { Database } from '@/server/db/database';
import { orderEvents, orders } from '@/server/db/schema';
import { describeError, logger } from '@/server/logger';
import { metrics } from '@/server/metrics.mjs';
import { sendSoon } from '@/server/services/mail';
import { getOrder, type OrderRecord } from '@/server/services/orders/orders';
import { recordWebhookEvent } from '@/server/services/webhooks/events';

import { consequencesOf } from './consequences';
import { queueEventMail, type DispatchedEvent } from './event-mails';
import { orderChanged } from './order-changes';

/**
 * The one dispatcher of an order's consequences: it claims the events whose consequences are not
 * carried out yet (`dispatched_at` null, due), carries each out (consequences.ts: its mail, its
 * webhook, its live update), and marks it done. It runs after every mutation of the API (the
 * events that request recorded, and any left before), after each maintenance job, and every few
 * seconds on each instance (server/startup.ts), so an event committed just before its process
 * died is carried out by the next run, here or on another instance.
 *
 * Each consequence is safe to carry out twice, and carries the event's id: the mail's dedupe key
 * (and so its Message-ID), the webhook event's id and the live update's. A run that dies half
 * way repeats nothing another run finishes: claims are rows locked with SKIP LOCKED, then leased.
 */

/**
 * Which events are due, claimed as the other outbox loops claim their rows (server/db/claim.ts):
 * not carried out yet, due (never tried, or waited out), oldest first, leased for a minute
 * (longer than carrying one out takes) so a dispatcher that dies lets another take it.
 */
const dueEvents = defineClaim({
  table: orderEvents,
  id: orderEvents.id,
  pending: isNull(orderEvents.dispatchedAt),
  dueAt: orderEvents.dispatchAfter,
  leaseMs: 60_000,
  batchSize: 50,
  orderBy: orderEvents.createdAt,
  // 1, 2, 4 ... seconds after a failed try, at most ten minutes.
  backoff: exponentialBackoff({ firstMs: 1_000, maxMs: 600_000 }),
});

type EventRow = typeof orderEvents.$inferSelect;

/** The event a row records, as it was recorded (order-events.ts). */
export function eventOf(row: EventRow): DispatchedEvent {
  const base = { id: row.id, createdAt: row.createdAt };
  switch (row.kind) {
    case 'status':
      return { ...base, kind: 'status', status: row.status!, reason: row.reason };
    case 'window_proposed':
      return {
        ...base,
        kind: 'window_proposed',
        reason: row.reason,
        proposedDeliveryDate: row.proposedDeliveryDate!,
        proposedWindowStartHour: row.proposedWindowStartHour!,
      };
    case 'window_accepted':
      return {
        ...base,
        kind: 'window_accepted',
        proposedDeliveryDate: row.proposedDeliveryDate!,
        proposedWindowStartHour: row.proposedWindowStartHour!,
      };
    default:
      return { ...base, ...(row.data ?? {}), kind: row.kind } as DispatchedEvent;
  }
}

/** Claims up to `limit` due events for this run, oldest first. */
async function claim(db: Database, now: Date, limit: number): Promise<EventRow[]> {
  const ids = await dueEvents.claim(db, { now, limit });
  if (ids.length === 0) return [];
  const rows = await db.select().from(orderEvents).where(inArray(orderEvents.id, ids));
  const place = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => place.get(a.id)! - place.get(b.id)!);
}

/** Carries out one event's consequences, in the table's order (the live update last). */
async function carryOut(db: Database, row: EventRow, now: Date): Promise<void> {
  const event = eventOf(row);
  const [owner] = await db
    .select({ companyId: orders.companyId, supplierId: orders.supplierId })
    .from(orders)
    .where(eq(orders.id, row.orderId));
  // Its order is gone (deleted with its company): nobody is left to tell.
  if (!owner) return;
  let order: OrderRecord | undefined;
  const mailIds: (string | null)[] = [];
  for (const consequence of consequencesOf(event)) {
    if (consequence.to === 'mail') {
      order ??= await getOrder(db, owner.companyId, row.orderId, now);
      mailIds.push(...(await queueEventMail(db, consequence.kind, event, order)));
    } else if (consequence.to === 'webhook') {
      const loadId = 'loadId' in event ? event.loadId : undefined;
      await recordWebhookEvent(db, { id: row.id, orderId: row.orderId, type: consequence.type, loadId }, row.createdAt);
    } else {
      await orderChanged({ orderId: row.orderId, ...owner, eventId: row.id });
    }
  }
  // Sending waits for no request: what is not sent now is sent by the mail outbox's own loop.
  void sendSoon(db, mailIds);
}

/**
 * Counts a dispatched event for the metrics: every kind, and the two an operator watches most
 * (orders placed, payments failed). Counted once carried out, so a rolled-back change never counts.
 */
function countDispatched(row: EventRow): void {
  const counters = metrics();
  counters.orderEvents.inc({ kind: row.kind });
  if (row.kind === 'status' && row.status === 'placed') counters.ordersPlaced.inc();
  if (row.kind === 'payment' && (row.data as { status?: string } | null)?.status === 'failed') {
    counters.paymentsFailed.inc();
  }
}

/**
 * Carries out every due event's consequences (`limit` at most, for a bounded run); answers how
 * many it carried out. A failed event is tried again after its backoff (dueEvents), its error kept
 * for an operator; it never blocks the events after it.
 */
export async function dispatchOrderEvents(db: Database, options: { now?: Date; limit?: number } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  let done = 0;
  while (done < limit) {
    const claimed = await claim(db, now, Math.min(dueEvents.spec.batchSize, limit - done));
    if (claimed.length === 0) break;
    for (const row of claimed) {
      try {
        await carryOut(db, row, now);
        await db
          .update(orderEvents)
          .set({ dispatchedAt: new Date(), dispatchAttempts: row.dispatchAttempts + 1, dispatchError: null })
          .where(eq(orderEvents.id, row.id));
        countDispatched(row);
        done += 1;
      } catch (error) {
        logger.error(`Order event ${row.id} (${row.kind}) could not be dispatched`, error);
        await db
          .update(orderEvents)
          .set({
            dispatchAttempts: row.dispatchAttempts + 1,
            dispatchAfter: dueEvents.retryAt(now, row.dispatchAttempts + 1),
            // As the log writes it: a database error by its code and message, never its values.
            dispatchError: describeError(error).split('\n')[0]!.slice(0, 500),
          })
          .where(eq(orderEvents.id, row.id));
      }
    }
    if (claimed.length < dueEvents.spec.batchSize) break;
  }
  return done;
}

/** How long a truck's position reports are kept once carried out: the day's tracking, and a day more. */
export const POSITION_EVENTS_KEPT_MS = 2 * 86_400_000;

/**
 * Deletes the position reports carried out before POSITION_EVENTS_KEPT_MS: each truck en route
 * reports every POSITION_INTERVAL_MS, and nothing reads them once their live update went (the
 * load keeps its last position). Every other event stays: it is the order's history.
 */
export async function pruneOrderEvents(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(orderEvents)
    .where(
      and(
        eq(orderEvents.kind, 'load_position'),
        isNotNull(orderEvents.dispatchedAt),
        lt(orderEvents.createdAt, new Date(now.getTime() - POSITION_EVENTS_KEPT_MS)),
      ),
    );
}
