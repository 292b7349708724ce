import 'server-only';

import { sql } from 'drizzle-orm';

import { DELIVERY_WINDOW_HOURS } from '@/lib/constants';
import {
  SCORECARD_ETA_GRACE_MINUTES,
  SCORECARD_MIN_DELIVERIES,
  SCORECARD_PERIOD_DAYS,
  type ScorecardFigures,
} from '@/lib/order/scorecard';
import type { Database } from '@/server/db/database';

/**
 * Supplier scorecards: each supplier's record over the last SCORECARD_PERIOD_DAYS days, from what
 * its orders' events left in the orders, their loads (each step's time, written with its
 * `load_step` event), ratings and disputes. One statement answers any number of suppliers (the
 * producer list asks for all of its suppliers at once, through a batch loader), so a list costs
 * one query, never one per supplier.
 *
 * What counts:
 * - a delivered order: delivered or completed, its window starting in the period, with at least
 *   one load (an order closed without loads left no record of its trucks to judge);
 * - late against the window: a truck of it arrived after the window's end (its start plus
 *   DELIVERY_WINDOW_HOURS); late against the ETA: a truck arrived more than
 *   SCORECARD_ETA_GRACE_MINUTES after it was due (the start plus the spacing for each truck before
 *   it). A truck's arrival is its `arrived` step, else the first later step the driver reported;
 * - delivered against ordered: each order's delivered loads (the proof of delivery's quantity, else
 *   the load's) over its quantity, at most whole, averaged over the orders (orders of different
 *   units compare as shares); an order under whole is a short order;
 * - cancellations: orders the supplier canceled in the period (the contractor's own and the unpaid
 *   ones are the supplier's private count, not its record); the rate is over the supplier's
 *   delivered and canceled orders;
 * - disputes opened in the period and not withdrawn; ratings given in the period.
 * Below SCORECARD_MIN_DELIVERIES delivered orders the rates are null: too few to mean anything.
 */

/** GraphQL SupplierScorecard (its public figures are ProducerScorecard). */
export interface SupplierScorecardRecord extends ScorecardFigures {
  supplierId: string;
  lateWindowOrders: number;
  lateEtaOrders: number;
  shortOrders: number;
  canceledBySupplier: number;
  canceledByContractor: number;
  disputes: number;
  disputesAccepted: number;
  disputesOpen: number;
}

const DAY_MS = 86_400_000;

/** Rates to four decimals: what the screens round to a percent, stable between the databases. */
const rate = (part: number, whole: number) => Math.round((part / whole) * 10_000) / 10_000;

interface Row extends Record<string, unknown> {
  supplier_id: string;
  delivered_orders: number | string;
  late_window_orders: number | string;
  late_eta_orders: number | string;
  short_orders: number | string;
  delivered_share_total: number | string | null;
  canceled_by_supplier: number | string;
  canceled_by_contractor: number | string;
  disputes: number | string;
  disputes_accepted: number | string;
  disputes_open: number | string;
  rating_count: number | string;
  rating_stars_total: number | string | null;
}

export async function supplierScorecards(
  db: Database,
  supplierIds: readonly string[],
  now: Date,
): Promise<Map<string, SupplierScorecardRecord>> {
  const cards = new Map<string, SupplierScorecardRecord>();
  const ids = [...new Set(supplierIds)];
  if (ids.length === 0) return cards;
  const from = new Date(now.getTime() - SCORECARD_PERIOD_DAYS * DAY_MS).toISOString();
  const until = now.toISOString();
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const arrival = sql`coalesce(l.arrived_at, l.unloading_at, l.delivered_at)`;
  const answer = (await db.execute(sql`
    with suppliers_asked(supplier_id) as (select unnest(array[${idList}])),
    delivered as (
      select o.supplier_id,
        bool_or(${arrival} > o.delivery_starts_at + make_interval(hours => ${DELIVERY_WINDOW_HOURS})) as late_window,
        bool_or(${arrival} > o.delivery_starts_at
          + make_interval(mins => (l.sequence - 1) * o.minutes_between_trucks + ${SCORECARD_ETA_GRACE_MINUTES})) as late_eta,
        least(1, sum(case when l.step = 'delivered' then coalesce(l.delivered_quantity, l.quantity) else 0 end)
          / o.quantity) as delivered_share
      from orders o
      join order_loads l on l.order_id = o.id
      where o.supplier_id in (${idList})
        and o.status in ('delivered', 'completed')
        and o.delivery_starts_at >= ${from}::timestamptz and o.delivery_starts_at < ${until}::timestamptz
      group by o.id
    ),
    delivered_figures as (
      select supplier_id,
        count(*) as delivered_orders,
        count(*) filter (where late_window) as late_window_orders,
        count(*) filter (where late_eta) as late_eta_orders,
        count(*) filter (where delivered_share < 1) as short_orders,
        sum(delivered_share) as delivered_share_total
      from delivered group by supplier_id
    ),
    cancellations as (
      select supplier_id,
        count(*) filter (where cancel_reason = 'supplier') as canceled_by_supplier,
        count(*) filter (where cancel_reason = 'contractor') as canceled_by_contractor
      from orders
      where supplier_id in (${idList}) and status = 'canceled'
        and canceled_at >= ${from}::timestamptz and canceled_at < ${until}::timestamptz
      group by supplier_id
    ),
    dispute_figures as (
      select o.supplier_id,
        count(*) as disputes,
        count(*) filter (where d.status = 'accepted') as disputes_accepted,
        count(*) filter (where d.status in ('open', 'contested')) as disputes_open
      from order_disputes d join orders o on o.id = d.order_id
      where o.supplier_id in (${idList}) and d.status <> 'withdrawn'
        and d.created_at >= ${from}::timestamptz and d.created_at < ${until}::timestamptz
      group by o.supplier_id
    ),
    rating_figures as (
      select supplier_id, count(*) as rating_count, sum(stars) as rating_stars_total
      from order_ratings
      where supplier_id in (${idList})
        and created_at >= ${from}::timestamptz and created_at < ${until}::timestamptz
      group by supplier_id
    )
    select s.supplier_id,
      coalesce(f.delivered_orders, 0) as delivered_orders,
      coalesce(f.late_window_orders, 0) as late_window_orders,
      coalesce(f.late_eta_orders, 0) as late_eta_orders,
      coalesce(f.short_orders, 0) as short_orders,
      f.delivered_share_total,
      coalesce(c.canceled_by_supplier, 0) as canceled_by_supplier,
      coalesce(c.canceled_by_contractor, 0) as canceled_by_contractor,
      coalesce(d.disputes, 0) as disputes,
      coalesce(d.disputes_accepted, 0) as disputes_accepted,
      coalesce(d.disputes_open, 0) as disputes_open,
      coalesce(r.rating_count, 0) as rating_count,
      r.rating_stars_total
    from suppliers_asked s
    left join delivered_figures f on f.supplier_id = s.supplier_id
    left join cancellations c on c.supplier_id = s.supplier_id
    left join dispute_figures d on d.supplier_id = s.supplier_id
    left join rating_figures r on r.supplier_id = s.supplier_id
  `)) as { rows: Row[] };

  for (const row of answer.rows) {
    const delivered = Number(row.delivered_orders);
    const enough = delivered >= SCORECARD_MIN_DELIVERIES;
    const canceledBySupplier = Number(row.canceled_by_supplier);
    const ratingCount = Number(row.rating_count);
    const lateWindow = Number(row.late_window_orders);
    const lateEta = Number(row.late_eta_orders);
    cards.set(row.supplier_id, {
      supplierId: row.supplier_id,
      periodDays: SCORECARD_PERIOD_DAYS,
      deliveredOrders: delivered,
      minimumDeliveries: SCORECARD_MIN_DELIVERIES,
      onTimeWindowRate: enough ? rate(delivered - lateWindow, delivered) : null,
      onTimeEtaRate: enough ? rate(delivered - lateEta, delivered) : null,
      deliveredQuantityRate: enough ? rate(Number(row.delivered_share_total), delivered) : null,
      supplierCancellationRate: enough ? rate(canceledBySupplier, delivered + canceledBySupplier) : null,
      ratingAverage: ratingCount > 0 ? Math.round((Number(row.rating_stars_total) / ratingCount) * 100) / 100 : null,
      ratingCount,
      lateWindowOrders: lateWindow,
      lateEtaOrders: lateEta,
      shortOrders: Number(row.short_orders),
      canceledBySupplier,
      canceledByContractor: Number(row.canceled_by_contractor),
      disputes: Number(row.disputes),
      disputesAccepted: Number(row.disputes_accepted),
      disputesOpen: Number(row.disputes_open),
    });
  }
  return cards;
}
