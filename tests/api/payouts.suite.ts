import { randomBytes } from 'node:crypto';

import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { cardPaymentMethodSchema, placeOrderInputSchema } from '@/lib/validation';
import {
  cities,
  companies,
  companyMembers,
  orderPayments,
  products,
  supplierLedgerEntries,
  supplierPayouts,
  suppliers,
  users,
} from '@/server/db/schema';
import { PaymentError, PaymentErrorCode } from '@/server/payment-gateway/errors';
import { SandboxGateway } from '@/server/payment-gateway/sandbox';
import { handlePayoutLedgerDownload } from '@/server/http/payout-ledger-download';
import { signAccessToken } from '@/server/services/accounts/access-tokens';
import { placeOrder } from '@/server/services/orders/placing';
import { quoteOrder } from '@/server/services/catalogue/quote';
import { createCardPaymentMethod } from '@/server/services/payments/methods';
import { payOrder } from '@/server/services/payments/order-pay';
import { handleGatewayEvent } from '@/server/services/payments/webhooks';
import { DEFAULT_PAYOUT_FEES, feesOfPayment } from '@/server/services/payouts/arithmetic';
import { setSupplierFees, supplierFees } from '@/server/services/payouts/fees';
import { runPayoutJobs } from '@/server/services/payouts/payout-jobs';
import { payoutDateOn, PAYOUT_INTERVAL_DAYS, PAYOUT_SETTLEMENT_DAYS } from '@/server/services/payouts/schedule';

import { createApiCaller, type TestApi } from '../support/api';

/**
 * Supplier payouts: the ledger written with each captured payment and refund (once, however often
 * the gateway's news arrives), batches on the payout day that pay nothing twice under retries,
 * a crash mid-batch or several instances at once, refunds after a payout netted against the
 * next one, and the workspace's view and CSV. Run on PGlite (payouts.test.ts) and on PostgreSQL
 * (payouts-postgres.test.ts), where the instances' transactions really run at once.
 */
export function payoutTests(openApi: () => Promise<TestApi>) {
  let api: TestApi;
  let gateway: SandboxGateway;
  const call = createApiCaller(() => api, '10.93');
  const DAY = 86_400_000;
  let keys = 0;
  const key = (label: string) => `${label}-${(++keys).toString().padStart(6, '0')}-${randomBytes(3).toString('hex')}`;

  let supplierId: string;
  let companyId: string;
  let cardId: string;
  let ownerToken: string;

  beforeAll(async () => {
    api = await openApi();
    gateway = new SandboxGateway(() => Promise.resolve(api.db));
    const [supplier] = await api.db.select().from(suppliers).where(eq(suppliers.slug, 'northpeak-ready-mix'));
    supplierId = supplier!.id;
    const [company] = await api.db
      .insert(companies)
      .values({ name: `Keystone ${randomBytes(3).toString('hex')}` })
      .returning();
    companyId = company!.id;
    const card = await createCardPaymentMethod(api.db, gateway, {
      companyId,
      card: cardPaymentMethodSchema.parse({
        number: '4242424242424242',
        expiry: '12/30',
        cvc: '123',
        cardholderName: 'Sam Builder',
        zip: 'M5V 2T6',
      }),
      idempotencyKey: key('card'),
      origin: { address: '203.0.113.21', userAgent: 'PayoutsTest' },
    });
    cardId = card.id;
    ownerToken = await tokenOf('owner@northpeak.example');
  }, 120_000);

  afterAll(async () => {
    await api?.close();
  });

  async function tokenOf(email: string) {
    const [user] = await api.db.select().from(users).where(eq(users.email, email));
    return signAccessToken({ userId: user!.id, companyId: user!.lastCompanyId ?? undefined });
  }

  let slot = 0;
  /** An order with NorthPeak, charged at `paidAt` (after its charge time, so the card is charged at once). */
  async function paidOrder(quantity = 2) {
    slot += 1;
    const [toronto] = await api.db.select().from(cities).where(eq(cities.slug, 'toronto'));
    const [product] = await api.db
      .select()
      .from(products)
      .where(and(eq(products.supplierId, supplierId), eq(products.sku, 'NP-RM-25')));
    const date = new Date(Date.now() + (20 + slot) * DAY).toISOString().slice(0, 10);
    const draft = placeOrderInputSchema.parse({
      quote: {
        supplierId,
        productId: product!.id,
        quantity,
        unit: 'm3',
        extraIds: [],
        schedule: { date, trucks: 1, minutesBetweenTrucks: 0, windowStartHour: 14 },
        delivery: { cityId: toronto!.id, address: '100 King Street West', postalCode: 'M5X 1A9' },
        paymentType: 'card',
      },
      quoteFingerprint: 'pending',
      contact: { name: 'Sam', email: 'sam@keystone.example', phoneNumber: '+1 416 555 0101' },
    });
    const { quote } = await quoteOrder(api.db, draft.quote, { companyId });
    const order = await placeOrder(api.db, {
      companyId,
      userId: null,
      input: { ...draft, quoteFingerprint: quote.fingerprint },
      idempotencyKey: key('place'),
    });
    const paidAt = new Date(new Date(order.deliveryStartsAt).getTime() - 3_600_000);
    const attempt = await payOrder(api.db, gateway, {
      companyId,
      input: { orderId: order.id, paymentMethodId: cardId },
      idempotencyKey: key('pay'),
      now: paidAt,
    });
    expect(attempt.status).toBe('succeeded');
    return { order, attempt, paidAt };
  }

  const rowsOf = (attemptId: string) =>
    api.db
      .select()
      .from(supplierLedgerEntries)
      .where(eq(supplierLedgerEntries.orderPaymentId, attemptId))
      .orderBy(asc(supplierLedgerEntries.createdAt), asc(supplierLedgerEntries.kind));
  const netOf = async (attemptId: string) => (await rowsOf(attemptId)).reduce((sum, row) => sum + row.amountCents, 0);
  /** What the supplier is owed and not yet paid, settled by `at`. */
  async function settledBalance(at: Date) {
    const rows = await api.db
      .select()
      .from(supplierLedgerEntries)
      .where(and(eq(supplierLedgerEntries.supplierId, supplierId), isNull(supplierLedgerEntries.payoutId)));
    return rows.filter((row) => row.availableAt <= at).reduce((sum, row) => sum + row.amountCents, 0);
  }
  /** A moment on a payout day whose cutoff is after everything captured by `after` has settled. */
  function payoutTimeAfter(after: Date) {
    const day = payoutDateOn(new Date(after.getTime() + (PAYOUT_SETTLEMENT_DAYS + PAYOUT_INTERVAL_DAYS) * DAY));
    return new Date(`${day}T00:30:00Z`);
  }
  const batchesOn = (payoutDate: string) =>
    api.db
      .select()
      .from(supplierPayouts)
      .where(and(eq(supplierPayouts.supplierId, supplierId), eq(supplierPayouts.payoutDate, payoutDate)));
  /** The gateway's payout calls for this test's supplier (the job pays the demo supplier too). */
  const callsFor = (spy: { mock: { calls: Parameters<SandboxGateway['createPayout']>[] } }) =>
    spy.mock.calls.filter(([input]) => input.metadata.supplierId === supplierId);
  /** The latest moment used so far: each test's clock starts after it, so their payout days never meet. */
  let clock = 0;
  const later = (at: Date) => {
    clock = Math.max(clock, at.getTime());
    return at;
  };

  const PAYOUTS = `query { supplierPayouts {
      nextPayoutDate simulated mayConnect ledgerCsvUrl connect { connected }
      balances { currency balanceCents nextPayoutCents }
      fees { commissionBps processingFeeBps processingFeeFixedCents }
      payouts { id payoutDate currency amountCents status simulated orders { orderId orderNumber netCents } } } }`;
  interface PayoutsAnswer {
    supplierPayouts: {
      nextPayoutDate: string;
      simulated: boolean;
      mayConnect: boolean;
      ledgerCsvUrl: string;
      connect: null;
      balances: { currency: string; balanceCents: number; nextPayoutCents: number }[];
      fees: Record<string, number>;
      payouts: {
        id: string;
        amountCents: number;
        status: string;
        simulated: boolean;
        orders: { orderId: string; netCents: number }[];
      }[];
    };
  }

  // First: the payout job below pays every supplier, the demo one too.
  describe('the demo data', () => {
    it('gives the demo supplier a paid payout, its orders and a balance to show', async () => {
      const answer = await call<PayoutsAnswer>(PAYOUTS, {}, await tokenOf('owner@coastline.example'));
      expect(answer.errors).toBeUndefined();
      const view = answer.data!.supplierPayouts;
      expect(view.payouts).toHaveLength(1);
      expect(view.payouts[0]).toMatchObject({ status: 'paid', simulated: true });
      expect(view.payouts[0]!.orders.reduce((sum, order) => sum + order.netCents, 0)).toBe(
        view.payouts[0]!.amountCents,
      );
      expect(view.balances).toEqual([expect.objectContaining({ currency: 'CAD' })]);
      expect(view.balances[0]!.balanceCents).toBeGreaterThan(0);
    });
  });

  describe('the ledger', () => {
    it('records a captured payment with its fees once, in cents, however often the news arrives', async () => {
      const { attempt, paidAt } = await paidOrder();
      later(paidAt);
      const rows = await rowsOf(attempt.id);
      const fees = feesOfPayment(attempt.amountCents, DEFAULT_PAYOUT_FEES);
      expect(rows.map((row) => [row.kind, row.amountCents]).sort()).toEqual(
        [
          ['commission', -fees.commissionCents],
          ['payment', attempt.amountCents],
          ['processing_fee', -fees.processingFeeCents],
        ].sort(),
      );
      expect(rows.every((row) => row.orderId === attempt.orderId && row.currency === 'CAD')).toBe(true);
      expect(rows[0]!.availableAt.getTime()).toBe(paidAt.getTime() + PAYOUT_SETTLEMENT_DAYS * DAY);

      // The gateway's webhook repeats (a new event id each time): the payment is read again, nothing is added.
      for (const id of ['evt_a', 'evt_b']) {
        const outcome = await handleGatewayEvent(api.db, gateway, {
          id: `${id}_${attempt.id}`,
          type: 'payment.succeeded',
          gatewayType: 'payment_intent.succeeded',
          created: paidAt,
          paymentId: attempt.gatewayPaymentId,
          paymentMethodId: null,
          status: 'succeeded',
          failure: null,
          metadata: {},
        });
        expect(outcome).toBe('processed');
      }
      expect(await rowsOf(attempt.id)).toHaveLength(3);
    });

    it("takes a supplier's own fees from its next payment on, the defaults for those left unset", async () => {
      const before = await paidOrder();
      const own = await setSupplierFees(api.db, supplierId, { commissionBps: 550, processingFeeFixedCents: 0 });
      expect(own).toEqual({ ...DEFAULT_PAYOUT_FEES, commissionBps: 550, processingFeeFixedCents: 0 });
      try {
        const after = await paidOrder();
        const fees = feesOfPayment(after.attempt.amountCents, own);
        const byKind = Object.fromEntries((await rowsOf(after.attempt.id)).map((row) => [row.kind, row.amountCents]));
        expect(byKind).toEqual({
          payment: after.attempt.amountCents,
          commission: -fees.commissionCents,
          processing_fee: -fees.processingFeeCents,
        });
        // The payment captured before the change keeps the fees of its day.
        const earlier = feesOfPayment(before.attempt.amountCents, DEFAULT_PAYOUT_FEES);
        expect((await rowsOf(before.attempt.id)).find((row) => row.kind === 'commission')?.amountCents).toBe(
          -earlier.commissionCents,
        );
        // Out of range is refused with its reason, and changes nothing.
        await expect(setSupplierFees(api.db, supplierId, { commissionBps: 10_001 })).rejects.toThrow(
          'Basis points cannot exceed 10000 (100 %).',
        );
        expect(await supplierFees(api.db, supplierId)).toEqual(own);
      } finally {
        // Back to the defaults for the other tests.
        const reset = await setSupplierFees(api.db, supplierId, {
          commissionBps: null,
          processingFeeBps: null,
          processingFeeFixedCents: null,
        });
        expect(reset).toEqual(DEFAULT_PAYOUT_FEES);
      }
    });

    it('records a refund with the fees given back, so a full refund nets to zero', async () => {
      const { attempt, paidAt } = await paidOrder();
      later(paidAt);
      const part = 1_000;
      await gateway.refund({ paymentId: attempt.gatewayPaymentId!, amountCents: part, idempotencyKey: key('refund') });
      const refunded = { ...refundEvent(attempt.gatewayPaymentId!), id: `evt_r1_${attempt.id}` };
      await handleGatewayEvent(api.db, gateway, refunded, paidAt);
      await handleGatewayEvent(api.db, gateway, { ...refunded, id: `evt_r2_${attempt.id}` }, paidAt);
      const afterPart = await rowsOf(attempt.id);
      expect(afterPart.filter((row) => row.kind === 'refund').map((row) => row.amountCents)).toEqual([-part]);
      expect(await netOf(attempt.id)).toBeGreaterThan(0);

      await gateway.refund({ paymentId: attempt.gatewayPaymentId!, idempotencyKey: key('refund') });
      await handleGatewayEvent(api.db, gateway, { ...refunded, id: `evt_r3_${attempt.id}` }, paidAt);
      expect(await netOf(attempt.id)).toBe(0);
      const [row] = await api.db.select().from(orderPayments).where(eq(orderPayments.id, attempt.id));
      expect(row!.status).toBe('refunded');
    });
  });

  const refundEvent = (paymentId: string) => ({
    id: 'evt',
    type: 'payment.refunded' as const,
    gatewayType: 'charge.refunded',
    created: new Date(),
    paymentId,
    paymentMethodId: null,
    status: null,
    failure: null,
    metadata: {},
  });

  describe('payout batches', () => {
    it('pays the settled net once when four instances run the job at once', async () => {
      const paid = [await paidOrder(2), await paidOrder(3), await paidOrder(4)];
      const at = payoutTimeAfter(later(new Date(Math.max(clock, ...paid.map((p) => p.paidAt.getTime())))));
      const payoutDate = payoutDateOn(at);
      const expected = await settledBalance(new Date(`${payoutDate}T00:00:00Z`));
      expect(expected).toBeGreaterThan(0);
      const payOut = vi.spyOn(gateway, 'createPayout');
      const transfer = vi.spyOn(gateway, 'createTransfer');
      try {
        await Promise.all(Array.from({ length: 4 }, () => runPayoutJobs(api.db, gateway, { now: at })));
        await runPayoutJobs(api.db, gateway, { now: new Date(at.getTime() + 60_000) });
        expect(callsFor(payOut)).toHaveLength(1);
        expect(callsFor(transfer)).toHaveLength(1);
      } finally {
        payOut.mockRestore();
        transfer.mockRestore();
      }
      const batches = await batchesOn(payoutDate);
      expect(batches).toHaveLength(1);
      expect(batches[0]).toMatchObject({ amountCents: expected, status: 'paid', simulated: true, gateway: 'sandbox' });
      for (const { attempt } of paid) {
        expect((await rowsOf(attempt.id)).every((row) => row.payoutId === batches[0]!.id)).toBe(true);
      }
      later(at);
    });

    it('pays nothing twice when the job dies mid-batch or the gateway fails, and runs again', async () => {
      const { attempt, paidAt } = await paidOrder(5);
      const at = payoutTimeAfter(later(new Date(Math.max(clock, paidAt.getTime()))));
      const payoutDate = payoutDateOn(at);
      const expected = await settledBalance(new Date(`${payoutDate}T00:00:00Z`));

      // Killed after the batch was inserted, before its rows were marked: all of it rolls back.
      await expect(
        runPayoutJobs(api.db, gateway, {
          now: at,
          afterBatchInserted: (batch) => {
            if (batch.supplierId === supplierId) throw new Error('killed');
          },
        }),
      ).rejects.toThrow('killed');
      expect(await batchesOn(payoutDate)).toEqual([]);
      expect((await rowsOf(attempt.id)).every((row) => row.payoutId === null)).toBe(true);

      // Run again: the batch is made; the gateway fails while paying it out.
      // The real payout, kept before the spy replaces it.
      const payOutOnce = gateway.createPayout.bind(gateway);
      const payOut = vi.spyOn(gateway, 'createPayout');
      let failed = false;
      payOut.mockImplementation((input) => {
        if (input.metadata.supplierId !== supplierId || failed) return payOutOnce(input);
        failed = true;
        return Promise.reject(new PaymentError(PaymentErrorCode.GATEWAY_ERROR, 'Stripe could not be reached'));
      });
      try {
        await runPayoutJobs(api.db, gateway, { now: at });
        const [pending] = await batchesOn(payoutDate);
        expect(pending).toMatchObject({ status: 'pending', amountCents: expected });
        // Within its lease nobody sends it; after, the same payout is sent with the same key.
        await runPayoutJobs(api.db, gateway, { now: new Date(at.getTime() + 60_000) });
        expect(callsFor(payOut)).toHaveLength(1);
        await runPayoutJobs(api.db, gateway, { now: new Date(at.getTime() + 10 * 60_000) });
        expect(callsFor(payOut)).toHaveLength(2);
        const [first, second] = callsFor(payOut);
        expect(second![0].idempotencyKey).toBe(first![0].idempotencyKey);
      } finally {
        payOut.mockRestore();
      }
      const batches = await batchesOn(payoutDate);
      expect(batches).toHaveLength(1);
      expect(batches[0]).toMatchObject({ status: 'paid', amountCents: expected });
      expect((await rowsOf(attempt.id)).every((row) => row.payoutId === batches[0]!.id)).toBe(true);
      later(new Date(at.getTime() + 10 * 60_000));
    });

    it('nets a refund after a payout against the next one, and carries a negative balance', async () => {
      const first = await paidOrder(2);
      const firstAt = payoutTimeAfter(later(new Date(Math.max(clock, first.paidAt.getTime()))));
      await runPayoutJobs(api.db, gateway, { now: firstAt });
      const firstNet = await netOf(first.attempt.id);
      expect((await batchesOn(payoutDateOn(firstAt)))[0]?.status).toBe('paid');

      // The first order is refunded in full after it was paid out; a bigger order comes in.
      const refundedAt = new Date(firstAt.getTime() + DAY);
      await gateway.refund({ paymentId: first.attempt.gatewayPaymentId!, idempotencyKey: key('refund') });
      await handleGatewayEvent(
        api.db,
        gateway,
        { ...refundEvent(first.attempt.gatewayPaymentId!), id: key('evt') },
        refundedAt,
      );
      const second = await paidOrder(6);
      const secondNet = await netOf(second.attempt.id);
      expect(secondNet).toBeGreaterThan(firstNet);
      const secondAt = payoutTimeAfter(later(new Date(Math.max(refundedAt.getTime(), second.paidAt.getTime()))));
      await runPayoutJobs(api.db, gateway, { now: secondAt });
      const [next] = await batchesOn(payoutDateOn(secondAt));
      expect(next!.amountCents).toBe(secondNet - firstNet);

      // The second order refunded in full after its payout: the balance is negative, nothing is paid.
      await gateway.refund({ paymentId: second.attempt.gatewayPaymentId!, idempotencyKey: key('refund') });
      await handleGatewayEvent(
        api.db,
        gateway,
        { ...refundEvent(second.attempt.gatewayPaymentId!), id: key('evt') },
        new Date(secondAt.getTime() + DAY),
      );
      const thirdAt = payoutTimeAfter(later(new Date(secondAt.getTime() + DAY)));
      await runPayoutJobs(api.db, gateway, { now: thirdAt });
      expect(await batchesOn(payoutDateOn(thirdAt))).toEqual([]);
      expect(await settledBalance(thirdAt)).toBe(-secondNet);
      later(thirdAt);
    });
  });

  describe("the gateway's payout events", () => {
    it('records a payout that failed at the bank with its reason, once per event', async () => {
      const [latest] = await api.db
        .select()
        .from(supplierPayouts)
        .where(and(eq(supplierPayouts.supplierId, supplierId), eq(supplierPayouts.status, 'paid')))
        .orderBy(asc(supplierPayouts.payoutDate))
        .limit(1);
      const event = {
        id: key('evt_po'),
        type: 'payout.failed' as const,
        gatewayType: 'payout.failed',
        created: new Date(),
        paymentId: null,
        paymentMethodId: null,
        status: null,
        failure: { code: 'account_closed', message: 'The bank account has been closed.' },
        metadata: { payoutId: latest!.id },
        payoutId: latest!.gatewayPayoutId,
        connectedAccountId: 'acct_demo',
      };
      expect(await handleGatewayEvent(api.db, gateway, event)).toBe('processed');
      expect(await handleGatewayEvent(api.db, gateway, event)).toBe('duplicate');
      const [failed] = await api.db.select().from(supplierPayouts).where(eq(supplierPayouts.id, latest!.id));
      expect(failed).toMatchObject({ status: 'failed', failureMessage: 'The bank account has been closed.' });
      // Someone else's payout on the same gateway account is not ours.
      expect(await handleGatewayEvent(api.db, gateway, { ...event, id: key('evt_po'), payoutId: 'po_unknown' })).toBe(
        'ignored',
      );
    });
  });

  describe('the workspace', () => {
    it('shows the owner the balance, the next payout, past payouts with their orders, and the CSV', async () => {
      const answer = await call<PayoutsAnswer>(PAYOUTS, {}, ownerToken);
      expect(answer.errors).toBeUndefined();
      const view = answer.data!.supplierPayouts;
      expect(view).toMatchObject({ simulated: true, mayConnect: true, connect: null, fees: DEFAULT_PAYOUT_FEES });
      expect(view.nextPayoutDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(view.payouts.length).toBeGreaterThan(0);
      for (const payout of view.payouts) {
        expect(payout.orders.reduce((sum, order) => sum + order.netCents, 0)).toBe(payout.amountCents);
      }
      const balance = view.balances.find((row) => row.currency === 'CAD');
      expect(balance!.balanceCents).toBeLessThan(0);
      expect(balance!.nextPayoutCents).toBe(0);

      const url = new URL(view.ledgerCsvUrl, 'http://localhost');
      const response = await handlePayoutLedgerDownload(new Request(url), url.pathname.split('/')[3]!, () =>
        Promise.resolve(api.db),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const lines = (await response.text()).trim().split('\r\n');
      expect(lines[0]).toBe('Date,Order,Payment,Type,Currency,Amount,Settled,Payout date,Payout status');
      const ledgerRows = await api.db
        .select()
        .from(supplierLedgerEntries)
        .where(eq(supplierLedgerEntries.supplierId, supplierId));
      expect(lines).toHaveLength(ledgerRows.length + 1);
      expect(lines.some((line) => /,Refund,CAD,-\d+\.\d{2},/.test(line))).toBe(true);

      // Another supplier's link, or a tampered one, opens nothing.
      const forged = await handlePayoutLedgerDownload(
        new Request(url.toString().replace(/t=[^&]+/, 't=forged')),
        url.pathname.split('/')[3]!,
        () => Promise.resolve(api.db),
      );
      expect(forged.status).toBe(403);
    });

    it('shows a dispatcher the page without connecting, another supplier its own, and a driver nothing', async () => {
      const dispatcher = await call<PayoutsAnswer>(PAYOUTS, {}, await tokenOf('dispatch@northpeak.example'));
      expect(dispatcher.data!.supplierPayouts.mayConnect).toBe(false);
      const connect = await call(
        `mutation { supplierPayoutOnboardingLinkCreate }`,
        {},
        await tokenOf('dispatch@northpeak.example'),
      );
      expect(connect.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

      const other = await call<PayoutsAnswer>(PAYOUTS, {}, await tokenOf('owner@capital.example'));
      expect(other.data!.supplierPayouts.payouts).toEqual([]);

      const [supplier] = await api.db.select().from(suppliers).where(eq(suppliers.id, supplierId));
      const [driver] = await api.db
        .insert(users)
        .values({
          email: `driver-${randomBytes(3).toString('hex')}@northpeak.example`,
          phone: `+1555019${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
          fullName: 'Dale Driver',
          passwordHash: 'x',
          referralCode: randomBytes(4).toString('hex'),
        })
        .returning();
      await api.db
        .insert(companyMembers)
        .values({ companyId: supplier!.companyId!, userId: driver!.id, role: 'partner_driver' });
      const driverAnswer = await call(
        PAYOUTS,
        {},
        await signAccessToken({ userId: driver!.id, companyId: supplier!.companyId! }),
      );
      expect(driverAnswer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('answers the owner that the sandbox needs no account to connect', async () => {
      const answer = await call(`mutation { supplierPayoutOnboardingLinkCreate }`, {}, ownerToken);
      expect(answer.errors?.[0]?.extensions?.code).toBe('PAYMENT_GATEWAY_UNSUPPORTED');
    });
  });
}
