import 'server-only';

import type { OrderStatus } from '@/graphql/generated/client/graphql';
import type { LoadStep } from '@/lib/validation/dispatch';
import type { Database } from '@/server/db/database';
import { orderEvents, type orderPaymentStatus } from '@/server/db/schema';

/**
 * What happened to an order, recorded once, in the transaction that makes it happen (`tx`): the
 * order's history and the cause of everything that follows from it. A service records the event
 * and nothing else; the mail, the supplier's webhooks and the pages' live updates are derived from
 * the recorded events after the commit, by one dispatcher (dispatcher.ts, consequences.ts): an
 * order that rolls back tells nobody, one that commits tells everyone it should, even when the
 * process dies right after the commit.
 */

export type OrderParty = 'contractor' | 'supplier' | 'system';

/**
 * Who makes a change: a person of the contractor's or the supplier's company, one of the
 * supplier's API keys (its own systems), or the marketplace.
 */
export interface OrderActor {
  party: OrderParty;
  userId: string | null;
  apiKeyId?: string | null;
}

/** The payment states an attempt moves through (order_payments.status). */
export type PaymentAttemptStatus = (typeof orderPaymentStatus.enumValues)[number];

/** Every kind of event, with what it says beyond the order and the actor. */
export type OrderEvent =
  /** The order moved to `status` (placed, accepted, declined, scheduled, dispatched, ...). */
  | { kind: 'status'; status: OrderStatus; reason?: string | null }
  /** The supplier proposes another delivery window. */
  | {
      kind: 'window_proposed';
      reason?: string | null;
      proposedDeliveryDate: string;
      proposedWindowStartHour: number;
    }
  /** The contractor accepts the proposed window: the order moves to it. */
  | { kind: 'window_accepted'; proposedDeliveryDate: string; proposedWindowStartHour: number }
  /** The dispatcher planned (or replanned) the order's loads. */
  | { kind: 'loads_planned' }
  /** A load's next step (loaded, en route, arrived, unloading, delivered). */
  | { kind: 'load_step'; loadId: string; step: LoadStep }
  /** The driver's note on a load. */
  | { kind: 'load_note'; loadId: string }
  /** Where a load en route is now. */
  | { kind: 'load_position'; loadId: string }
  /** The driver reports a delay. */
  | { kind: 'load_delay'; loadId: string; minutes: number; reason: string | null }
  /** A load's arrival is now expected after its delivery window. */
  | { kind: 'load_late'; loadId: string; arrivesAt: string }
  /** A pour-day request (hold, spacing, balance) is asked, withdrawn or answered. */
  | { kind: 'request_opened'; requestId: string }
  | { kind: 'request_withdrawn'; requestId: string }
  | { kind: 'request_answered'; requestId: string; accepted: boolean; paymentText: string | null }
  /** The held truck goes again. */
  | { kind: 'hold_released' }
  /** A message in the order's chat. */
  | { kind: 'message_sent'; messageId: string }
  /** The contractor rates the delivery; the supplier answers the rating. */
  | { kind: 'rated' }
  | { kind: 'rating_answered' }
  /** A payment attempt moved (failed, needs action, authorised, ...). */
  | { kind: 'payment'; attemptId: string; status: PaymentAttemptStatus }
  /** Money was taken for the order (a charge, a capture, a settled debit). */
  | { kind: 'paid'; attemptId: string; amountCents: number }
  /**
   * The order's total changed after it was paid (a pour-day balance), or that change's money moved:
   * a difference to authorise, collected, refunded, or added to or taken off the terms.
   */
  | {
      kind: 'balance_changed';
      changeId: string;
      settlement: 'collect' | 'refund' | 'terms';
      status: 'awaiting_consent' | 'processing' | 'requires_action' | 'failed' | 'pending' | 'settled' | 'canceled';
    }
  /** The contractor disputes a load or an invoice line (orders/disputes.ts); the supplier hears. */
  | { kind: 'dispute_opened'; disputeId: string }
  /** The supplier accepts (the credit moves) or contests; the contractor hears. */
  | { kind: 'dispute_answered'; disputeId: string; accepted: boolean }
  /** The contractor withdraws the dispute. */
  | { kind: 'dispute_withdrawn'; disputeId: string };

export type OrderEventKind = OrderEvent['kind'];

/** The history's kinds keep what they say in columns of their own (the order pages read them). */
const IN_COLUMNS: readonly OrderEventKind[] = ['status', 'window_proposed', 'window_accepted', 'loads_planned'];

/**
 * Records `event` of the order, by `actor`, in the caller's transaction. Answers the event's id,
 * which every consequence carries (the mail's Message-ID, the webhook's id, the live update's).
 */
export async function recordOrderEvent(
  tx: Pick<Database, 'insert'>,
  orderId: string,
  event: OrderEvent & { actor: OrderActor },
  now: Date,
): Promise<string> {
  const { actor, kind, ...said } = event;
  const inColumns = IN_COLUMNS.includes(kind);
  const column = <Key extends string>(key: Key) =>
    inColumns && key in said ? (said as Record<Key, unknown>)[key] : undefined;
  const [row] = await tx
    .insert(orderEvents)
    .values({
      orderId,
      kind,
      status: (column('status') as OrderStatus | undefined) ?? null,
      party: actor.party,
      actorUserId: actor.userId,
      actorApiKeyId: actor.apiKeyId ?? null,
      reason: (column('reason') as string | null | undefined) ?? null,
      proposedDeliveryDate: (column('proposedDeliveryDate') as string | undefined) ?? null,
      proposedWindowStartHour: (column('proposedWindowStartHour') as number | undefined) ?? null,
      data: inColumns || Object.keys(said).length === 0 ? null : said,
      createdAt: now,
    })
    .returning({ id: orderEvents.id });
  return row!.id;
}

/** The kinds the order pages list as the order's history (the rest are its consequences' causes). */
export const HISTORY_EVENT_KINDS = ['status', 'window_proposed', 'window_accepted', 'loads_planned'] as const;
