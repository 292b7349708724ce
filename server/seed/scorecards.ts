import 'server-only';

import { asc, eq, like } from 'drizzle-orm';

import type { OrderStatus } from '@/graphql/generated/client/graphql';
import { plannedLoadTimes } from '@/lib/order/load-times';
import type { Database, Transaction } from '@/server/db/database';
import {
  companies,
  orderDisputes,
  orderEvents,
  orderLoads,
  orderRatings,
  orders,
  products,
  suppliers,
} from '@/server/db/schema';

import { oneLineQuote } from './quotes';

/**
 * Orders that already happened, written as the product would have left them: the order (delivered
 * and completed, or canceled), its loads with each step's time, its events (the status history
 * and each load's steps, marked carried out so nothing is mailed now), a rating and a dispute.
 * The demo data gives suppliers a scorecard with it, and the scorecard's test writes the exact
 * histories it checks.
 */
export interface PastOrder {
  /** The delivery window started this many days before now. */
  daysAgo: number;
  quantity: number;
  minutesBetweenTrucks?: number;
  /**
   * Delivered: each load's quantity and when it arrived, in minutes after it was due (the window's
   * start plus the spacing for each load before it); `delivered` is the proof of delivery's
   * quantity when it differs from the load's.
   */
  loads?: { quantity: number; arrivedAfterMinutes: number; delivered?: number }[];
  /** Canceled instead, by whom, this many days before now. */
  canceled?: { by: 'supplier' | 'contractor'; daysAgo: number };
  rating?: { stars: number; daysAgo: number };
  dispute?: { status: 'open' | 'accepted' | 'contested' | 'withdrawn'; daysAgo: number };
}

export interface PastOrderParties {
  supplierId: string;
  companyId: string;
  /** A label that keeps these orders' idempotency keys apart from every other's. */
  key: string;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const DELIVERED_HISTORY: readonly OrderStatus[] = [
  'placed',
  'accepted',
  'scheduled',
  'dispatched',
  'delivered',
  'completed',
];

export async function writePastOrders(
  db: Database | Transaction,
  parties: PastOrderParties,
  past: readonly PastOrder[],
  now: Date,
): Promise<string[]> {
  const [supplier] = await db
    .select({ cityId: suppliers.homeCityId })
    .from(suppliers)
    .where(eq(suppliers.id, parties.supplierId));
  const [product] = await db
    .select()
    .from(products)
    .where(eq(products.supplierId, parties.supplierId))
    .orderBy(asc(products.sku))
    .limit(1);
  if (!supplier?.cityId || !product) throw new Error('A past order needs a supplier with a home city and a product');
  const ids: string[] = [];
  for (const [index, one] of past.entries()) {
    const startsAt = new Date(now.getTime() - one.daysAgo * DAY_MS);
    const placedAt = new Date(startsAt.getTime() - 3 * DAY_MS);
    const canceledAt = one.canceled ? new Date(now.getTime() - one.canceled.daysAgo * DAY_MS) : null;
    const totalCents = Math.round(product.priceCents * one.quantity);
    const key = `${parties.key}-${index}`;
    const minutesBetweenTrucks = one.minutesBetweenTrucks ?? 30;
    const [order] = await db
      .insert(orders)
      .values({
        companyId: parties.companyId,
        supplierId: parties.supplierId,
        productId: product.id,
        productType: product.type,
        productName: product.name,
        quantity: String(one.quantity),
        unit: product.unit,
        trucks: Math.max(1, one.loads?.length ?? 1),
        minutesBetweenTrucks,
        deliveryDate: startsAt.toISOString().slice(0, 10),
        windowStartHour: 8,
        deliveryStartsAt: startsAt,
        cityId: supplier.cityId,
        deliveryAddress: `${100 + index} Demo Site Road`,
        postalCode: 'A1A 1A1',
        contactName: 'Site Lead',
        contactEmail: 'site@ridgeline.example',
        contactPhone: '+15550190002',
        paymentType: 'card',
        paymentStatus: 'succeeded',
        status: canceledAt ? 'canceled' : 'completed',
        cancelReason: one.canceled?.by ?? null,
        canceledAt,
        statusReason: one.canceled?.by === 'supplier' ? 'No truck free that day' : null,
        currency: 'CAD',
        totalCents,
        amountDueCents: totalCents,
        quote: oneLineQuote(product, one.quantity, 'CAD', key),
        quoteFingerprint: key,
        idempotencyKey: key,
        requestHash: key,
        createdAt: placedAt,
        statusChangedAt: canceledAt ?? startsAt,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    ids.push(orderId);

    const events: (typeof orderEvents.$inferInsert)[] = [];
    const event = (at: Date, party: 'contractor' | 'supplier', rest: Partial<typeof orderEvents.$inferInsert>) =>
      events.push({ orderId, party, createdAt: at, dispatchedAt: at, kind: 'status', ...rest });
    if (canceledAt) {
      event(placedAt, 'contractor', { status: 'placed' });
      event(canceledAt, one.canceled!.by, { status: 'canceled' });
    } else {
      DELIVERED_HISTORY.forEach((status, step) =>
        event(
          step < 4 ? new Date(placedAt.getTime() + step * MINUTE_MS) : startsAt,
          step === 0 ? 'contractor' : 'supplier',
          {
            status,
          },
        ),
      );
    }
    let firstLoadId: string | null = null;
    for (const [sequenceIndex, load] of (canceledAt ? [] : (one.loads ?? [])).entries()) {
      const sequence = sequenceIndex + 1;
      const due = plannedLoadTimes({ deliveryStartsAt: startsAt, minutesBetweenTrucks }, sequence).dueAt;
      const arrivedAt = new Date(due.getTime() + load.arrivedAfterMinutes * MINUTE_MS);
      const deliveredAt = new Date(arrivedAt.getTime() + 25 * MINUTE_MS);
      const [row] = await db
        .insert(orderLoads)
        .values({
          orderId,
          sequence,
          quantity: String(load.quantity),
          step: 'delivered',
          loadedAt: new Date(arrivedAt.getTime() - 45 * MINUTE_MS),
          enRouteAt: new Date(arrivedAt.getTime() - 40 * MINUTE_MS),
          arrivedAt,
          unloadingAt: new Date(arrivedAt.getTime() + 5 * MINUTE_MS),
          deliveredAt,
          deliveredQuantity: String(load.delivered ?? load.quantity),
          receivedBy: 'Site Lead',
          createdAt: placedAt,
        })
        .returning({ id: orderLoads.id });
      firstLoadId ??= row!.id;
      for (const [step, at] of [
        ['arrived', arrivedAt],
        ['delivered', deliveredAt],
      ] as const) {
        event(at, 'supplier', { kind: 'load_step', data: { loadId: row!.id, step } });
      }
    }
    await db.insert(orderEvents).values(events);

    if (one.rating) {
      const ratedAt = new Date(now.getTime() - one.rating.daysAgo * DAY_MS);
      await db
        .insert(orderRatings)
        .values({ orderId, supplierId: parties.supplierId, stars: one.rating.stars, createdAt: ratedAt });
      await db
        .insert(orderEvents)
        .values({ orderId, party: 'contractor', kind: 'rated', createdAt: ratedAt, dispatchedAt: ratedAt });
    }
    if (one.dispute && firstLoadId) {
      const openedAt = new Date(now.getTime() - one.dispute.daysAgo * DAY_MS);
      const answered = one.dispute.status === 'accepted' || one.dispute.status === 'contested';
      await db.insert(orderDisputes).values({
        orderId,
        companyId: parties.companyId,
        loadId: firstLoadId,
        reason: 'short_load',
        description: 'The first truck came short.',
        claimedCents: Math.max(1, Math.round(totalCents / 10)),
        status: one.dispute.status,
        creditedCents: one.dispute.status === 'accepted' ? Math.max(1, Math.round(totalCents / 10)) : null,
        createdAt: openedAt,
        answeredAt: answered ? openedAt : null,
        closedAt: one.dispute.status === 'accepted' || one.dispute.status === 'withdrawn' ? openedAt : null,
      });
    }
  }
  return ids;
}

/** The demo's history: each supplier's past orders (Coastline's record is good, not perfect). */
const DEMO_HISTORIES: Record<string, readonly PastOrder[]> = {
  'coastline-concrete': [
    ...[4, 9, 15, 22, 30, 37, 45, 52].map((daysAgo, index) => ({
      daysAgo,
      quantity: 8,
      loads: [
        { quantity: 4, arrivedAfterMinutes: index === 2 ? 35 : 5 },
        { quantity: 4, arrivedAfterMinutes: index === 5 ? 250 : 0, delivered: index === 6 ? 3 : undefined },
      ],
      rating: { stars: index === 5 ? 3 : index % 3 === 0 ? 4 : 5, daysAgo: Math.max(0, daysAgo - 1) },
      dispute: index === 6 ? { status: 'accepted' as const, daysAgo: daysAgo - 1 } : undefined,
    })),
    { daysAgo: 60, quantity: 6, canceled: { by: 'supplier', daysAgo: 62 } },
    { daysAgo: 70, quantity: 5, canceled: { by: 'contractor', daysAgo: 74 } },
  ],
  'foothills-mobile-mix': [3, 8, 12, 19, 26, 33].map((daysAgo, index) => ({
    daysAgo,
    quantity: 5,
    minutesBetweenTrucks: 0,
    loads: [{ quantity: 5, arrivedAfterMinutes: index === 4 ? 20 : -5 }],
    rating: { stars: 5, daysAgo },
  })),
};

const DEMO_KEY = 'demo-scorecard';

/**
 * Demo data: Coastline Concrete & Gravel and Foothills Mobile Mix have months of deliveries, so
 * their scorecards show in their workspaces and in the order flow (Vancouver, Calgary); the other
 * demo suppliers have too few ("Not enough deliveries yet"). Written once, for a demo contractor.
 */
export async function seedDemoScorecards(tx: Transaction, now: Date): Promise<void> {
  const [written] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(like(orders.idempotencyKey, `${DEMO_KEY}-%`))
    .limit(1);
  if (written) return;
  let companyId: string | null = null;
  for (const [slug, past] of Object.entries(DEMO_HISTORIES)) {
    const [supplier] = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.slug, slug));
    if (!supplier) continue;
    if (!companyId) {
      const [company] = await tx
        .insert(companies)
        .values({ name: 'Ridgeline Framing Co.', kind: 'contractor' })
        .returning({ id: companies.id });
      companyId = company!.id;
    }
    await writePastOrders(tx, { supplierId: supplier.id, companyId, key: `${DEMO_KEY}-${slug}` }, past, now);
  }
}
