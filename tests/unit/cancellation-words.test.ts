import { describe, expect, it } from 'vitest';

import { cancellationTermsWords } from '@/lib/order/cancellation-words';
import { cardPaymentWords } from '@/lib/order/card-payment-words';

/**
 * Canceling is free only until the supplier's cancellation window closes: checkout states the
 * window and the late cancellation fee before placing, and the card step never promises "nothing
 * is charged" for a cancellation inside the window.
 */

/** When checkout is read: days before the window. */
const placedAt = new Date('2026-11-20T12:00:00Z');

const terms = {
  // 06:00 in Toronto (EST) on Dec 2, 24 hours before a window starting Dec 3 at 06:00.
  freeUntil: '2026-12-02T11:00:00Z',
  windowHours: 24,
  lateFeePercent: 20,
  lateFeeCents: 312_34,
  currency: 'CAD',
  timeZone: 'America/Toronto',
};

describe('the cancellation terms at checkout', () => {
  it('names when free cancellation ends, the window, and the late fee in percent and money', () => {
    expect(cancellationTermsWords(terms, placedAt)).toBe(
      "Free cancellation until Dec 2, 2026, 6:00 a.m. EST (24 hours before the delivery window). After that, until the delivery is on its way, canceling costs the supplier's late cancellation fee of 20% of the total ($312.34 CAD): the fee is charged and the rest is given back.",
    );
  });

  it('says an order cannot be canceled late when the supplier charges no fee', () => {
    expect(cancellationTermsWords({ ...terms, lateFeePercent: 0, lateFeeCents: 0 }, placedAt)).toBe(
      'Free cancellation until Dec 2, 2026, 6:00 a.m. EST (24 hours before the delivery window). After that, the order can no longer be canceled.',
    );
  });

  it('says free cancellation has ended when the window starts sooner than the cancellation window', () => {
    const afterwards = new Date('2026-12-02T12:00:00Z');
    expect(cancellationTermsWords(terms, afterwards)).toBe(
      "Free cancellation ended at Dec 2, 2026, 6:00 a.m. EST (24 hours before the delivery window). Once placed, until the delivery is on its way, canceling costs the supplier's late cancellation fee of 20% of the total ($312.34 CAD): the fee is charged and the rest is given back.",
    );
    expect(cancellationTermsWords({ ...terms, lateFeePercent: 0, lateFeeCents: 0 }, afterwards)).toBe(
      'Free cancellation ended at Dec 2, 2026, 6:00 a.m. EST (24 hours before the delivery window). Once placed, the order can no longer be canceled.',
    );
  });

  it('gives the window in hours before a delivery window is chosen', () => {
    expect(cancellationTermsWords({ ...terms, freeUntil: null, windowHours: 1 })).toMatch(
      /^Free cancellation until 1 hour before the delivery window\. After that, until the delivery is on its way/,
    );
  });
});

describe('the card step on canceling', () => {
  const order = {
    amountDueCents: 1_000_00,
    currency: 'CAD',
    cardHoldPercent: 10,
    timeZone: 'America/Toronto',
    productType: 'readyMix' as const,
    lateCancellationFeePercent: 15,
    lateCancellationFeeCents: 150_00,
  };
  const held = { amountNowCents: 1_100_00, holdCents: 100_00, chargedAtOnce: false };

  it('promises nothing charged only until the cancellation window closes, then states the fee', () => {
    // The window closes 48 hours before delivery, before the card is charged (28 hours before).
    const words = cardPaymentWords(
      { ...held, chargeAt: '2026-12-02T07:00:00Z' },
      { ...order, cancelableUntil: '2026-12-01T11:00:00Z' },
      placedAt,
    ).explanation.at(-1);
    expect(words).toBe(
      "If you cancel before Dec 1, 2026, 6:00 a.m. EST, the hold is released and nothing is charged. After that, until the delivery is on its way, canceling costs the supplier's late cancellation fee of 15% of the total ($150.00 CAD): the fee is charged and the rest is given back.",
    );
    expect(words).not.toContain('If you cancel before then');
  });

  it('refunds what was charged when the window closes after the charge', () => {
    const words = cardPaymentWords(
      { ...held, chargeAt: '2026-12-02T07:00:00Z' },
      { ...order, cancelableUntil: '2026-12-02T11:00:00Z' },
      placedAt,
    ).explanation.at(-1);
    expect(words).toBe(
      "If you cancel before then, the hold is released and nothing is charged; until Dec 2, 2026, 6:00 a.m. EST, what was charged is refunded in full. After that, until the delivery is on its way, canceling costs the supplier's late cancellation fee of 15% of the total ($150.00 CAD): the fee is charged and the rest is given back.",
    );
  });

  it('says no late cancellation for a supplier without a fee', () => {
    const words = cardPaymentWords(
      { ...held, chargeAt: '2026-12-02T07:00:00Z' },
      { ...order, cancelableUntil: '2026-12-01T11:00:00Z', lateCancellationFeePercent: 0, lateCancellationFeeCents: 0 },
      placedAt,
    ).explanation.join(' ');
    expect(words).toContain('After that, the order can no longer be canceled.');
    expect(words).not.toContain('late cancellation fee');
  });

  it('charged at once: refunded in full while the window is open, the fee once it has closed', () => {
    const plan = { amountNowCents: 1_000_00, holdCents: 0, chargedAtOnce: true, chargeAt: '2026-12-01T12:00:00Z' };
    const open = cardPaymentWords(plan, { ...order, cancelableUntil: '2026-12-01T20:00:00Z' }, placedAt);
    expect(open.explanation[1]).toMatch(/^If you cancel before Dec 1, 2026, 3:00 p\.m\. EST, it is refunded in full\./);
    const closed = cardPaymentWords(
      plan,
      { ...order, cancelableUntil: '2026-12-01T10:00:00Z' },
      new Date('2026-12-01T11:00:00Z'),
    );
    expect(closed.explanation[1]).toBe(
      "The free cancellation window has closed: now, until the delivery is on its way, canceling costs the supplier's late cancellation fee of 15% of the total ($150.00 CAD): the fee is charged and the rest is given back.",
    );
  });
});
