import 'server-only';

import { and, eq, inArray } from 'drizzle-orm';

import type { OrderStatus } from '@/graphql/generated/client/graphql';
import type { Database } from '@/server/db/database';
import { companyMembers, suppliers, users } from '@/server/db/schema';
import type { OrderRecord } from '@/server/services/orders/orders';

import { orderMailData } from './order-mails';
import type { RenderedMail } from './layout';
import { enqueueMail, type MailKind } from './outbox';
import { orderAcceptedMail } from './templates/order-accepted';
import { orderCanceledMail } from './templates/order-canceled';
import { orderDeclinedMail } from './templates/order-declined';
import { orderDeliveredMail } from './templates/order-delivered';
import { orderDispatchedMail } from './templates/order-dispatched';
import { orderRescheduledMail } from './templates/order-rescheduled';
import { supplierNewOrderMail } from './templates/supplier-new-order';

/**
 * The mails of an order's progress, stored by the order events' dispatcher (services/events/) for
 * the event they tell about (`eventId`, which makes the Message-ID): an event dispatched twice
 * (after a crash) mails once, and a mail sent again is recognisably the same. Scheduling (accepted → scheduled)
 * and closing (delivered → completed) are the supplier's own planning: nobody is mailed about them.
 */

/** The contractor's mail for an order that moved to `to`; null when that change mails nobody. */
export async function queueOrderStatusMail(
  db: Database,
  order: OrderRecord,
  change: { to: OrderStatus; reason?: string | null },
  eventId: string,
): Promise<string | null> {
  const data = orderMailData(order);
  const mails: Partial<Record<OrderStatus, [MailKind, () => RenderedMail]>> = {
    accepted: ['order_accepted', () => orderAcceptedMail(data)],
    declined: ['order_declined', () => orderDeclinedMail({ ...data, reason: change.reason ?? '' })],
    dispatched: ['order_dispatched', () => orderDispatchedMail(data)],
    delivered: ['order_delivered', () => orderDeliveredMail(data)],
    canceled: ['order_canceled', () => orderCanceledMail({ ...data, reason: change.reason ?? null })],
  };
  const chosen = mails[change.to];
  if (!chosen) return null;
  const [kind, render] = chosen;
  return enqueueMail(db, {
    kind,
    to: order.contactEmail,
    ...render(),
    // An order reaches each state at most once.
    dedupeKey: `order-${change.to}:${order.id}`,
    eventId,
  });
}

/** The contractor's mail about a window the supplier proposes instead of the ordered one. */
export function queueWindowProposalMail(
  db: Database,
  order: OrderRecord,
  proposal: { deliveryDate: string; deliveryWindow: string; reason: string | null },
  eventId: string,
): Promise<string | null> {
  const mail = orderRescheduledMail({
    ...orderMailData(order),
    proposedDate: proposal.deliveryDate,
    proposedWindow: proposal.deliveryWindow,
    note: proposal.reason,
  });
  return enqueueMail(db, {
    kind: 'order_rescheduled',
    to: order.contactEmail,
    ...mail,
    dedupeKey: `order-rescheduled:${order.id}:${eventId}`,
    eventId,
  });
}

/** A new order for each person who runs the supplier's orders (its owner and partner managers). */
export async function queueSupplierNewOrderMails(db: Database, order: OrderRecord, eventId: string): Promise<string[]> {
  const dispatchers = await supplierDispatchers(db, order.supplierId);
  const mail = supplierNewOrderMail({
    ...orderMailData(order),
    contractorName: order.contractorName,
    trucks: order.trucks,
    currency: order.currency,
    totalCents: order.totalCents,
    comment: order.comment,
  });
  const ids: string[] = [];
  for (const dispatcher of dispatchers) {
    const id = await enqueueMail(db, {
      kind: 'supplier_new_order',
      to: dispatcher.email,
      ...mail,
      dedupeKey: `supplier-new-order:${order.id}:${dispatcher.userId}`,
      eventId,
    });
    if (id) ids.push(id);
  }
  return ids;
}

/** The people who run a supplier's orders: its owner and partner managers (not its drivers). */
export function supplierDispatchers(db: Database, supplierId: string) {
  return db
    .select({ userId: users.id, email: users.email })
    .from(suppliers)
    .innerJoin(companyMembers, eq(companyMembers.companyId, suppliers.companyId))
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(suppliers.id, supplierId), inArray(companyMembers.role, ['supplier_owner', 'partner_manager'])));
}
