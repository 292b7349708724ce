import 'server-only';

import { and, arrayContains, asc, eq, sql } from 'drizzle-orm';

import { orderNumber } from '@/lib/order/number';
import { rentalDaysBetween } from '@/lib/order/rental';
import type { WebhookEventType } from '@/lib/validation/webhooks';
import type { Database } from '@/server/db/database';
import {
  cities,
  companies,
  countries,
  orderLoads,
  orders,
  trucks,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '@/server/db/schema';

/**
 * Webhook events are the supplier's view of an order's events (services/events/): the order
 * events' dispatcher records one for each event whose consequences name a webhook type, after
 * the event's transaction committed, with the order event's id as its own. A dispatcher that runs
 * the same event again (after a crash) records nothing new, so every endpoint that listened at
 * that moment gets the event once, and the delivery job (delivery.ts) sends it.
 *
 * The body is built once, here, and stored: every attempt and redelivery sends the same bytes with
 * the same event id, which is how a receiver drops a repeat (deliveries are at least once).
 */

/** How long automatic retries go on after an event. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60_000;

/**
 * The order as a webhook shows it: what the supplier's API reads of an order, without a person's
 * data (no contact name, email or phone, no driver, no receiver's name) and without the
 * contractor's free text (comment, gate code, site notes), which may hold such data. The
 * supplier's systems read the rest through the API with their key.
 */
export interface WebhookOrder {
  id: string;
  orderNumber: string;
  status: string;
  paymentStatus: string;
  contractorName: string;
  productName: string;
  productType: string;
  quantity: number;
  unit: string;
  color: string | null;
  trucks: number;
  minutesBetweenTrucks: number;
  /** The delivery date; a disposal bin's drop-off date. */
  deliveryDate: string;
  /** Disposal bins: their pick-up date (YYYY-MM-DD); null for other products. */
  pickUpDate: string | null;
  /** Disposal bins: the rental period in days, drop-off to pick-up; null for other products. */
  rentalDays: number | null;
  windowStartHour: number;
  deliveryStartsAt: string;
  deliveryAddress: string;
  postalCode: string;
  city: { name: string; regionCode: string; countryCode: string };
  siteName: string | null;
  jobNumber: string | null;
  currency: string;
  totalCents: number;
  createdAt: string;
  statusReason: string | null;
  loads: WebhookLoad[];
}

export interface WebhookLoad {
  id: string;
  sequence: number;
  quantity: number;
  step: string;
  truckName: string | null;
  loadedAt: string | null;
  enRouteAt: string | null;
  arrivedAt: string | null;
  unloadingAt: string | null;
  deliveredAt: string | null;
  deliveredQuantity: number | null;
}

/** What a webhook's body holds. `created` is ISO 8601, like every time of the API. */
export interface WebhookPayload {
  id: string;
  type: WebhookEventType;
  created: string;
  data: { order: WebhookOrder; load?: WebhookLoad };
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

async function webhookOrderOf(tx: Database, orderId: string): Promise<WebhookOrder | null> {
  const [row] = await tx
    .select({
      order: orders,
      contractorName: companies.name,
      city: { name: cities.name, regionCode: cities.regionCode, countryCode: countries.iso2 },
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const loads = await tx
    .select({ load: orderLoads, truckName: trucks.name })
    .from(orderLoads)
    .leftJoin(trucks, eq(trucks.id, orderLoads.truckId))
    .where(eq(orderLoads.orderId, orderId))
    .orderBy(asc(orderLoads.sequence));
  const { order } = row;
  return {
    id: order.id,
    orderNumber: orderNumber(order.id),
    status: order.status,
    paymentStatus: order.paymentStatus,
    contractorName: row.contractorName,
    productName: order.productName,
    productType: order.productType,
    quantity: Number(order.quantity),
    unit: order.unit,
    color: order.color,
    trucks: order.trucks,
    minutesBetweenTrucks: order.minutesBetweenTrucks,
    deliveryDate: order.deliveryDate,
    pickUpDate: order.pickUpDate,
    rentalDays: order.pickUpDate ? rentalDaysBetween(order.deliveryDate, order.pickUpDate) : null,
    windowStartHour: order.windowStartHour,
    deliveryStartsAt: order.deliveryStartsAt.toISOString(),
    deliveryAddress: order.deliveryAddress,
    postalCode: order.postalCode,
    city: row.city,
    siteName: order.siteName,
    jobNumber: order.jobNumber,
    currency: order.currency,
    totalCents: order.totalCents,
    createdAt: order.createdAt.toISOString(),
    statusReason: order.statusReason,
    loads: loads.map(({ load, truckName }) => ({
      id: load.id,
      sequence: load.sequence,
      quantity: Number(load.quantity),
      step: load.step,
      truckName,
      loadedAt: iso(load.loadedAt),
      enRouteAt: iso(load.enRouteAt),
      arrivedAt: iso(load.arrivedAt),
      unloadingAt: iso(load.unloadingAt),
      deliveredAt: iso(load.deliveredAt),
      deliveredQuantity: load.deliveredQuantity === null ? null : Number(load.deliveredQuantity),
    })),
  };
}

/**
 * Records that `type` happened to an order (a load's step: `loadId` names the load), as the order
 * event `id`, for every enabled endpoint of the order's supplier that listens to it; nothing when
 * none does, or when this event was recorded before. Answers whether it was recorded now.
 */
export async function recordWebhookEvent(
  db: Database,
  event: { id: string; orderId: string; type: WebhookEventType; loadId?: string },
  createdAt: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const listening = await tx
      .select({ id: webhookEndpoints.id, supplierId: webhookEndpoints.supplierId })
      .from(webhookEndpoints)
      .innerJoin(orders, eq(orders.supplierId, webhookEndpoints.supplierId))
      .where(
        and(
          eq(orders.id, event.orderId),
          eq(webhookEndpoints.enabled, true),
          arrayContains(webhookEndpoints.events, [event.type]),
        ),
      );
    if (listening.length === 0) return false;
    const order = await webhookOrderOf(tx, event.orderId);
    if (!order) return false;
    const load = event.loadId ? order.loads.find((candidate) => candidate.id === event.loadId) : undefined;
    const payload: WebhookPayload = {
      id: event.id,
      type: event.type,
      created: createdAt.toISOString(),
      data: { order, ...(load ? { load } : {}) },
    };
    const [stored] = await tx
      .insert(webhookEvents)
      .values({
        id: event.id,
        supplierId: listening[0]!.supplierId,
        orderId: event.orderId,
        type: event.type,
        body: JSON.stringify(payload),
        createdAt,
      })
      .onConflictDoNothing({ target: webhookEvents.id })
      .returning({ id: webhookEvents.id });
    if (!stored) return false;
    // Due at once and retried for a day, by the clock of the database that stores them.
    await tx.insert(webhookDeliveries).values(
      listening.map((endpoint) => ({
        eventId: event.id,
        endpointId: endpoint.id,
        retryUntil: sql`now() + ${WEBHOOK_RETRY_WINDOW_MS} * interval '1 millisecond'`,
      })),
    );
    return true;
  });
}
