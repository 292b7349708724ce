import { randomBytes } from 'node:crypto';

import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cardPaymentMethodSchema, placeOrderInputSchema } from '@/lib/validation';
import { type DatabaseHandle } from '@/server/db/database';
import { openDatabase } from '@/server/seed/open-database';
import { cities, companies, orderPayments, orders, products, sandboxPayments, suppliers } from '@/server/db/schema';
import { SandboxGateway } from '@/server/payment-gateway/sandbox';
import { placeOrder } from '@/server/services/orders/placing';
import { quoteOrder } from '@/server/services/catalogue/quote';
import { createCardPaymentMethod } from '@/server/services/payments/methods';
import { payOrder } from '@/server/services/payments/order-pay';
import { runPaymentJobs } from '@/server/services/payments/payment-jobs';
import { approveCreditDirectly } from '../support/credit';

/**
 * Paying orders on real PostgreSQL, where concurrent transactions really run at once (PGlite
 * runs them one after another): concurrent attempts on one order make one authorisation,
 * concurrent orders on terms never pass the credit limit, and charge jobs on several instances
 * capture each authorisation once. Skipped without TEST_DATABASE_URL.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('payments on PostgreSQL (TEST_DATABASE_URL)', () => {
  const databaseName = `payments_orders_test_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let handle: DatabaseHandle;
  let gateway: SandboxGateway;
  let slot = 0;
  let keys = 0;
  const key = (label: string) => `${label}-${(++keys).toString().padStart(6, '0')}`;
  const origin = { address: '203.0.113.10', userAgent: 'PaymentsPostgresTest' };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${databaseName}`;
    handle = await openDatabase({ databaseUrl: url.toString() });
    gateway = new SandboxGateway(() => Promise.resolve(handle.db));
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await admin?.query(`drop database if exists ${databaseName}`);
    await admin?.end();
  });

  async function newCompany() {
    const [company] = await handle.db
      .insert(companies)
      .values({ name: `Keystone ${randomBytes(3).toString('hex')}` })
      .returning();
    return company!.id;
  }

  async function orderFor(companyId: string, paymentType: 'card' | 'flexPayment') {
    const { db } = handle;
    slot += 1;
    const [supplier] = await db.select().from(suppliers).where(eq(suppliers.slug, 'northpeak-ready-mix'));
    const [product] = await db
      .select()
      .from(products)
      .where(and(eq(products.supplierId, supplier!.id), eq(products.sku, 'NP-RM-25')));
    const [toronto] = await db.select().from(cities).where(eq(cities.slug, 'toronto'));
    const draft = placeOrderInputSchema.parse({
      quote: {
        supplierId: supplier!.id,
        productId: product!.id,
        quantity: 2,
        unit: 'm3',
        extraIds: [],
        schedule: {
          date: new Date(Date.now() + (20 + slot) * 86_400_000).toISOString().slice(0, 10),
          trucks: 1,
          minutesBetweenTrucks: 0,
          windowStartHour: 10,
        },
        delivery: { cityId: toronto!.id, address: '100 King Street West', postalCode: 'M5X 1A9' },
        paymentType,
      },
      quoteFingerprint: 'pending',
      contact: { name: 'Sam', email: 'sam@keystone.example', phoneNumber: '+1 416 555 0101' },
    });
    const { quote } = await quoteOrder(db, draft.quote, { companyId });
    return placeOrder(db, {
      companyId,
      userId: null,
      input: { ...draft, quoteFingerprint: quote.fingerprint },
      idempotencyKey: key('place'),
    });
  }

  async function cardOf(companyId: string) {
    const card = cardPaymentMethodSchema.parse({
      number: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
      cardholderName: 'Sam Lee',
      zip: 'M5V 2T6',
    });
    const method = await createCardPaymentMethod(handle.db, gateway, {
      companyId,
      card,
      idempotencyKey: key('card'),
      origin,
    });
    return method.id;
  }

  const codeOf = (reason: unknown) => (reason as { extensions?: { code?: string } }).extensions?.code;

  async function gatewayPaymentsOf(orderId: string) {
    const attempts = await handle.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
    const ids = attempts.flatMap((attempt) => (attempt.gatewayPaymentId ? [attempt.gatewayPaymentId] : []));
    return ids.length ? handle.db.select().from(sandboxPayments).where(inArray(sandboxPayments.id, ids)) : [];
  }

  it('authorises an order once under concurrent attempts with different keys', async () => {
    const companyId = await newCompany();
    const order = await orderFor(companyId, 'card');
    const methodId = await cardOf(companyId);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        payOrder(handle.db, gateway, {
          companyId,
          input: { orderId: order.id, paymentMethodId: methodId },
          idempotencyKey: key('race'),
        }),
      ),
    );
    const paid = results.filter((result) => result.status === 'fulfilled');
    expect(paid).toHaveLength(1);
    expect(
      results.filter((result) => result.status === 'rejected' && codeOf(result.reason) === 'PAYMENT_IN_PROCESS'),
    ).toHaveLength(7);
    expect(await gatewayPaymentsOf(order.id)).toHaveLength(1);
    const [row] = await handle.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentStatus).toBe('authorized');
  }, 60_000);

  it('answers one payment to concurrent requests with the same key', async () => {
    const companyId = await newCompany();
    const order = await orderFor(companyId, 'card');
    const methodId = await cardOf(companyId);
    const sameKey = key('same');
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        payOrder(handle.db, gateway, {
          companyId,
          input: { orderId: order.id, paymentMethodId: methodId },
          idempotencyKey: sameKey,
        }),
      ),
    );
    const answered = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.id] : []));
    expect(answered.length).toBeGreaterThanOrEqual(1);
    expect(new Set(answered).size).toBe(1);
    // A duplicate still waiting on the first request's gateway call may be told it is in process.
    for (const result of results) {
      if (result.status === 'rejected') expect(codeOf(result.reason)).toBe('PAYMENT_IN_PROCESS');
    }
    expect(await gatewayPaymentsOf(order.id)).toHaveLength(1);
  }, 60_000);

  it('never passes the credit limit with concurrent orders on terms', async () => {
    const companyId = await newCompany();
    const placed = [];
    for (let index = 0; index < 6; index += 1) placed.push(await orderFor(companyId, 'flexPayment'));
    const due = placed[0]!.amountDueCents;
    await approveCreditDirectly(handle.db, companyId, null, Math.floor((due * 2.5) / 10_000) * 10_000);
    const results = await Promise.allSettled(
      placed.map((order) =>
        payOrder(handle.db, gateway, {
          companyId,
          input: { orderId: order.id, paymentMethodId: null },
          idempotencyKey: key('terms'),
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    expect(
      results.filter((result) => result.status === 'rejected' && codeOf(result.reason) === 'CREDIT_LIMIT_EXCEEDED'),
    ).toHaveLength(4);
  }, 60_000);

  it('captures each due authorisation once with charge jobs running on several instances', async () => {
    const companyId = await newCompany();
    const methodId = await cardOf(companyId);
    const placed = [];
    for (let index = 0; index < 5; index += 1) {
      const order = await orderFor(companyId, 'card');
      await payOrder(handle.db, gateway, {
        companyId,
        input: { orderId: order.id, paymentMethodId: methodId },
        idempotencyKey: key('held'),
      });
      placed.push(order);
    }
    const later = new Date(Math.max(...placed.map((order) => Date.parse(order.deliveryStartsAt))));
    const reports = await Promise.all(
      Array.from({ length: 4 }, () => runPaymentJobs(handle.db, gateway, { now: later })),
    );
    expect(reports.reduce((total, report) => total + report.captured, 0)).toBeGreaterThanOrEqual(5);
    for (const order of placed) {
      const payments = await gatewayPaymentsOf(order.id);
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({ status: 'succeeded', amountReceivedCents: order.amountDueCents });
      const [row] = await handle.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row!.paymentStatus).toBe('succeeded');
    }
  }, 60_000);
});
