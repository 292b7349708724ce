import 'server-only';

import { eq } from 'drizzle-orm';

import { requestSummary } from '@/lib/order/pour-day';
import type { Database } from '@/server/db/database';
import { orderRequests } from '@/server/db/schema';
import {
  enqueueMail,
  orderMailData,
  orderRequestAnsweredMail,
  supplierDispatchers,
  supplierOrderRequestMail,
} from '@/server/services/mail';

import { type OrderRecord } from '@/server/services/orders/orders';
import type { BalancePreviewRecord } from './balance';

/**
 * The mails of pour-day requests: to the supplier's dispatchers when asked, to the contractor when answered (each the consequence of its order event).
 */

/** The request's words for the mails: what was asked, in the order's unit. */
export function summaryOf(request: typeof orderRequests.$inferSelect, unit: string): string {
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
