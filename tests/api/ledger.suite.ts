import { randomBytes } from 'node:crypto';

import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  ledgerEntries,
  orderBalanceChanges,
  orderDisputes,
  orderLoads,
  orderPayments,
  orders as ordersTable,
  supplierPayouts,
} from '@/server/db/schema';
import type { GatewayEvent, PaymentGateway } from '@/server/payment-gateway';
import { isPaymentError } from '@/server/payment-gateway/errors';
import { SandboxGateway } from '@/server/payment-gateway/sandbox';
import { checkLedgerInvariants } from '@/server/services/ledger/invariants';
import { openDifferences, reconcileLedger } from '@/server/services/ledger/reconcile';
import {
  answerDispute,
  disputesOfOrders,
  invoiceLines,
  openDispute,
  withdrawDispute,
} from '@/server/services/orders/disputes';
import { getOrder } from '@/server/services/orders/orders';
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
 * decline, cancel (free, or inside the supplier's window for its fee), delivery, a dispute of a
 * delivered load or invoice line (opened, credited by the supplier, contested, withdrawn), a
 * partial refund made at the gateway (its webhook), a balance that raises or
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
  | { t: 'lateCancel'; i: number }
  | { t: 'deliver'; i: number }
  | { t: 'dispute'; i: number; line: boolean; n: number; percent: number }
  | { t: 'credit'; i: number; percent: number }
  | { t: 'contest'; i: number }
  | { t: 'withdraw'; i: number }
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
  fc.record({ t: fc.constant('lateCancel' as const), i: index }),
  { weight: 2, arbitrary: fc.record({ t: fc.constant('deliver' as const), i: index }) },
  // A dispute of a load or an invoice line, asking back up to a little more than the order's due.
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('dispute' as const),
      i: index,
      line: fc.boolean(),
      n: fc.nat({ max: 3 }),
      percent: fc.integer({ min: 1, max: 110 }),
    }),
  },
  // The supplier credits up to what may be (now and then a little more: refused).
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('credit' as const), i: index, percent: fc.integer({ min: 1, max: 105 }) }),
  },
  fc.record({ t: fc.constantFrom('contest' as const, 'withdraw' as const), i: index }),
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

/** An order paid, held or on terms: where a change of its total or a delivery moves money. */
const PAID = inArray(ordersTable.paymentStatus, ['succeeded', 'authorized', 'processing']);

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
    /** The play's orders that match `where`, oldest first. */
    const playOrdersWhere = async (where: SQL | undefined) =>
      (
        await db
          .select({ id: ordersTable.id })
          .from(ordersTable)
          .where(
            and(
              inArray(
                ordersTable.id,
                orders.map((placed) => placed.id),
              ),
              where,
            ),
          )
          .orderBy(asc(ordersTable.createdAt))
      ).map((row) => row.id);
    /**
     * The order delivered, once its delivery time came (time passes to it, so its card is
     * charged): its two loads of 1 m³ each delivered, as the driver's last step leaves it (the
     * driver's proof is another suite's).
     */
    const deliver = async (order: (typeof orders)[number]) => {
      const [row] = await db.select().from(ordersTable).where(eq(ordersTable.id, order.id));
      if (!row || !['placed', 'accepted', 'scheduled', 'dispatched'].includes(row.status)) return;
      if (clock < order.startsAt + HOUR) await pass(order.startsAt + HOUR - clock);
      await db.transaction(async (tx) => {
        await lockOrder(tx, order.id);
        const [now] = await tx.select().from(ordersTable).where(eq(ordersTable.id, order.id));
        // The unpaid-orders job may have canceled it meanwhile.
        if (!now || !['placed', 'accepted', 'scheduled', 'dispatched'].includes(now.status)) return;
        await tx.insert(orderLoads).values(
          ['1.00', '1.00'].map((quantity, index) => ({
            orderId: order.id,
            sequence: index + 1,
            quantity,
            step: 'delivered' as const,
            deliveredAt: at(),
            deliveredQuantity: quantity,
          })),
        );
        await tx.update(ordersTable).set({ status: 'delivered' }).where(eq(ordersTable.id, order.id));
      });
    };
    /** The contractor disputes one of the order's loads or invoice lines, for `percent` of its due. */
    const dispute = async (orderId: string, s: Extract<Step, { t: 'dispute' }>) => {
      const [row] = await db.select().from(ordersTable).where(eq(ordersTable.id, orderId));
      if (!row) return;
      const loads = await db
        .select({ id: orderLoads.id })
        .from(orderLoads)
        .where(eq(orderLoads.orderId, orderId))
        .orderBy(asc(orderLoads.sequence));
      const lines = invoiceLines(row.quote);
      const subject = s.line
        ? { loadId: null, lineKey: lines[s.n % Math.max(1, lines.length)]?.key ?? 'item-0' }
        : { loadId: loads[s.n % Math.max(1, loads.length)]?.id ?? null, lineKey: null };
      if (!subject.loadId && !subject.lineKey) return;
      await openDispute(
        db,
        { companyId: world.companyId, userId: world.contractorUserId },
        {
          orderId,
          ...subject,
          reason: 'short_load',
          description: 'The truck came short.',
          claimedCents: Math.max(1, Math.round((row.amountDueCents * s.percent) / 100)),
        },
        at(),
      );
    };
    /** The supplier credits or contests one of the play's disputes in play, or the contractor withdraws it. */
    const answer = async (s: Extract<Step, { t: 'credit' | 'contest' | 'withdraw' }>) => {
      const inPlay = await db
        .select({ id: orderDisputes.id, orderId: orderDisputes.orderId })
        .from(orderDisputes)
        .where(
          and(
            inArray(
              orderDisputes.orderId,
              orders.map((placed) => placed.id),
            ),
            inArray(orderDisputes.status, ['open', 'contested']),
          ),
        )
        .orderBy(asc(orderDisputes.createdAt), asc(orderDisputes.id));
      const target = inPlay[s.i % Math.max(1, inPlay.length)];
      if (!target) return;
      if (s.t === 'withdraw') {
        await withdrawDispute(db, { companyId: world.companyId, userId: world.contractorUserId }, target.id, at());
        return;
      }
      if (s.t === 'contest') {
        await answerDispute(
          db,
          world.supplierMember,
          { disputeId: target.id, accept: false, creditedCents: null, note: 'The ticket says otherwise.' },
          at(),
          gateway,
        );
        return;
      }
      const record = (await disputesOfOrders(db, [target.orderId]))
        .get(target.orderId)!
        .find((dispute) => dispute.id === target.id)!;
      const creditedCents = Math.max(1, Math.round((record.maxCreditCents * s.percent) / 100));
      await answerDispute(
        db,
        world.supplierMember,
        { disputeId: target.id, accept: true, creditedCents, note: null },
        at(),
        gateway,
      );
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
      if (s.t === 'credit' || s.t === 'contest' || s.t === 'withdraw') return answer(s);
      const order = orderAt(s.i);
      if (!order) return;
      // Mostly of an order paid, held or on terms (delivered, for a dispute): where money moves.
      if (s.t === 'deliver') {
        const paid = await playOrdersWhere(
          inArray(ordersTable.paymentStatus, ['succeeded', 'authorized', 'processing']),
        );
        return deliver(orders.find((placed) => placed.id === paid[s.i % Math.max(1, paid.length)]) ?? order);
      }
      if (s.t === 'dispute') {
        const delivered = await playOrdersWhere(eq(ordersTable.status, 'delivered'));
        return dispute(delivered[s.i % Math.max(1, delivered.length)] ?? order.id, s);
      }
      if (s.t === 'lateCancel') {
        // Inside the supplier's cancellation window (time passes to it), for the fee shown.
        const before = await getOrder(db, world.companyId, order.id, at());
        const windowCloses = new Date(before.cancelableUntil).getTime();
        if (clock < windowCloses && windowCloses + MINUTE < order.startsAt) await pass(windowCloses + MINUTE - clock);
        const shown = await getOrder(db, world.companyId, order.id, at());
        await cancelOrderAndReleasePayment(db, gateway, {
          companyId: world.companyId,
          orderId: order.id,
          userId: world.contractorUserId,
          now: at(),
          acceptFeeCents: shown.lateCancellationFeeCents,
        });
        return;
      }
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
        const paid = await playOrdersWhere(PAID);
        const target = { id: paid[s.i % Math.max(1, paid.length)] ?? order.id };
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
    // The contractor pays what its terms still owe before it falls due, so the next play may
    // order on terms again (an overdue invoice holds new terms orders).
    for (const placed of orders.filter((each) => each.terms)) {
      await payByLink(db, gateway, world, { orderId: placed.id, number: TEST_CARDS.good, key: key('repay'), now: at() })
        .then(() => deliverWebhooks())
        .catch((error: unknown) => {
          if (!expectedFailure(error)) throw error;
        });
      expect(await checkLedgerInvariants(api.db)).toEqual([]);
    }
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
