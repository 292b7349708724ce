import { randomBytes } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { placeOrderInputSchema } from '@/lib/validation';
import { type DatabaseHandle } from '@/server/db/database';
import { openDatabase } from '@/server/seed/open-database';
import {
  cities,
  companies,
  deliveryWindowBookings,
  orders,
  products,
  supplierDeliverySettings,
  suppliers,
} from '@/server/db/schema';
import { placeOrder } from '@/server/services/orders/placing';
import { quoteOrder } from '@/server/services/catalogue/quote';

/**
 * Booking delivery windows on real PostgreSQL, where concurrent transactions really run at once
 * (PGlite runs them one after another): the conditional UPDATE must still never overbook, and
 * one idempotency key must still make one order.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('ordering on PostgreSQL (TEST_DATABASE_URL)', () => {
  const databaseName = `ordering_test_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let handle: DatabaseHandle;
  let companyId: string;
  let supplierId: string;
  let capacity: number;
  let baseInput: ReturnType<typeof placeOrderInputSchema.parse>;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${databaseName}`;
    handle = await openDatabase({ databaseUrl: url.toString() });
    const { db } = handle;
    const [company] = await db.insert(companies).values({ name: 'Keystone (test)' }).returning();
    companyId = company!.id;
    const [supplier] = await db.select().from(suppliers).where(eq(suppliers.slug, 'northpeak-ready-mix'));
    supplierId = supplier!.id;
    const [settings] = await db
      .select()
      .from(supplierDeliverySettings)
      .where(eq(supplierDeliverySettings.supplierId, supplierId));
    capacity = settings!.windowCapacityTrucks;
    const [product] = await db
      .select()
      .from(products)
      .where(and(eq(products.supplierId, supplierId), eq(products.sku, 'NP-RM-25')));
    const [toronto] = await db.select().from(cities).where(eq(cities.slug, 'toronto'));
    const date = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    const quoteInput = {
      supplierId,
      productId: product!.id,
      quantity: 2,
      unit: 'm3',
      extraIds: [],
      schedule: { date, trucks: 1, minutesBetweenTrucks: 0, windowStartHour: 10 },
      delivery: { cityId: toronto!.id, address: '100 King Street West', postalCode: 'M5X 1A9' },
      paymentType: 'card',
    };
    const draft = placeOrderInputSchema.parse({
      quote: quoteInput,
      quoteFingerprint: 'pending',
      contact: { name: 'Sam', email: 'sam@keystone.example', phoneNumber: '+1 416 555 0101' },
    });
    const { quote } = await quoteOrder(db, draft.quote, { companyId });
    baseInput = { ...draft, quoteFingerprint: quote.fingerprint };
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await admin?.query(`drop database if exists ${databaseName}`);
    await admin?.end();
  });

  it('books exactly the capacity of a window under concurrent orders', async () => {
    const attempts = capacity + 6;
    const results = await Promise.allSettled(
      Array.from({ length: attempts }, (_, index) =>
        placeOrder(handle.db, { companyId, userId: null, input: baseInput, idempotencyKey: `pg-concurrent-${index}` }),
      ),
    );
    const placed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter(
      (result) =>
        result.status === 'rejected' &&
        (result.reason as { extensions?: { code?: string } }).extensions?.code === 'DELIVERY_WINDOW_UNAVAILABLE',
    );
    expect(placed).toHaveLength(capacity);
    expect(refused).toHaveLength(attempts - capacity);
    const [booking] = await handle.db
      .select()
      .from(deliveryWindowBookings)
      .where(eq(deliveryWindowBookings.supplierId, supplierId));
    expect(booking!.bookedTrucks).toBe(capacity);
  }, 60_000);

  it('makes one order for one idempotency key sent concurrently', async () => {
    const input = {
      ...baseInput,
      quote: { ...baseInput.quote, schedule: { ...baseInput.quote.schedule, windowStartHour: 14 } },
    };
    const { quote } = await quoteOrder(handle.db, input.quote, { companyId });
    const sameKey = { ...input, quoteFingerprint: quote.fingerprint };
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        placeOrder(handle.db, { companyId, userId: null, input: sameKey, idempotencyKey: 'pg-same-key-0001' }),
      ),
    );
    expect(new Set(results.map((order) => order.id)).size).toBe(1);
    const rows = await handle.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.idempotencyKey, 'pg-same-key-0001'));
    expect(rows).toHaveLength(1);
    const [booking] = await handle.db
      .select()
      .from(deliveryWindowBookings)
      .where(and(eq(deliveryWindowBookings.supplierId, supplierId), eq(deliveryWindowBookings.windowStartHour, 14)));
    expect(booking!.bookedTrucks).toBe(1);
  }, 60_000);
});
