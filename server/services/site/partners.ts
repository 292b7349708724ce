import 'server-only';

import { and, asc, count, eq, notInArray, sql } from 'drizzle-orm';

import { ENDED_WITHOUT_DELIVERY } from '@/lib/order/lifecycle';

import type { PartnerButtonAction } from '@/lib/validation/partner-program';
import type { Database } from '@/server/db/database';
import { orders, partnerClicks, partners } from '@/server/db/schema';
import { consumeRateLimit, type RateLimitRule } from '@/server/services/rate-limits/rate-limit';

export type PartnerRecord = typeof partners.$inferSelect;

export async function listPartners(db: Database, { visibleOnly }: { visibleOnly: boolean }) {
  const query = db.select().from(partners).orderBy(asc(partners.sortOrder), asc(partners.name));
  return visibleOnly ? query.where(eq(partners.visible, true)) : query;
}

/**
 * The partner with this code, visible or not (a partner hidden from the logo walls still has
 * working buttons). Codes are stored upper-case; `code` is the parsed, upper-cased code.
 */
export async function findPartnerByCode(db: Database, code: string): Promise<PartnerRecord | null> {
  const [partner] = await db
    .select()
    .from(partners)
    .where(eq(sql`upper(${partners.code})`, code.toUpperCase()))
    .limit(1);
  return partner ?? null;
}

/** Clicks counted from one address: beyond this in an hour, a click still leads on but is not counted. */
export const PARTNER_CLICK_LIMITS = {
  perAddress: { name: 'partner-click:ip', limit: 30, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Counts one click on the partner's button; null, and nothing counted, for an unknown code. A
 * click beyond the address's limit answers the partner (the visitor goes on) without counting it,
 * so a script cannot inflate a partner's clicks.
 */
export async function recordPartnerClick(
  db: Database,
  { code, action }: { code: string; action: PartnerButtonAction },
  origin: { clientAddress: string } = { clientAddress: 'unknown' },
): Promise<PartnerRecord | null> {
  const partner = await findPartnerByCode(db, code);
  if (!partner) return null;
  const decision = await consumeRateLimit(db, PARTNER_CLICK_LIMITS.perAddress, origin.clientAddress);
  if (decision.allowed) await db.insert(partnerClicks).values({ partnerId: partner.id, action });
  return partner;
}

export interface PartnerStatsRecord {
  code: string;
  clicks: number;
  buyClicks: number;
  rentClicks: number;
  /** Placed (not cancelled) orders that carry the partner's code. */
  orders: number;
}

export async function partnerStats(db: Database, partner: PartnerRecord): Promise<PartnerStatsRecord> {
  const rows = await db
    .select({ action: partnerClicks.action, clicks: count() })
    .from(partnerClicks)
    .where(eq(partnerClicks.partnerId, partner.id))
    .groupBy(partnerClicks.action);
  const [placed] = await db
    .select({ orders: count() })
    .from(orders)
    .where(and(eq(orders.partnerCode, partner.code), notInArray(orders.status, [...ENDED_WITHOUT_DELIVERY])));
  const byAction = Object.fromEntries(rows.map((row) => [row.action, Number(row.clicks)]));
  const buyClicks = byAction.buy ?? 0;
  const rentClicks = byAction.rent ?? 0;
  return {
    code: partner.code,
    clicks: buyClicks + rentClicks,
    buyClicks,
    rentClicks,
    orders: Number(placed?.orders ?? 0),
  };
}
