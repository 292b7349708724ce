import 'server-only';

import { eq, sql, type SQLWrapper } from 'drizzle-orm';

import type { OrderStatus } from '@/graphql/generated/client/graphql';
import type { Database } from '@/server/db/database';
import { preparedPerDatabase } from '@/server/db/prepared';
import { orderCounts } from '@/server/db/schema';

/**
 * How many orders an owner (a supplier, or a contractor company) has in each state, read from
 * `order_counts` (server/db/schema/orders.ts): a few rows per owner, however many orders it has, where
 * counting its orders read them all.
 */

/**
 * The owner's orders per state, states without orders left out (like a count of its orders), in
 * the lifecycle's order, as one JSON value: a list's page reads it in the same statement.
 */
export const countsByStatusOf = (ownerId: SQLWrapper) =>
  sql<{ status: OrderStatus; count: number }[]>`(
    select coalesce(json_agg(json_build_object('status', counted.status, 'count', counted.orders)
                             order by counted.status), '[]')
    from (select ${orderCounts.status} as status, sum(${orderCounts.orders})::int as orders
          from ${orderCounts} where ${eq(orderCounts.ownerId, ownerId)}
          group by ${orderCounts.status} having sum(${orderCounts.orders}) <> 0) counted)`;

const countsByStatus = preparedPerDatabase((db) =>
  db
    .select({ counts: countsByStatusOf(sql.placeholder('ownerId')) })
    .from(sql`(select 1) as one`)
    .prepare('order_counts_by_status'),
);

/** The owner's orders per state, states without orders left out, in the lifecycle's order. */
export async function orderCountsByStatus(
  db: Database,
  ownerId: string,
): Promise<{ status: OrderStatus; count: number }[]> {
  const [row] = await countsByStatus(db).execute({ ownerId });
  return row?.counts ?? [];
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
