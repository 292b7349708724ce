import 'server-only';

import { and, count, desc, eq, sql } from 'drizzle-orm';

import type { DeliveryAreaCheck, DeliveryAreaNotify, PartnerRequest } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import {
  cities,
  cityPostalPrefixes,
  countries,
  deliveryAreaNotifyRequests,
  partnerRequests,
  supplierServiceAreas,
  suppliers,
  volumePricingSubscribers,
} from '@/server/db/schema';
import { enqueueMail, requestReceivedMail, sendSoon } from '@/server/services/mail';

import { enforceRateLimits, type RateLimitRule } from '@/server/services/rate-limits/rate-limit';

const HOUR_MS = 60 * 60 * 1000;

/** Partner requests: a few per address and per email an hour, enough for a typo and a retry. */
export const PARTNER_REQUEST_LIMITS = {
  perAddress: { name: 'partner-request:ip', limit: 5, windowMs: HOUR_MS },
  perEmail: { name: 'partner-request:email', limit: 3, windowMs: HOUR_MS },
} as const satisfies Record<string, RateLimitRule>;

/** Volume-pricing subscriptions and delivery-area notify requests. */
export const SUBSCRIBE_LIMITS = {
  perAddress: { name: 'subscribe:ip', limit: 10, windowMs: HOUR_MS },
  perEmail: { name: 'subscribe:email', limit: 5, windowMs: HOUR_MS },
} as const satisfies Record<string, RateLimitRule>;

export interface RequestInfo {
  clientAddress: string;
}

/** Stores a request from the partner form, after the rate limits, and tells the applicant by mail. */
export async function createPartnerRequest(
  db: Database,
  request: PartnerRequest,
  { clientAddress }: RequestInfo,
  now: Date = new Date(),
): Promise<void> {
  const email = request.email.toLowerCase();
  await enforceRateLimits(
    db,
    [
      [PARTNER_REQUEST_LIMITS.perAddress, clientAddress],
      [PARTNER_REQUEST_LIMITS.perEmail, email],
    ],
    now,
  );
  // The applicant's acknowledgement is stored with the request: one never goes without the other.
  const mailId = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(partnerRequests)
      .values({
        companyName: request.companyName,
        email,
        phone: request.phone,
        website: request.website ?? null,
        address: request.address,
        productType: request.productType,
        uniqueProductCount: request.uniqueProductCount,
        termsAcceptedAt: now,
      })
      .returning({ id: partnerRequests.id });
    const mail = requestReceivedMail(request);
    return enqueueMail(tx, {
      kind: 'request_received',
      to: email,
      ...mail,
      dedupeKey: `request-received:${stored!.id}`,
    });
  });
  void sendSoon(db, [mailId]);
}

/** Subscribes an email to volume pricing; a second subscription of the same email changes nothing. */
export async function subscribeToVolumePricing(
  db: Database,
  { email }: { email: string },
  { clientAddress }: RequestInfo,
  now: Date = new Date(),
): Promise<void> {
  const normalized = email.toLowerCase();
  await enforceRateLimits(
    db,
    [
      [SUBSCRIBE_LIMITS.perAddress, clientAddress],
      [SUBSCRIBE_LIMITS.perEmail, normalized],
    ],
    now,
  );
  await db.insert(volumePricingSubscribers).values({ email: normalized }).onConflictDoNothing();
}

export interface DeliveryAreaCity {
  id: string;
  name: string;
  regionCode: string;
  countryCode: string;
}

export interface DeliveryAreaAnswer {
  available: boolean;
  city: DeliveryAreaCity | null;
  supplierCount: number;
}

/** Lower case without accents or repeated spaces: "Montréal " and "montreal" are the same city. */
const cityKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s.'’-]+/g, ' ')
    .trim();

/** The known city a query names: by its postal code's longest prefix, or by its name. */
async function findCity(
  db: Database,
  { countryCode, area }: Pick<DeliveryAreaCheck, 'countryCode' | 'area'>,
): Promise<DeliveryAreaCity | null> {
  const columns = {
    id: cities.id,
    name: cities.name,
    regionCode: cities.regionCode,
    countryCode: countries.iso2,
  };
  if (area.kind === 'postalCode') {
    const [match] = await db
      .select(columns)
      .from(cityPostalPrefixes)
      .innerJoin(cities, eq(cities.id, cityPostalPrefixes.cityId))
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(and(eq(countries.iso2, countryCode), sql`${area.postalCode} like ${cityPostalPrefixes.prefix} || '%'`))
      .orderBy(desc(sql`length(${cityPostalPrefixes.prefix})`))
      .limit(1);
    return match ?? null;
  }
  const candidates = await db
    .select(columns)
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(eq(countries.iso2, countryCode));
  const wanted = cityKey(area.name);
  return candidates.find((city) => cityKey(city.name) === wanted) ?? null;
}

/** Whether any supplier delivers to the city or postal code: 'available', or 'coming soon'. */
export async function checkDeliveryArea(db: Database, check: DeliveryAreaCheck): Promise<DeliveryAreaAnswer> {
  const city = await findCity(db, check);
  if (!city) return { available: false, city: null, supplierCount: 0 };
  // On a storefront, only its supplier counts: 'available' means this supplier delivers there.
  const [row] = await db
    .select({ suppliers: count() })
    .from(supplierServiceAreas)
    .innerJoin(suppliers, eq(suppliers.id, supplierServiceAreas.supplierId))
    .where(
      and(
        eq(supplierServiceAreas.cityId, city.id),
        check.supplierSlug ? eq(suppliers.slug, check.supplierSlug) : undefined,
      ),
    );
  const supplierCount = row?.suppliers ?? 0;
  return { available: supplierCount > 0, city, supplierCount };
}

/** The area as stored with a notify request: the postal code, or the city name in lower case. */
const areaKey = (area: DeliveryAreaCheck['area']) =>
  area.kind === 'postalCode' ? area.postalCode : cityKey(area.name);

/** 'Tell me when you deliver here': stored once per email and area. */
export async function requestDeliveryAreaNotice(
  db: Database,
  request: DeliveryAreaNotify,
  { clientAddress }: RequestInfo,
  now: Date = new Date(),
): Promise<void> {
  await enforceRateLimits(
    db,
    [
      [SUBSCRIBE_LIMITS.perAddress, clientAddress],
      [SUBSCRIBE_LIMITS.perEmail, request.email],
    ],
    now,
  );
  const city = await findCity(db, { countryCode: request.countryCode, area: request.area });
  await db
    .insert(deliveryAreaNotifyRequests)
    .values({
      email: request.email,
      countryCode: request.countryCode,
      area: areaKey(request.area),
      cityId: city?.id ?? null,
    })
    .onConflictDoNothing();
}
