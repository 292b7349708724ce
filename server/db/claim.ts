import 'server-only';

import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import type { Database } from './database';

/**
 * Claim and backoff: the one way the outbox loops (the mail outbox, webhook deliveries, ...) take
 * work that several instances, and a "send it now" racing the loop, may reach for at once.
 *
 * A claim is one statement: the due rows `SELECT`ed `FOR UPDATE SKIP LOCKED LIMIT n`, and an
 * `UPDATE` that writes a lease on them. Two claimers never take the same row (the second
 * skips the rows the first has locked, and once the first commits the lease hides them), and a
 * claimer that dies mid-try leaves the lease to run out: the row is due again, so a try happens at
 * least once. The loop then does its work and writes the outcome; after a failed try the row's
 * next try waits `retryAt(now, attempts)` (the backoff). Nothing here knows what the rows are.
 *
 *   const mailClaims = defineClaim({
 *     table: mailOutbox,
 *     id: mailOutbox.id,
 *     pending: eq(mailOutbox.status, 'pending'),
 *     dueAt: mailOutbox.nextAttemptAt,        // the lease is written here too (no leaseUntil)
 *     leaseMs: 5 * 60_000,
 *     batchSize: 20,
 *     backoff: exponentialBackoff({ firstMs: 60_000, maxMs: 3_600_000 }),
 *   });
 *   for (const id of await mailClaims.claim(db, { now })) {
 *     // try it; on failure: set attempts, and nextAttemptAt = mailClaims.retryAt(now, attempts)
 *   }
 *
 * A table whose due time may be null and whose lease has a column of its own (webhook deliveries)
 * names it: `leaseUntil: webhookDeliveries.leasedUntil`, and its loop sets it back to null with
 * the outcome. `orderBy` picks another order than the due time (`createdAt`: in the order made).
 */
export interface ClaimSpec {
  /** The table of work to do. */
  table: PgTable;
  /** Its key (a uuid or text column): what a claim answers. */
  id: PgColumn;
  /** Which rows are still to do, whatever their time: `status = 'pending'`, `dispatched_at is null`. */
  pending: SQL;
  /**
   * When a row's next try is due: due once it is at or before `now`. A nullable column's null is
   * due at once (a row never tried).
   */
  dueAt: PgColumn;
  /**
   * Where a claim writes its lease: a column of its own (null or past: not claimed; the loop sets
   * it back to null when it records the outcome), or, when omitted, `dueAt` itself (the claim
   * pushes the next try past the lease, and the outcome writes the real next try).
   */
  leaseUntil?: PgColumn;
  /** How long a claimed row is hidden from other claimers: longer than one try can take. */
  leaseMs: number;
  /** Rows taken by one claim, unless the caller asks for fewer or more. */
  batchSize: number;
  /** Which rows first: `dueAt` (the longest waiting) unless told. */
  orderBy?: PgColumn;
  /** The wait after the n-th failed try (n from 1), in milliseconds. */
  backoff: (failedAttempts: number) => number;
}

export interface ClaimOptions {
  /** The claimer's clock (default: now): due at or before it, leased until it plus `leaseMs`. */
  now?: Date | undefined;
  /** At most this many rows (default: the spec's `batchSize`). */
  limit?: number | undefined;
  /** Narrows what may be claimed: these ids only (a "send it now"), an enabled endpoint's... */
  where?: SQL | undefined;
}

export interface Claims {
  readonly spec: ClaimSpec;
  /** Claims the due rows, oldest first, and answers their ids (committed: other claimers skip them). */
  claim(db: Database, options?: ClaimOptions): Promise<string[]>;
  /** When the next try is due after `failedAttempts` failed tries, counted from `now`. */
  retryAt(now: Date, failedAttempts: number): Date;
}

export function defineClaim(spec: ClaimSpec): Claims {
  const lease = spec.leaseUntil ?? spec.dueAt;
  const atOrBefore = (column: PgColumn, at: string) =>
    column.notNull ? sql`${column} <= ${at}::timestamptz` : sql`(${column} is null or ${column} <= ${at}::timestamptz)`;
  return {
    spec,
    async claim(db, options = {}) {
      const now = options.now ?? new Date();
      const limit = options.limit ?? spec.batchSize;
      if (limit <= 0) return [];
      const at = now.toISOString();
      const due = [spec.pending, atOrBefore(spec.dueAt, at)];
      if (spec.leaseUntil) due.push(atOrBefore(spec.leaseUntil, at));
      if (options.where) due.push(options.where);
      // SET takes a bare column name; everywhere else Drizzle writes "table"."column". RETURNING
      // keeps no order of its own: the rows come back in the order they were chosen by.
      const result = await db.execute(sql`
        with due as (
          select ${spec.id} as id, ${spec.orderBy ?? spec.dueAt} as place from ${spec.table}
          where ${sql.join(due, sql` and `)}
          order by place
          limit ${limit}
          for update skip locked
        ), claimed as (
          update ${spec.table}
          set ${sql.identifier(lease.name)} = ${new Date(now.getTime() + spec.leaseMs).toISOString()}::timestamptz
          from due where ${spec.id} = due.id
          returning due.id, due.place
        )
        select id from claimed order by place`);
      return idsOf(result);
    },
    retryAt(now, failedAttempts) {
      return new Date(now.getTime() + spec.backoff(failedAttempts));
    },
  };
}

/** node-postgres and PGlite both answer `execute` with `{ rows }`. */
function idsOf(result: unknown): string[] {
  return (result as { rows: { id: string }[] }).rows.map((row) => row.id);
}

/** Doubling waits: `firstMs` after the first failed try, then 2×, 4×... at most `maxMs`. */
export function exponentialBackoff({ firstMs, maxMs }: { firstMs: number; maxMs: number }) {
  return (failedAttempts: number): number => Math.min(maxMs, firstMs * 2 ** Math.max(0, failedAttempts - 1));
}
