import { describe, expect, it } from 'vitest';

import { cardPaymentWords } from '@/lib/order/card-payment-words';
import { NOT_BIN_WORDS, orderWords, type OrderWords } from '@/lib/order/order-words';
import { deliveryLateMail, deliveryTicketMail, type OrderMailData } from '@/server/services/mail';

/** Every sentence a words set makes, with sample numbers, to check them all at once. */
function sentences(words: OrderWords): string[] {
  return [
    words.siteIntro,
    words.accessHint,
    words.producersIntro('to Shaw St laneway house'),
    words.producersHere(1),
    words.producersHere(3),
    words.producersHere(20, 'best-rated'),
    words.needs(1),
    words.needs(2),
    words.windowName,
    words.windows,
    words.windowRoom(3, 4),
    words.windowTooSmall(1, 2),
    words.windowsNote('America/Toronto'),
    words.holdReason,
    words.cancelReleases,
    words.unpaidReleases,
    words.unpaidCanceled,
    words.load(2),
    words.loadDelivered,
    words.lateHeading,
    words.lateFollow,
    words.trackingTitle,
  ];
}

describe('an order in the words of its product type', () => {
  it('speaks of a bin order without trucks, pours, plants or washout', () => {
    const bins = orderWords('rentals');
    for (const sentence of sentences(bins)) expect(sentence).not.toMatch(NOT_BIN_WORDS);
    expect(bins.asksWashout).toBe(false);
    expect(bins.producersHere(1)).toBe('1 company rents bins here');
    expect(bins.windowRoom(4, 4)).toBe('Room for 4 bins');
    expect(bins.windowTooSmall(1, 2)).toBe('Room for 1 bin only: this order has 2 bins');
    expect(bins.windowsNote('America/Toronto')).toBe(
      "Times are the supplier's local time (America/Toronto). The bins are dropped off within the window.",
    );
  });

  it('keeps concrete in trucks from the plant, with washout asked', () => {
    const concrete = orderWords('readyMix');
    expect(concrete.asksWashout).toBe(true);
    expect(concrete.producersHere(1)).toBe('1 producer delivers here');
    expect(concrete.producersHere(20, 'lowest-priced')).toBe('The 20 lowest-priced producers delivering here');
    expect(concrete.windowRoom(3, 4)).toBe('3 of 4 trucks free');
    expect(concrete.windowsNote('America/Toronto')).toBe(
      "Times are the plant's local time (America/Toronto). The first truck arrives within the window.",
    );
    expect(orderWords(null)).toBe(concrete);
  });

  it('says aggregates come from a yard, and asks no washout', () => {
    const aggregates = orderWords('aggregates');
    expect(aggregates.asksWashout).toBe(false);
    expect(aggregates.windowsNote('America/Chicago')).toMatch(/^Times are the yard's local time \(America\/Chicago\)/);
  });

  it("explains a bin order's card hold in rental words", () => {
    const plan = { amountNowCents: 110_00, holdCents: 10_00, chargedAtOnce: false, chargeAt: '2026-12-01T12:00:00Z' };
    const order = {
      amountDueCents: 100_00,
      currency: 'CAD',
      cardHoldPercent: 10,
      timeZone: 'America/Toronto',
      cancelableUntil: '2026-12-01T16:00:00Z',
      lateCancellationFeePercent: 20,
      lateCancellationFeeCents: 20_00,
    };
    const bins = cardPaymentWords(plan, { ...order, productType: 'rentals' }).explanation.join(' ');
    expect(bins).toContain('held in case the order changes on the day, such as extra rental days');
    expect(bins).not.toContain('extra material');
    expect(cardPaymentWords(plan, { ...order, productType: 'aggregates' }).explanation[0]).toContain(
      'such as extra material or waiting time',
    );
  });
});

describe('the delivery mails of a bin order', () => {
  const order: OrderMailData = {
    orderId: '3f9a21c4-0000-4000-8000-000000000002',
    timeZone: 'America/Toronto',
    contactName: 'Robin Renovator',
    supplierName: 'Lakeshore Bin Rentals',
    productName: '20 Yard Disposal Bin',
    productType: 'rentals',
    quantity: 2,
    unit: 'yd',
    deliveryDate: '2026-12-22',
    deliveryWindow: '11:00–15:00',
    deliveryAddress: '14 Shaw St, Toronto, ON M6J 2W3',
    pickUpDate: '2027-01-01',
  };
  const ticket = {
    sequence: 2,
    loadId: '3f9a21c4-0000-4000-8000-00000000000b',
    ticketPath: '/api/tickets/x?t=y',
    linkDays: 30,
  };
  const late = { sequence: 2, why: { kind: 'delay' as const, minutes: 25, reason: null }, timeZone: 'America/Toronto' };
  const textOf = (mail: { subject: string; text: string }) => `${mail.subject}\n${mail.text}`;

  it('tell of the bin dropped off or running late, never of a truck', () => {
    const dropped = textOf(deliveryTicketMail(order, ticket, 'https://market.example'));
    expect(dropped).toContain('Bin 2 of order BM-3F9A21C4 was dropped off and signed for.');
    // The e-ticket's way to dispute the load: the order page's form, opened on it.
    expect(dropped).toContain(
      'Something wrong with bin 2 (short, wrong mix, late, damaged)? Dispute it: https://market.example/app/orders/3f9a21c4-0000-4000-8000-000000000002?dispute=3f9a21c4-0000-4000-8000-00000000000b#order-disputes',
    );
    expect(dropped).not.toMatch(NOT_BIN_WORDS);
    const running = textOf(deliveryLateMail(order, late, 'https://market.example'));
    expect(running).toContain('The driver of bin 2 of order BM-3F9A21C4 reports a delay of about 25 minutes.');
    expect(running).not.toMatch(NOT_BIN_WORDS);
  });

  it('keep trucks for concrete', () => {
    const concrete = { ...order, productType: 'readyMix' as const, unit: 'm3' as const, pickUpDate: null };
    expect(deliveryTicketMail(concrete, ticket, 'https://market.example').subject).toBe(
      'Order BM-3F9A21C4: truck 2 delivered, your e-ticket',
    );
    expect(deliveryLateMail(concrete, late, 'https://market.example').subject).toBe(
      'Order BM-3F9A21C4: truck 2 is running late',
    );
  });
});
