import 'server-only';

import { and, eq, inArray, isNull } from 'drizzle-orm';

import { DELIVERY_WINDOW_HOURS } from '@/lib/constants';
import { serverEnv } from '@/lib/env';
import { bearingDegrees, distanceKm, straightLineEstimate, type Point } from '@/lib/order/eta';
import type { Database } from '@/server/db/database';
import { cities, orderLoads, orders } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { deliveryLateMail, enqueueMail, orderMailData } from '@/server/services/mail';

import type { OrderLoadRecord } from './loads';
import { recordOrderEvent, type OrderActor } from '@/server/services/events/order-events';
import type { OrderRecord } from '@/server/services/orders/orders';

/**
 * Live tracking: where a load's truck is going and when it should get there. The destination is
 * the site's position once a truck has arrived there (orders.site_*), the city's centre before
 * that (the ETA is then marked approximate). The time comes from a routing service when
 * ROUTING_URL is set, else from the distance as the crow flies (lib/order/eta.ts). A load whose
 * ETA passes the end of its delivery window, or whose driver reports a delay, tells the
 * contractor once: on the order page (the load's `late`) and by mail.
 */

export interface LoadEtaRecord {
  distanceKm: number;
  arrivesAt: string;
  /** Aimed at the city's centre: the site's own position is not known yet. */
  approximate: boolean;
  source: 'routing' | 'straight_line';
  /** It arrives after the end of the delivery window. */
  lateForWindow: boolean;
  /** As the crow flies from the destination, in kilometres: the schematic's radius. */
  directKm: number;
  /** Where the truck is as seen from the destination, degrees clockwise from north. */
  bearingDegrees: number;
}

export interface Destination extends Point {
  approximate: boolean;
  windowEndsAt: Date;
}

/** Where each order's trucks are going, and when its window ends. */
export async function destinationsOf(db: Database, orderIds: readonly string[]): Promise<Map<string, Destination>> {
  const result = new Map<string, Destination>();
  if (orderIds.length === 0) return result;
  const rows = await db
    .select({
      id: orders.id,
      siteLatitude: orders.siteLatitude,
      siteLongitude: orders.siteLongitude,
      cityLatitude: cities.latitude,
      cityLongitude: cities.longitude,
      deliveryStartsAt: orders.deliveryStartsAt,
    })
    .from(orders)
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .where(inArray(orders.id, [...orderIds]));
  for (const row of rows) {
    const windowEndsAt = new Date(row.deliveryStartsAt.getTime() + DELIVERY_WINDOW_HOURS * 3_600_000);
    if (row.siteLatitude !== null && row.siteLongitude !== null) {
      result.set(row.id, {
        latitude: row.siteLatitude,
        longitude: row.siteLongitude,
        approximate: false,
        windowEndsAt,
      });
    } else if (row.cityLatitude !== null && row.cityLongitude !== null) {
      result.set(row.id, { latitude: row.cityLatitude, longitude: row.cityLongitude, approximate: true, windowEndsAt });
    }
  }
  return result;
}

const ROUTING_TIMEOUT_MS = 2_000;

/** The road distance and driving time from an OSRM-compatible service; null when it does not answer. */
async function routed(from: Point, to: Point, fetchImpl: typeof fetch = fetch) {
  const base = serverEnv().ROUTING_URL;
  if (!base) return null;
  const url = `${base.replace(/\/$/, '')}/route/v1/driving/${from.longitude},${from.latitude};${to.longitude},${to.latitude}?overview=false`;
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(ROUTING_TIMEOUT_MS) });
    if (!response.ok) return null;
    const body = (await response.json()) as { code?: string; routes?: { distance?: number; duration?: number }[] };
    const route = body.routes?.[0];
    if (body.code !== 'Ok' || typeof route?.distance !== 'number' || typeof route.duration !== 'number') return null;
    return { distanceKm: route.distance / 1000, seconds: route.duration };
  } catch (error) {
    logger.warn('The routing service did not answer; the ETA is estimated from the distance', error);
    return null;
  }
}

/** The ETA of a load on its way with a known position; null otherwise. */
export async function etaOf(
  load: Pick<OrderLoadRecord, 'step' | 'position'>,
  destination: Destination | undefined,
  fetchImpl?: typeof fetch,
): Promise<LoadEtaRecord | null> {
  if (load.step !== 'en_route' || !load.position || !destination) return null;
  const seenAt = new Date(load.position.at);
  const road = await routed(load.position, destination, fetchImpl);
  const estimate = road
    ? { distanceKm: road.distanceKm, arrivesAt: new Date(seenAt.getTime() + road.seconds * 1000) }
    : straightLineEstimate(load.position, destination, seenAt, serverEnv().TRUCK_AVERAGE_SPEED_KMH);
  return {
    distanceKm: Math.round(estimate.distanceKm * 10) / 10,
    arrivesAt: estimate.arrivesAt.toISOString(),
    approximate: destination.approximate,
    source: road ? 'routing' : 'straight_line',
    lateForWindow: estimate.arrivesAt.getTime() > destination.windowEndsAt.getTime(),
    directKm: Math.round(distanceKm(destination, load.position) * 10) / 10,
    bearingDegrees: bearingDegrees(destination, load.position),
  };
}

/**
 * A load runs late past its window (`why`: the ETA at this pace), told once per load: marks it (a
 * conditional update, so two instances never tell twice) and records the event, whose
 * consequence mails the contractor (queueLateMail). A delay the driver reports is its own event
 * (driver-steps.ts), told each time.
 */
export async function recordLateness(
  db: Database,
  load: { id: string; orderId: string },
  why: { kind: 'eta'; arrivesAt: string },
  actor: OrderActor,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [marked] = await tx
      .update(orderLoads)
      .set({ lateNotifiedAt: now })
      .where(and(eq(orderLoads.id, load.id), isNull(orderLoads.lateNotifiedAt)))
      .returning({ id: orderLoads.id });
    if (marked) {
      await recordOrderEvent(
        tx,
        load.orderId,
        { kind: 'load_late', loadId: load.id, arrivesAt: why.arrivesAt, actor },
        now,
      );
    }
  });
}

/** The contractor's mail that a load runs late (an ETA past the window, or the driver's delay). */
export async function queueLateMail(
  db: Database,
  order: OrderRecord,
  loadId: string,
  why: { kind: 'eta'; arrivesAt: string } | { kind: 'delay'; minutes: number; reason: string | null },
  eventId: string,
): Promise<string | null> {
  const [load] = await db.select({ sequence: orderLoads.sequence }).from(orderLoads).where(eq(orderLoads.id, loadId));
  if (!load) return null;
  return enqueueMail(db, {
    kind: 'delivery_late',
    to: order.contactEmail,
    ...deliveryLateMail(orderMailData(order), { sequence: load.sequence, why, timeZone: order.timeZone }),
    // An ETA past the window is told once per load; each delay the driver reports, once.
    dedupeKey: why.kind === 'eta' ? `delivery-late:${loadId}` : `delivery-delay:${loadId}:${eventId}`,
    eventId,
  });
}
