import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type DatabaseHandle } from '@/server/db/database';
import { openDatabase } from '@/server/seed/open-database';
import { sandboxPayments, sandboxRefunds } from '@/server/db/schema';
import { PaymentError, PaymentErrorCode } from '@/server/payment-gateway/errors';
import { SandboxGateway } from '@/server/payment-gateway/sandbox';

/**
 * The sandbox's idempotency and state rules under real concurrency: PGlite runs one transaction
 * at a time, PostgreSQL (a pool of 10 connections) does not. Skipped without TEST_DATABASE_URL.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('payments sandbox on PostgreSQL (TEST_DATABASE_URL)', () => {
  const databaseName = `payments_test_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let handle: DatabaseHandle;
  let gateway: SandboxGateway;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${databaseName}`;
    handle = await openDatabase({ databaseUrl: url.toString(), seed: false });
    gateway = new SandboxGateway(() => Promise.resolve(handle.db));
  });

  afterAll(async () => {
    await handle?.close();
    await admin.query(`drop database if exists ${databaseName}`);
    await admin.end();
  });

  async function cardCustomer() {
    const customer = await gateway.createCustomer({ idempotencyKey: `cus-${randomBytes(4).toString('hex')}` });
    const method = await gateway.createCardPaymentMethod({
      customerId: customer.id,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' },
      idempotencyKey: `pm-${randomBytes(4).toString('hex')}`,
    });
    return { customer, method };
  }

  it('concurrent authorisations with one key create one authorisation and all answer it', async () => {
    const { customer, method } = await cardCustomer();
    const request = {
      customerId: customer.id,
      paymentMethodId: method.id,
      amount: { cents: 12_345, currency: 'usd' },
      idempotencyKey: 'order-42:authorize',
    };
    const results = await Promise.all(Array.from({ length: 8 }, () => gateway.authorize({ ...request })));
    expect(new Set(results.map((payment) => payment.id)).size).toBe(1);
    const rows = await handle.db.select().from(sandboxPayments).where(eq(sandboxPayments.customerId, customer.id));
    expect(rows).toHaveLength(1);
  });

  it('concurrent captures with different keys capture once; the others find it captured', async () => {
    const { customer, method } = await cardCustomer();
    const payment = await gateway.authorize({
      customerId: customer.id,
      paymentMethodId: method.id,
      amount: { cents: 10_000, currency: 'usd' },
      idempotencyKey: `auth-${randomBytes(4).toString('hex')}`,
    });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, index) =>
        gateway.capture({ paymentId: payment.id, amountCents: 10_000, idempotencyKey: `cap-${payment.id}-${index}` }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toBeInstanceOf(PaymentError);
        expect((outcome.reason as PaymentError).code).toBe(PaymentErrorCode.PAYMENT_INTENT_UNEXPECTED_STATE);
      }
    }
    expect(await gateway.getPayment(payment.id)).toMatchObject({ status: 'succeeded', amountReceivedCents: 10_000 });
  });

  it('concurrent refunds never refund more than was taken', async () => {
    const { customer, method } = await cardCustomer();
    const payment = await gateway.charge({
      customerId: customer.id,
      paymentMethodId: method.id,
      amount: { cents: 5000, currency: 'usd' },
      idempotencyKey: `charge-${randomBytes(4).toString('hex')}`,
    });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) =>
        gateway.refund({ paymentId: payment.id, amountCents: 2000, idempotencyKey: `refund-${payment.id}-${index}` }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
    const refunds = await handle.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, payment.id));
    expect(refunds.reduce((sum, refund) => sum + refund.amountCents, 0)).toBe(4000);
    expect(await gateway.getPayment(payment.id)).toMatchObject({ amountRefundedCents: 4000 });
  });
});
