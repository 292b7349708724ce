import 'server-only';

import { and, eq, isNull, sql } from 'drizzle-orm';

import { RATEABLE_STATUSES } from '@/lib/order/lifecycle';
import type { OrderRatingInput, OrderRatingReplyInput } from '@/lib/validation/ratings';
import type { Database } from '@/server/db/database';
import { orderRatings, orders, suppliers } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { NOT_ALLOWED_MESSAGE } from '@/server/services/accounts/permissions';

import { ORDER_NOT_FOUND_MESSAGE } from '@/server/services/orders/orders';
import { recordOrderEvent } from '@/server/services/events/order-events';
import { getSupplierOrder } from '@/server/services/supplier-desk/supplier-orders';
import { type SupplierMember } from '@/server/services/accounts/supplier-members';

/**
 * Ratings: after delivery the contractor rates the order from 1 to 5 stars, once, with an optional
 * comment; the supplier may answer once. Each rating moves the supplier's average and count (what
 * the producer list shows and sorts by) in the same transaction, from the exact sum of stars.
 */

export const ORDER_NOT_RATEABLE_MESSAGE = 'You can rate this order once it is delivered.';
export const ALREADY_RATED_MESSAGE = 'This order is rated already.';
export const RATING_ALREADY_ANSWERED_MESSAGE = 'This rating has an answer already.';
export const NO_RATING_TO_ANSWER_MESSAGE = 'The contractor has not rated this order.';

export interface OrderRatingRecord {
  stars: number;
  comment: string | null;
  createdAt: string;
  reply: string | null;
  repliedAt: string | null;
}

/** An order's rating and its answer, or null while it has none. Callers have checked the order's access. */
export async function ratingOf(db: Database, orderId: string): Promise<OrderRatingRecord | null> {
  const [row] = await db.select().from(orderRatings).where(eq(orderRatings.orderId, orderId)).limit(1);
  if (!row) return null;
  return {
    stars: row.stars,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

/** The contractor rates one of its company's delivered orders; NOT_FOUND for another company's. */
export async function rateOrder(
  db: Database,
  rater: { companyId: string; userId: string },
  input: OrderRatingInput,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status, supplierId: orders.supplierId })
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.companyId, rater.companyId)))
      .limit(1);
    if (!order) throw expectedError(ErrorCode.NOT_FOUND, ORDER_NOT_FOUND_MESSAGE);
    if (!RATEABLE_STATUSES.includes(order.status)) {
      throw expectedError(ErrorCode.ORDER_NOT_RATEABLE, ORDER_NOT_RATEABLE_MESSAGE);
    }
    const inserted = await tx
      .insert(orderRatings)
      .values({
        orderId: input.orderId,
        supplierId: order.supplierId,
        stars: input.stars,
        comment: input.comment,
        ratedByUserId: rater.userId,
        createdAt: now,
      })
      .onConflictDoNothing({ target: orderRatings.orderId })
      .returning({ orderId: orderRatings.orderId });
    if (inserted.length === 0) throw expectedError(ErrorCode.ALREADY_RATED, ALREADY_RATED_MESSAGE);
    // The right-hand sides read the row as it was: the new average is the old sum plus these stars
    // over one more rating.
    await tx
      .update(suppliers)
      .set({
        ratingStarsTotal: sql`${suppliers.ratingStarsTotal} + ${input.stars}`,
        ratingCount: sql`${suppliers.ratingCount} + 1`,
        rating: sql`round((${suppliers.ratingStarsTotal} + ${input.stars}) / (${suppliers.ratingCount} + 1), 1)`,
      })
      .where(eq(suppliers.id, order.supplierId));
    await recordOrderEvent(
      tx,
      input.orderId,
      { kind: 'rated', actor: { party: 'contractor', userId: rater.userId } },
      now,
    );
  });
}

/** The supplier answers the rating of one of its orders, once. */
export async function answerRating(
  db: Database,
  member: SupplierMember,
  input: OrderRatingReplyInput,
  now = new Date(),
): Promise<void> {
  const order = await getSupplierOrder(db, member, input.orderId, now);
  if (!member.rights.mayAnswerRatings) throw expectedError(ErrorCode.FORBIDDEN, NOT_ALLOWED_MESSAGE);
  const answered = await db.transaction(async (tx) => {
    const rows = await tx
      .update(orderRatings)
      .set({ reply: input.reply, repliedByUserId: member.userId, repliedAt: now })
      .where(and(eq(orderRatings.orderId, order.id), isNull(orderRatings.reply)))
      .returning({ orderId: orderRatings.orderId });
    if (rows.length > 0) {
      await recordOrderEvent(
        tx,
        order.id,
        { kind: 'rating_answered', actor: { party: 'supplier', userId: member.userId } },
        now,
      );
    }
    return rows;
  });
  if (answered.length === 0) {
    const rating = await ratingOf(db, order.id);
    if (!rating) throw expectedError(ErrorCode.ORDER_NOT_RATEABLE, NO_RATING_TO_ANSWER_MESSAGE);
    throw expectedError(ErrorCode.RATING_ALREADY_ANSWERED, RATING_ALREADY_ANSWERED_MESSAGE);
  }
}
