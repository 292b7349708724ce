import { describe, expect, it } from 'vitest';

import { orderQuoteInputOf } from '@/lib/order/api-inputs';
import { emptyOrderDraft, orderDraftReducer, type DraftProduct, type OrderDraftAction } from '@/lib/order/draft';
import { deliveryFacts, formatLineQuantity, quantityLabel, truckFacts } from '@/lib/order/format';
import { extraRentalDays, pickUpDateFor, rentalDaysBetween } from '@/lib/order/rental';
import { isOrderStepComplete } from '@/lib/order/steps';
import { orderScheduleSchema } from '@/lib/validation/order';
import { orderConfirmationMail, supplierNewOrderMail } from '@/server/services/mail';
import { priceOrder, rentalExtraDaysLine } from '@/server/services/catalogue/pricing';

/** Disposal bins in their own words (issue 15.5): the period, its price, its checks, its words. */

describe('the rental period and the pick-up date', () => {
  it('give each other, across month ends, leap days and clock changes', () => {
    expect(pickUpDateFor('2026-11-25', 10)).toBe('2026-12-05');
    expect(rentalDaysBetween('2026-11-25', '2026-12-05')).toBe(10);
    expect(pickUpDateFor('2028-02-25', 7)).toBe('2028-03-03');
    expect(rentalDaysBetween('2028-02-25', '2028-03-03')).toBe(7);
    // Ontario's clocks go back on Nov 1, 2026: still 7 calendar days.
    expect(rentalDaysBetween('2026-10-28', '2026-11-04')).toBe(7);
    expect(rentalDaysBetween('2026-12-05', '2026-12-05')).toBe(0);
  });

  it('counts only the days past those included', () => {
    expect(extraRentalDays(5, 7)).toBe(0);
    expect(extraRentalDays(7, 7)).toBe(0);
    expect(extraRentalDays(10, 7)).toBe(3);
  });
});

describe('the price of the period', () => {
  const bin = { name: '20 Yard Disposal Bin', type: 'rentals' as const, unit: 'yd', priceCents: 44_900 };

  it('adds each extra day per bin, in whole cents', () => {
    expect(rentalExtraDaysLine({ days: 10, includedDays: 7, extraDayCents: 1_500 }, 2)).toEqual({
      kind: 'rental',
      label: 'Extra days (3 days × 2 bins)',
      quantity: 6,
      unit: 'day',
      unitPriceCents: 1_500,
      amountCents: 9_000,
    });
    expect(rentalExtraDaysLine({ days: 9, includedDays: 7, extraDayCents: 1_500 }, 1)).toMatchObject({
      label: 'Extra days',
      quantity: 2,
      amountCents: 3_000,
    });
    expect(rentalExtraDaysLine({ days: 7, includedDays: 7, extraDayCents: 1_500 }, 3)).toBeNull();
  });

  it('is all-in: the extra days are in the subtotal, the processing fee and the taxes', () => {
    const amounts = priceOrder({
      product: { ...bin, feeMinCents: 2_500, feeMaxCents: 15_000 },
      quantityHundredths: 200,
      trucks: 2,
      extras: [],
      taxes: [{ name: 'HST', ratePpm: 130_000 }],
      processingFeeBps: 290,
      referralCreditCents: 0,
      rental: { days: 10, includedDays: 7, extraDayCents: 1_500 },
    });
    expect(amounts.lineItems.map((line) => [line.label, line.amountCents])).toEqual([
      ['20 Yard Disposal Bin, 7 days included', 89_800],
      ['Extra days (3 days × 2 bins)', 9_000],
    ]);
    expect(amounts.subtotalCents).toBe(98_800);
    expect(amounts.feesCents).toBe(5_000);
    // 2.9% of 1,038.00 = 30.102 → 30.10; HST 13% of 1,068.10 = 138.853 → 138.85.
    expect(amounts.processingFeeCents).toBe(3_010);
    expect(amounts.taxesCents).toBe(13_885);
    expect(amounts.totalCents).toBe(120_695);
  });
});

describe('the schedule’s check, on the form and on the server alike', () => {
  const schedule = { date: '2026-12-01', trucks: 1, minutesBetweenTrucks: 0 };
  const pickUpError = (pickUpDate: string) => {
    const result = orderScheduleSchema.safeParse({ ...schedule, pickUpDate });
    return result.success ? null : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('takes a pick-up after the drop-off, up to 30 days', () => {
    expect(pickUpError('2026-12-02')).toBeNull();
    expect(pickUpError('2026-12-31')).toBeNull();
  });

  it('refuses a pick-up on or before the drop-off, or more than 30 days later', () => {
    expect(pickUpError('2026-12-01')).toEqual([['pickUpDate', 'Choose a pick-up date after the drop-off date']]);
    expect(pickUpError('2026-11-30')).toEqual([['pickUpDate', 'Choose a pick-up date after the drop-off date']]);
    expect(pickUpError('2027-01-01')).toEqual([['pickUpDate', 'Bins can be rented for up to 30 days']]);
    expect(pickUpError('2026-12-32')).toEqual([['pickUpDate', 'Invalid']]);
  });

  it('needs no pick-up date for other products', () => {
    expect(orderScheduleSchema.parse(schedule).pickUpDate).toBeNull();
  });
});

describe('a bin order in the order flow', () => {
  const BIN: DraftProduct = {
    id: '00000000-0000-4000-8000-0000000000b2',
    name: '20 Yard Disposal Bin',
    type: 'rentals',
    unit: 'yd',
    priceCents: 44_900,
    minimumOrder: 1,
    quantityIncrement: 1,
    maximumOrder: 10,
    colors: [],
    extras: [],
    rentalIncludedDays: 7,
    rentalExtraDayCents: 1_500,
  };
  const draftWith = (actions: OrderDraftAction[]) => actions.reduce(orderDraftReducer, emptyOrderDraft());
  const base: OrderDraftAction[] = [
    {
      type: 'cityChosen',
      city: {
        id: '00000000-0000-4000-8000-000000000001',
        name: 'Toronto',
        regionCode: 'ON',
        countryCode: 'CA',
        productTypes: ['rentals'],
      },
    },
    { type: 'productTypeChosen', productType: 'rentals' },
    {
      type: 'deliveryChosen',
      delivery: {
        jobSiteId: '00000000-0000-4000-8000-0000000000d1',
        site: { name: '', address: '', postalCode: '', jobNumber: '', gateCode: '', accessNotes: '', washoutNotes: '' },
      },
    },
    {
      type: 'producerChosen',
      supplier: { id: '00000000-0000-4000-8000-0000000000a1', name: 'Lakeshore Bin Rentals', currency: 'CAD' },
      product: BIN,
      quantity: 2,
    },
    { type: 'scheduleSet', date: '2026-12-01' },
  ];

  it('is scheduled once its rental period fits', () => {
    expect(isOrderStepComplete('schedule', draftWith(base))).toBe(false);
    expect(isOrderStepComplete('schedule', draftWith([...base, { type: 'scheduleSet', rentalDays: 10 }]))).toBe(true);
    expect(isOrderStepComplete('schedule', draftWith([...base, { type: 'scheduleSet', rentalDays: 0 }]))).toBe(false);
    expect(isOrderStepComplete('schedule', draftWith([...base, { type: 'scheduleSet', rentalDays: 31 }]))).toBe(false);
  });

  it('keeps its period when the drop-off moves, and asks the server for one truck per bin', () => {
    const draft = draftWith([
      ...base,
      { type: 'scheduleSet', rentalDays: 10 },
      { type: 'scheduleSet', date: '2026-12-03' },
      { type: 'windowChosen', startHour: 7, label: '07:00–11:00' },
    ]);
    expect(orderQuoteInputOf(draft)?.schedule).toEqual({
      date: '2026-12-03',
      pickUpDate: '2026-12-13',
      trucks: 2,
      minutesBetweenTrucks: 0,
      windowStartHour: 7,
    });
  });

  it('frees the chosen window when the number of bins changes (each bin is a truck in it)', () => {
    const draft = draftWith([
      ...base,
      { type: 'windowChosen', startHour: 7, label: '07:00–11:00' },
      { type: 'quantitySet', quantity: 3 },
    ]);
    expect(draft.windowStartHour).toBeNull();
  });
});

describe('a bin order in words, on the order page, the invoice and the mails', () => {
  const order = {
    productType: 'rentals' as const,
    trucks: 2,
    minutesBetweenTrucks: 0,
    deliveryDate: '2026-12-01',
    deliveryWindow: '07:00–11:00',
    pickUpDate: '2026-12-11',
  };

  it('says drop-off, pick-up and rental period, and no trucks', () => {
    expect(deliveryFacts(order, 'EST')).toEqual([
      ['Drop-off date', 'Tue, Dec 1, 2026'],
      ['Drop-off window', '07:00–11:00 (EST)'],
      ['Pick-up date', 'Fri, Dec 11, 2026'],
      ['Rental period', '10 days'],
    ]);
    expect(truckFacts(order)).toEqual([]);
    expect(quantityLabel('rentals')).toBe('Number of bins');
    expect(formatLineQuantity(6, 'day')).toBe('6 days');
    expect(formatLineQuantity(2, 'bin')).toBe('2 bins');
  });

  it('leaves other orders in trucks and delivery times', () => {
    const concrete = { ...order, productType: 'readyMix' as const, pickUpDate: null, minutesBetweenTrucks: 30 };
    expect(deliveryFacts(concrete, 'EST')).toEqual([
      ['Delivery date', 'Tue, Dec 1, 2026'],
      ['Delivery time', '07:00–11:00 (EST)'],
    ]);
    expect(truckFacts(concrete)).toEqual([
      ['Trucks', '2 trucks'],
      ['Time between trucks', '30 minutes'],
    ]);
    expect(quantityLabel('readyMix')).toBe('Quantity');
  });
});

describe('a bin order’s mails', () => {
  const binOrder = {
    orderId: '3f9a21c4-0000-4000-8000-000000000002',
    timeZone: 'America/Toronto',
    contactName: 'Robin Renovator',
    supplierName: 'Lakeshore Bin Rentals',
    productName: '20 Yard Disposal Bin',
    productType: 'rentals' as const,
    quantity: 2,
    unit: 'yd' as const,
    deliveryDate: '2026-12-01',
    deliveryWindow: '07:00–11:00',
    pickUpDate: '2026-12-11',
    deliveryAddress: '14 Shaw St, Toronto, ON M6J 2W3',
  };

  it('say bins, drop-off, pick-up and rental period to the contractor and to the supplier, not trucks', () => {
    const mails = [
      orderConfirmationMail({ ...binOrder, trucks: 2, currency: 'CAD', totalCents: 120_695, amountDueCents: 120_695 }),
      supplierNewOrderMail({
        ...binOrder,
        contractorName: 'Renovator Co',
        trucks: 2,
        currency: 'CAD',
        totalCents: 120_695,
        comment: null,
      }),
    ];
    for (const mail of mails) {
      expect(mail.text).toContain('Number of bins: 2 bins');
      expect(mail.text).toContain('Drop-off date: Tue, Dec 1, 2026');
      expect(mail.text).toContain('Drop-off window: 07:00–11:00 (Toronto time)');
      expect(mail.text).toContain('Pick-up date: Fri, Dec 11, 2026');
      expect(mail.text).toContain('Rental period: 10 days');
      expect(mail.text).not.toMatch(/Trucks|Delivery time/);
    }
  });
});
