import { describe, expect, it } from 'vitest';

import { reorderChoicesOf } from '@/lib/order/api-inputs';
import { emptyOrderDraft, orderDraftReducer } from '@/lib/order/draft';
import { firstIncompleteStep } from '@/lib/order/steps';
import { ordersFilterParams, parseOrdersFilter } from '@/lib/order/orders-filter';
import { ordersPagePath } from '@/components/placed-orders/pagination';

const SITE_ID = '00000000-0000-4000-8000-00000000005e';

const REORDER = {
  city: {
    city: { id: '00000000-0000-4000-8000-000000000001', name: 'Toronto', regionCode: 'ON', countryCode: 'CA' },
    productTypes: ['readyMix' as const],
  },
  producer: {
    supplierId: '00000000-0000-4000-8000-0000000000a1',
    name: 'NorthPeak Ready Mix',
    currency: 'CAD',
    product: {
      id: '00000000-0000-4000-8000-0000000000c1',
      name: '25 MPa Concrete',
      description: '',
      type: 'readyMix' as const,
      unit: 'm3' as const,
      priceCents: 21000,
      minimumOrder: 1,
      quantityIncrement: 0.5,
      maximumOrder: 100,
      feeMinCents: null,
      feeMaxCents: null,
      rentalIncludedDays: null,
      rentalExtraDayCents: null,
      colors: [],
      extras: [],
      quantity: 8,
      allInPriceCents: 190000,
    },
  },
  quantity: 8,
  color: null,
  trucks: 2,
  minutesBetweenTrucks: 30,
  extraIds: [],
  comment: 'Pump on site',
  paymentType: 'card' as const,
  jobSiteId: SITE_ID,
  siteName: 'King West tower',
  deliveryAddress: '100 King Street West',
  postalCode: 'M5X 1A9',
  jobNumber: 'PO-7731',
  gateCode: null,
  accessNotes: null,
  washoutNotes: null,
};

describe('order again', () => {
  it('starts a new draft like the order, at the schedule, with a new key and the contact kept', () => {
    const before = {
      ...emptyOrderDraft(),
      contact: { name: 'Dana Whitfield', email: 'dana@keystone.example', phoneNumber: '+1 416 555 0100' },
      date: '2026-01-05',
      windowStartHour: 6,
      windowLabel: '06:00–10:00',
      placedOrderId: 'an-order-placed-in-this-tab',
    };
    const draft = orderDraftReducer(before, { type: 'reorderStarted', order: reorderChoicesOf(REORDER) });
    expect(draft).toMatchObject({
      countryCode: 'CA',
      city: { name: 'Toronto', productTypes: ['readyMix'] },
      productType: 'readyMix',
      delivery: { jobSiteId: SITE_ID, site: { name: 'King West tower', jobNumber: 'PO-7731' } },
      supplier: { name: 'NorthPeak Ready Mix' },
      product: { name: '25 MPa Concrete' },
      quantity: 8,
      trucks: 2,
      minutesBetweenTrucks: 30,
      comment: 'Pump on site',
      contact: before.contact,
      date: null,
      windowStartHour: null,
      placedOrderId: null,
    });
    expect(draft.idempotencyKey).not.toBe(before.idempotencyKey);
    // Every step before the schedule is done: the flow opens on the new date.
    expect(firstIncompleteStep(draft)).toBe('schedule');
  });
});

describe('the orders list in the URL', () => {
  it('reads the filter a link carries, dropping each value the API would refuse', () => {
    const params = new URLSearchParams({
      q: ' PO-7731 ',
      status: 'completed',
      from: '2026-02-30',
      to: '2026-03-31',
      site: SITE_ID,
      product: 'gravel',
    });
    expect(parseOrdersFilter(params)).toEqual({
      search: 'PO-7731',
      status: 'completed',
      deliveryTo: '2026-03-31',
      jobSiteId: SITE_ID,
    });
  });

  it('writes links with the filter in a fixed order, then the page', () => {
    const filter = { jobSiteId: SITE_ID, search: 'King', status: 'placed' as const };
    expect(ordersFilterParams(filter).toString()).toBe(`q=King&status=placed&site=${SITE_ID}`);
    expect(ordersPagePath(3, filter)).toBe(`/app/orders?q=King&status=placed&site=${SITE_ID}&page=3`);
    expect(ordersPagePath(1)).toBe('/app/orders');
  });
});
