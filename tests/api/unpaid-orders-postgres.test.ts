import { randomBytes } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cardPaymentMethodSchema, placeOrderInputSchema } from '@/lib/validation';
import { type DatabaseHandle } from '@/server/db/database';
import { openDatabase } from '@/server/seed/open-database';
import {
  cities,
  companies,
  deliveryWindowBookings,
  orderPayments,
  orders,
  products,
  suppliers,
} from '@/server/db/schema';
import { SandboxGateway } from '@/server/payment-gateway/sandbox';
import { type OrderRecord } from '@/server/services/orders/orders';
import { placeOrder } from '@/server/services/orders/placing';
import { quoteOrder } from '@/server/services/catalogue/quote';
import { createCardPaymentMethod } from '@/server/services/payments/methods';
import { payOrder } from '@/server/services/payments/order-pay';
import { cancelUnpaidOrders } from '@/server/services/payments/unpaid-orders';
import { createTestDatabase, testDatabaseAdminUrl } from '@/tests/support/postgres';

/**
 * The unpaid-orders job on real PostgreSQL, where several instances' jobs really run at once
 * (PGlite runs transactions one after another): each unpaid order is canceled once, its trucks
 * and referral credit given back once, and a payment landing at the same moment either keeps
 * its order or is refused: never money held for a canceled order. Skipped without
 * TEST_DATABASE_URL.
 */
describe.skipIf(!testDatabaseAdminUrl)('unpaid orders on PostgreSQL (TEST_DATABASE_URL)', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let gateway: SandboxGateway;
  let keys = 0;
  const key = (label: string) => `${label}-${(++keys).toString().padStart(6, '0')}`;
  const TTL = 2 * 3_600_000;
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    const database = await createTestDatabase('unpaid_orders_test');
    drop = database.drop;
    handle = await openDatabase({ databaseUrl: database.url });
    gateway = new SandboxGateway(() => Promise.resolve(handle.db));
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  async function newCompany(referralCreditCents = 0) {
    const [company] = await handle.db
      .insert(companies)
      .values({ name: `Keystone ${randomBytes(3).toString('hex')}`, referralCreditCents })
      .returning();
    return company!.id;
  }

  async function orderFor(companyId: string, windowStartHour: number) {
    const { db } = handle;
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
        schedule: { date, trucks: 1, minutesBetweenTrucks: 0, windowStartHour },
        delivery: { cityId: toronto!.id, address: '100 King Street West', postalCode: 'M5X 1A9' },
        paymentType: 'card',
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

  const bookedTrucks = async (supplierId: string, windowStartHour: number) => {
    const [row] = await handle.db
      .select({ booked: deliveryWindowBookings.bookedTrucks })
      .from(deliveryWindowBookings)
      .where(
        and(
          eq(deliveryWindowBookings.supplierId, supplierId),
          eq(deliveryWindowBookings.deliveryDate, date),
          eq(deliveryWindowBookings.windowStartHour, windowStartHour),
        ),
      );
    return row?.booked ?? 0;
  };

  it('cancels each unpaid order once when four instances run the job at once', async () => {
    const companyId = await newCompany(3000);
    const placed: OrderRecord[] = [];
    for (let n = 0; n < 6; n += 1) placed.push(await orderFor(companyId, 6));
    const supplierId = placed[0]!.supplierId;
    expect(await bookedTrucks(supplierId, 6)).toBe(6);
    const [before] = await handle.db.select().from(companies).where(eq(companies.id, companyId));
    const creditUsed = placed.reduce((sum, order) => sum + order.referralCreditAppliedCents, 0);
    expect(creditUsed).toBeGreaterThan(0);

    const later = new Date(Date.now() + 3 * 3_600_000);
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => cancelUnpaidOrders(handle.db, gateway, { ttlMs: TTL, now: later })),
    );
    const canceled = runs.flat().filter((id) => placed.some((order) => order.id === id));
    expect(canceled.sort()).toEqual(placed.map((order) => order.id).sort());
    expect(await bookedTrucks(supplierId, 6)).toBe(0);
    const [after] = await handle.db.select().from(companies).where(eq(companies.id, companyId));
    expect(after!.referralCreditCents).toBe(before!.referralCreditCents + creditUsed);
  });

  it('never leaves money held on an order canceled while it was being paid', async () => {
    const companyId = await newCompany();
    const card = await createCardPaymentMethod(handle.db, gateway, {
      companyId,
      card: cardPaymentMethodSchema.parse({
        number: '4242424242424242',
        expiry: '12/30',
        cvc: '123',
        cardholderName: 'Sam Builder',
        zip: 'M5V 2T6',
      }),
      idempotencyKey: key('card'),
      origin: { address: '203.0.113.11', userAgent: 'UnpaidOrdersPostgresTest' },
    });
    for (let n = 0; n < 4; n += 1) {
      const order = await orderFor(companyId, 10);
      const later = new Date(Date.now() + 3 * 3_600_000);
      await Promise.allSettled([
        payOrder(handle.db, gateway, {
          companyId,
          input: { orderId: order.id, paymentMethodId: card.id },
          idempotencyKey: key('pay'),
        }),
        cancelUnpaidOrders(handle.db, gateway, { ttlMs: TTL, now: later }),
      ]);
      const [row] = await handle.db.select().from(orders).where(eq(orders.id, order.id));
      const attempts = await handle.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
      if (row!.status === 'canceled') {
        expect(attempts.filter((attempt) => attempt.status === 'authorized')).toEqual([]);
      } else {
        expect(row!.paymentStatus).toBe('authorized');
      }
    }
  });
});
