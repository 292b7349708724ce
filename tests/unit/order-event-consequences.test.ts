import { describe, expect, it } from 'vitest';

import { orderEventKind } from '@/server/db/schema';
import { consequencesOf, type Consequence } from '@/server/services/events/consequences';
import type { OrderEvent } from '@/server/services/events/order-events';

/**
 * Every event of an order, and exactly what follows from it: the mail (by kind), the supplier's
 * webhook (by type), the live update of the pages that show the order. The dispatcher carries out
 * this table and nothing else (tests/api/order-events-outbox.test.ts plays it through the API).
 */
const ids = { loadId: 'load', requestId: 'request', messageId: 'message', attemptId: 'attempt', changeId: 'change' };

const TABLE: [string, OrderEvent, string[]][] = [
  [
    'placed',
    { kind: 'status', status: 'placed' },
    ['mail order_confirmation', 'mail supplier_new_order', 'webhook order.placed', 'live'],
  ],
  ['accepted', { kind: 'status', status: 'accepted' }, ['mail order_accepted', 'webhook order.accepted', 'live']],
  [
    'declined',
    { kind: 'status', status: 'declined', reason: 'No trucks' },
    ['mail order_declined', 'webhook order.declined', 'live'],
  ],
  ['scheduled', { kind: 'status', status: 'scheduled' }, ['webhook order.scheduled', 'live']],
  [
    'dispatched',
    { kind: 'status', status: 'dispatched' },
    ['mail order_dispatched', 'webhook order.dispatched', 'live'],
  ],
  ['delivered', { kind: 'status', status: 'delivered' }, ['mail order_delivered', 'webhook order.delivered', 'live']],
  ['completed', { kind: 'status', status: 'completed' }, ['webhook order.completed', 'live']],
  ['canceled', { kind: 'status', status: 'canceled' }, ['mail order_canceled', 'webhook order.canceled', 'live']],
  [
    'a window proposed',
    { kind: 'window_proposed', proposedDeliveryDate: '2026-12-01', proposedWindowStartHour: 8 },
    ['mail order_rescheduled', 'live'],
  ],
  [
    'a window accepted',
    { kind: 'window_accepted', proposedDeliveryDate: '2026-12-01', proposedWindowStartHour: 8 },
    ['webhook order.rescheduled', 'live'],
  ],
  ['loads planned', { kind: 'loads_planned' }, ['live']],
  ['a load loaded', { kind: 'load_step', loadId: ids.loadId, step: 'loaded' }, ['webhook load.loaded', 'live']],
  ['a load en route', { kind: 'load_step', loadId: ids.loadId, step: 'en_route' }, ['webhook load.en_route', 'live']],
  ['a load arrived', { kind: 'load_step', loadId: ids.loadId, step: 'arrived' }, ['webhook load.arrived', 'live']],
  [
    'a load unloading',
    { kind: 'load_step', loadId: ids.loadId, step: 'unloading' },
    ['webhook load.unloading', 'live'],
  ],
  [
    'a load delivered (with its proof)',
    { kind: 'load_step', loadId: ids.loadId, step: 'delivered' },
    ['mail delivery_ticket', 'webhook load.delivered', 'live'],
  ],
  ['a load note', { kind: 'load_note', loadId: ids.loadId }, ['live']],
  ['a load position', { kind: 'load_position', loadId: ids.loadId }, ['live']],
  [
    'a delay reported',
    { kind: 'load_delay', loadId: ids.loadId, minutes: 20, reason: 'Traffic' },
    ['mail delivery_late', 'live'],
  ],
  [
    'a load late for its window',
    { kind: 'load_late', loadId: ids.loadId, arrivesAt: '2026-12-01T15:00:00Z' },
    ['mail delivery_late', 'live'],
  ],
  ['a pour-day request', { kind: 'request_opened', requestId: ids.requestId }, ['mail supplier_order_request', 'live']],
  ['a request withdrawn', { kind: 'request_withdrawn', requestId: ids.requestId }, ['live']],
  [
    'a request answered (the balance among them)',
    { kind: 'request_answered', requestId: ids.requestId, accepted: true, paymentText: null },
    ['mail order_request_answered', 'live'],
  ],
  ['a hold released', { kind: 'hold_released' }, ['live']],
  ['a message', { kind: 'message_sent', messageId: ids.messageId }, ['live']],
  ['a rating', { kind: 'rated' }, ['live']],
  ['an answer to the rating', { kind: 'rating_answered' }, ['live']],
  ['a payment failed', { kind: 'payment', attemptId: ids.attemptId, status: 'failed' }, ['live']],
  ['a payment authorised', { kind: 'payment', attemptId: ids.attemptId, status: 'authorized' }, ['live']],
  [
    'paid',
    { kind: 'paid', attemptId: ids.attemptId, amountCents: 1000 },
    ['mail payment_receipt', 'webhook order.paid', 'live'],
  ],
  [
    'a paid order’s total changed (a difference to authorise, refunded, or its receipt)',
    { kind: 'balance_changed', changeId: ids.changeId, settlement: 'collect', status: 'awaiting_consent' },
    ['mail balance_change', 'live'],
  ],
  [
    'a load or invoice line disputed',
    { kind: 'dispute_opened', disputeId: ids.changeId },
    ['mail supplier_dispute_opened', 'live'],
  ],
  [
    'a dispute accepted or contested',
    { kind: 'dispute_answered', disputeId: ids.changeId, accepted: true },
    ['mail dispute_answered', 'live'],
  ],
  ['a dispute withdrawn', { kind: 'dispute_withdrawn', disputeId: ids.changeId }, ['live']],
];

const describeConsequence = (consequence: Consequence) =>
  consequence.to === 'live'
    ? 'live'
    : consequence.to === 'webhook'
      ? `webhook ${consequence.type}`
      : `mail ${consequence.kind}`;

describe('the consequences of each order event', () => {
  it.each(TABLE)('%s: exactly its mail, webhook and live update', (_name, event, expected) => {
    expect(consequencesOf(event).map(describeConsequence)).toEqual(expected);
  });

  it('names every kind of event there is', () => {
    const kinds = new Set(TABLE.map(([, event]) => event.kind));
    // The database's own list of kinds: a kind added there without a line here fails.
    const every = [...orderEventKind.enumValues];
    expect([...kinds].sort()).toEqual([...every].sort());
  });

  it('ends every event with the live update, after the mail and webhook it leads to', () => {
    for (const [, event] of TABLE) expect(consequencesOf(event).at(-1)).toEqual({ to: 'live' });
  });
});
