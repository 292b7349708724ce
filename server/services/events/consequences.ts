import 'server-only';

import type { OrderStatus } from '@/graphql/generated/client/graphql';
import type { WebhookEventType } from '@/lib/validation/webhooks';
import type { MailKind } from '@/server/services/mail/outbox';

import type { OrderEvent, OrderEventKind } from './order-events';

/**
 * What follows from each event of an order, in one table: the mail it sends, the supplier's
 * webhook it fires, and the live update the pages that show the order hear. The dispatcher
 * (dispatcher.ts) carries these out after the event's transaction committed; nothing else sends
 * them. tests/unit/order-event-consequences.test.ts lists every event with exactly these.
 */
export type Consequence =
  /** Every open page that shows the order refetches it (the supplier's inbox, the contractor's page). */
  | { to: 'live' }
  /** The supplier's webhook endpoints that listen to `type` are sent the event. */
  | { to: 'webhook'; type: WebhookEventType }
  /** A mail of this kind, to whoever that kind is for (mail/order-event-mails.ts). */
  | { to: 'mail'; kind: MailKind };

const live: Consequence = { to: 'live' };
const webhook = (type: WebhookEventType): Consequence => ({ to: 'webhook', type });
const mail = (kind: MailKind): Consequence => ({ to: 'mail', kind });

/**
 * A change of state. Scheduling (accepted -> scheduled) and closing (delivered -> completed) are
 * the supplier's own planning: the contractor is not mailed about them.
 */
const BY_STATUS: Record<OrderStatus, Consequence[]> = {
  placed: [mail('order_confirmation'), mail('supplier_new_order'), webhook('order.placed'), live],
  accepted: [mail('order_accepted'), webhook('order.accepted'), live],
  declined: [mail('order_declined'), webhook('order.declined'), live],
  scheduled: [webhook('order.scheduled'), live],
  dispatched: [mail('order_dispatched'), webhook('order.dispatched'), live],
  delivered: [mail('order_delivered'), webhook('order.delivered'), live],
  completed: [webhook('order.completed'), live],
  canceled: [mail('order_canceled'), webhook('order.canceled'), live],
};

const BY_KIND: Record<Exclude<OrderEventKind, 'status' | 'load_step'>, Consequence[]> = {
  window_proposed: [mail('order_rescheduled'), live],
  window_accepted: [webhook('order.rescheduled'), live],
  loads_planned: [live],
  load_note: [live],
  load_position: [live],
  load_delay: [mail('delivery_late'), live],
  load_late: [mail('delivery_late'), live],
  request_opened: [mail('supplier_order_request'), live],
  request_withdrawn: [live],
  request_answered: [mail('order_request_answered'), live],
  hold_released: [live],
  message_sent: [live],
  rated: [live],
  rating_answered: [live],
  payment: [live],
  paid: [mail('payment_receipt'), webhook('order.paid'), live],
  balance_changed: [mail('balance_change'), live],
  dispute_opened: [mail('supplier_dispute_opened'), live],
  dispute_answered: [mail('dispute_answered'), live],
  dispute_withdrawn: [live],
};

/** The consequences of one event, in the order they are carried out. */
export function consequencesOf(event: OrderEvent): readonly Consequence[] {
  if (event.kind === 'status') return BY_STATUS[event.status];
  // Each step of a load is its own webhook type: load.loaded, load.en_route, ... A load is
  // delivered with its proof (proof-of-delivery.ts): the contractor gets its e-ticket.
  if (event.kind === 'load_step') {
    if (event.step === 'planned') return [live];
    const step = [webhook(`load.${event.step}`), live];
    return event.step === 'delivered' ? [mail('delivery_ticket'), ...step] : step;
  }
  return BY_KIND[event.kind];
}
