import 'server-only';

import { and, asc, eq, inArray } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import {
  cities,
  companyMembers,
  countries,
  orderEvents,
  orderSupplierNotes,
  products,
  supplierServiceAreas,
  supplierApiKeys,
  users,
} from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { NOT_ALLOWED_MESSAGE } from '@/server/services/accounts/permissions';

import { type SupplierMember } from '@/server/services/accounts/supplier-members';

import { windowLabel } from '@/server/services/orders/orders';
import { HISTORY_EVENT_KINDS } from '@/server/services/events/order-events';
import { deliverySettingsOf } from '@/server/services/catalogue/quote';
import { getSupplierOrder, type SupplierOrderRecord } from './supplier-orders';

/**
 * What the supplier's workspace reads beside its orders: the team's internal notes, its drivers, the workspace's header facts, and an order's history.
 */

export const NOT_A_DRIVER_MESSAGE = 'Choose one of your drivers.';

/** An internal note of the supplier's team on one of its orders. */
export async function addSupplierNote(
  db: Database,
  member: SupplierMember,
  input: { orderId: string; body: string },
  now = new Date(),
): Promise<SupplierOrderRecord> {
  const order = await getSupplierOrder(db, member, input.orderId, now);
  if (!member.rights.mayAddNotes) throw expectedError(ErrorCode.FORBIDDEN, NOT_ALLOWED_MESSAGE);
  await db
    .insert(orderSupplierNotes)
    .values({ orderId: order.id, authorUserId: member.userId, body: input.body, createdAt: now });
  return getSupplierOrder(db, member, order.id, now);
}

export interface TeamMemberName {
  userId: string;
  fullName: string;
}

/** The drivers of a supplier company, by name. */
export function supplierDrivers(db: Database, companyId: string): Promise<TeamMemberName[]> {
  return db
    .select({ userId: users.id, fullName: users.fullName })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'partner_driver')))
    .orderBy(asc(users.fullName));
}

/** The supplier workspace's header and filter choices. */
export async function supplierWorkspace(db: Database, member: SupplierMember) {
  const [settings, serviceCities, supplierProducts, drivers] = await Promise.all([
    deliverySettingsOf(db, member.supplierId),
    db
      .select({ id: cities.id, name: cities.name, regionCode: cities.regionCode, countryCode: countries.iso2 })
      .from(supplierServiceAreas)
      .innerJoin(cities, eq(cities.id, supplierServiceAreas.cityId))
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(eq(supplierServiceAreas.supplierId, member.supplierId))
      .orderBy(asc(cities.name)),
    db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.supplierId, member.supplierId))
      .orderBy(asc(products.name)),
    supplierDrivers(db, member.companyId),
  ]);
  return {
    supplierId: member.supplierId,
    name: member.supplierName,
    timeZone: settings.timeZone,
    role: member.role,
    cities: serviceCities,
    products: supplierProducts,
    drivers,
    windows: Array.from({ length: settings.windowsPerDay }, (_, index) => {
      const startHour = settings.firstWindowStartHour + 4 * index;
      return { startHour, label: windowLabel(startHour) };
    }),
  };
}

/** The supplier team's notes on an order, oldest first. */
export function supplierNotes(db: Database, orderId: string) {
  return db
    .select({
      id: orderSupplierNotes.id,
      authorName: users.fullName,
      body: orderSupplierNotes.body,
      at: orderSupplierNotes.createdAt,
    })
    .from(orderSupplierNotes)
    .leftJoin(users, eq(users.id, orderSupplierNotes.authorUserId))
    .where(eq(orderSupplierNotes.orderId, orderId))
    .orderBy(asc(orderSupplierNotes.createdAt), asc(orderSupplierNotes.id));
}

/** An order's history, oldest first, as both sides see it: a change by an API key names the key. */
export async function orderHistory(db: Database, orderId: string) {
  const rows = await db
    .select({ event: orderEvents, personName: users.fullName, apiKeyName: supplierApiKeys.label })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorUserId))
    .leftJoin(supplierApiKeys, eq(supplierApiKeys.id, orderEvents.actorApiKeyId))
    .where(and(eq(orderEvents.orderId, orderId), inArray(orderEvents.kind, [...HISTORY_EVENT_KINDS])))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return rows.map(({ event, personName, apiKeyName }) => ({
    id: event.id,
    kind: event.kind as (typeof HISTORY_EVENT_KINDS)[number],
    status: event.status,
    party: event.party,
    actorName: event.party === 'system' ? null : (apiKeyName ?? personName),
    byApiKey: event.actorApiKeyId !== null,
    reason: event.reason,
    proposedDeliveryDate: event.proposedDeliveryDate,
    proposedWindow: event.proposedWindowStartHour === null ? null : windowLabel(event.proposedWindowStartHour),
    at: event.createdAt.toISOString(),
  }));
}

/** GraphQL SupplierWorkspace's parent (its dispute record is a field of its own). */
export type SupplierWorkspaceRecord = Awaited<ReturnType<typeof supplierWorkspace>>;
