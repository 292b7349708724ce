import { plural, ratingText } from '@/lib/format';

/**
 * A supplier's scorecard: its record of the last SCORECARD_PERIOD_DAYS days, read from its orders'
 * events and loads by server/services/orders/scorecards.ts, shown to the supplier in its workspace
 * and to contractors when they choose a producer. The constants and the words live here so the
 * server's figures and the screens' sentences say the same thing.
 */

/** The rolling period a scorecard covers, ending now. */
export const SCORECARD_PERIOD_DAYS = 90;

/**
 * Below this many delivered orders in the period a rate says more about luck than about the
 * supplier: the rates are not given ("Not enough deliveries yet").
 */
export const SCORECARD_MIN_DELIVERIES = 5;

/**
 * A truck is on time against its ETA when it arrives by the time it was due (the window's start
 * plus the spacing for each truck before it, lib/order/load-times.ts) and this many minutes more.
 */
export const SCORECARD_ETA_GRACE_MINUTES = 15;

export const NOT_ENOUGH_DELIVERIES = 'Not enough deliveries yet';

/** The public figures, as both the producer list and the supplier's page read them. */
export interface ScorecardFigures {
  periodDays: number;
  deliveredOrders: number;
  minimumDeliveries: number;
  onTimeWindowRate: number | null;
  onTimeEtaRate: number | null;
  deliveredQuantityRate: number | null;
  supplierCancellationRate: number | null;
  ratingAverage: number | null;
  ratingCount: number;
}

/** 0.9166 → "92%"; a rate just under whole never reads as 100%. */
export function percentText(rate: number): string {
  const percent = Math.round(rate * 100);
  return `${percent === 100 && rate < 1 ? 99 : percent}%`;
}

/** "On time 92% (to the window)"-style short facts for the producer card; null when too few deliveries. */
export function scorecardFacts(card: ScorecardFigures): { onTime: string; delivered: string } | null {
  if (card.onTimeWindowRate === null || card.deliveredQuantityRate === null) return null;
  return {
    onTime: `${percentText(card.onTimeWindowRate)} on time`,
    delivered: `${percentText(card.deliveredQuantityRate)} of quantity delivered`,
  };
}

/**
 * The scorecard as label and value pairs, in the order both screens list them; a rate under the
 * minimum of deliveries reads NOT_ENOUGH_DELIVERIES.
 */
export function scorecardRows(card: ScorecardFigures): { label: string; value: string }[] {
  const shown = (rate: number | null) => (rate === null ? NOT_ENOUGH_DELIVERIES : percentText(rate));
  return [
    { label: 'On time, inside the delivery window', value: shown(card.onTimeWindowRate) },
    { label: 'On time, by each truck’s ETA', value: shown(card.onTimeEtaRate) },
    { label: 'Quantity delivered of what was ordered', value: shown(card.deliveredQuantityRate) },
    { label: 'Orders canceled by the supplier', value: shown(card.supplierCancellationRate) },
    {
      label: 'Ratings in this period',
      value: card.ratingAverage === null ? 'No ratings yet' : ratingText(card.ratingAverage, card.ratingCount),
    },
  ];
}

/** How the figures are counted, in a sentence under them. */
export const SCORECARD_RULES = `A truck is on time by its ETA when it arrives by the time it was due (the window’s start plus the spacing for each truck before it) or up to ${SCORECARD_ETA_GRACE_MINUTES} minutes after. Rates show from ${SCORECARD_MIN_DELIVERIES} delivered orders.`;

/** "Last 90 days, 12 delivered orders". */
export function scorecardBasis(card: Pick<ScorecardFigures, 'periodDays' | 'deliveredOrders'>): string {
  return `Last ${card.periodDays} days, ${plural(card.deliveredOrders, 'delivered order')}`;
}
