import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cardPaymentMethodSchema } from '@/lib/validation';
import { companies, ledgerEntries, ledgerLines, supplierLedgerEntries, suppliers } from '@/server/db/schema';
import { SandboxGateway } from '@/server/payment-gateway/sandbox';
import { checkLedgerInvariants } from '@/server/services/ledger/invariants';
import { postEntry, UnbalancedEntryError } from '@/server/services/ledger/post';
import { openDifferences, reconcileLedger } from '@/server/services/ledger/reconcile';
import { runLedgerReconciliation } from '@/server/services/ledger/reconcile-job';
import { createCardPaymentMethod } from '@/server/services/payments/methods';
import { payOrder } from '@/server/services/payments/order-pay';
import { runPaymentJobs } from '@/server/services/payments/payment-jobs';
import { handleGatewayEvent } from '@/server/services/payments/webhooks';

import { createTestApi, type TestApi } from '../support/api';
import { placeLedgerOrder, type LedgerWorld } from '../support/ledger-world';
import { paidCardOrder } from '../support/payouts';

process.env.JWT_SECRET = 'ledger-test-secret-0123456789-abcdefghijklmnop';

/**
 * The ledger's door and its two watchers: an unbalanced entry is refused and a cause is posted
 * once; the invariants name a movement written beside the ledger; the reconciliation finds the
 * gateway's money the ledger does not know of (a refund whose webhook has not come, a transfer
 * no batch made), keeps it open for the operator, runs once a day, and sees it resolved once the
 * ledger catches up.
 */
describe('the ledger on PGlite: posting, invariants and reconciliation', () => {
  let api: TestApi;
  let gateway: SandboxGateway;
  let supplierId: string;
  let companyId: string;
  let cardId: string;
  let days = 0;
  const key = (label: string) => `${label}-${randomBytes(4).toString('hex')}`;
  const DAY = 86_400_000;
  const paidOrder = () =>
    paidCardOrder(api.db, gateway, {
      supplierId,
      companyId,
      cardId,
      deliveryDate: new Date(Date.now() + (20 + ++days) * DAY).toISOString().slice(0, 10),
      key,
    });

  beforeAll(async () => {
    api = await createTestApi();
    gateway = new SandboxGateway(() => Promise.resolve(api.db));
    const [supplier] = await api.db.select().from(suppliers).where(eq(suppliers.slug, 'northpeak-ready-mix'));
    supplierId = supplier!.id;
    const [company] = await api.db
      .insert(companies)
      .values({ name: `Ledger Co ${key('c')}` })
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
      origin: { address: '203.0.113.31', userAgent: 'LedgerTest' },
    });
    cardId = card.id;
  }, 120_000);

  afterAll(async () => {
    await api?.close();
  });

  it('refuses an unbalanced entry and posts a cause once', async () => {
    const entry = {
      sourceKey: key('test-entry'),
      kind: 'test',
      occurredAt: new Date(),
      lines: [
        { account: 'gateway_cash' as const, amountCents: 1_000, currency: 'cad' },
        { account: 'processing_fees' as const, amountCents: -999, currency: 'CAD' },
      ],
    };
    await expect(postEntry(api.db, entry)).rejects.toBeInstanceOf(UnbalancedEntryError);
    expect(await api.db.select().from(ledgerEntries).where(eq(ledgerEntries.sourceKey, entry.sourceKey))).toEqual([]);

    const balanced = {
      ...entry,
      lines: [entry.lines[0]!, { account: 'processing_fees' as const, amountCents: -1_000, currency: 'CAD' }],
    };
    expect(await postEntry(api.db, balanced)).toBe(true);
    expect(await postEntry(api.db, balanced)).toBe(false);
    const [posted] = await api.db.select().from(ledgerEntries).where(eq(ledgerEntries.sourceKey, entry.sourceKey));
    const lines = await api.db.select().from(ledgerLines).where(eq(ledgerLines.entryId, posted!.id));
    expect(lines.map((line) => [line.account, line.amountCents, line.currency]).sort()).toEqual([
      ['gateway_cash', 1_000, 'CAD'],
      ['processing_fees', -1_000, 'CAD'],
    ]);
    // Balanced, but cash no payment took: the test's own entry is taken back out.
    await api.db.delete(ledgerEntries).where(eq(ledgerEntries.id, posted!.id));
  });

  it('posts a card payment whole and names a supplier row written beside the ledger', async () => {
    const { order, attempt } = await paidOrder();
    expect(await checkLedgerInvariants(api.db)).toEqual([]);
    const lines = await api.db.select().from(ledgerLines).where(eq(ledgerLines.orderPaymentId, attempt.id));
    const sum = (account: string) =>
      lines.filter((line) => line.account === account).reduce((total, line) => total + line.amountCents, 0);
    expect(sum('gateway_cash')).toBe(order.amountDueCents);
    expect(sum('supplier_payable') + sum('processing_fees') + sum('marketplace_commission')).toBe(
      -order.amountDueCents,
    );

    // A refund row written straight into the supplier's ledger, as before the journal existed.
    const [row] = await api.db
      .insert(supplierLedgerEntries)
      .values({
        supplierId,
        orderId: order.id,
        orderPaymentId: attempt.id,
        kind: 'refund',
        amountCents: -500,
        currency: 'CAD',
        sourceKey: key('beside'),
        occurredAt: new Date(),
        availableAt: new Date(),
      })
      .returning();
    const rules = (await checkLedgerInvariants(api.db)).map((violation) => violation.rule);
    expect(rules).toEqual(expect.arrayContaining(['payment_matches_supplier_rows', 'supplier_balance']));
    await api.db.delete(supplierLedgerEntries).where(eq(supplierLedgerEntries.id, row!.id));
    expect(await checkLedgerInvariants(api.db)).toEqual([]);
  });

  it('holds a pre-authorisation on the books until the charge job captures it', async () => {
    const order = await placeLedgerOrder(api.db, { supplierId, companyId } as LedgerWorld, {
      deliveryDate: new Date(Date.now() + (30 + ++days) * DAY).toISOString().slice(0, 10),
      windowStartHour: 10,
      paymentType: 'card',
      key: key('place'),
    });
    const attempt = await payOrder(api.db, gateway, {
      companyId,
      input: { orderId: order.id, paymentMethodId: cardId },
      idempotencyKey: key('pay'),
    });
    expect(attempt).toMatchObject({ kind: 'authorization', status: 'authorized' });
    const balance = async (account: 'card_holds' | 'gateway_cash') => {
      const lines = await api.db.select().from(ledgerLines).where(eq(ledgerLines.orderPaymentId, attempt.id));
      return lines.filter((line) => line.account === account).reduce((sum, line) => sum + line.amountCents, 0);
    };
    expect(await balance('card_holds')).toBe(attempt.amountCents);
    expect(await balance('gateway_cash')).toBe(0);
    expect(await checkLedgerInvariants(api.db)).toEqual([]);

    await runPaymentJobs(api.db, gateway, { now: new Date(attempt.chargeAt!.getTime() + 60_000) });
    expect(await balance('card_holds')).toBe(0);
    expect(await balance('gateway_cash')).toBe(order.amountDueCents);
    expect(await checkLedgerInvariants(api.db)).toEqual([]);
  });

  it('finds a refund the ledger has not heard of, keeps it open, and resolves it once the webhook comes', async () => {
    const { attempt } = await paidOrder();
    const now = new Date();
    const window = { since: new Date(now.getTime() - DAY), until: new Date(now.getTime() + 60_000), now };
    expect((await reconcileLedger(api.db, gateway, window)).differences).toEqual([]);

    // Refunded at the gateway (its dashboard); the webhook has not arrived.
    await gateway.refund({ paymentId: attempt.gatewayPaymentId!, amountCents: 2_500, idempotencyKey: key('refund') });
    const found = await reconcileLedger(api.db, gateway, window);
    expect(found.differences).toEqual([
      expect.objectContaining({
        what: 'cash',
        gatewayRef: attempt.gatewayPaymentId,
        orderPaymentId: attempt.id,
        ledgerCents: attempt.amountCents,
        gatewayCents: attempt.amountCents - 2_500,
        currency: 'CAD',
      }),
    ]);
    expect(await openDifferences(api.db)).toEqual([
      expect.objectContaining({ what: 'cash', gatewayRef: attempt.gatewayPaymentId, resolvedAt: null }),
    ]);

    // The webhook arrives: the ledger posts the refund and the next run sees them agree.
    const payment = await gateway.getPayment(attempt.gatewayPaymentId!);
    await handleGatewayEvent(api.db, gateway, {
      id: key('evt'),
      type: 'payment.refunded',
      gatewayType: 'charge.refunded',
      created: now,
      paymentId: payment.id,
      paymentMethodId: null,
      status: 'succeeded',
      failure: null,
      metadata: payment.metadata,
    });
    expect(await checkLedgerInvariants(api.db)).toEqual([]);
    expect((await reconcileLedger(api.db, gateway, window)).differences).toEqual([]);
    expect(await openDifferences(api.db)).toEqual([]);
  });

  it('finds a transfer no payout batch made, and runs the daily job once a day', async () => {
    const transfer = await gateway.createTransfer({
      accountId: null,
      amount: { cents: 12_345, currency: 'cad' },
      idempotencyKey: key('stray-transfer'),
      metadata: { supplierId },
    });
    const now = new Date(Date.now() + 1_000);
    const report = await runLedgerReconciliation(api.db, gateway, { now });
    expect(report?.differences).toEqual([
      expect.objectContaining({
        what: 'transfer',
        gatewayRef: transfer.id,
        supplierPayoutId: null,
        ledgerCents: 0,
        gatewayCents: 12_345,
      }),
    ]);
    // The same day again (another instance, the next minute): nothing runs.
    expect(await runLedgerReconciliation(api.db, gateway, { now: new Date(now.getTime() + 60_000) })).toBeNull();
    expect((await openDifferences(api.db)).map((difference) => difference.gatewayRef)).toEqual([transfer.id]);
  });
});
