import 'server-only';

import { count, eq, isNull, min } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { mailOutbox, orderEvents, webhookDeliveries } from '@/server/db/schema';

/** One outbox's work still to do: how many rows, and how long the oldest has waited. */
export interface OutboxBacklog {
  outbox: 'order_events' | 'mail' | 'webhooks';
  due: number;
  /** Seconds since the oldest row still to do was made; 0 when there is none. */
  oldestAgeSeconds: number;
}

/**
 * The three outboxes' backlogs, for an operator's metrics: order events whose consequences are not
 * carried out yet, mails not sent yet, webhook deliveries not delivered yet (failed ones have
 * given up and are counted by neither). Each is one indexed count.
 */
export async function outboxBacklogs(db: Database, now = new Date()): Promise<OutboxBacklog[]> {
  const [events, mails, webhooks] = await Promise.all([
    db
      .select({ due: count(), oldest: min(orderEvents.createdAt) })
      .from(orderEvents)
      .where(isNull(orderEvents.dispatchedAt)),
    db
      .select({ due: count(), oldest: min(mailOutbox.createdAt) })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending')),
    db
      .select({ due: count(), oldest: min(webhookDeliveries.createdAt) })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.status, 'pending')),
  ]);
  const backlog = (outbox: OutboxBacklog['outbox'], row: { due: number; oldest: Date | null } | undefined) => ({
    outbox,
    due: row?.due ?? 0,
    oldestAgeSeconds: row?.oldest ? Math.max(0, (now.getTime() - new Date(row.oldest).getTime()) / 1000) : 0,
  });
  return [backlog('order_events', events[0]), backlog('mail', mails[0]), backlog('webhooks', webhooks[0])];
}
