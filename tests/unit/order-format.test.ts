import { describe, expect, it } from 'vitest';

import { ordersPagePath, ordersRangeText, parseOrdersPage } from '@/components/placed-orders/pagination';

import {
  formatAddress,
  formatDate,
  formatDelivery,
  formatLineQuantity,
  formatPercent,
  formatQuantity,
  formatTrucks,
  formatTruckSpacing,
} from '@/lib/order/format';
import { formatDateTime } from '@/lib/time';
import { canRequestPayment } from '@/lib/order/payment-state';

describe('order formatting', () => {
  it('writes quantities in the product unit, trucks and their spacing', () => {
    expect(formatQuantity(2.5, 'm3')).toBe('2.5 m³');
    expect(formatQuantity(10, 'yd')).toBe('10 yd³');
    expect(formatQuantity(12.25, 'tonne', 'aggregates')).toBe('12.25 tonnes');
    expect(formatQuantity(1, 'ton', 'aggregates')).toBe('1 ton');
    // Rentals count bins, whatever their size class's unit.
    expect(formatQuantity(2, 'yd', 'rentals')).toBe('2 bins');
    expect(formatTrucks(1)).toBe('1 truck');
    expect(formatTrucks(3)).toBe('3 trucks');
    expect(formatTruckSpacing(0)).toBe('All trucks at the same time');
    expect(formatTruckSpacing(45)).toBe('45 minutes');
    expect(formatLineQuantity(2.5, 'm3')).toBe('2.5 m³');
    expect(formatLineQuantity(2, 'truck')).toBe('2 trucks');
    expect(formatLineQuantity(1, 'yd', 'rentals')).toBe('1 bin');
    expect(formatLineQuantity(1, null)).toBe('');
    expect(formatPercent(2.9)).toBe('2.9%');
    expect(formatPercent(8.625)).toBe('8.625%');
  });

  it('shows a calendar date as that day wherever the reader is, and an instant in a named zone', () => {
    expect(formatDate('2026-12-22')).toBe('Tue, Dec 22, 2026');
    expect(formatDelivery('2026-12-22', '06:00–10:00')).toBe('Tue, Dec 22, 2026, 06:00–10:00');
    expect(formatDateTime('2026-12-21T07:00:00.000Z', 'America/Toronto')).toBe('Dec 21, 2026, 2:00 a.m. EST');
    expect(formatDateTime('2026-07-21T07:00:00.000Z', 'America/Los_Angeles')).toBe('Jul 21, 2026, 12:00 a.m. PDT');
  });

  it('writes the delivery address on one line', () => {
    expect(
      formatAddress({
        deliveryAddress: '100 King Street West',
        postalCode: 'M5X 1A9',
        city: { name: 'Toronto', regionCode: 'ON' },
      }),
    ).toBe('100 King Street West, Toronto, ON M5X 1A9');
  });
});

describe('when a payment link is offered', () => {
  const base = {
    status: 'placed',
    paymentType: 'card',
    paymentStatus: 'requires_payment',
    unpaidAmountCents: 100,
  } as const;

  it('for an unpaid or failed order, and an invoice on 120-day terms', () => {
    expect(canRequestPayment(base)).toBe(true);
    expect(canRequestPayment({ ...base, paymentStatus: 'failed' })).toBe(true);
    expect(canRequestPayment({ ...base, paymentType: 'flexPayment', paymentStatus: 'authorized' })).toBe(true);
  });

  it('not while a payment is under way, once paid, or for a canceled order', () => {
    expect(canRequestPayment({ ...base, paymentStatus: 'authorized' })).toBe(false);
    expect(canRequestPayment({ ...base, paymentStatus: 'processing' })).toBe(false);
    expect(canRequestPayment({ ...base, unpaidAmountCents: 0 })).toBe(false);
    expect(canRequestPayment({ ...base, status: 'canceled' })).toBe(false);
  });
});

describe('orders list pages', () => {
  it('reads ?page= as a positive whole number, 1 for anything else', () => {
    expect(parseOrdersPage('3')).toBe(3);
    for (const value of [undefined, '', '0', '-2', '1.5', 'abc', ['2'], '99999999']) {
      expect(parseOrdersPage(value)).toBe(1);
    }
  });

  it('links the first page without a query and says which orders a page shows', () => {
    expect(ordersPagePath(1)).toBe('/app/orders');
    expect(ordersPagePath(2)).toBe('/app/orders?page=2');
    expect(ordersRangeText(1, 20, 45)).toBe('Orders 1–20 of 45');
    expect(ordersRangeText(3, 5, 45)).toBe('Orders 41–45 of 45');
    expect(ordersRangeText(9, 0, 45)).toBe('No orders on this page (45 in all)');
  });
});
