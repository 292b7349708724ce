import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '@/server/db/database';
import {
  companies,
  mailOutbox,
  orderEvents,
  orders,
  suppliers,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '@/server/db/schema';
import { openDatabase } from '@/server/seed/open-database';
import { dispatchOrderEvents, pruneOrderEvents } from '@/server/services/events/dispatcher';
import { recordOrderEvent } from '@/server/services/events/order-events';
import { messageIdOf } from '@/server/services/mail/outbox';
import { onOrderChange, type OrderChange } from '@/server/services/events/order-changes';

import { createTestDatabase, testDatabaseAdminUrl } from '../support/postgres';
import { openTemplateDatabase } from '../support/api';

process.env.JWT_SECRET = 'order-events-outbox-secret-0123456789abcdefghij';

/**
 * An order's consequences are derived from its recorded events after the commit, by the one
 * dispatcher, and none is lost when the process dies between the commit and the sending: a
 * process places an order and is killed (SIGKILL) right after its transaction commits; the next
 * instance's dispatcher carries out everything the placing should have caused, each consequence
 * carrying the event's id; and carrying it out again repeats nothing.
 */
function outboxTests(database: () => Promise<{ location: string; drop: () => Promise<void> }>) {
  let location: string;
  let drop: () => Promise<void>;
  let handle: DatabaseHandle;
  let companyId: string;
  let supplierId: string;

  beforeAll(async () => {
    ({ location, drop } = await database());
    const open = () =>
      openDatabase(location.startsWith('postgres') ? { databaseUrl: location } : { dataDir: location });
    // The first instance: the marketplace's data, a contractor, the supplier's webhook endpoint.
    const first = await open();
    const [company] = await first.db
      .insert(companies)
      .values({ name: 'Crash Test Builders', kind: 'contractor' })
      .returning({ id: companies.id });
    companyId = company!.id;
    const [supplier] = await first.db.select().from(suppliers).where(eq(suppliers.slug, 'northpeak-ready-mix'));
    supplierId = supplier!.id;
    await first.db.insert(webhookEndpoints).values({
      supplierId,
      url: 'https://erp.northpeak.example/hooks',
      events: ['order.placed'],
      secret: 'whsec_crash',
    });
    await first.close();

    // A process that places an order and is killed right after the commit.
    const crashed = spawnSync(
      process.execPath,
      [path.resolve('scripts/run-ts.mjs'), 'tests/support/place-then-crash.ts', location, companyId],
      { encoding: 'utf8', timeout: 120_000 },
    );
    expect(crashed.status, crashed.stderr).not.toBe(0);

    // The next instance.
    handle = await open();
  }, 240_000);

  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('finds the placed order committed, its event recorded and none of its consequences carried out', async () => {
    const [order] = await handle.db.select().from(orders).where(eq(orders.companyId, companyId));
    expect(order?.status).toBe('placed');
    const events = await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, order!.id));
    expect(events.map((event) => [event.kind, event.status, event.dispatchedAt])).toEqual([['status', 'placed', null]]);
    expect(await handle.db.select().from(mailOutbox).where(eq(mailOutbox.eventId, events[0]!.id))).toEqual([]);
  });

  it("carries them out on the next instance's run, each with the event's id, and not again", async () => {
    const [order] = await handle.db.select().from(orders).where(eq(orders.companyId, companyId));
    const [event] = await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, order!.id));
    const heard: OrderChange[] = [];
    const stop = await onOrderChange((change) => heard.push(change));
    try {
      expect(await dispatchOrderEvents(handle.db)).toBeGreaterThanOrEqual(1);

      const mails = await handle.db
        .select({
          id: mailOutbox.id,
          kind: mailOutbox.kind,
          to: mailOutbox.to,
          dedupeKey: mailOutbox.dedupeKey,
          eventId: mailOutbox.eventId,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.eventId, event!.id));
      expect(mails.map((mail) => mail.kind).sort()).toEqual(
        expect.arrayContaining(['order_confirmation', 'supplier_new_order']),
      );
      expect(mails.find((mail) => mail.kind === 'order_confirmation')?.to).toBe('dana@keystone.example');
      // Each mail's Message-ID carries the event's id, the same at every attempt.
      for (const mail of mails) expect(messageIdOf(mail)).toMatch(new RegExp(`^<${event!.id}\\.[0-9a-f]{16}@`));
      expect(new Set(mails.map((mail) => messageIdOf(mail))).size).toBe(mails.length);
      const [webhook] = await handle.db.select().from(webhookEvents).where(eq(webhookEvents.orderId, order!.id));
      expect(webhook).toMatchObject({ id: event!.id, type: 'order.placed' });
      expect(heard).toContainEqual({ orderId: order!.id, supplierId, companyId, eventId: event!.id });
      const [done] = await handle.db.select().from(orderEvents).where(eq(orderEvents.id, event!.id));
      expect(done?.dispatchedAt).not.toBeNull();

      // Carried out again (a run that died before marking it done): nothing is stored twice.
      await handle.db
        .update(orderEvents)
        .set({ dispatchedAt: null, dispatchAfter: null })
        .where(eq(orderEvents.id, event!.id));
      heard.length = 0;
      await dispatchOrderEvents(handle.db);
      const again = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.eventId, event!.id));
      expect(again).toHaveLength(mails.length);
      const deliveries = await handle.db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.eventId, event!.id)));
      expect(deliveries).toHaveLength(1);
      // The live update is told again, as the same change.
      expect(heard).toEqual([{ orderId: order!.id, supplierId, companyId, eventId: event!.id }]);
    } finally {
      stop();
    }
  });
}

describe('keeping the events', () => {
  it('prunes the position reports carried out two days ago, and nothing else', async () => {
    const handle = await openTemplateDatabase();
    try {
      const [order] = await handle.db.select({ id: orders.id }).from(orders).limit(1);
      const now = new Date('2031-05-10T12:00:00Z');
      const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
      const actor = { party: 'supplier' as const, userId: null };
      const positionOf = async (daysAgo: number, dispatched: boolean) => {
        const id = await recordOrderEvent(
          handle.db,
          order!.id,
          { kind: 'load_position', loadId: 'l', actor },
          at(daysAgo),
        );
        if (dispatched)
          await handle.db
            .update(orderEvents)
            .set({ dispatchedAt: at(daysAgo) })
            .where(eq(orderEvents.id, id));
        return id;
      };
      const old = await positionOf(3, true);
      const recent = await positionOf(1, true);
      const waiting = await positionOf(3, false);
      const history = await recordOrderEvent(handle.db, order!.id, { kind: 'rated', actor }, at(30));
      await handle.db
        .update(orderEvents)
        .set({ dispatchedAt: at(30) })
        .where(eq(orderEvents.id, history));

      await pruneOrderEvents(handle.db, now);
      const left = new Set((await handle.db.select({ id: orderEvents.id }).from(orderEvents)).map((row) => row.id));
      expect(left.has(old)).toBe(false);
      expect([recent, waiting, history].every((id) => left.has(id))).toBe(true);
    } finally {
      await handle.close();
    }
  }, 60_000);
});

describe('on the embedded database (PGlite)', () => {
  outboxTests(() => {
    const folder = mkdtempSync(path.join(tmpdir(), 'buildmarket-outbox-'));
    return Promise.resolve({ location: folder, drop: () => rm(folder, { recursive: true, force: true }) });
  });
});

describe.skipIf(!testDatabaseAdminUrl)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  outboxTests(async () => {
    const database = await createTestDatabase('order_events_outbox_test');
    return { location: database.url, drop: database.drop };
  });
});
