import 'server-only';

import { asc, eq, sql } from 'drizzle-orm';

import type { OrderStatus } from '@/graphql/generated/client/graphql';
import type { Database } from '@/server/db/database';
import { preparedPerDatabase } from '@/server/db/prepared';
import { orderCounts } from '@/server/db/schema';

/**
 * How many orders an owner (a supplier, or a contractor company) has in each state, read from
 * `order_counts` (server/db/schema.ts): a few rows per owner, however many orders it has, where
 * counting its orders read them all.
 */

const total = sql<number>`sum(${orderCounts.orders})::int`.mapWith(Number);

const countsByStatus = preparedPerDatabase((db) =>
  db
    .select({ status: orderCounts.status, count: total })
    .from(orderCounts)
    .where(eq(orderCounts.ownerId, sql.placeholder('ownerId')))
    .groupBy(orderCounts.status)
    // A state the owner's orders have all left adds up to 0: like a count of its orders, leave it out.
    .having(sql`sum(${orderCounts.orders}) <> 0`)
    .orderBy(asc(orderCounts.status))
    .prepare('order_counts_by_status'),
);

/** The owner's orders per state, states without orders left out, in the lifecycle's order. */
export async function orderCountsByStatus(
  db: Database,
  ownerId: string,
): Promise<{ status: OrderStatus; count: number }[]> {
  return countsByStatus(db).execute({ ownerId });
}

/**
 * Sums each owner's rows in each state into one (dropping those that add up to 0), so that the
 * rows read stay a few per owner. Every instance may run it at once: a row another run has
 * already folded is gone when this one comes to delete it, and is skipped.
 */
export async function foldOrderCounts(db: Database): Promise<void> {
  await db.execute(sql`
    with folded as (
      delete from ${orderCounts} counts
      using (
        select owner_id, status from ${orderCounts} group by owner_id, status having count(*) > 1
      ) scattered
      where counts.owner_id = scattered.owner_id and counts.status = scattered.status
      returning counts.owner_id, counts.status, counts.orders
    )
    insert into ${orderCounts} (owner_id, status, orders)
    select owner_id, status, sum(orders)::int from folded group by owner_id, status having sum(orders) <> 0`);
}
