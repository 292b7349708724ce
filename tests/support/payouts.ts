import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';

import { placeOrderInputSchema } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { cities, products } from '@/server/db/schema';
import type { PaymentGateway } from '@/server/payment-gateway';
import { quoteOrder } from '@/server/services/catalogue/quote';
import { placeOrder } from '@/server/services/orders/placing';
import { payOrder } from '@/server/services/payments/order-pay';

/**
 * For the payout suites: an order of two cubic metres of the supplier's 25 MPa ready-mix to
 * Toronto, delivered on `deliveryDate` and charged on the saved card an hour before delivery
 * (after its charge time: charged at once), so its ledger rows settle for a payout.
 */
export async function paidCardOrder(
  db: Database,
  gateway: PaymentGateway,
  request: {
    supplierId: string;
    companyId: string;
    cardId: string;
    deliveryDate: string;
    key: (label: string) => string;
  },
) {
  const HOUR = 3_600_000;
  const [toronto] = await db.select().from(cities).where(eq(cities.slug, 'toronto'));
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.supplierId, request.supplierId), eq(products.sku, 'NP-RM-25')));
  const draft = placeOrderInputSchema.parse({
    quote: {
      supplierId: request.supplierId,
      productId: product!.id,
      quantity: 2,
      unit: 'm3',
      extraIds: [],
      schedule: { date: request.deliveryDate, trucks: 1, minutesBetweenTrucks: 0, windowStartHour: 14 },
      delivery: { cityId: toronto!.id, address: '100 King Street West', postalCode: 'M5X 1A9' },
      paymentType: 'card',
    },
    quoteFingerprint: 'pending',
    contact: { name: 'Sam', email: 'sam@keystone.example', phoneNumber: '+1 416 555 0101' },
  });
  const { quote } = await quoteOrder(db, draft.quote, { companyId: request.companyId });
  const order = await placeOrder(db, {
    companyId: request.companyId,
    userId: null,
    input: { ...draft, quoteFingerprint: quote.fingerprint },
    idempotencyKey: request.key('place'),
  });
  const paidAt = new Date(new Date(order.deliveryStartsAt).getTime() - HOUR);
  const attempt = await payOrder(db, gateway, {
    companyId: request.companyId,
    input: { orderId: order.id, paymentMethodId: request.cardId },
    idempotencyKey: request.key('pay'),
    now: paidAt,
  });
  expect(attempt.status).toBe('succeeded');
  return { order, attempt, paidAt };
}
