import { describe, expect, it } from 'vitest';

import {
  NOT_ENOUGH_DELIVERIES,
  percentText,
  scorecardBasis,
  scorecardFacts,
  scorecardRows,
  SCORECARD_MIN_DELIVERIES,
  type ScorecardFigures,
} from '@/lib/order/scorecard';

const card = (overrides: Partial<ScorecardFigures> = {}): ScorecardFigures => ({
  periodDays: 90,
  deliveredOrders: 8,
  minimumDeliveries: SCORECARD_MIN_DELIVERIES,
  onTimeWindowRate: 0.875,
  onTimeEtaRate: 0.75,
  deliveredQuantityRate: 0.9844,
  supplierCancellationRate: 0.1111,
  ratingAverage: 4.38,
  ratingCount: 8,
  ...overrides,
});

/** The scorecard's words, which the producer card and the supplier's page both read. */
describe('scorecard words', () => {
  it('rounds a rate to a whole percent, and never calls one short of whole 100%', () => {
    expect(percentText(0.875)).toBe('88%');
    expect(percentText(0.9951)).toBe('99%');
    expect(percentText(1)).toBe('100%');
    expect(percentText(0)).toBe('0%');
  });

  it('gives the producer card its two facts, or none under the minimum', () => {
    expect(scorecardFacts(card())).toEqual({ onTime: '88% on time', delivered: '98% of quantity delivered' });
    expect(
      scorecardFacts(card({ deliveredOrders: 4, onTimeWindowRate: null, deliveredQuantityRate: null })),
    ).toBeNull();
  });

  it('lists every figure, with “Not enough deliveries yet” for a rate not given', () => {
    expect(scorecardRows(card()).map((row) => row.value)).toEqual([
      '88%',
      '75%',
      '98%',
      '11%',
      '4.4 out of 5 (8 ratings)',
    ]);
    const few = card({
      deliveredOrders: 2,
      onTimeWindowRate: null,
      onTimeEtaRate: null,
      deliveredQuantityRate: null,
      supplierCancellationRate: null,
      ratingAverage: null,
      ratingCount: 0,
    });
    expect(scorecardRows(few).map((row) => row.value)).toEqual([
      NOT_ENOUGH_DELIVERIES,
      NOT_ENOUGH_DELIVERIES,
      NOT_ENOUGH_DELIVERIES,
      NOT_ENOUGH_DELIVERIES,
      'No ratings yet',
    ]);
    expect(scorecardBasis(few)).toBe('Last 90 days, 2 delivered orders');
  });
});
