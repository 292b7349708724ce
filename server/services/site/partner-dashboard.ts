import 'server-only';

import { and, count, eq, inArray, notInArray, sql, sum, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import { ENDED_WITHOUT_DELIVERY } from '@/lib/order/lifecycle';
import { recentMonths } from '@/lib/time';
import type { Database } from '@/server/db/database';
import {
  orders,
  partnerClicks,
  partnerReferrals,
  partners,
  supplierLedgerEntries,
  supplierPayouts,
} from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { COMMISSION_EARNED_STATUSES } from '@/server/services/payouts/partner-commissions';

import type { PartnerRecord } from './partners';

/**
 * The partner dashboard (/partner): what the signed-in partner's link and buttons brought, month
 * by month. Every query is of the viewer's own partner, found by its account; nobody else's
 * figures can be asked for.
 */

export const PARTNER_ONLY_MESSAGE =
  'This dashboard is for partners of the program. Apply on the partner program page to become one.';

/** Months shown, the current one first; older activity is in the totals. */
export const PARTNER_DASHBOARD_MONTHS = 12;

export interface AmountRecord {
  currency: string;
  cents: number;
}

export interface PartnerFiguresRecord {
  clicks: number;
  signUps: number;
  orders: number;
  /** The referral credit given to the contractors who signed up with the partner's code. */
  referralCreditsCents: number;
  /** Commission on the orders delivered and paid, per currency. */
  earned: AmountRecord[];
  /** Commission on the orders still going ahead, earned once delivered and paid. */
  pending: AmountRecord[];
}

export interface PartnerMonthRecord {
  /** YYYY-MM (UTC), the month of the click, the sign-up, the order's placing. */
  month: string;
  figures: PartnerFiguresRecord;
}

export interface PartnerPayoutRecord {
  id: string;
  payoutDate: string;
  status: (typeof supplierPayouts.$inferSelect)['status'];
  currency: string;
  /** The partner's commission in this payout. */
  amountCents: number;
}

export interface PartnerDashboardRecord {
  code: string;
  name: string;
  commissionBps: number;
  /** Whether commission is paid out: the partner is a supplier on the marketplace, paid with its payouts. */
  paysOut: boolean;
  months: PartnerMonthRecord[];
  totals: PartnerFiguresRecord;
  paidOut: AmountRecord[];
  awaitingPayout: AmountRecord[];
  /** Earned and not paid out yet (earned less paid out), per currency. */
  owed: AmountRecord[];
  payouts: PartnerPayoutRecord[];
}

/** The partner whose account this is; null for anyone else. */
export async function partnerOfUser(db: Database, userId: string): Promise<PartnerRecord | null> {
  const [partner] = await db.select().from(partners).where(eq(partners.userId, userId)).limit(1);
  return partner ?? null;
}

/** FORBIDDEN unless the person is a partner's account: the partner they see. */
export async function requirePartner(db: Database, userId: string): Promise<PartnerRecord> {
  const partner = await partnerOfUser(db, userId);
  if (!partner) throw expectedError(ErrorCode.FORBIDDEN, PARTNER_ONLY_MESSAGE);
  return partner;
}

const monthOf = (column: PgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

function addAmount(list: AmountRecord[], currency: string, cents: number) {
  if (!cents) return;
  const found = list.find((amount) => amount.currency === currency);
  if (found) found.cents += cents;
  else list.push({ currency, cents });
  list.sort((a, b) => a.currency.localeCompare(b.currency));
}

const emptyFigures = (): PartnerFiguresRecord => ({
  clicks: 0,
  signUps: 0,
  orders: 0,
  referralCreditsCents: 0,
  earned: [],
  pending: [],
});

export async function partnerDashboard(
  db: Database,
  partner: PartnerRecord,
  now: Date = new Date(),
): Promise<PartnerDashboardRecord> {
  const clickMonth = monthOf(partnerClicks.createdAt);
  const referralMonth = monthOf(partnerReferrals.createdAt);
  const orderMonth = monthOf(orders.createdAt);
  const earnedWhen: SQL = sql`${inArray(orders.status, [...COMMISSION_EARNED_STATUSES])} and ${eq(orders.paymentStatus, 'succeeded')}`;
  const [clicks, referrals, placed, commissionRows, payoutRows] = await Promise.all([
    db
      .select({ month: clickMonth, count: count() })
      .from(partnerClicks)
      .where(eq(partnerClicks.partnerId, partner.id))
      .groupBy(clickMonth),
    db
      .select({ month: referralMonth, count: count(), creditCents: sum(partnerReferrals.creditCents) })
      .from(partnerReferrals)
      .where(eq(partnerReferrals.partnerId, partner.id))
      .groupBy(referralMonth),
    db
      .select({
        month: orderMonth,
        currency: orders.currency,
        count: count(),
        earned: sql<string>`coalesce(sum(${orders.partnerCommissionCents}) filter (where ${earnedWhen}), 0)`,
        pending: sql<string>`coalesce(sum(${orders.partnerCommissionCents}) filter (where not (${earnedWhen})), 0)`,
      })
      .from(orders)
      .where(and(eq(orders.partnerCode, partner.code), notInArray(orders.status, [...ENDED_WITHOUT_DELIVERY])))
      .groupBy(orderMonth, orders.currency),
    // The partner's commission rows in its supplier's ledger: paid out, or waiting for a batch.
    partner.supplierId
      ? db
          .select({
            payoutId: supplierLedgerEntries.payoutId,
            currency: supplierLedgerEntries.currency,
            cents: sum(supplierLedgerEntries.amountCents),
          })
          .from(supplierLedgerEntries)
          .innerJoin(orders, eq(orders.id, supplierLedgerEntries.orderId))
          .where(
            and(
              eq(supplierLedgerEntries.supplierId, partner.supplierId),
              eq(supplierLedgerEntries.kind, 'partner_commission'),
              eq(orders.partnerCode, partner.code),
            ),
          )
          .groupBy(supplierLedgerEntries.payoutId, supplierLedgerEntries.currency)
      : Promise.resolve([]),
    partner.supplierId
      ? db
          .select({
            id: supplierPayouts.id,
            payoutDate: supplierPayouts.payoutDate,
            status: supplierPayouts.status,
            currency: supplierPayouts.currency,
          })
          .from(supplierPayouts)
          .where(
            and(
              eq(supplierPayouts.supplierId, partner.supplierId),
              sql`exists (select 1 from ${supplierLedgerEntries} e join ${orders} o on o.id = e.order_id
                where e.payout_id = ${supplierPayouts.id} and e.kind = 'partner_commission' and o.partner_code = ${partner.code})`,
            ),
          )
          .orderBy(sql`${supplierPayouts.payoutDate} desc`)
      : Promise.resolve([]),
  ]);

  const monthKeys = recentMonths(now, PARTNER_DASHBOARD_MONTHS);
  const months = new Map(monthKeys.map((month) => [month, emptyFigures()]));
  const totals = emptyFigures();
  const paidOut: AmountRecord[] = [];
  const awaitingPayout: AmountRecord[] = [];
  for (const row of clicks) {
    const clicksInMonth = Number(row.count);
    totals.clicks += clicksInMonth;
    const month = months.get(row.month);
    if (month) month.clicks += clicksInMonth;
  }
  for (const row of referrals) {
    const credit = Number(row.creditCents ?? 0);
    totals.signUps += Number(row.count);
    totals.referralCreditsCents += credit;
    const month = months.get(row.month);
    if (month) {
      month.signUps += Number(row.count);
      month.referralCreditsCents += credit;
    }
  }
  for (const row of placed) {
    const [earned, pending] = [Number(row.earned), Number(row.pending)];
    totals.orders += Number(row.count);
    addAmount(totals.earned, row.currency, earned);
    addAmount(totals.pending, row.currency, pending);
    const month = months.get(row.month);
    if (month) {
      month.orders += Number(row.count);
      addAmount(month.earned, row.currency, earned);
      addAmount(month.pending, row.currency, pending);
    }
  }
  const payoutStatus = new Map(payoutRows.map((payout) => [payout.id, payout.status]));
  const inPayout = new Map<string, number>();
  for (const row of commissionRows) {
    const cents = Number(row.cents ?? 0);
    if (!row.payoutId) addAmount(awaitingPayout, row.currency, cents);
    else {
      inPayout.set(row.payoutId, (inPayout.get(row.payoutId) ?? 0) + cents);
      if (payoutStatus.get(row.payoutId) === 'paid') addAmount(paidOut, row.currency, cents);
    }
  }
  // What is owed: everything earned, less what payouts have paid (a payout on its way is still owed).
  const owed: AmountRecord[] = [];
  for (const amount of totals.earned) addAmount(owed, amount.currency, amount.cents);
  for (const amount of paidOut) addAmount(owed, amount.currency, -amount.cents);
  return {
    code: partner.code,
    name: partner.name,
    commissionBps: partner.commissionBps,
    paysOut: partner.supplierId !== null,
    months: [...months].map(([month, figures]) => ({ month, figures })),
    totals,
    paidOut,
    awaitingPayout,
    owed: owed.filter((amount) => amount.cents > 0),
    payouts: payoutRows.map((payout) => ({ ...payout, amountCents: inPayout.get(payout.id) ?? 0 })),
  };
}
