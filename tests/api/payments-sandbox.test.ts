import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type DatabaseHandle } from '@/server/db/database';
import { openDatabase } from '@/server/seed/open-database';
import { sandboxPaymentMethods, sandboxPayments } from '@/server/db/schema';
import { PaymentError, PaymentErrorCode } from '@/server/payment-gateway/errors';
import { SandboxGateway } from '@/server/payment-gateway/sandbox';
import { MICRODEPOSIT_MAX_ATTEMPTS } from '@/server/payment-gateway/sandbox-methods';
import { signWebhookPayload } from '@/server/payment-gateway/stripe-objects';
import type { BankAccountDetails, CardDetails, Payment } from '@/server/payment-gateway/types';

/** The sandbox gateway over a fresh in-memory database (migrated, not seeded: it needs no demo data). */
let database: DatabaseHandle;
let gateway: SandboxGateway;
const NOW = new Date('2026-11-22T08:00:00Z');
let keyCounter = 0;
const key = (label = 'k') => `${label}-${++keyCounter}`;

beforeAll(async () => {
  database = await openDatabase({ seed: false });
  gateway = new SandboxGateway(() => Promise.resolve(database.db), { now: () => NOW });
});

afterAll(async () => {
  await database.close();
});

const card = (number: string, overrides: Partial<CardDetails> = {}): CardDetails => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...overrides,
});

async function customerWithCard(number: string) {
  const customer = await gateway.createCustomer({
    email: 'pay@example.com',
    name: 'Pay Er',
    idempotencyKey: key('cus'),
  });
  const method = await gateway.createCardPaymentMethod({
    customerId: customer.id,
    card: card(number),
    idempotencyKey: key('pm'),
  });
  return { customer, method };
}

async function expectPaymentError(promise: Promise<unknown>, code: string): Promise<PaymentError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentError);
  expect((error as PaymentError).code).toBe(code);
  return error as PaymentError;
}

const cad = (cents: number) => ({ cents, currency: 'cad' });

describe('sandbox gateway: test cards', () => {
  it('4242 4242 4242 4242 pre-authorises, then captures', async () => {
    const { customer, method } = await customerWithCard('4242 4242 4242 4242');
    expect(method.card).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      fingerprint: expect.any(String) as string,
    });
    expect(method.verification.status).toBe('verified');

    const payment = await gateway.authorize({
      customerId: customer.id,
      paymentMethodId: method.id,
      amount: cad(11_500),
      idempotencyKey: key('auth'),
      metadata: { orderId: 'o-1' },
    });
    expect(payment).toMatchObject({
      status: 'requires_capture',
      amount: { cents: 11_500, currency: 'cad' },
      amountCapturableCents: 11_500,
      amountReceivedCents: 0,
      captureMethod: 'manual',
      failure: null,
      metadata: { orderId: 'o-1' },
    });

    const captured = await gateway.capture({ paymentId: payment.id, idempotencyKey: key('cap') });
    expect(captured).toMatchObject({ status: 'succeeded', amountReceivedCents: 11_500, amountCapturableCents: 0 });
    expect(await gateway.getPayment(payment.id)).toEqual(captured);
  });

  it('4242 charges immediately', async () => {
    const { customer, method } = await customerWithCard('4242424242424242');
    const payment = await gateway.charge({
      customerId: customer.id,
      paymentMethodId: method.id,
      amount: cad(500),
      idempotencyKey: key('charge'),
    });
    expect(payment).toMatchObject({ status: 'succeeded', amountReceivedCents: 500, captureMethod: 'automatic' });
  });

  it('4000 0000 0000 0002 is declined (card_declined), and a retry with a new key is declined again', async () => {
    const { customer, method } = await customerWithCard('4000000000000002');
    const request = { customerId: customer.id, paymentMethodId: method.id, amount: cad(1000) };
    const payment = await gateway.authorize({ ...request, idempotencyKey: key('auth') });
    expect(payment.status).toBe('failed');
    expect(payment.failure).toEqual({
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(payment.amountCapturableCents).toBe(0);
    await expectPaymentError(
      gateway.capture({ paymentId: payment.id, idempotencyKey: key('cap') }),
      PaymentErrorCode.PAYMENT_INTENT_UNEXPECTED_STATE,
    );
    const retry = await gateway.charge({ ...request, idempotencyKey: key('retry') });
    expect(retry.status).toBe('failed');
    expect(retry.id).not.toBe(payment.id);
  });

  it('4000 0000 0000 9995 is declined for insufficient funds', async () => {
    const { customer, method } = await customerWithCard('4000000000009995');
    const payment = await gateway.charge({
      customerId: customer.id,
      paymentMethodId: method.id,
      amount: cad(1000),
      idempotencyKey: key('charge'),
    });
    expect(payment).toMatchObject({
      status: 'failed',
      amountReceivedCents: 0,
      failure: {
        code: 'card_declined',
        declineCode: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
  });

  it('4000 0025 0000 3155 requires action (3-D Secure); after confirm it is authorised', async () => {
    const { customer, method } = await customerWithCard('4000002500003155');
    const payment = await gateway.authorize({
      customerId: customer.id,
      paymentMethodId: method.id,
      amount: cad(2500),
      idempotencyKey: key('auth'),
    });
    expect(payment).toMatchObject({ status: 'requires_action', nextAction: { type: 'three_d_secure' } });
    await expectPaymentError(
      gateway.capture({ paymentId: payment.id, idempotencyKey: key('cap') }),
      PaymentErrorCode.PAYMENT_INTENT_UNEXPECTED_STATE,
    );
    const confirmed = await gateway.confirm({ paymentId: payment.id, idempotencyKey: key('confirm') });
    expect(confirmed).toMatchObject({ status: 'requires_capture', amountCapturableCents: 2500, nextAction: null });
    await expectPaymentError(
      gateway.confirm({ paymentId: payment.id, idempotencyKey: key('confirm') }),
      PaymentErrorCode.PAYMENT_INTENT_UNEXPECTED_STATE,
    );
  });

  it('4000 0025 0000 3155 charged immediately succeeds after confirm', async () => {
    const { customer, method } = await customerWithCard('4000002500003155');
    const payment = await gateway.charge({
      customerId: customer.id,
      paymentMethodId: method.id,
      amount: cad(2500),
      idempotencyKey: key('charge'),
    });
    expect(payment.status).toBe('requires_action');
    const confirmed = await gateway.confirm({ paymentId: payment.id, idempotencyKey: key('confirm') });
    expect(confirmed).toMatchObject({ status: 'succeeded', amountReceivedCents: 2500 });
  });

  it('stores only brand, last four digits and expiry, never the number or CVC', async () => {
    const { method } = await customerWithCard('4242424242424242');
    const [row] = await database.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, method.id));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('"123"');
    expect(row).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
  });
});

describe('sandbox gateway: card validation', () => {
  let customerId: string;
  beforeAll(async () => {
    customerId = (await gateway.createCustomer({ idempotencyKey: key('cus') })).id;
  });
  const create = (details: CardDetails) =>
    gateway.createCardPaymentMethod({ customerId, card: details, idempotencyKey: key('pm') });

  it.each([
    ['a number failing the Luhn check', card('4242424242424241'), PaymentErrorCode.INCORRECT_NUMBER, 'number'],
    ['a too short number', card('4242'), PaymentErrorCode.INCORRECT_NUMBER, 'number'],
    ['letters in the number', card('4242abcd42424242'), PaymentErrorCode.INCORRECT_NUMBER, 'number'],
    ['month 13', card('4242424242424242', { expMonth: 13 }), PaymentErrorCode.INVALID_EXPIRY_MONTH, 'exp_month'],
    ['a past year', card('4242424242424242', { expYear: 2025 }), PaymentErrorCode.INVALID_EXPIRY_YEAR, 'exp_year'],
    [
      'an earlier month this year',
      card('4242424242424242', { expMonth: 10, expYear: 2026 }),
      PaymentErrorCode.INVALID_EXPIRY_MONTH,
      'exp_month',
    ],
    ['a 2-digit CVC', card('4242424242424242', { cvc: '12' }), PaymentErrorCode.INVALID_CVC, 'cvc'],
    ['a 3-digit CVC on Amex', card('378282246310005', { cvc: '123' }), PaymentErrorCode.INVALID_CVC, 'cvc'],
    ['a real (non-test) card', card('4111111111111111'), PaymentErrorCode.CARD_DECLINED, 'number'],
  ])('refuses %s with a code', async (_label, details, code, param) => {
    const error = await expectPaymentError(create(details), code);
    expect(error.param).toBe(param);
    expect(error.message).toMatch(/card/i);
  });

  it('accepts this month, a 2-digit year and a 4-digit Amex CVC', async () => {
    await expect(create(card('4242424242424242', { expMonth: 11, expYear: 26 }))).resolves.toMatchObject({
      card: { expMonth: 11, expYear: 2026 },
    });
    await expect(create(card('378282246310005', { cvc: '1234' }))).resolves.toMatchObject({ card: { brand: 'amex' } });
  });

  it("gives a card's fingerprint as Stripe does: the same number, the same fingerprint; never the number", async () => {
    const first = await create(card('4242424242424242'));
    const again = await create(card('4242 4242 4242 4242', { expMonth: 3, expYear: 2031, cvc: '999' }));
    const other = await create(card('5555555555554444'));
    expect(first.card!.fingerprint).toMatch(/^[\w-]{16}$/);
    expect(again.card!.fingerprint).toBe(first.card!.fingerprint);
    expect(other.card!.fingerprint).not.toBe(first.card!.fingerprint);
    expect(first.card!.fingerprint).not.toContain('4242');
  });

  it('refuses an unknown customer', async () => {
    await expectPaymentError(
      gateway.createCardPaymentMethod({
        customerId: 'cus_nope',
        card: card('4242424242424242'),
        idempotencyKey: key(),
      }),
      PaymentErrorCode.RESOURCE_MISSING,
    );
  });
});

describe('sandbox gateway: bank accounts and micro-deposits', () => {
  const mandate = { ipAddress: '203.0.113.7', userAgent: 'vitest' };
  const us: BankAccountDetails = {
    kind: 'stripe_b2b_us',
    holderName: 'Acme Builders',
    routingNumber: '110000000',
    accountNumber: '000123456789',
  };
  const ca: BankAccountDetails = {
    kind: 'stripe_b2b_ca',
    holderName: 'Acme Builders',
    transitNumber: '11000',
    institutionNumber: '000',
    accountNumber: '000123456789',
  };

  async function bankMethod(details: BankAccountDetails) {
    const customer = await gateway.createCustomer({ idempotencyKey: key('cus') });
    const method = await gateway.createBankAccountPaymentMethod({
      customerId: customer.id,
      bankAccount: details,
      mandate,
      idempotencyKey: key('bank'),
    });
    return { customer, method };
  }

  it('a US account (stripe_b2b_us) is pending until 32 and 45 cents are confirmed; then a debit processes and settles', async () => {
    const { customer, method } = await bankMethod(us);
    expect(method).toMatchObject({
      type: 'us_bank_account',
      bankAccount: { last4: '6789', bankCode: '110000000' },
      verification: { status: 'pending', verificationId: method.id },
    });
    const request = { customerId: customer.id, paymentMethodId: method.id, amount: { cents: 9900, currency: 'usd' } };
    const unverified = await expectPaymentError(
      gateway.charge({ ...request, idempotencyKey: key('charge') }),
      PaymentErrorCode.PAYMENT_METHOD_NOT_VERIFIED,
    );
    expect(unverified.message).toBe('Verification is required');

    const verified = await gateway.verifyMicroDeposits({ verificationId: method.id, amountsCents: [45, 32] });
    expect(verified.verification.status).toBe('verified');

    const payment = await gateway.charge({ ...request, idempotencyKey: key('charge') });
    expect(payment).toMatchObject({ status: 'processing', amountReceivedCents: 0 });
    expect(await gateway.getPayment(payment.id)).toMatchObject({ status: 'succeeded', amountReceivedCents: 9900 });
  });

  it('a Canadian account (stripe_b2b_ca) keeps institution and transit numbers, not the account number', async () => {
    const { method } = await bankMethod(ca);
    expect(method).toMatchObject({
      type: 'acss_debit',
      bankAccount: { last4: '6789', bankCode: '000-11000' },
      verification: { status: 'pending' },
    });
    const [row] = await database.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, method.id));
    expect(JSON.stringify(row)).not.toContain('000123456789');
  });

  it('an IBAN needs no micro-deposits', async () => {
    const { method } = await bankMethod({ kind: 'iban', holderName: 'Acme GmbH', iban: 'DE89 3704 0044 0532 0130 00' });
    expect(method).toMatchObject({ type: 'sepa_debit', verification: { status: 'verified', verificationId: null } });
  });

  it('bank accounts cannot be pre-authorised', async () => {
    const { customer, method } = await bankMethod({
      kind: 'iban',
      holderName: 'Acme GmbH',
      iban: 'DE89370400440532013000',
    });
    await expectPaymentError(
      gateway.authorize({
        customerId: customer.id,
        paymentMethodId: method.id,
        amount: cad(100),
        idempotencyKey: key(),
      }),
      PaymentErrorCode.PAYMENT_INTENT_UNEXPECTED_STATE,
    );
  });

  it.each([
    ['routing number', { ...us, routingNumber: '110000001' }, 'routing_number'],
    ['US account number', { ...us, accountNumber: '12' }, 'account_number'],
    ['transit number', { ...ca, transitNumber: '1100' }, 'transit_number'],
    ['institution number', { ...ca, institutionNumber: '0001' }, 'institution_number'],
    ['CA account number', { ...ca, accountNumber: '123' }, 'account_number'],
    ['IBAN', { kind: 'iban', holderName: 'A', iban: 'DE89370400440532013001' }, 'iban'],
    ['holder name', { ...us, holderName: ' ' }, 'account_holder_name'],
  ] as [string, BankAccountDetails, string][])('refuses an invalid %s', async (_label, details, param) => {
    const customer = await gateway.createCustomer({ idempotencyKey: key('cus') });
    const error = await expectPaymentError(
      gateway.createBankAccountPaymentMethod({
        customerId: customer.id,
        bankAccount: details,
        mandate,
        idempotencyKey: key(),
      }),
      PaymentErrorCode.INVALID_BANK_ACCOUNT,
    );
    expect(error.param).toBe(param);
  });

  it('wrong amounts are refused with a code, counted, and limited', async () => {
    const { method } = await bankMethod(ca);
    const wrong = await expectPaymentError(
      gateway.verifyMicroDeposits({ verificationId: method.id, amountsCents: [32, 46] }),
      PaymentErrorCode.MICRODEPOSIT_AMOUNTS_MISMATCH,
    );
    expect(wrong.message).toContain(`${MICRODEPOSIT_MAX_ATTEMPTS - 1} verification attempts remaining`);
    for (let attempt = 2; attempt < MICRODEPOSIT_MAX_ATTEMPTS; attempt += 1) {
      await expectPaymentError(
        gateway.verifyMicroDeposits({ verificationId: method.id, amountsCents: [1, 2] }),
        PaymentErrorCode.MICRODEPOSIT_AMOUNTS_MISMATCH,
      );
    }
    await expectPaymentError(
      gateway.verifyMicroDeposits({ verificationId: method.id, amountsCents: [1, 2] }),
      PaymentErrorCode.MICRODEPOSIT_ATTEMPTS_EXCEEDED,
    );
    // Even the right amounts are refused now.
    await expectPaymentError(
      gateway.verifyMicroDeposits({ verificationId: method.id, amountsCents: [32, 45] }),
      PaymentErrorCode.MICRODEPOSIT_ATTEMPTS_EXCEEDED,
    );
    const [row] = await database.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, method.id));
    expect(row).toMatchObject({ verificationStatus: 'failed', verificationAttempts: MICRODEPOSIT_MAX_ATTEMPTS });
  });

  it('a card has nothing to verify', async () => {
    const { method } = await customerWithCard('4242424242424242');
    await expectPaymentError(
      gateway.verifyMicroDeposits({ verificationId: method.id, amountsCents: [32, 45] }),
      PaymentErrorCode.RESOURCE_MISSING,
    );
  });
});

describe('sandbox gateway: idempotency', () => {
  async function countPayments(customerId: string) {
    return (await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.customerId, customerId))).length;
  }

  it('the same key and request twice returns the same authorisation and creates one', async () => {
    const { customer, method } = await customerWithCard('4242424242424242');
    const request = {
      customerId: customer.id,
      paymentMethodId: method.id,
      amount: cad(7000),
      idempotencyKey: key('auth'),
    };
    const first = await gateway.authorize(request);
    const second = await gateway.authorize({ ...request });
    expect(second).toEqual(first);
    expect(await countPayments(customer.id)).toBe(1);
  });

  it('concurrent calls with the same key create one authorisation', async () => {
    const { customer, method } = await customerWithCard('4242424242424242');
    const request = {
      customerId: customer.id,
      paymentMethodId: method.id,
      amount: cad(7000),
      idempotencyKey: key('auth'),
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => gateway.authorize({ ...request })));
    expect(new Set(results.map((payment: Payment) => payment.id)).size).toBe(1);
    expect(await countPayments(customer.id)).toBe(1);
  });

  it('a reused key with a different request is an error and changes nothing', async () => {
    const { customer, method } = await customerWithCard('4242424242424242');
    const idempotencyKey = key('auth');
    await gateway.authorize({ customerId: customer.id, paymentMethodId: method.id, amount: cad(7000), idempotencyKey });
    await expectPaymentError(
      gateway.authorize({ customerId: customer.id, paymentMethodId: method.id, amount: cad(7001), idempotencyKey }),
      PaymentErrorCode.IDEMPOTENCY_KEY_IN_USE,
    );
    await expectPaymentError(
      gateway.charge({ customerId: customer.id, paymentMethodId: method.id, amount: cad(7000), idempotencyKey }),
      PaymentErrorCode.IDEMPOTENCY_KEY_IN_USE,
    );
    expect(await countPayments(customer.id)).toBe(1);
  });

  it('a declined payment is remembered under its key too', async () => {
    const { customer, method } = await customerWithCard('4000000000000002');
    const request = {
      customerId: customer.id,
      paymentMethodId: method.id,
      amount: cad(7000),
      idempotencyKey: key('auth'),
    };
    const first = await gateway.authorize(request);
    expect(await gateway.authorize(request)).toEqual(first);
    expect(await countPayments(customer.id)).toBe(1);
  });

  it('a capture retried with its key captures once; a refund retried with its key refunds once', async () => {
    const { customer, method } = await customerWithCard('4242424242424242');
    const payment = await gateway.authorize({
      customerId: customer.id,
      paymentMethodId: method.id,
      amount: cad(10_000),
      idempotencyKey: key('auth'),
    });
    const captureKey = key('cap');
    const [a, b] = await Promise.all([
      gateway.capture({ paymentId: payment.id, amountCents: 8000, idempotencyKey: captureKey }),
      gateway.capture({ paymentId: payment.id, amountCents: 8000, idempotencyKey: captureKey }),
    ]);
    expect(a).toEqual(b);
    expect(a.amountReceivedCents).toBe(8000);

    const refundKey = key('refund');
    const first = await gateway.refund({ paymentId: payment.id, amountCents: 3000, idempotencyKey: refundKey });
    expect(await gateway.refund({ paymentId: payment.id, amountCents: 3000, idempotencyKey: refundKey })).toEqual(
      first,
    );
    expect((await gateway.getPayment(payment.id)).amountRefundedCents).toBe(3000);
  });

  it('requires an idempotency key of 1 to 255 characters', async () => {
    const { customer, method } = await customerWithCard('4242424242424242');
    for (const idempotencyKey of ['', 'k'.repeat(256)]) {
      await expectPaymentError(
        gateway.authorize({ customerId: customer.id, paymentMethodId: method.id, amount: cad(100), idempotencyKey }),
        PaymentErrorCode.PARAMETER_MISSING,
      );
    }
    expect(await countPayments(customer.id)).toBe(0);
  });

  it('an operation refused by a rule stores nothing under its key', async () => {
    const { customer, method } = await customerWithCard('4242424242424242');
    const payment = await gateway.authorize({
      customerId: customer.id,
      paymentMethodId: method.id,
      amount: cad(1000),
      idempotencyKey: key('auth'),
    });
    const captureKey = key('cap');
    await expectPaymentError(
      gateway.capture({ paymentId: payment.id, amountCents: 1001, idempotencyKey: captureKey }),
      PaymentErrorCode.AMOUNT_TOO_LARGE,
    );
    await expect(
      gateway.capture({ paymentId: payment.id, amountCents: 1001, idempotencyKey: captureKey }),
    ).rejects.toThrow(PaymentError);
  });
});

describe('sandbox gateway: capture, cancel and refund rules', () => {
  async function authorised(cents = 10_000) {
    const { customer, method } = await customerWithCard('4242424242424242');
    return gateway.authorize({
      customerId: customer.id,
      paymentMethodId: method.id,
      amount: cad(cents),
      idempotencyKey: key('auth'),
    });
  }

  it('captures part of an authorisation; the rest is released', async () => {
    const payment = await authorised(10_000);
    const captured = await gateway.capture({ paymentId: payment.id, amountCents: 9000, idempotencyKey: key('cap') });
    expect(captured).toMatchObject({ status: 'succeeded', amountReceivedCents: 9000, amountCapturableCents: 0 });
    await expectPaymentError(
      gateway.capture({ paymentId: payment.id, amountCents: 1000, idempotencyKey: key('cap') }),
      PaymentErrorCode.PAYMENT_INTENT_UNEXPECTED_STATE,
    );
  });

  it('cannot capture more than authorised, nor zero or a fraction of a cent', async () => {
    const payment = await authorised(10_000);
    await expectPaymentError(
      gateway.capture({ paymentId: payment.id, amountCents: 10_001, idempotencyKey: key('cap') }),
      PaymentErrorCode.AMOUNT_TOO_LARGE,
    );
    await expectPaymentError(
      gateway.capture({ paymentId: payment.id, amountCents: 0, idempotencyKey: key('cap') }),
      PaymentErrorCode.INVALID_AMOUNT,
    );
    await expectPaymentError(
      gateway.capture({ paymentId: payment.id, amountCents: 10.5, idempotencyKey: key('cap') }),
      PaymentErrorCode.INVALID_AMOUNT,
    );
    expect(await gateway.getPayment(payment.id)).toMatchObject({
      status: 'requires_capture',
      amountCapturableCents: 10_000,
    });
  });

  it('a cancelled authorisation is released and cannot be captured or cancelled again', async () => {
    const payment = await authorised();
    const canceled = await gateway.cancel({ paymentId: payment.id, idempotencyKey: key('cancel') });
    expect(canceled).toMatchObject({ status: 'canceled', amountCapturableCents: 0, amountReceivedCents: 0 });
    await expectPaymentError(
      gateway.capture({ paymentId: payment.id, idempotencyKey: key('cap') }),
      PaymentErrorCode.PAYMENT_INTENT_UNEXPECTED_STATE,
    );
    await expectPaymentError(
      gateway.cancel({ paymentId: payment.id, idempotencyKey: key('cancel') }),
      PaymentErrorCode.PAYMENT_INTENT_UNEXPECTED_STATE,
    );
    await expectPaymentError(
      gateway.refund({ paymentId: payment.id, idempotencyKey: key('refund') }),
      PaymentErrorCode.PAYMENT_INTENT_UNEXPECTED_STATE,
    );
  });

  it('a captured payment cannot be cancelled; it is refunded, in parts, up to what was taken', async () => {
    const payment = await authorised(10_000);
    await gateway.capture({ paymentId: payment.id, amountCents: 6000, idempotencyKey: key('cap') });
    await expectPaymentError(
      gateway.cancel({ paymentId: payment.id, idempotencyKey: key('cancel') }),
      PaymentErrorCode.PAYMENT_INTENT_UNEXPECTED_STATE,
    );
    await expectPaymentError(
      gateway.refund({ paymentId: payment.id, amountCents: 6001, idempotencyKey: key('refund') }),
      PaymentErrorCode.AMOUNT_TOO_LARGE,
    );
    const part = await gateway.refund({ paymentId: payment.id, amountCents: 1000, idempotencyKey: key('refund') });
    expect(part).toMatchObject({ paymentId: payment.id, amountCents: 1000, status: 'succeeded' });
    const rest = await gateway.refund({ paymentId: payment.id, idempotencyKey: key('refund') });
    expect(rest.amountCents).toBe(5000);
    await expectPaymentError(
      gateway.refund({ paymentId: payment.id, idempotencyKey: key('refund') }),
      PaymentErrorCode.CHARGE_ALREADY_REFUNDED,
    );
    expect(await gateway.getPayment(payment.id)).toMatchObject({
      amountReceivedCents: 6000,
      amountRefundedCents: 6000,
    });
  });

  it('an uncaptured authorisation cannot be refunded; unknown payments are missing', async () => {
    const payment = await authorised();
    await expectPaymentError(
      gateway.refund({ paymentId: payment.id, idempotencyKey: key('refund') }),
      PaymentErrorCode.PAYMENT_INTENT_UNEXPECTED_STATE,
    );
    await expectPaymentError(gateway.getPayment('pi_nope'), PaymentErrorCode.RESOURCE_MISSING);
    await expectPaymentError(
      gateway.capture({ paymentId: 'pi_nope', idempotencyKey: key('cap') }),
      PaymentErrorCode.RESOURCE_MISSING,
    );
  });

  it("refuses another customer's payment method", async () => {
    const { method } = await customerWithCard('4242424242424242');
    const other = await gateway.createCustomer({ idempotencyKey: key('cus') });
    await expectPaymentError(
      gateway.authorize({ customerId: other.id, paymentMethodId: method.id, amount: cad(100), idempotencyKey: key() }),
      PaymentErrorCode.RESOURCE_MISSING,
    );
    await expectPaymentError(
      gateway.attachPaymentMethod({ customerId: other.id, paymentMethodId: method.id }),
      PaymentErrorCode.PAYMENT_INTENT_UNEXPECTED_STATE,
    );
  });

  it('refuses setup intents: cards come from its own card form', async () => {
    const customer = await gateway.createCustomer({ idempotencyKey: key('cus') });
    await expectPaymentError(
      gateway.createSetupIntent({ customerId: customer.id, idempotencyKey: key('seti') }),
      PaymentErrorCode.UNSUPPORTED_OPERATION,
    );
  });

  it('survives a restart: a new gateway over the same database sees the authorisation', async () => {
    const payment = await authorised(4200);
    const restarted = new SandboxGateway(() => Promise.resolve(database.db), { now: () => NOW });
    expect(await restarted.getPayment(payment.id)).toEqual(payment);
  });
});

describe('sandbox gateway: webhooks', () => {
  const event = JSON.stringify({
    id: 'evt_1',
    type: 'payment_intent.succeeded',
    created: Math.floor(NOW.getTime() / 1000),
    data: {
      object: { id: 'pi_1', object: 'payment_intent', status: 'succeeded', amount: 100, currency: 'cad', metadata: {} },
    },
  });

  it('reads its own signed events and refuses others', async () => {
    const header = signWebhookPayload(event, 'whsec_sandbox', Math.floor(NOW.getTime() / 1000));
    await expect(gateway.parseWebhookEvent(event, header)).resolves.toMatchObject({
      id: 'evt_1',
      type: 'payment.succeeded',
      paymentId: 'pi_1',
      status: 'succeeded',
    });
    await expectPaymentError(
      gateway.parseWebhookEvent(event, signWebhookPayload(event, 'whsec_other', Math.floor(NOW.getTime() / 1000))),
      PaymentErrorCode.WEBHOOK_SIGNATURE_INVALID,
    );
  });
});
