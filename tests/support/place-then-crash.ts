// A process that places an order and dies by SIGKILL the moment the order's transaction has
// committed, before anything carries out its consequences (tests/api/order-events-outbox.test.ts).
// Run with: node scripts/run-ts.mjs tests/support/place-then-crash.ts <database> <companyId>
// where <database> is a PGlite data directory or a postgres:// URL.
import { and, eq } from 'drizzle-orm';

import { placeOrderInputSchema } from '@/lib/validation';
import { connectDatabase } from '@/server/db/client';
import { cities, products, suppliers } from '@/server/db/schema';
import { quoteOrder } from '@/server/services/catalogue/quote';
import { placeOrder } from '@/server/services/orders/placing';

const [database, companyId] = process.argv.slice(2);
if (!database || !companyId) throw new Error('usage: place-then-crash.ts <database> <companyId>');

const handle = await connectDatabase(
  database.startsWith('postgres') ? { databaseUrl: database } : { dataDir: database },
);
const { db } = handle;
const [supplier] = await db.select().from(suppliers).where(eq(suppliers.slug, 'northpeak-ready-mix'));
const [product] = await db
  .select()
  .from(products)
  .where(and(eq(products.supplierId, supplier!.id), eq(products.sku, 'NP-RM-25')));
const [toronto] = await db.select().from(cities).where(eq(cities.slug, 'toronto'));
const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const quote = {
  supplierId: supplier!.id,
  productId: product!.id,
  quantity: 3,
  unit: 'm3',
  extraIds: [],
  schedule: { date, trucks: 1, minutesBetweenTrucks: 0, windowStartHour: 6 },
  delivery: { cityId: toronto!.id, address: '100 King Street West', postalCode: 'M5X 1A9' },
  paymentType: 'card',
};
const input = placeOrderInputSchema.parse({
  quote,
  quoteFingerprint: 'to be read',
  contact: { name: 'Dana Whitfield', email: 'dana@keystone.example', phoneNumber: '+1 416 555 0100' },
});
const { quote: priced } = await quoteOrder(db, input.quote, { companyId });
const order = await placeOrder(db, {
  companyId,
  userId: null,
  input: { ...input, quoteFingerprint: priced.fingerprint },
  idempotencyKey: 'crash-after-commit',
});
// Committed: the order and its event are in the database. Nothing else happens.
process.stdout.write(`${order.id}\n`);
process.kill(process.pid, 'SIGKILL');
