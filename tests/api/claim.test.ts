import { eq, inArray, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defineClaim, exponentialBackoff, type Claims } from '@/server/db/claim';
import { connectDatabase } from '@/server/db/client';
import type { Database, DatabaseHandle } from '@/server/db/database';

import { createTestDatabase, testDatabaseAdminUrl } from '../support/postgres';

/**
 * The outbox loops' claim and backoff (server/db/claim.ts) on tables of the test's own: one whose
 * lease is its due time (as the mail outbox), one with a lease column of its own and a due time
 * that may be null (as webhook deliveries and the order events' dispatcher). On PGlite (one
 * transaction at a time) and on PostgreSQL, where claimers really run at once.
 */
const leasedInDue = pgTable('claim_test_mails', {
  id: uuid('id').primaryKey().defaultRandom(),
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
});
const leasedApart = pgTable('claim_test_deliveries', {
  id: uuid('id').primaryKey().defaultRandom(),
  doneAt: timestamp('done_at', { withTimezone: true }),
  dueAt: timestamp('due_at', { withTimezone: true }),
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

const LEASE_MS = 60_000;
const backoff = exponentialBackoff({ firstMs: 1_000, maxMs: 5_000 });
const mails = defineClaim({
  table: leasedInDue,
  id: leasedInDue.id,
  pending: eq(leasedInDue.status, 'pending'),
  dueAt: leasedInDue.nextAttemptAt,
  leaseMs: LEASE_MS,
  batchSize: 3,
  backoff,
});
const deliveries = defineClaim({
  table: leasedApart,
  id: leasedApart.id,
  pending: sql`${leasedApart.doneAt} is null`,
  dueAt: leasedApart.dueAt,
  leaseUntil: leasedApart.leasedUntil,
  leaseMs: LEASE_MS,
  batchSize: 3,
  orderBy: leasedApart.createdAt,
  backoff,
});

const T0 = new Date('2030-01-01T00:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

interface Backend {
  name: string;
  open: () => Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }>;
}
const backends: Backend[] = [
  {
    name: 'PGlite',
    open: async () => ({ handle: await connectDatabase({ migrate: false }), drop: () => Promise.resolve() }),
  },
  ...(testDatabaseAdminUrl
    ? [
        {
          name: 'PostgreSQL (TEST_DATABASE_URL)',
          open: async () => {
            const database = await createTestDatabase('claim_test');
            return {
              handle: await connectDatabase({ databaseUrl: database.url, migrate: false }),
              drop: database.drop,
            };
          },
        },
      ]
    : []),
];
if (!testDatabaseAdminUrl) {
  describe.skip('claim and backoff on PostgreSQL (set TEST_DATABASE_URL)', () => {
    it.skip('runs with TEST_DATABASE_URL', () => undefined);
  });
}

describe.each(backends)('claim and backoff on $name', (backend) => {
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const { handle, drop } = await backend.open();
    db = handle.db;
    close = async () => {
      await handle.close();
      await drop();
    };
    await db.execute(sql`create table claim_test_mails (
      id uuid primary key default gen_random_uuid(), status text not null default 'pending',
      attempts integer not null default 0, next_attempt_at timestamptz not null)`);
    await db.execute(sql`create table claim_test_deliveries (
      id uuid primary key default gen_random_uuid(), done_at timestamptz, due_at timestamptz,
      leased_until timestamptz, created_at timestamptz not null)`);
  });
  afterAll(() => close());

  async function freshMails(count: number, due = T0) {
    await db.delete(leasedInDue);
    const rows = await db
      .insert(leasedInDue)
      .values(Array.from({ length: count }, (_, index) => ({ nextAttemptAt: new Date(due.getTime() - index) })))
      .returning({ id: leasedInDue.id });
    return rows.map((row) => row.id);
  }

  it('claims due pending rows, longest waiting first, a batch at a time, each once', async () => {
    const ids = await freshMails(5);
    await db.update(leasedInDue).set({ status: 'sent' }).where(eq(leasedInDue.id, ids[0]!));
    await db
      .update(leasedInDue)
      .set({ nextAttemptAt: at(1) })
      .where(eq(leasedInDue.id, ids[1]!));
    const first = await mails.claim(db, { now: T0 });
    // Inserted with earlier due times as they go: the last is the longest waiting.
    expect(first).toEqual([ids[4], ids[3], ids[2]]);
    expect(await mails.claim(db, { now: T0 })).toEqual([]);
    expect(await mails.claim(db, { now: at(1) })).toEqual([ids[1]]);
    const [claimed] = await db.select().from(leasedInDue).where(eq(leasedInDue.id, ids[4]!));
    expect(claimed!.nextAttemptAt).toEqual(at(LEASE_MS));
  });

  it('narrows a claim to the rows asked for, and to fewer than a batch', async () => {
    const ids = await freshMails(4);
    expect(await mails.claim(db, { now: T0, where: inArray(leasedInDue.id, [ids[0]!, ids[1]!]) })).toEqual([
      ids[1],
      ids[0],
    ]);
    expect(await mails.claim(db, { now: T0, limit: 1 })).toEqual([ids[3]]);
    expect(await mails.claim(db, { now: T0, limit: 0 })).toEqual([]);
  });

  it('never gives one row to two claimers at once', async () => {
    const ids = await freshMails(40);
    const claims = await Promise.all(Array.from({ length: 12 }, () => mails.claim(db, { now: T0 })));
    const claimed = claims.flat();
    expect(new Set(claimed).size).toBe(claimed.length);
    // Every due row is taken by someone (a claimer finding all rows locked may take fewer).
    const rest = await mails.claim(db, { now: T0, limit: 100 });
    expect(new Set([...claimed, ...rest])).toEqual(new Set(ids));
  });

  it('makes a failed row wait per the backoff, and a dead claimer’s row due again when its lease ends', async () => {
    const [id] = await freshMails(1);
    expect(await mails.claim(db, { now: T0 })).toEqual([id]);
    // The claimer dies: nobody takes the row until the lease runs out.
    expect(await mails.claim(db, { now: at(LEASE_MS - 1) })).toEqual([]);
    expect(await mails.claim(db, { now: at(LEASE_MS) })).toEqual([id]);
    // This one fails its second try: the next waits 2 s (1 s doubled).
    const failedAt = at(LEASE_MS);
    const retry = mails.retryAt(failedAt, 2);
    expect(retry.getTime() - failedAt.getTime()).toBe(2_000);
    await db.update(leasedInDue).set({ attempts: 2, nextAttemptAt: retry }).where(eq(leasedInDue.id, id!));
    expect(await mails.claim(db, { now: new Date(retry.getTime() - 1) })).toEqual([]);
    expect(await mails.claim(db, { now: retry })).toEqual([id]);
  });

  it('with a lease column of its own: null due is due now, a held lease hides the row until it ends', async () => {
    await db.delete(leasedApart);
    const [a, b, c, done] = await db
      .insert(leasedApart)
      .values([
        { createdAt: at(2) },
        { createdAt: at(1), dueAt: at(5_000) },
        { createdAt: at(3), dueAt: T0 },
        { createdAt: at(0), doneAt: T0 },
      ])
      .returning({ id: leasedApart.id });
    expect(await deliveries.claim(db, { now: T0 })).toEqual([a!.id, c!.id]);
    const [row] = await db.select().from(leasedApart).where(eq(leasedApart.id, a!.id));
    expect(row).toMatchObject({ dueAt: null, leasedUntil: at(LEASE_MS) });
    // b comes due; a and c are still leased.
    expect(await deliveries.claim(db, { now: at(5_000) })).toEqual([b!.id]);
    // a's claimer records a failure: lease released, next try after the backoff.
    await db
      .update(leasedApart)
      .set({ leasedUntil: null, dueAt: deliveries.retryAt(at(5_000), 1) })
      .where(eq(leasedApart.id, a!.id));
    expect(await deliveries.claim(db, { now: at(5_999) })).toEqual([]);
    expect(await deliveries.claim(db, { now: at(6_000) })).toEqual([a!.id]);
    // c's claimer died: due again when its lease ends. The done row never.
    expect(await deliveries.claim(db, { now: at(LEASE_MS) })).toEqual([c!.id]);
    expect(await deliveries.claim(db, { now: at(10 * LEASE_MS), limit: 10 })).not.toContain(done!.id);
  });
});

describe('exponentialBackoff', () => {
  it('doubles from the first wait up to the longest', () => {
    const wait: Claims['spec']['backoff'] = exponentialBackoff({ firstMs: 60_000, maxMs: 240_000 });
    expect([1, 2, 3, 4, 5, 30].map(wait)).toEqual([60_000, 120_000, 240_000, 240_000, 240_000, 240_000]);
  });
});
