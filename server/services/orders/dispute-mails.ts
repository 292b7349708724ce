import 'server-only';

import type { Database } from '@/server/db/database';
import {
  disputeAnsweredMail,
  enqueueMail,
  orderMailData,
  supplierDispatchers,
  supplierDisputeOpenedMail,
  type DisputeMailData,
} from '@/server/services/mail';

import { disputesOfOrders, type OrderDisputeRecord } from './disputes';
import type { OrderRecord } from './orders';

/** The mails of disputes (each the consequence of its order event): to the dispatchers when opened, to the contractor when answered. */

async function disputeOf(db: Database, order: OrderRecord, disputeId: string) {
  return (await disputesOfOrders(db, [order.id])).get(order.id)?.find((dispute) => dispute.id === disputeId) ?? null;
}

const mailData = (order: OrderRecord, dispute: OrderDisputeRecord): DisputeMailData => ({
  ...orderMailData(order),
  contractorName: order.contractorName,
  subject: dispute.subject,
  reason: dispute.reason,
  description: dispute.description,
  currency: dispute.currency,
  claimedCents: dispute.claimedCents,
});

/** Once per dispute and dispatcher. */
export async function queueDisputeOpenedMails(
  db: Database,
  order: OrderRecord,
  disputeId: string,
  eventId: string,
): Promise<string[]> {
  const dispute = await disputeOf(db, order, disputeId);
  if (!dispute) return [];
  const mail = supplierDisputeOpenedMail(mailData(order, dispute));
  const ids: string[] = [];
  for (const dispatcher of await supplierDispatchers(db, order.supplierId)) {
    const id = await enqueueMail(db, {
      kind: 'supplier_dispute_opened',
      to: dispatcher.email,
      ...mail,
      dedupeKey: `dispute-opened:${dispute.id}:${dispatcher.userId}`,
      eventId,
    });
    if (id) ids.push(id);
  }
  return ids;
}

/** Once per dispute and answer (a contested dispute accepted later mails again). */
export async function queueDisputeAnsweredMail(
  db: Database,
  order: OrderRecord,
  answered: { disputeId: string; accepted: boolean },
  eventId: string,
): Promise<string | null> {
  const dispute = await disputeOf(db, order, answered.disputeId);
  if (!dispute) return null;
  return enqueueMail(db, {
    kind: 'dispute_answered',
    to: order.contactEmail,
    ...disputeAnsweredMail({
      ...mailData(order, dispute),
      accepted: answered.accepted,
      creditedCents: dispute.creditedCents,
      note: dispute.answerNote,
    }),
    dedupeKey: `dispute-answered:${dispute.id}:${answered.accepted ? 'accepted' : 'contested'}`,
    eventId,
  });
}
