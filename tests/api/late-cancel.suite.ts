import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { formatMoney } from '@/lib/money';
import {
  cities,
  creditAccounts,
  mailOutbox,
  orderBalanceChanges,
  orderPayments,
  orders,
  products,
  supplierDeliverySettings,
  supplierLedgerEntries,
  suppliers,
} from '@/server/db/schema';
import { checkLedgerInvariants } from '@/server/services/ledger/invariants';
import { recordTotalChange } from '@/server/services/payments/balance-changes';
import { runPaymentJobs } from '@/server/services/payments/payment-jobs';

import { approveCreditDirectly } from '../support/credit';
import { payByLink, TEST_CARDS } from '../support/ledger-world';
import { codeOf, type Contractor, type PaymentsTestKit } from '../support/payments';

/**
 * Canceling inside the supplier's cancellation window, for its late cancellation fee: the payment
 * keeps exactly the fee (a hold captured for it, a charge refunded down to it, terms reduced to
 * it), with a receipt or credit note, and the supplier is owed the fee less its fees. Run on
 * PGlite (late-cancel.test.ts) and PostgreSQL (late-cancel-postgres.test.ts).
 */
export function lateCancelTests(openKit: () => Promise<PaymentsTestKit>) {
  let kit: PaymentsTestKit;
  let northPeakId: string;
  const HOUR = 3_600_000;
  const FEE_PERCENT = 20;

  const ORDER = `query($id: ID!) { order(id: $id) { id status paymentStatus totalCents amountDueCents cancelable
    lateCancelable lateCancellationFeePercent lateCancellationFeeCents cancellationFeeCents
    balanceChanges { settlement status differenceCents newTotalCents summary documentTitle documentUrl } } }`;
  const CANCEL = `mutation($id: ID!, $fee: Int) { orderCancel(id: $id, acceptFeeCents: $fee) {
    id status paymentStatus cancellationFeeCents lateCancelable } }`;
  interface Order {
    status: string;
    paymentStatus: string;
    totalCents: number;
    amountDueCents: number;
    cancelable: boolean;
    lateCancelable: boolean;
    lateCancellationFeePercent: number;
    lateCancellationFeeCents: number;
    cancellationFeeCents: number | null;
    balanceChanges: {
      settlement: string;
      status: string;
      differenceCents: number;
      newTotalCents: number;
      summary: string;
      documentTitle: string;
      documentUrl: string | null;
    }[];
  }
  const read = async (who: Contractor, id: string) => {
    const result = await kit.call<{ order: Order }>(ORDER, { id }, who.token);
    expect(result.errors).toBeUndefined();
    return result.data!.order;
  };
  const cancel = (who: Contractor, id: string, fee?: number) =>
    kit.call<{ orderCancel: { status: string; cancellationFeeCents: number | null } }>(
      CANCEL,
      { id, fee: fee ?? null },
      who.token,
    );

  /** What the gateway keeps of the order's payments (taken less refunded). */
  const kept = async (orderId: string) => {
    const attempts = await kit.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
    let cents = 0;
    for (const attempt of attempts.filter((each) => each.gatewayPaymentId)) {
      const payment = await kit.gateway.getPayment(attempt.gatewayPaymentId!);
      cents += payment.amountReceivedCents - payment.amountRefundedCents;
    }
    return cents;
  };
  /** What the supplier is owed for the order (its payout rows: payments less refunds and fees). */
  const supplierOwed = async (orderId: string) =>
    (
      await kit.db
        .select({ amountCents: supplierLedgerEntries.amountCents })
        .from(supplierLedgerEntries)
        .where(eq(supplierLedgerEntries.orderId, orderId))
    ).reduce((sum, row) => sum + row.amountCents, 0);

  /** The order's window opens in 10 hours: NorthPeak's free cancellation (24 hours before) is over. */
  const insideWindow = (orderId: string) => kit.setDeliveryStart(orderId, new Date(Date.now() + 10 * HOUR));

  beforeAll(async () => {
    kit = await openKit();
    const [northPeak] = await kit.db.select().from(suppliers).where(eq(suppliers.slug, 'northpeak-ready-mix'));
    northPeakId = northPeak!.id;
    const [settings] = await kit.db
      .select()
      .from(supplierDeliverySettings)
      .where(eq(supplierDeliverySettings.supplierId, northPeakId));
    // The demo supplier charges 20% for a late cancellation.
    expect(settings!.lateCancellationFeePercent).toBe(FEE_PERCENT);
  }, 60_000);
  afterAll(() => kit?.close());

  it('captures the fee from a card hold, releases the rest, and mails the receipt', async () => {
    const who = await kit.signUp();
    const order = await kit.placeOrderFor(who, 'card');
    expect((await kit.pay(who, order.id, await kit.saveCard(who))).data?.orderPay.status).toBe('authorized');
    // Before the window: free, as before.
    expect(await read(who, order.id)).toMatchObject({ cancelable: true, lateCancelable: false });

    await insideWindow(order.id);
    const before = await read(who, order.id);
    const fee = Math.round((before.totalCents * FEE_PERCENT) / 100);
    expect(before).toMatchObject({
      cancelable: false,
      lateCancelable: true,
      lateCancellationFeePercent: FEE_PERCENT,
      lateCancellationFeeCents: fee,
    });

    // Without the fee accepted (or with another amount), nothing happens and the fee is stated.
    const unaccepted = await cancel(who, order.id);
    expect(codeOf(unaccepted)).toBe('ORDER_NOT_CANCELABLE');
    expect(unaccepted.errors?.[0]?.message).toContain(`fee of ${formatMoney(fee, 'CAD')} (20% of the total)`);
    expect(codeOf(await cancel(who, order.id, fee - 1))).toBe('ORDER_NOT_CANCELABLE');
    expect((await read(who, order.id)).status).toBe('placed');

    const canceled = await cancel(who, order.id, fee);
    expect(canceled.errors).toBeUndefined();
    expect(canceled.data!.orderCancel).toMatchObject({ status: 'canceled', cancellationFeeCents: fee });
    expect(await kept(order.id)).toBe(fee);
    const [attempt] = await kit.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(attempt).toMatchObject({ status: 'succeeded', capturedCents: fee });
    expect(await checkLedgerInvariants(kit.db)).toEqual([]);
    // The supplier is owed the fee less its fees; the charge job neither releases nor captures more.
    const owed = await supplierOwed(order.id);
    expect(owed).toBeGreaterThan(0);
    expect(owed).toBeLessThan(fee);
    await runPaymentJobs(kit.db, kit.gateway, { now: new Date(Date.now() + 9 * HOUR) });
    expect(await kept(order.id)).toBe(fee);
    expect(await supplierOwed(order.id)).toBe(owed);
    // The receipt of the money taken.
    const receipts = await kit.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'payment_receipt'), eq(mailOutbox.to, 'dana@keystone.example')));
    expect(receipts.some((mail) => mail.subject.includes(formatMoney(fee, 'CAD')))).toBe(true);
    // Canceled once: a second cancel is refused.
    expect(codeOf(await cancel(who, order.id, fee))).toBe('ORDER_NOT_CANCELABLE');
  });

  it('refunds a card charge down to the fee, with a credit note (PDF and mail)', async () => {
    const who = await kit.signUp();
    const order = await kit.placeOrderFor(who, 'card');
    await kit.pay(who, order.id, await kit.saveCard(who));
    // Its charge time came: the hold was captured for the amount due.
    await runPaymentJobs(kit.db, kit.gateway, { now: new Date(order.deliveryStartsAt.getTime() - 27 * HOUR) });
    expect(await kept(order.id)).toBe(order.amountDueCents);
    await insideWindow(order.id);
    const { lateCancellationFeeCents: fee, lateCancelable } = await read(who, order.id);
    expect(lateCancelable).toBe(true);

    expect((await cancel(who, order.id, fee)).errors).toBeUndefined();
    expect(await kept(order.id)).toBe(fee);
    const after = await read(who, order.id);
    expect(after).toMatchObject({ status: 'canceled', cancellationFeeCents: fee });
    expect(after.balanceChanges).toEqual([
      expect.objectContaining({
        settlement: 'refund',
        status: 'settled',
        differenceCents: fee - order.amountDueCents,
        newTotalCents: fee,
        documentTitle: 'Credit note',
      }),
    ]);
    expect(after.balanceChanges[0]!.summary).toContain('late cancellation fee');
    expect(after.balanceChanges[0]!.documentUrl).toMatch(/^\/api\/balance-changes\//);
    const [change] = await kit.db.select().from(orderBalanceChanges).where(eq(orderBalanceChanges.orderId, order.id));
    expect(change!.lateCancellation).toBe(true);
    const mails = await kit.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `balance-change:${change!.id}:settled`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Cancellation fee');
    expect(await checkLedgerInvariants(kit.db)).toEqual([]);
    const owed = await supplierOwed(order.id);
    expect(owed).toBeGreaterThan(0);
    expect(owed).toBeLessThan(fee);
    // The charge job refunds nothing more.
    await runPaymentJobs(kit.db, kit.gateway);
    expect(await kept(order.id)).toBe(fee);
  });

  it.each([
    ['', false],
    // The declined card is the order's newest attempt: the terms are still what it is paid by.
    [', after an early repayment by payment link was declined', true],
  ])('reduces 120-day terms to the fee and frees the rest of the credit%s', async (_case, declinedLink) => {
    const who = await kit.signUp();
    await approveCreditDirectly(kit.db, who.companyId, who.userId, 5_000_000);
    const order = await kit.placeOrderFor(who, 'flexPayment');
    expect((await kit.pay(who, order.id, null)).errors).toBeUndefined();
    if (declinedLink) {
      await payByLink(
        kit.db,
        kit.gateway,
        { companyId: who.companyId, ownerUserId: who.userId },
        { orderId: order.id, number: TEST_CARDS.declined, key: `declined-${order.id}`, now: new Date() },
      ).catch(() => undefined);
    }
    await insideWindow(order.id);
    const { lateCancellationFeeCents: fee } = await read(who, order.id);
    expect((await cancel(who, order.id, fee)).errors).toBeUndefined();
    const [terms] = await kit.db
      .select()
      .from(orderPayments)
      .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.kind, 'terms')));
    expect(terms).toMatchObject({ status: 'authorized', amountCents: fee });
    const after = await read(who, order.id);
    expect(after.balanceChanges).toEqual([
      expect.objectContaining({ settlement: 'terms', status: 'settled', differenceCents: fee - order.amountDueCents }),
    ]);
    expect(after.balanceChanges[0]!.summary).toContain('taken off your 120-day terms invoice');
    // The charge job leaves the fee on the terms.
    await runPaymentJobs(kit.db, kit.gateway);
    const [still] = await kit.db.select().from(orderPayments).where(eq(orderPayments.id, terms!.id));
    expect(still).toMatchObject({ status: 'authorized', amountCents: fee });
    const [account] = await kit.db.select().from(creditAccounts).where(eq(creditAccounts.companyId, who.companyId));
    expect(account).toBeDefined();
    expect(await checkLedgerInvariants(kit.db)).toEqual([]);
  });

  it('still refuses inside the window when the supplier charges no fee, and cancels free before it', async () => {
    await kit.db
      .update(supplierDeliverySettings)
      .set({ lateCancellationFeePercent: 0 })
      .where(eq(supplierDeliverySettings.supplierId, northPeakId));
    try {
      const who = await kit.signUp();
      const order = await kit.placeOrderFor(who, 'card');
      await kit.pay(who, order.id, await kit.saveCard(who));
      await insideWindow(order.id);
      expect(await read(who, order.id)).toMatchObject({ cancelable: false, lateCancelable: false });
      const refused = await cancel(who, order.id, 100);
      expect(codeOf(refused)).toBe('ORDER_NOT_CANCELABLE');
      expect(refused.errors?.[0]?.message).toBe('This order can no longer be canceled.');

      const early = await kit.placeOrderFor(who, 'card');
      await kit.pay(who, early.id, await kit.saveCard(who));
      expect((await cancel(who, early.id)).data?.orderCancel).toMatchObject({
        status: 'canceled',
        cancellationFeeCents: null,
      });
      expect(await kept(early.id)).toBe(0);
    } finally {
      await kit.db
        .update(supplierDeliverySettings)
        .set({ lateCancellationFeePercent: FEE_PERCENT })
        .where(eq(supplierDeliverySettings.supplierId, northPeakId));
    }
  });

  it('raises an order on terms only within the company’s available credit', async () => {
    const who = await kit.signUp();
    const probe = await kit.placeOrderFor(who, 'flexPayment');
    // Room for the order and 100.00 more.
    await approveCreditDirectly(kit.db, who.companyId, who.userId, probe.amountDueCents + 10_000);
    expect((await kit.pay(who, probe.id, null)).errors).toBeUndefined();
    // As a pour-day balance does: the order's total and the money of it in one transaction.
    const raise = (newAmountDueCents: number) =>
      kit.db.transaction(async (tx) => {
        await tx
          .update(orders)
          .set({ totalCents: newAmountDueCents, amountDueCents: newAmountDueCents })
          .where(eq(orders.id, probe.id));
        return recordTotalChange(tx, {
          orderId: probe.id,
          requestId: null,
          previousTotalCents: probe.amountDueCents,
          newTotalCents: newAmountDueCents,
          previousAmountDueCents: probe.amountDueCents,
          newAmountDueCents,
          actor: { party: 'system', userId: null },
          now: new Date(),
        });
      });
    const refused = await raise(probe.amountDueCents + 10_001).then(
      () => null,
      (error: { extensions?: { code?: string }; message: string }) => error,
    );
    expect(refused?.extensions?.code).toBe('CREDIT_LIMIT_EXCEEDED');
    expect(refused?.message).toContain(`available credit of ${formatMoney(10_000, 'CAD')}`);
    const terms = () =>
      kit.db
        .select({ amountCents: orderPayments.amountCents })
        .from(orderPayments)
        .where(and(eq(orderPayments.orderId, probe.id), eq(orderPayments.kind, 'terms')));
    expect((await terms())[0]!.amountCents).toBe(probe.amountDueCents);
    expect(await kit.db.select().from(orderBalanceChanges).where(eq(orderBalanceChanges.orderId, probe.id))).toEqual(
      [],
    );

    expect(await raise(probe.amountDueCents + 10_000)).toMatchObject({ settlement: 'terms', differenceCents: 10_000 });
    expect((await terms())[0]!.amountCents).toBe(probe.amountDueCents + 10_000);
    expect(await checkLedgerInvariants(kit.db)).toEqual([]);
  });
  it('states the cancellation terms at checkout, before placing, as the placed order keeps them', async () => {
    const who = await kit.signUp();
    const [toronto] = await kit.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, 'toronto'));
    const [product] = await kit.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.supplierId, northPeakId), eq(products.sku, 'NP-RM-25')));
    const date = new Date(Date.now() + 177 * 86_400_000).toISOString().slice(0, 10);
    const quoteInput = {
      supplierId: northPeakId,
      productId: product!.id,
      quantity: 2,
      unit: 'm3',
      extraIds: [],
      schedule: { date, trucks: 1, minutesBetweenTrucks: 0, windowStartHour: 10 },
      delivery: { cityId: toronto!.id, address: '100 King Street West', postalCode: 'M5X 1A9' },
      paymentType: 'card',
    };
    const quoted = await kit.call<{
      orderQuote: {
        fingerprint: string;
        totalCents: number;
        cancellation: {
          windowHours: number;
          freeUntil: string | null;
          lateFeePercent: number;
          lateFeeCents: number;
          timeZone: string;
        };
      };
    }>(
      `query($input: OrderQuoteInput!) { orderQuote(input: $input) { fingerprint totalCents
        cancellation { windowHours freeUntil lateFeePercent lateFeeCents timeZone } } }`,
      { input: quoteInput },
      who.token,
    );
    expect(quoted.errors).toBeUndefined();
    const { cancellation, totalCents, fingerprint } = quoted.data!.orderQuote;
    expect(cancellation).toMatchObject({
      windowHours: 24,
      lateFeePercent: FEE_PERCENT,
      lateFeeCents: Math.round((totalCents * FEE_PERCENT) / 100),
      timeZone: 'America/Toronto',
    });

    const placed = await kit.call<{ placeOrder: { id: string } }>(
      `mutation($input: PlaceOrderInput!, $key: String!) { placeOrder(input: $input, idempotencyKey: $key) { id } }`,
      {
        input: {
          quote: quoteInput,
          quoteFingerprint: fingerprint,
          contact: { name: 'Dana Whitfield', email: 'dana@keystone.example', phoneNumber: '+1 416 555 0100' },
        },
        key: `terms-${Date.now()}`,
      },
      who.token,
    );
    expect(placed.errors).toBeUndefined();
    const order = await kit.call<{
      order: { deliveryStartsAt: string; cancelableUntil: string; lateCancellationFeeCents: number };
    }>(
      `query($id: ID!) { order(id: $id) { deliveryStartsAt cancelableUntil lateCancellationFeeCents } }`,
      { id: placed.data!.placeOrder.id },
      who.token,
    );
    // What checkout said is what the order keeps: free until 24 hours before 10:00 in Toronto.
    expect(order.data!.order.cancelableUntil).toBe(cancellation.freeUntil);
    expect(Date.parse(order.data!.order.deliveryStartsAt) - Date.parse(cancellation.freeUntil!)).toBe(24 * HOUR);
    expect(order.data!.order.lateCancellationFeeCents).toBe(cancellation.lateFeeCents);

    // Before a delivery window is chosen, the window is given in hours only.
    const unscheduled = await kit.call<{ orderQuote: { cancellation: { freeUntil: string | null } } }>(
      `query($input: OrderQuoteInput!) { orderQuote(input: $input) { cancellation { freeUntil windowHours } } }`,
      { input: { ...quoteInput, schedule: { ...quoteInput.schedule, windowStartHour: null } } },
      who.token,
    );
    expect(unscheduled.errors).toBeUndefined();
    expect(unscheduled.data!.orderQuote.cancellation).toEqual({ freeUntil: null, windowHours: 24 });
  });
}
