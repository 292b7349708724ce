import { randomBytes } from 'node:crypto';

import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  ledgerEntries,
  orderBalanceChanges,
  orderPayments,
  orders as ordersTable,
  supplierPayouts,
} from '@/server/db/schema';
import type { GatewayEvent, PaymentGateway } from '@/server/payment-gateway';
import { isPaymentError } from '@/server/payment-gateway/errors';
import { SandboxGateway } from '@/server/payment-gateway/sandbox';
import { checkLedgerInvariants } from '@/server/services/ledger/invariants';
import { openDifferences, reconcileLedger } from '@/server/services/ledger/reconcile';
import { lockOrder } from '@/server/services/payments/attempt-state';
import { recordTotalChange } from '@/server/services/payments/balance-changes';
import {
  authorizeBalanceChange,
  confirmBalanceChange,
  settleBalanceRefunds,
} from '@/server/services/payments/balance-settlement';
import { cancelOrderAndReleasePayment } from '@/server/services/payments/order-cancel';
import { confirmOrderPayment, payOrder } from '@/server/services/payments/order-pay';
import { runPaymentJobs } from '@/server/services/payments/payment-jobs';
import { handleGatewayEvent } from '@/server/services/payments/webhooks';
import { runPayoutJobs } from '@/server/services/payouts/payout-jobs';

import { createApiCaller, type TestApi } from '../support/api';
import {
  crashingDatabase,
  crashingGateway,
  ledgerWorld,
  payByLink,
  placeLedgerOrder,
  SimulatedCrash,
  TEST_CARDS,
  type LedgerWorld,
  type TestCard,
} from '../support/ledger-world';

/**
 * The ledger balances whatever a person does: random plays of place, pay (cards that succeed, are
 * declined, lack funds, need 3-D Secure; at once or held), retry (the same key, or a new one),
 * confirm, a payment link paid by a guest (how terms are repaid), the supplier's accept and
 * decline, cancel, a partial refund made at the gateway (its webhook), a balance that raises or
 * lowers the order's total (the payer's consent to a difference, its refund), a paid payout coming back
 * from the bank, the charge and payout jobs, time passing, and a process killed between the
 * gateway's move and our write or before a commit. After every step the ledger's invariants hold
 * (server/services/ledger/invariants.ts); after a play settles, the reconciliation finds the
 * ledger and the gateway's records agreeing. LEDGER_RUNS sets the number of plays (default 4, a
 * few seconds per database; `npm run fuzz` runs more).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const RUNS = Number(process.env.LEDGER_RUNS ?? process.env.FUZZ_RUNS ?? 4);

type Step =
  | { t: 'place'; terms: boolean; day: number; hour: number }
  | { t: 'pay'; i: number; card: TestCard; late: boolean; sameKey: boolean }
  | { t: 'confirm'; i: number }
  | { t: 'link'; i: number; card: TestCard }
  | { t: 'bounce'; i: number }
  | { t: 'accept' | 'decline' | 'cancel'; i: number }
  | { t: 'refund'; i: number; percent: number }
  | { t: 'balance'; i: number; percent: number }
  | { t: 'consent'; i: number }
  | { t: 'wait'; hours: number }
  | { t: 'jobs' }
  | { t: 'crash'; where: 'answer' | 'commit' };

const index = fc.nat({ max: 5 });
const place = fc.record({
  t: fc.constant('place' as const),
  terms: fc.constantFrom(false, false, false, true),
  day: fc.integer({ min: 2, max: 40 }),
  hour: fc.constantFrom(6, 10, 14),
});
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: place },
  {
    weight: 5,
    arbitrary: fc.record({
      t: fc.constant('pay' as const),
      i: index,
      card: fc.constantFrom<TestCard>('good', 'good', 'good', 'declined', 'insufficient', 'threeDSecure'),
      // Mostly ahead of the charge time: a hold, captured or released later.
      late: fc.constantFrom(false, false, true),
      sameKey: fc.boolean(),
    }),
  },
  fc.record({ t: fc.constant('confirm' as const), i: index }),
  fc.record({ t: fc.constant('bounce' as const), i: index }),
  fc.record({ t: fc.constant('link' as const), i: index, card: fc.constantFrom<TestCard>('good', 'good', 'declined') }),
  fc.record({ t: fc.constantFrom('accept' as const, 'decline' as const, 'cancel' as const), i: index }),
  fc.record({ t: fc.constant('refund' as const), i: index, percent: fc.integer({ min: 1, max: 100 }) }),
  // A pour-day balance accepted: the order's total goes up or down by up to a half.
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('balance' as const),
      i: index,
      percent: fc.integer({ min: -50, max: 50 }).filter((percent) => percent !== 0),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('consent' as const), i: index }) },
  fc.record({ t: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 24 * 9 }) }),
  { weight: 2, arbitrary: fc.record({ t: fc.constant('jobs' as const) }) },
  fc.record({ t: fc.constant('crash' as const), where: fc.constantFrom('answer' as const, 'commit' as const) }),
);

/** Refusals a person sees as messages (a coded error, a decline, a dead process): the play goes on. */
function expectedFailure(error: unknown): boolean {
  return (
    error instanceof SimulatedCrash ||
    isPaymentError(error) ||
    (error instanceof GraphQLError && typeof error.extensions.code === 'string')
  );
}

export function ledgerPropertyTests(openApi: () => Promise<TestApi>) {
  let api: TestApi;
  let world: LedgerWorld;
  let sandbox: SandboxGateway;
  const call = createApiCaller(() => api, '10.97');
  // One clock for the product, the sandbox and the test: Date is faked (timers are not), so a
  // play's orders are placed, paid and paid out in its own weeks.
  let clock = Date.now();
  const advance = (ms: number) => {
    clock += ms;
    vi.setSystemTime(clock);
  };
  const tally: Record<string, number> = {};
  afterAll(() => {
    // LEDGER_DEBUG=1: what the plays did (steps by outcome), to see that they reach every movement.
    if (process.env.LEDGER_DEBUG) console.log(tally);
  });

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(clock);
    api = await openApi();
    sandbox = new SandboxGateway(() => Promise.resolve(api.db), { now: () => new Date(clock) });
    world = await ledgerWorld(api.db, sandbox);
  }, 120_000);

  afterAll(async () => {
    vi.useRealTimers();
    await api?.close();
  });

  async function play(steps: Step[]) {
    const crashing = crashingDatabase(api.db);
    const flaky = crashingGateway(sandbox);
    const db = crashing.db;
    const gateway: PaymentGateway = flaky.gateway;
    const orders: { id: string; terms: boolean; lastKey: string | null; startsAt: number }[] = [];
    const at = () => new Date(clock);
    const orderAt = (i: number) => (orders.length === 0 ? undefined : orders[i % orders.length]);
    const key = (label: string) => `${label}-${randomBytes(6).toString('hex')}`;
    // The gateway delivers each event until it is handled (a crash mid-way answers 500: it comes again).
    const webhooks: GatewayEvent[] = [];
    const deliverWebhooks = async () => {
      while (webhooks.length > 0) {
        await handleGatewayEvent(db, gateway, webhooks[0]!, at());
        webhooks.shift();
      }
    };
    const jobs = async () => {
      await deliverWebhooks();
      await runPaymentJobs(db, gateway, { now: at() });
      await runPayoutJobs(db, gateway, { now: at() });
    };

    /**
     * Time passes as it does in production: the maintenance loop runs each minute, so whatever a
     * crash left behind is taken up minutes later (well within the gateway's 24 hours of keys).
     */
    const pass = async (ms: number) => {
      if (ms <= 0) return;
      // Two runs ten minutes apart (past every lease), then the rest of the time at once.
      let left = ms;
      for (const run of [0, 1]) {
        const step = Math.min(left, 10 * MINUTE);
        advance(step);
        left -= step;
        try {
          await jobs();
        } catch (error) {
          if (!expectedFailure(error) || run === 1) throw error;
        }
      }
      advance(left);
    };

    const refund = async (i: number, percent: number) => {
      // A refund made at the gateway (its dashboard), which the webhook tells us of: of one of
      // the play's payments that took money.
      const taken = await db
        .select()
        .from(orderPayments)
        .where(
          and(
            inArray(
              orderPayments.orderId,
              orders.map((placed) => placed.id),
            ),
            eq(orderPayments.status, 'succeeded'),
            isNotNull(orderPayments.gatewayPaymentId),
          ),
        )
        .orderBy(asc(orderPayments.createdAt));
      const paid = taken[i % Math.max(1, taken.length)];
      if (!paid) return;
      const payment = await sandbox.getPayment(paid.gatewayPaymentId!);
      const left = payment.amountReceivedCents - payment.amountRefundedCents;
      const cents = Math.max(1, Math.floor((left * percent) / 100));
      if (left <= 0) return;
      // The gateway's event of the refund is on its way even when the refund's answer is lost.
      webhooks.push({
        id: key('evt'),
        type: 'payment.refunded',
        gatewayType: 'charge.refunded',
        created: at(),
        paymentId: payment.id,
        paymentMethodId: null,
        status: 'succeeded',
        failure: null,
        metadata: payment.metadata,
      });
      await gateway.refund({ paymentId: payment.id, amountCents: cents, idempotencyKey: key('dashboard-refund') });
      await deliverWebhooks();
    };
    const perform = async (s: Step) => {
      if (s.t === 'place') {
        const date = new Date(Date.now() + s.day * DAY).toISOString().slice(0, 10);
        const order = await placeLedgerOrder(db, world, {
          deliveryDate: date,
          windowStartHour: s.hour,
          paymentType: s.terms ? 'flexPayment' : 'card',
          key: key('place'),
        });
        orders.push({
          id: order.id,
          terms: s.terms,
          lastKey: null,
          startsAt: new Date(order.deliveryStartsAt).getTime(),
        });
        return;
      }
      if (s.t === 'wait') return pass(s.hours * HOUR);
      if (s.t === 'jobs') return jobs();
      if (s.t === 'crash') {
        if (s.where === 'answer') flaky.state.loseNextAnswer = true;
        else crashing.state.crashNextCommit = true;
        return;
      }
      if (s.t === 'refund') return refund(s.i, s.percent);
      if (s.t === 'bounce') {
        // A paid payout comes back from the supplier's bank days later (Stripe's payout.failed).
        const paid = await db
          .select()
          .from(supplierPayouts)
          .where(and(eq(supplierPayouts.status, 'paid'), isNotNull(supplierPayouts.gatewayPayoutId)))
          .orderBy(asc(supplierPayouts.createdAt));
        const batch = paid[s.i % Math.max(1, paid.length)];
        if (!batch) return;
        webhooks.push({
          id: key('evt'),
          type: 'payout.failed',
          gatewayType: 'payout.failed',
          created: at(),
          paymentId: null,
          paymentMethodId: null,
          status: null,
          failure: { code: 'account_closed', message: 'The bank account has been closed.' },
          metadata: {},
          payoutId: batch.gatewayPayoutId,
        });
        return deliverWebhooks();
      }
      const order = orderAt(s.i);
      if (!order) return;
      if (s.t === 'pay') {
        const idempotencyKey = s.sameKey && order.lastKey ? order.lastKey : key('pay');
        order.lastKey = idempotencyKey;
        // Late: an hour before delivery, after the charge time, so the card is charged at once.
        if (s.late) await pass(order.startsAt - HOUR - clock);
        const now = at();
        await payOrder(db, gateway, {
          companyId: world.companyId,
          input: { orderId: order.id, paymentMethodId: order.terms ? null : world.cards[s.card] },
          idempotencyKey,
          now,
        });
        return;
      }
      if (s.t === 'link') {
        // Mostly how a terms invoice is paid; a card order's unpaid amount too.
        const onTerms = orders.filter((placed) => placed.terms);
        const target = onTerms.length > 0 ? onTerms[s.i % onTerms.length]! : order;
        if (target.terms) {
          // The invoice of an order on terms: its terms drawn first, if they were not yet.
          await payOrder(db, gateway, {
            companyId: world.companyId,
            input: { orderId: target.id, paymentMethodId: null },
            idempotencyKey: key('terms'),
            now: at(),
          }).catch((error: unknown) => {
            if (!expectedFailure(error)) throw error;
          });
        }
        await payByLink(db, gateway, world, {
          orderId: target.id,
          number: TEST_CARDS[s.card],
          key: key('link'),
          now: at(),
        });
        return;
      }
      if (s.t === 'balance') {
        // Mostly of an order paid, held or on terms (a balance on an unpaid order moves nothing).
        const paid = await db
          .select({ id: ordersTable.id })
          .from(ordersTable)
          .where(
            and(
              inArray(
                ordersTable.id,
                orders.map((placed) => placed.id),
              ),
              inArray(ordersTable.paymentStatus, ['succeeded', 'authorized', 'processing']),
            ),
          )
          .orderBy(asc(ordersTable.createdAt));
        const target = paid[s.i % Math.max(1, paid.length)] ?? order;
        // As the supplier's acceptance does it (pour-day.ts): the total and the money it moves in
        // one transaction under the order's lock, then the refund it owes made at once.
        await db.transaction(async (tx) => {
          await lockOrder(tx, target.id);
          const [row] = await tx.select().from(ordersTable).where(eq(ordersTable.id, target.id));
          if (!row || ['canceled', 'declined'].includes(row.status)) return;
          const newDue = Math.max(100, Math.round((row.amountDueCents * (100 + s.percent)) / 100));
          const newTotal = row.totalCents + (newDue - row.amountDueCents);
          await tx
            .update(ordersTable)
            .set({ totalCents: newTotal, amountDueCents: newDue })
            .where(eq(ordersTable.id, target.id));
          await recordTotalChange(tx, {
            orderId: target.id,
            requestId: null,
            previousTotalCents: row.totalCents,
            newTotalCents: newTotal,
            previousAmountDueCents: row.amountDueCents,
            newAmountDueCents: newDue,
            actor: { party: 'supplier', userId: null },
            now: at(),
          });
        });
        await settleBalanceRefunds(db, gateway, at(), target.id);
        return;
      }
      if (s.t === 'consent') {
        // The payer authorises a difference owed (again after a decline), or completes its 3-D Secure.
        const owed = await db
          .select()
          .from(orderBalanceChanges)
          .where(
            and(
              inArray(
                orderBalanceChanges.orderId,
                orders.map((placed) => placed.id),
              ),
              inArray(orderBalanceChanges.status, ['awaiting_consent', 'failed', 'requires_action']),
            ),
          )
          .orderBy(asc(orderBalanceChanges.createdAt));
        const change = owed[s.i % Math.max(1, owed.length)];
        if (!change) return;
        const request = { companyId: world.companyId, changeId: change.id, now: at() };
        if (change.status === 'requires_action') await confirmBalanceChange(db, gateway, request);
        else await authorizeBalanceChange(db, gateway, request);
        return;
      }
      if (s.t === 'confirm') {
        await confirmOrderPayment(db, gateway, { companyId: world.companyId, orderId: order.id, now: at() });
        return;
      }
      if (s.t === 'cancel') {
        await cancelOrderAndReleasePayment(db, gateway, { companyId: world.companyId, orderId: order.id, now: at() });
        return;
      }
      if (s.t === 'accept' || s.t === 'decline') {
        const answer = await call(
          `mutation ($input: SupplierOrderTransitionInput!) { supplierOrderTransition(input: $input) { id status } }`,
          {
            input: { orderId: order.id, to: s.t === 'accept' ? 'accepted' : 'declined', reason: 'No trucks that day.' },
          },
          await world.supplierToken(),
        );
        // A refusal is an answer with a code; anything else would be a bug.
        for (const error of answer.errors ?? []) expect(error.extensions?.code).toBeTypeOf('string');
        return;
      }
    };

    for (const s of steps) {
      try {
        await perform(s);
        tally[s.t + ':ok'] = (tally[s.t + ':ok'] ?? 0) + 1;
      } catch (error) {
        if (!expectedFailure(error)) throw error;
        const code =
          error instanceof GraphQLError ? String(error.extensions.code) : error instanceof Error ? error.name : '?';
        tally[`${s.t}:${code}`] = (tally[`${s.t}:${code}`] ?? 0) + 1;
      }
      expect(await checkLedgerInvariants(api.db), JSON.stringify(s)).toEqual([]);
    }
    // The play settles: no crash armed, time passes, the jobs finish what was left behind.
    flaky.state.loseNextAnswer = false;
    crashing.state.crashNextCommit = false;
    for (let round = 0; round < 4; round += 1) {
      await pass(15 * DAY);
      await jobs();
      expect(await checkLedgerInvariants(api.db)).toEqual([]);
    }
    const report = await reconcileLedger(api.db, sandbox, { since: new Date(0), until: at(), now: at() });
    expect(report.differences).toEqual([]);
  }

  describe('the ledger under random plays of the product', () => {
    it('balances and agrees with the gateway after every step', async () => {
      // Each play starts with orders to act on.
      const plays = fc
        .tuple(fc.array(place, { minLength: 2, maxLength: 3 }), fc.array(step, { minLength: 4, maxLength: 24 }))
        .map(([placed, steps]) => [...placed, ...steps]);
      await fc.assert(fc.asyncProperty(plays, play), {
        numRuns: RUNS,
        endOnFailure: true,
        // To replay a failure: LEDGER_SEED=<seed> LEDGER_PATH=<path> from its report.
        ...(process.env.LEDGER_SEED ? { seed: Number(process.env.LEDGER_SEED), path: process.env.LEDGER_PATH } : {}),
      });
      expect(await openDifferences(api.db)).toEqual([]);
      if (process.env.LEDGER_DEBUG) {
        const kinds = await api.db
          .select({ kind: ledgerEntries.kind, entries: sql<number>`count(*)::int` })
          .from(ledgerEntries)
          .groupBy(ledgerEntries.kind);
        console.log(kinds);
        const changes = await api.db
          .select({
            settlement: orderBalanceChanges.settlement,
            status: orderBalanceChanges.status,
            changes: sql<number>`count(*)::int`,
          })
          .from(orderBalanceChanges)
          .groupBy(orderBalanceChanges.settlement, orderBalanceChanges.status);
        console.log(changes);
      }
    }, 600_000);

    it('finds nothing wrong in the demo data', async () => {
      expect(await checkLedgerInvariants(api.db)).toEqual([]);
    });
  });
}
