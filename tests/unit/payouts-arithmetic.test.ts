import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  basisPointsOf,
  batchAmount,
  DEFAULT_PAYOUT_FEES,
  feesOfPayment,
  netOfPayment,
  refundTotals,
} from '@/server/services/payouts/arithmetic';
import { nextPayoutDate, PAYOUT_INTERVAL_DAYS, PAYOUT_WEEKDAY, payoutDateOn } from '@/server/services/payouts/schedule';

/** The ledger's arithmetic: integer cents, fees never more than the payment, refunds in any steps. */

const fees = fc.record({
  commissionBps: fc.integer({ min: 0, max: 10_000 }),
  processingFeeBps: fc.integer({ min: 0, max: 10_000 }),
  processingFeeFixedCents: fc.integer({ min: 0, max: 10_000 }),
});
const cents = fc.integer({ min: 1, max: 50_000_000 });

const capturedOf = (received: number, supplierFees = DEFAULT_PAYOUT_FEES) => ({
  receivedCents: received,
  ...feesOfPayment(received, supplierFees),
});

describe('the ledger of a payment', () => {
  it('takes the default fees from a $1,000.00 payment: 2.9 % + 30 cents, then 8 %', () => {
    expect(feesOfPayment(100_000, DEFAULT_PAYOUT_FEES)).toEqual({ processingFeeCents: 2_930, commissionCents: 8_000 });
    expect(netOfPayment(capturedOf(100_000), 0)).toBe(89_070);
  });

  it('rounds basis points half up in integers', () => {
    expect(basisPointsOf(150, 290)).toBe(4); // 4.35
    expect(basisPointsOf(50, 1_000)).toBe(5);
    expect(basisPointsOf(5, 1_000)).toBe(1); // 0.5 → 1
  });

  it('never takes more in fees than the payment, and every amount is whole cents', () => {
    fc.assert(
      fc.property(cents, fees, (received, supplierFees) => {
        const { processingFeeCents, commissionCents } = feesOfPayment(received, supplierFees);
        expect(Number.isSafeInteger(processingFeeCents) && Number.isSafeInteger(commissionCents)).toBe(true);
        expect(processingFeeCents).toBeGreaterThanOrEqual(0);
        expect(commissionCents).toBeGreaterThanOrEqual(0);
        expect(processingFeeCents + commissionCents).toBeLessThanOrEqual(received);
      }),
    );
  });

  it('nets a refund to between nothing and what was not refunded, and a full refund to zero', () => {
    fc.assert(
      fc.property(cents, fees, fc.integer({ min: 0, max: 50_000_000 }), (received, supplierFees, refunded) => {
        const captured = capturedOf(received, supplierFees);
        const net = netOfPayment(captured, refunded);
        expect(net).toBeGreaterThanOrEqual(0);
        expect(net).toBeLessThanOrEqual(received - Math.min(refunded, received));
        expect(netOfPayment(captured, received)).toBe(0);
        expect(netOfPayment(captured, 0)).toBe(received - captured.processingFeeCents - captured.commissionCents);
      }),
    );
  });

  it('ends where one refund of the same total would, whatever the steps', () => {
    fc.assert(
      fc.property(
        cents,
        fees,
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { maxLength: 6 }),
        (received, supplierFees, steps) => {
          const captured = capturedOf(received, supplierFees);
          // Each step writes the difference from what the previous total called for (as the ledger does).
          let written = { refund: 0, processing_fee: 0, commission: 0 };
          let total = 0;
          for (const step of steps) {
            total = Math.min(received, total + step);
            const target = refundTotals(captured, total);
            const deltas = {
              refund: target.refund - written.refund,
              processing_fee: target.processing_fee - written.processing_fee,
              commission: target.commission - written.commission,
            };
            // Refunds only ever take money back and give fees back; never the other way.
            expect(deltas.refund).toBeLessThanOrEqual(0);
            expect(deltas.processing_fee).toBeGreaterThanOrEqual(0);
            expect(deltas.commission).toBeGreaterThanOrEqual(0);
            written = target;
          }
          expect(written).toEqual(refundTotals(captured, total));
        },
      ),
    );
  });
});

describe('payout batches', () => {
  it('pays the sum of the rows, and nothing when it is not positive (the balance is carried)', () => {
    expect(batchAmount([{ amountCents: 89_070 }, { amountCents: -10_000 }])).toBe(79_070);
    expect(batchAmount([{ amountCents: 1_000 }, { amountCents: -1_000 }])).toBeNull();
    expect(batchAmount([{ amountCents: -500 }])).toBeNull();
    expect(batchAmount([])).toBeNull();
  });

  it('carries a negative balance until payments exceed it, never losing a cent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: -100_000, max: 100_000 }), { maxLength: 5 }), { maxLength: 8 }),
        (weeks) => {
          let carried: { amountCents: number }[] = [];
          let paid = 0;
          for (const week of weeks) {
            const rows = [...carried, ...week.map((amountCents) => ({ amountCents }))];
            const amount = batchAmount(rows);
            if (amount === null) carried = rows;
            else {
              paid += amount;
              carried = [];
            }
          }
          const total = weeks.flat().reduce((sum, amount) => sum + amount, 0);
          expect(paid + carried.reduce((sum, row) => sum + row.amountCents, 0)).toBe(total);
          expect(paid).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('falls on the payout weekday, every interval, and the next one comes after now', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }), (now) => {
        const day = payoutDateOn(now);
        const next = nextPayoutDate(now);
        expect(new Date(`${day}T00:00:00Z`).getUTCDay()).toBe(PAYOUT_WEEKDAY);
        expect(new Date(`${day}T00:00:00Z`).getTime()).toBeLessThanOrEqual(now.getTime());
        expect(new Date(`${next}T00:00:00Z`).getTime()).toBeGreaterThan(now.getTime());
        expect((Date.parse(next) - Date.parse(day)) / 86_400_000).toBe(PAYOUT_INTERVAL_DAYS);
      }),
    );
    expect(payoutDateOn(new Date('2026-11-25T19:00:00Z'))).toBe('2026-11-23');
    expect(nextPayoutDate(new Date('2026-11-25T19:00:00Z'))).toBe('2026-11-30');
  });
});
