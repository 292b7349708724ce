import 'server-only';

import { eq } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { orderPayments } from '@/server/db/schema';
import { queueRequestAnsweredMail, queueRequestOpenedMails } from '@/server/services/delivery/request-mails';
import { queueTicketMail } from '@/server/services/delivery/tickets';
import { queueLateMail } from '@/server/services/delivery/tracking';
import {
  queueOrderConfirmation,
  queueOrderStatusMail,
  queueSupplierNewOrderMails,
  queueWindowProposalMail,
} from '@/server/services/mail';
import type { MailKind } from '@/server/services/mail/outbox';
import { windowLabel, type OrderRecord } from '@/server/services/orders/orders';
import { queuePaymentReceipt } from '@/server/services/payments/receipts';
import { queueBalanceChangeMail } from '@/server/services/payments/balance-documents';
import { queueDisputeAnsweredMail, queueDisputeOpenedMails } from '@/server/services/orders/dispute-mails';

import type { OrderEvent } from './order-events';

/** An event as the dispatcher carries it out: what it says, with its id and time. */
export type DispatchedEvent = OrderEvent & { id: string; createdAt: Date };

/**
 * Stores the mail of `kind` that `event` sends, for `order` as it is now. Each mail's dedupe key
 * names what it tells of (an order's confirmation, a request's answer), so an event dispatched
 * again after a crash stores none twice; each carries the event's id, which makes its Message-ID.
 * Answers the ids of the mails stored now.
 */
export async function queueEventMail(
  db: Database,
  kind: MailKind,
  event: DispatchedEvent,
  order: OrderRecord,
): Promise<(string | null)[]> {
  const eventId = event.id;
  switch (kind) {
    case 'order_confirmation':
      return [await queueOrderConfirmation(db, order, eventId)];
    case 'supplier_new_order':
      return queueSupplierNewOrderMails(db, order, eventId);
    case 'order_accepted':
    case 'order_declined':
    case 'order_dispatched':
    case 'order_delivered':
    case 'order_canceled': {
      if (event.kind !== 'status') return [];
      return [await queueOrderStatusMail(db, order, { to: event.status, reason: event.reason ?? null }, eventId)];
    }
    case 'order_rescheduled':
      if (event.kind !== 'window_proposed') return [];
      return [
        await queueWindowProposalMail(
          db,
          order,
          {
            deliveryDate: event.proposedDeliveryDate,
            deliveryWindow: windowLabel(event.proposedWindowStartHour),
            reason: event.reason ?? null,
          },
          eventId,
        ),
      ];
    case 'delivery_late':
      if (event.kind === 'load_late') {
        return [await queueLateMail(db, order, event.loadId, { kind: 'eta', arrivesAt: event.arrivesAt }, eventId)];
      }
      if (event.kind === 'load_delay') {
        const why = { kind: 'delay' as const, minutes: event.minutes, reason: event.reason };
        return [await queueLateMail(db, order, event.loadId, why, eventId)];
      }
      return [];
    case 'delivery_ticket':
      return event.kind === 'load_step'
        ? [await queueTicketMail(db, order, event.loadId, eventId, event.createdAt)]
        : [];
    case 'supplier_order_request':
      return event.kind === 'request_opened' ? queueRequestOpenedMails(db, order, event.requestId, eventId) : [];
    case 'order_request_answered':
      return event.kind === 'request_answered' ? [await queueRequestAnsweredMail(db, order, event, eventId)] : [];
    case 'payment_receipt': {
      if (event.kind !== 'paid') return [];
      const [attempt] = await db.select().from(orderPayments).where(eq(orderPayments.id, event.attemptId));
      return attempt ? [await queuePaymentReceipt(db, attempt, event.amountCents, event.createdAt, eventId)] : [];
    }
    case 'balance_change':
      return event.kind === 'balance_changed'
        ? [await queueBalanceChangeMail(db, order, event.changeId, eventId, event.createdAt)]
        : [];
    case 'supplier_dispute_opened':
      return event.kind === 'dispute_opened' ? queueDisputeOpenedMails(db, order, event.disputeId, eventId) : [];
    case 'dispute_answered':
      return event.kind === 'dispute_answered' ? [await queueDisputeAnsweredMail(db, order, event, eventId)] : [];
    default:
      throw new Error(`No order event sends a ${kind} mail`);
  }
}
