import 'server-only';

import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';

import type { OrderMessageInput } from '@/lib/validation/chat';
import type { Database } from '@/server/db/database';
import { isOneOfIds, preparedPerDatabase } from '@/server/db/prepared';
import {
  companyMembers,
  orderLoads,
  orderMessageReads,
  orderMessages,
  orders,
  suppliers,
  users,
} from '@/server/db/schema';
import type { AccessClaims } from '@/server/services/accounts/access-tokens';
import { enqueueMail, unreadChatMail } from '@/server/services/mail';
import { requireMembership } from '@/server/services/accounts/permissions';
import { enforceRateLimits } from '@/server/services/rate-limits/rate-limit';

import { ORDERING_ROLES, requireOrderingCompany } from '@/server/services/orders/access';
import { recordOrderEvent } from '@/server/services/events/order-events';
import { unreadMessageCountsOf } from '@/server/services/orders/order-summary';
import { getOrder } from '@/server/services/orders/orders';
import { getSupplierOrder } from '@/server/services/supplier-desk/supplier-orders';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';

/**
 * An order's chat between the contractor's members, the supplier's dispatchers and the drivers
 * of its loads. Each side reaches it through its own order access (a driver only for the orders
 * of their loads), so nobody reads a chat of an order they cannot see. What each
 * person has read is one row per order (`order_message_reads`): newer messages of others are
 * unread. A message still unread 10 minutes on is mailed to whoever has not read it, once
 * (`mailUnreadMessages`, in the maintenance loop).
 */

/** How long a message waits to be read in the app before it is mailed. */
export const UNREAD_MAIL_AFTER_MS = 10 * 60_000;
/** Messages a person may send per minute, over all orders (a chat, not a channel for bulk text). */
export const CHAT_RATE_LIMIT = { name: 'chat:user', limit: 20, windowMs: 60_000 } as const;

export type ChatParty = 'contractor' | 'supplier' | 'driver';

export interface ChatMessageRecord {
  id: string;
  body: string;
  authorName: string;
  party: ChatParty;
  mine: boolean;
  at: string;
}

/** The caller's side in an order's chat; NOT_FOUND for an order they cannot see. */
export async function chatParticipant(
  db: Database,
  viewer: AccessClaims,
  orderId: string,
): Promise<{ party: ChatParty; orderId: string; supplierId: string; companyId: string }> {
  const membership = await requireMembership(db, viewer);
  if (membership.companyKind === 'supplier') {
    const member = await requireSupplierMember(db, viewer);
    const order = await getSupplierOrder(db, member, orderId);
    const [row] = await db.select({ companyId: orders.companyId }).from(orders).where(eq(orders.id, order.id));
    return {
      party: member.rights.seesAllOrders ? 'supplier' : 'driver',
      orderId: order.id,
      supplierId: member.supplierId,
      companyId: row!.companyId,
    };
  }
  const companyId = await requireOrderingCompany(db, viewer);
  const order = await getOrder(db, companyId, orderId);
  return { party: 'contractor', orderId: order.id, supplierId: order.supplierId, companyId };
}

/** An order's messages, oldest first, as `userId` sees them. Callers have checked the order's access. */
export async function listMessages(db: Database, orderId: string, userId: string): Promise<ChatMessageRecord[]> {
  const rows = await db
    .select({
      id: orderMessages.id,
      body: orderMessages.body,
      party: orderMessages.party,
      authorUserId: orderMessages.authorUserId,
      authorName: users.fullName,
      createdAt: orderMessages.createdAt,
    })
    .from(orderMessages)
    .leftJoin(users, eq(users.id, orderMessages.authorUserId))
    .where(eq(orderMessages.orderId, orderId))
    .orderBy(asc(orderMessages.createdAt), asc(orderMessages.id));
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    party: row.party,
    authorName: row.authorName ?? 'A former member',
    mine: row.authorUserId === userId,
    at: row.createdAt.toISOString(),
  }));
}

/**
 * How many messages of each order `userId` has not read (their own never count), in one query
 * for a whole list of orders.
 */
export async function unreadMessageCounts(
  db: Database,
  orderIds: readonly string[],
  userId: string,
): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await unreadMessageCountsQuery(db).execute({ orderIds, userId });
  return new Map(rows.map((row) => [row.orderId, row.count]));
}

const unreadMessageCountsQuery = preparedPerDatabase((db) =>
  unreadMessageCountsOf(db, sql.placeholder('userId'), (orderId) => isOneOfIds(orderId, 'orderIds')).prepare(
    'unread_message_counts',
  ),
);

/** How many of one order's messages `userId` has not read. */
export async function unreadMessageCount(db: Database, orderId: string, userId: string): Promise<number> {
  return (await unreadMessageCounts(db, [orderId], userId)).get(orderId) ?? 0;
}

/** Marks everything in the order's chat up to `now` read by `userId`. */
export async function markMessagesRead(db: Database, orderId: string, userId: string, now = new Date()) {
  await db
    .insert(orderMessageReads)
    .values({ orderId, userId, readAt: now })
    .onConflictDoUpdate({
      target: [orderMessageReads.orderId, orderMessageReads.userId],
      // Never back in time: a slow request must not make read messages unread again.
      set: { readAt: sql`greatest(${orderMessageReads.readAt}, excluded.read_at)` },
    });
}

/** Sends a message in the order's chat; the author has read everything up to it. */
export async function sendMessage(
  db: Database,
  viewer: AccessClaims,
  input: OrderMessageInput,
  now = new Date(),
): Promise<ChatMessageRecord> {
  const participant = await chatParticipant(db, viewer, input.orderId);
  await enforceRateLimits(db, [[CHAT_RATE_LIMIT, `user:${viewer.userId}`]], now);
  const message = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orderMessages)
      .values({
        orderId: participant.orderId,
        authorUserId: viewer.userId,
        party: participant.party,
        body: input.body,
        createdAt: now,
      })
      .returning({ id: orderMessages.id });
    // A driver writes for the supplier's side.
    const party = participant.party === 'contractor' ? 'contractor' : 'supplier';
    await recordOrderEvent(
      tx,
      participant.orderId,
      { kind: 'message_sent', messageId: row!.id, actor: { party, userId: viewer.userId } },
      now,
    );
    return row;
  });
  await markMessagesRead(db, participant.orderId, viewer.userId, now);
  const messages = await listMessages(db, participant.orderId, viewer.userId);
  return messages.find((entry) => entry.id === message!.id)!;
}

interface Recipient {
  userId: string;
  email: string;
  fullName: string;
  side: 'contractor' | 'supplier';
}

/** Who takes part in an order's chat: the contractor's ordering members, the dispatchers, its loads' drivers. */
async function chatRecipients(
  db: Database,
  order: { id: string; companyId: string; supplierId: string },
): Promise<Recipient[]> {
  const drivers = new Set(
    (
      await db
        .selectDistinct({ userId: orderLoads.driverUserId })
        .from(orderLoads)
        .where(eq(orderLoads.orderId, order.id))
    ).map((load) => load.userId),
  );
  const contractorSide = await db
    .select({ userId: users.id, email: users.email, fullName: users.fullName })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, order.companyId), inArray(companyMembers.role, [...ORDERING_ROLES])));
  const supplierSide = await db
    .select({ userId: users.id, email: users.email, fullName: users.fullName, role: companyMembers.role })
    .from(suppliers)
    .innerJoin(companyMembers, eq(companyMembers.companyId, suppliers.companyId))
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(suppliers.id, order.supplierId));
  return [
    ...contractorSide.map((person) => ({ ...person, side: 'contractor' as const })),
    ...supplierSide
      .filter(
        (person) =>
          person.role === 'supplier_owner' ||
          person.role === 'partner_manager' ||
          (person.role === 'partner_driver' && drivers.has(person.userId)),
      )
      .map(({ role: _role, ...person }) => ({ ...person, side: 'supplier' as const })),
  ];
}

/**
 * The maintenance loop's chat job: messages sent more than 10 minutes ago and not looked at yet
 * are mailed, one mail per order and person, to everyone taking part who has not read them (and
 * neither wrote them nor is on the writer's side of the order). Each batch is claimed with FOR UPDATE SKIP LOCKED, so instances share the
 * work; the dedupe key makes a repeated run harmless. Answers the number of mails queued.
 */
export async function mailUnreadMessages(db: Database, now = new Date(), limit = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: orderMessages.id,
        orderId: orderMessages.orderId,
        authorUserId: orderMessages.authorUserId,
        body: orderMessages.body,
        createdAt: orderMessages.createdAt,
      })
      .from(orderMessages)
      .where(
        and(
          isNull(orderMessages.unreadMailedAt),
          lte(orderMessages.createdAt, new Date(now.getTime() - UNREAD_MAIL_AFTER_MS)),
        ),
      )
      .orderBy(asc(orderMessages.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;

    let queued = 0;
    for (const orderId of new Set(due.map((message) => message.orderId))) {
      const messages = due.filter((message) => message.orderId === orderId);
      const [order] = await tx
        .select({ id: orders.id, companyId: orders.companyId, supplierId: orders.supplierId })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (!order) continue;
      const reads = await tx
        .select({ userId: orderMessageReads.userId, readAt: orderMessageReads.readAt })
        .from(orderMessageReads)
        .where(eq(orderMessageReads.orderId, orderId));
      const readAt = new Map(reads.map((read) => [read.userId, read.readAt.getTime()]));
      const authors = await tx
        .select({ id: users.id, fullName: users.fullName })
        .from(users)
        .where(
          inArray(
            users.id,
            messages.flatMap((message) => (message.authorUserId ? [message.authorUserId] : [])),
          ),
        );
      const authorName = new Map(authors.map((author) => [author.id, author.fullName]));
      const recipients = await chatRecipients(tx, order);
      const sideOf = new Map(recipients.map((person) => [person.userId, person.side]));
      for (const recipient of recipients) {
        // What a colleague on the same side wrote is not waiting for this person's answer: a
        // dispatcher's message is mailed to the contractor, not to the supplier's owner.
        const unread = messages.filter(
          (message) =>
            message.authorUserId !== recipient.userId &&
            !(message.authorUserId && sideOf.get(message.authorUserId) === recipient.side) &&
            (readAt.get(recipient.userId) ?? 0) < message.createdAt.getTime(),
        );
        if (unread.length === 0) continue;
        const mail = unreadChatMail({
          orderId,
          recipientName: recipient.fullName,
          forSupplier: recipient.side === 'supplier',
          messages: unread.map((message) => ({
            authorName: (message.authorUserId && authorName.get(message.authorUserId)) || 'A former member',
            body: message.body,
          })),
        });
        const id = await enqueueMail(tx, {
          kind: 'order_chat_unread',
          to: recipient.email,
          ...mail,
          dedupeKey: `order-chat-unread:${orderId}:${recipient.userId}:${unread.at(-1)!.id}`,
        });
        if (id) queued += 1;
      }
    }
    await tx
      .update(orderMessages)
      .set({ unreadMailedAt: now })
      .where(
        inArray(
          orderMessages.id,
          due.map((message) => message.id),
        ),
      );
    return queued;
  });
}
