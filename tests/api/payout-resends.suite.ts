import { randomBytes } from 'node:crypto';

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

import { cardPaymentMethodSchema } from '@/lib/validation';
import { companies, sandboxPayouts, sandboxTransfers, supplierPayouts, suppliers, users } from '@/server/db/schema';
import { PaymentError } from '@/server/payment-gateway/errors';
import { SandboxGateway } from '@/server/payment-gateway/sandbox';
import { SANDBOX_IDEMPOTENCY_WINDOW_MS } from '@/server/payment-gateway/sandbox-idempotency';
import { signAccessToken } from '@/server/services/accounts/access-tokens';
import { createCardPaymentMethod } from '@/server/services/payments/methods';
import { handleGatewayEvent } from '@/server/services/payments/webhooks';
import { runPayoutJobs } from '@/server/services/payouts/payout-jobs';
import { PAYOUT_RETRY, resendPayout } from '@/server/services/payouts/payout-sends';
import { payoutDateOn, PAYOUT_INTERVAL_DAYS, PAYOUT_SETTLEMENT_DAYS } from '@/server/services/payouts/schedule';

import { createApiCaller, type TestApi } from '../support/api';
import { paidCardOrder } from '../support/payouts';

/**
 * A payout that failed at the bank, sent again: the batch's transfer to the supplier's account is
 * made once, whatever happens after; a failed payout goes again as a new payout with a new key,
 * by the payout job (backoff, bounded) or by the owner's "Send again", once however many ask at
 * once, and never as a second transfer, also after the gateway's 24-hour idempotency window.
 * Run on PGlite (payout-resends.test.ts) and PostgreSQL (payout-resends-postgres.test.ts).
 */
export function payoutResendTests(openApi: () => Promise<TestApi>) {
  let api: TestApi;
  let gateway: SandboxGateway;
  /** The sandbox's clock: moved with the job's, so its idempotency keys age as Stripe's do. */
  let gatewayNow = new Date();
  const call = createApiCaller(() => api, '10.94');
  const DAY = 86_400_000;
  const FAILING_BANK = '000111111116';
  const GOOD_BANK = '000123456789';
  let keys = 0;
  const key = (label: string) => `${label}-${(++keys).toString().padStart(6, '0')}-${randomBytes(3).toString('hex')}`;

  let supplierId: string;
  let companyId: string;
  let cardId: string;
  let ownerToken: string;

  beforeAll(async () => {
    api = await openApi();
    gateway = new SandboxGateway(() => Promise.resolve(api.db), { now: () => gatewayNow });
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
      origin: { address: '203.0.113.22', userAgent: 'PayoutResendsTest' },
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
  /** The latest moment used so far: each test starts after it, so their payout days never meet. */
  let clock = Date.now();

  /** A paid order with NorthPeak, and the next payout day's moment after it has settled. */
  async function settledOrder() {
    slot += 1;
    const { paidAt } = await paidCardOrder(api.db, gateway, {
      supplierId,
      companyId,
      cardId,
      deliveryDate: new Date(Date.now() + (20 + slot) * DAY).toISOString().slice(0, 10),
      key,
    });
    const day = payoutDateOn(
      new Date(Math.max(clock, paidAt.getTime()) + (PAYOUT_SETTLEMENT_DAYS + PAYOUT_INTERVAL_DAYS) * DAY),
    );
    const at = new Date(`${day}T00:30:00Z`);
    // The job test looks two weeks past its payout day: the next test starts after that.
    clock = at.getTime() + 15 * DAY;
    return { at, payoutDate: day };
  }

  const runJob = (now: Date) => {
    gatewayNow = now;
    return runPayoutJobs(api.db, gateway, { now });
  };
  const batchOn = async (payoutDate: string) => {
    const [batch] = await api.db
      .select()
      .from(supplierPayouts)
      .where(and(eq(supplierPayouts.supplierId, supplierId), eq(supplierPayouts.payoutDate, payoutDate)));
    return batch!;
  };
  const batchById = async (id: string) =>
    (await api.db.select().from(supplierPayouts).where(eq(supplierPayouts.id, id)))[0]!;
  /** What the gateway holds for the batch: its transfers and its payouts. */
  const atGateway = async (batchId: string) => ({
    transfers: await api.db
      .select()
      .from(sandboxTransfers)
      .where(sql`${sandboxTransfers.metadata}->>'payoutId' = ${batchId}`),
    payouts: await api.db
      .select()
      .from(sandboxPayouts)
      .where(sql`${sandboxPayouts.metadata}->>'payoutId' = ${batchId}`),
  });
  /** The gateway's `payout.failed` for the batch's current payout. */
  const payoutFailed = (
    batch: { id: string; gatewayPayoutId: string | null },
    created: Date,
    code: string,
    message: string,
  ) => ({
    ...{ id: key('evt_po'), type: 'payout.failed' as const, gatewayType: 'payout.failed', created },
    ...{ paymentId: null, paymentMethodId: null, status: null, failure: { code, message } },
    ...{ metadata: { payoutId: batch.id }, payoutId: batch.gatewayPayoutId },
  });
  const setBank = (accountNumber: string) => gateway.setPayoutBankAccount({ supplierId, accountNumber });

  const RESEND = `mutation ($id: ID!) { supplierPayoutResend(id: $id) {
    id status transferStatus payoutAttempts failureMessage nextAttemptAt mayResend } }`;
  const SET_BANK = `mutation ($accountNumber: String!) { supplierPayoutTestBankAccountSet(accountNumber: $accountNumber) }`;
  const PAYOUTS = `query { supplierPayouts { payouts { id status transferStatus failureMessage mayResend nextAttemptAt } } }`;
  interface ResendAnswer {
    supplierPayoutResend: {
      id: string;
      status: string;
      transferStatus: string;
      payoutAttempts: number;
      failureMessage: string | null;
      nextAttemptAt: string | null;
      mayResend: boolean;
    };
  }
  interface PayoutsAnswer {
    supplierPayouts: { payouts: { id: string; status: string; transferStatus: string; mayResend: boolean }[] };
  }

  it('shows a payout failed at the bank; the owner fixes the bank and sends it again: one new payout, one transfer', async () => {
    await setBank(FAILING_BANK);
    const { at, payoutDate } = await settledOrder();
    await runJob(at);
    const failed = await batchOn(payoutDate);
    expect(failed).toMatchObject({
      status: 'failed',
      transferStatus: 'sent',
      payoutAttempts: 1,
      failureCode: 'no_account',
      nextPayoutAttemptAt: new Date(at.getTime() + PAYOUT_RETRY.firstMs),
    });
    expect((await atGateway(failed.id)).transfers).toHaveLength(1);
    expect((await atGateway(failed.id)).payouts.map((payout) => payout.status)).toEqual(['failed']);

    const view = await call<PayoutsAnswer>(PAYOUTS, {}, ownerToken);
    expect(view.data!.supplierPayouts.payouts.find((payout) => payout.id === failed.id)).toMatchObject({
      status: 'failed',
      transferStatus: 'sent',
      failureMessage: 'The bank account details on file are probably incorrect.',
      mayResend: true,
    });

    // The owner fixes the bank details (the sandbox's test account), then sends it again.
    const fixed = await call(SET_BANK, { accountNumber: GOOD_BANK }, ownerToken);
    expect(fixed.errors).toBeUndefined();
    const answer = await call<ResendAnswer>(RESEND, { id: failed.id }, ownerToken);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.supplierPayoutResend).toMatchObject({
      id: failed.id,
      status: 'paid',
      transferStatus: 'sent',
      payoutAttempts: 2,
      failureMessage: null,
      mayResend: false,
    });
    const { transfers, payouts } = await atGateway(failed.id);
    expect(transfers).toHaveLength(1);
    // (The API's sandbox keeps the real time, the job's test clock is weeks ahead: not in order.)
    expect(payouts.map((payout) => payout.status).sort()).toEqual(['failed', 'paid']);
    const paid = await batchById(failed.id);
    expect(paid.payoutIdempotencyKey).not.toBe(failed.payoutIdempotencyKey);
    expect(paid.transferIdempotencyKey).toBe(failed.transferIdempotencyKey);
    expect(paid.gatewayPayoutId).toBe(payouts.find((payout) => payout.status === 'paid')!.id);

    // Clicked again: it is paid, nothing more is sent.
    expect((await call<ResendAnswer>(RESEND, { id: failed.id }, ownerToken)).data!.supplierPayoutResend.status).toBe(
      'paid',
    );
    expect((await atGateway(failed.id)).payouts).toHaveLength(2);
  });

  it('lets the job send a failed payout again with backoff, a bounded number of times, never a second transfer', async () => {
    await setBank(FAILING_BANK);
    const { at, payoutDate } = await settledOrder();
    await runJob(at);
    const first = await batchOn(payoutDate);
    const { id } = first;
    const payoutsOf = async () => (await atGateway(id)).payouts.length;

    // Not before its time.
    await runJob(new Date(at.getTime() + PAYOUT_RETRY.firstMs - 60_000));
    expect(await payoutsOf()).toBe(1);
    // Then again, and after twice the wait once more: each a new payout with a new key.
    await runJob(new Date(at.getTime() + PAYOUT_RETRY.firstMs));
    expect(await payoutsOf()).toBe(2);
    const second = await batchById(id);
    expect(second).toMatchObject({ status: 'failed', payoutAttempts: 2 });
    expect(second.nextPayoutAttemptAt).toEqual(new Date(at.getTime() + PAYOUT_RETRY.firstMs * 3));
    await runJob(second.nextPayoutAttemptAt!);
    const third = await batchById(id);
    expect(third).toMatchObject({ status: 'failed', payoutAttempts: PAYOUT_RETRY.automaticAttempts });
    // Its attempts used: the job leaves it to the supplier, and the page says so.
    expect(third.nextPayoutAttemptAt).toBeNull();
    await runJob(new Date(at.getTime() + 14 * DAY));
    expect(await payoutsOf()).toBe(PAYOUT_RETRY.automaticAttempts);
    expect(new Set([first.payoutIdempotencyKey, second.payoutIdempotencyKey, third.payoutIdempotencyKey]).size).toBe(3);
    expect((await atGateway(id)).transfers).toHaveLength(1);

    // The bank fixed before the job's turn: its resend is paid.
    await setBank(FAILING_BANK);
    const next = await settledOrder();
    await runJob(next.at);
    const other = await batchOn(next.payoutDate);
    await setBank(GOOD_BANK);
    await runJob(other.nextPayoutAttemptAt!);
    expect(await batchById(other.id)).toMatchObject({ status: 'paid', payoutAttempts: 2 });
    expect((await atGateway(other.id)).transfers).toHaveLength(1);
  });

  it('makes exactly one new payout when the job, the owner and another click resend at once', async () => {
    await setBank(FAILING_BANK);
    const { at, payoutDate } = await settledOrder();
    await runJob(at);
    const failed = await batchOn(payoutDate);
    await setBank(GOOD_BANK);
    const due = failed.nextPayoutAttemptAt!;
    gatewayNow = due;
    const answers = await Promise.all([
      call<ResendAnswer>(RESEND, { id: failed.id }, ownerToken),
      call<ResendAnswer>(RESEND, { id: failed.id }, ownerToken),
      resendPayout(api.db, gateway, { supplierId, payoutId: failed.id, now: due }),
      runPayoutJobs(api.db, gateway, { now: due }),
    ]);
    for (const answer of answers.slice(0, 2)) expect((answer as { errors?: unknown }).errors).toBeUndefined();
    const { transfers, payouts } = await atGateway(failed.id);
    expect(transfers).toHaveLength(1);
    expect(payouts.map((payout) => payout.status).sort()).toEqual(['failed', 'paid']);
    expect(await batchById(failed.id)).toMatchObject({ status: 'paid', payoutAttempts: 2 });
    // And nothing more later.
    await runJob(new Date(due.getTime() + DAY));
    expect((await atGateway(failed.id)).payouts).toHaveLength(2);
  });

  it('refuses the resend to everyone but the owner, with a code, and a batch whose transfer failed', async () => {
    await setBank(FAILING_BANK);
    const { at, payoutDate } = await settledOrder();
    await runJob(at);
    const failed = await batchOn(payoutDate);

    const dispatcher = await call(RESEND, { id: failed.id }, await tokenOf('dispatch@northpeak.example'));
    expect(dispatcher.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const dispatcherView = await call<PayoutsAnswer>(PAYOUTS, {}, await tokenOf('dispatch@northpeak.example'));
    expect(dispatcherView.data!.supplierPayouts.payouts.find((payout) => payout.id === failed.id)!.mayResend).toBe(
      false,
    );
    const otherSupplier = await call(RESEND, { id: failed.id }, await tokenOf('owner@capital.example'));
    expect(otherSupplier.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const signedOut = await call(RESEND, { id: failed.id });
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const dispatcherBank = await call(
      SET_BANK,
      { accountNumber: GOOD_BANK },
      await tokenOf('dispatch@northpeak.example'),
    );
    expect(dispatcherBank.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const notATestNumber = await call(SET_BANK, { accountNumber: '123456789012' }, ownerToken);
    expect(notATestNumber.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((notATestNumber.errors?.[0]?.extensions?.fields as Record<string, string>).accountNumber).toContain(
      'test account number',
    );
    const bankView = await call<{ supplierPayouts: { testBankAccountNumber: string | null } }>(
      `query { supplierPayouts { testBankAccountNumber } }`,
      {},
      ownerToken,
    );
    expect(bankView.data!.supplierPayouts.testBankAccountNumber).toBe(FAILING_BANK);
    const notAnId = await call(RESEND, { id: 'nope' }, ownerToken);
    expect(notAnId.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await atGateway(failed.id)).payouts).toHaveLength(1);

    // A transfer the gateway refused: the money never left, so there is no payout to send again.
    const refused = await settledOrder();
    const transfer = vi
      .spyOn(gateway, 'createTransfer')
      .mockRejectedValue(new PaymentError('balance_insufficient', 'Insufficient funds in the platform balance.'));
    try {
      await runJob(refused.at);
    } finally {
      transfer.mockRestore();
    }
    const noTransfer = await batchOn(refused.payoutDate);
    expect(noTransfer).toMatchObject({ status: 'failed', transferStatus: 'failed', nextPayoutAttemptAt: null });
    const answer = await call(RESEND, { id: noTransfer.id }, ownerToken);
    expect(answer.errors?.[0]?.extensions?.code).toBe('PAYOUT_NOT_RESENDABLE');
    expect(await atGateway(noTransfer.id)).toEqual({ transfers: [], payouts: [] });
  });

  it("sends a payout again after the gateway's idempotency window without a second transfer", async () => {
    await setBank(FAILING_BANK);
    const { at, payoutDate } = await settledOrder();
    await runJob(at);
    const failed = await batchOn(payoutDate);
    expect((await atGateway(failed.id)).transfers).toHaveLength(1);

    // Days later the gateway has forgotten the batch's keys: the same transfer key would move the
    // money again. The resend asks for a payout alone.
    const later = new Date(at.getTime() + SANDBOX_IDEMPOTENCY_WINDOW_MS + 3 * DAY);
    gatewayNow = later;
    await setBank(GOOD_BANK);
    const resent = await resendPayout(api.db, gateway, { supplierId, payoutId: failed.id, now: later });
    expect(resent).toMatchObject({ status: 'paid', transferStatus: 'sent', payoutAttempts: 2 });
    expect((await atGateway(failed.id)).transfers).toHaveLength(1);

    // The webhook of the first, failed payout arriving late changes nothing.
    const lateEvent = payoutFailed(
      failed,
      later,
      'no_account',
      'The bank account details on file are probably incorrect.',
    );
    expect(await handleGatewayEvent(api.db, gateway, lateEvent, later)).toBe('ignored');
    expect(await batchById(failed.id)).toMatchObject({ status: 'paid' });

    // What the old single step would have done: the transfer key, used again past the window,
    // makes a second transfer at the gateway.
    await gateway.createTransfer({
      accountId: null,
      amount: { cents: failed.amountCents, currency: failed.currency.toLowerCase() },
      idempotencyKey: failed.transferIdempotencyKey,
      metadata: { payoutId: failed.id, supplierId },
    });
    expect((await atGateway(failed.id)).transfers).toHaveLength(2);
  });

  it('marks a payout the gateway reports failed after it was on its way, and the job sends it again', async () => {
    await setBank(GOOD_BANK);
    const { at, payoutDate } = await settledOrder();
    await runJob(at);
    const paid = await batchOn(payoutDate);
    expect(paid.status).toBe('paid');
    const event = payoutFailed(paid, at, 'account_closed', 'The bank account has been closed.');
    expect(await handleGatewayEvent(api.db, gateway, event, at)).toBe('processed');
    const failed = await batchById(paid.id);
    expect(failed).toMatchObject({ status: 'failed', payoutAttempts: 1, failureCode: 'account_closed' });
    await runJob(failed.nextPayoutAttemptAt!);
    expect(await batchById(paid.id)).toMatchObject({ status: 'paid', payoutAttempts: 2 });
    expect(await atGateway(paid.id)).toMatchObject({ transfers: [expect.anything()] });
  });
}
