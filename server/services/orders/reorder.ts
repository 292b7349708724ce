import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { jobSites } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

import { getOrder, type OrderRecord } from './orders';
import { findProducers, type ProducerRecord } from '@/server/services/catalogue/producers';
import { serviceRegions, type ServedCityRecord } from '@/server/services/catalogue/regions';

export const PRODUCT_NO_LONGER_OFFERED_MESSAGE =
  'This product is no longer offered at this address. Start a new order to choose another.';

/** How many producers to price when looking for the order's own: every one a city could have. */
const ALL_PRODUCERS = 10_000;

/**
 * What the order flow needs to start a new order like one placed before: the same city, address
 * (its saved job site while it exists), producer and product as the catalogue offers them now,
 * quantity, colour, trucks and their spacing, the extras still offered (by name: a placed order
 * keeps its quote's copy, not the extras' ids), the comment and the way of paying. The date and
 * window are left to choose, since the old ones have passed.
 */
export interface ReorderRecord {
  city: ServedCityRecord;
  producer: ProducerRecord;
  quantity: number;
  color: string | null;
  trucks: number;
  minutesBetweenTrucks: number;
  extraIds: string[];
  comment: string | null;
  paymentType: OrderRecord['paymentType'];
  jobSiteId: string | null;
  siteName: string | null;
  deliveryAddress: string;
  postalCode: string;
  jobNumber: string | null;
  gateCode: string | null;
  accessNotes: string | null;
  washoutNotes: string | null;
}

/** One of the company's orders to order again; NOT_FOUND for another company's, UNAVAILABLE when its product is gone. */
export async function reorderOf(db: Database, companyId: string, orderId: string): Promise<ReorderRecord> {
  const order = await getOrder(db, companyId, orderId);
  const [site] = order.jobSiteId
    ? await db
        .select({ id: jobSites.id })
        .from(jobSites)
        .where(and(eq(jobSites.id, order.jobSiteId), eq(jobSites.companyId, companyId)))
        .limit(1)
    : [];
  const place = site ? { jobSiteId: site.id, cityId: null } : { jobSiteId: null, cityId: order.city.id };
  const producers = await findProducers(
    db,
    { ...place, productType: order.productType, quantity: order.quantity, unit: order.unit, limit: ALL_PRODUCERS },
    companyId,
  );
  const producer = producers.find((candidate) => candidate.supplierId === order.supplierId);
  const product = producer?.products.find((candidate) => candidate.id === order.productId);
  if (!producer || !product) throw expectedError(ErrorCode.UNAVAILABLE, PRODUCT_NO_LONGER_OFFERED_MESSAGE);
  const city = (await serviceRegions(db))
    .flatMap((region) => region.cities)
    .find((served) => served.city.id === order.city.id);
  if (!city) throw expectedError(ErrorCode.UNAVAILABLE, PRODUCT_NO_LONGER_OFFERED_MESSAGE);

  const orderedExtras = new Set(order.options.map((line) => line.label));
  return {
    city,
    producer: { ...producer, product },
    quantity: order.quantity,
    color: order.color && product.colors.includes(order.color) ? order.color : null,
    trucks: order.trucks,
    minutesBetweenTrucks: order.minutesBetweenTrucks,
    extraIds: product.extras.filter((extra) => orderedExtras.has(extra.name)).map((extra) => extra.id),
    comment: order.comment,
    paymentType: order.paymentType,
    jobSiteId: site?.id ?? null,
    siteName: order.siteName,
    deliveryAddress: order.deliveryAddress,
    postalCode: order.postalCode,
    jobNumber: order.jobNumber,
    gateCode: order.gateCode,
    accessNotes: order.accessNotes,
    washoutNotes: order.washoutNotes,
  };
}
