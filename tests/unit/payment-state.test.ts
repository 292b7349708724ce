import { describe, expect, it } from 'vitest';

import { canPayOrder, paymentState, type PaymentStateSource } from '@/lib/order/payment-state';

/**
 * The one mapping of an order's payment to words (lib/order/payment-state.ts), which the order
 * page, the orders lists, the payment link's page, the invoice and the receipt mail all read:
 * every state of every method says its own true thing.
 */

const zone = 'America/Toronto';
/** Jan 10, 2027 in Toronto: before the terms' due date. */
const now = new Date('2027-01-10T15:00:00.000Z');
const due = '2027-04-21';

const order = (overrides: Partial<PaymentStateSource>): PaymentStateSource => ({
  status: 'placed',
  paymentType: 'card',
  paymentStatus: 'requires_payment',
  unpaidAmountCents: 152_400,
  currency: 'CAD',
  ...overrides,
});
const words = (source: PaymentStateSource, at: Date = now) => paymentState(source, zone, at);

describe('a card', () => {
  it('waiting, 3-D Secure, pre-authorised, processing, paid, failed, released, refunded', () => {
    expect(words(order({}))).toEqual({
      label: 'Waiting for payment',
      detail: 'This order has not been paid yet.',
      tone: 'attention',
    });
    expect(words(order({ paymentStatus: 'requires_action', payment: { method: 'card' } }))).toEqual({
      label: 'Action required',
      detail: 'The card issuer asks you to confirm this payment (3-D Secure).',
      tone: 'attention',
    });
    expect(words(order({ paymentStatus: 'authorized', chargeAt: '2026-12-21T07:00:00.000Z' }))).toEqual({
      label: 'Pre-authorised',
      detail: 'The card is pre-authorised and will be charged on Dec 21, 2026, 2:00 a.m. EST.',
      tone: 'neutral',
    });
    expect(words(order({ paymentStatus: 'processing' })).detail).toBe('The card payment is being processed.');
    expect(
      words(order({ paymentStatus: 'succeeded', payment: { method: 'card', paidAt: '2026-12-21T07:00:00.000Z' } })),
    ).toEqual({ label: 'Paid', detail: 'The card was charged on Dec 21, 2026, 2:00 a.m. EST.', tone: 'success' });
    expect(words(order({ paymentStatus: 'succeeded' }))).toEqual({ label: 'Paid', detail: null, tone: 'success' });
    expect(
      words(order({ paymentStatus: 'failed', payment: { method: 'card', failureMessage: 'Your card was declined.' } })),
    ).toEqual({ label: 'Payment Failed', detail: 'Your card was declined.', tone: 'danger' });
    expect(words(order({ status: 'canceled', paymentStatus: 'canceled', payment: {} })).detail).toBe(
      'The pre-authorisation on the card was released: it will not be charged.',
    );
    expect(words(order({ status: 'canceled', paymentStatus: 'canceled', payment: null })).detail).toBe(
      'No payment was taken.',
    );
    expect(words(order({ paymentStatus: 'refunded' })).label).toBe('Refunded');
  });
});

describe('a bank debit', () => {
  const bank = (overrides: Partial<PaymentStateSource>) =>
    order({ paymentType: 'stripe_b2b_ca', payment: { method: 'bank' }, ...overrides });

  it('waiting for its account, on its way, settled, failed, canceled', () => {
    expect(words(bank({ paymentStatus: 'requires_confirmation' }))).toEqual({
      label: 'Requires confirmation',
      detail: 'You need to verify your bank account',
      tone: 'attention',
    });
    expect(words(bank({ paymentStatus: 'processing' }))).toEqual({
      label: 'Processing',
      detail: 'The bank debit is being processed. It usually settles within a few business days.',
      tone: 'neutral',
    });
    expect(
      words(bank({ paymentStatus: 'succeeded', payment: { method: 'bank', paidAt: '2027-01-08T16:30:00.000Z' } })),
    ).toEqual({ label: 'Paid', detail: 'The bank debit settled on Jan 8, 2027, 11:30 a.m. EST.', tone: 'success' });
    expect(
      words(bank({ paymentStatus: 'failed', payment: { method: 'bank', failureMessage: 'Insufficient funds.' } })),
    ).toEqual({
      label: 'Payment Failed',
      detail: 'The bank debit did not go through: Insufficient funds.',
      tone: 'danger',
    });
    expect(words(bank({ status: 'canceled', paymentStatus: 'canceled' })).detail).toBe(
      'The payment was canceled: nothing will be debited or owed.',
    );
  });

  it('is told by the method that pays, not the one the order was placed with', () => {
    // A card order whose payment link was paid by bank debit.
    expect(words(order({ paymentStatus: 'processing', payment: { method: 'bank' } })).detail).toMatch(
      /^The bank debit is being processed/,
    );
  });
});

describe('120-day terms', () => {
  const terms = (overrides: Partial<PaymentStateSource>) =>
    order({ paymentType: 'flexPayment', paymentStatus: 'authorized', paymentDueDate: due, ...overrides });

  it('owed until the due date, with the amount still owed; due on it; overdue after', () => {
    expect(words(terms({ payment: { method: 'terms' } }))).toEqual({
      label: 'On 120-day terms',
      detail: '$1,524.00 CAD owed, due on Wed, Apr 21, 2027. It can be paid early by card or bank debit.',
      tone: 'neutral',
    });
    // The due date is the delivery site's day: 11 p.m. in Toronto on the 21st is the 22nd in UTC.
    expect(words(terms({}), new Date('2027-04-22T03:00:00.000Z'))).toEqual({
      label: 'Due today',
      detail: '$1,524.00 CAD owed on 120-day terms, due today, Wed, Apr 21, 2027.',
      tone: 'attention',
    });
    expect(words(terms({}), new Date('2027-04-22T12:00:00.000Z'))).toEqual({
      label: 'Overdue',
      detail: '$1,524.00 CAD owed on 120-day terms, due on Wed, Apr 21, 2027.',
      tone: 'danger',
    });
  });

  it('paid early by card or bank debit, or paid after the due date', () => {
    const paid = (method: 'card' | 'bank', paidAt: string) =>
      words(terms({ paymentStatus: 'succeeded', unpaidAmountCents: 0, payment: { method, paidAt } }));
    expect(paid('card', '2027-01-10T15:00:00.000Z')).toEqual({
      label: 'Paid early',
      detail:
        'The 120-day terms invoice due on Wed, Apr 21, 2027 was paid by card on Jan 10, 2027, 10:00 a.m. EST. Nothing is owed.',
      tone: 'success',
    });
    expect(paid('bank', '2027-02-01T15:00:00.000Z').detail).toBe(
      'The 120-day terms invoice due on Wed, Apr 21, 2027 was paid by bank debit on Feb 1, 2027, 10:00 a.m. EST. Nothing is owed.',
    );
    expect(paid('card', '2027-05-01T15:00:00.000Z').label).toBe('Paid');
  });

  it('an early payment on its way, waiting for 3-D Secure or for its bank account', () => {
    expect(words(terms({ paymentStatus: 'processing', payment: { method: 'bank' } }))).toEqual({
      label: 'Early payment on its way',
      detail:
        'A bank debit of $1,524.00 CAD is paying the 120-day terms invoice due on Wed, Apr 21, 2027 early. A bank debit usually settles within a few business days; until then the amount stays owed.',
      tone: 'neutral',
    });
    expect(words(terms({ paymentStatus: 'requires_action', payment: { method: 'card' } })).detail).toBe(
      'The card issuer asks the payer to confirm the early payment (3-D Secure). Until then the invoice stays owed, due on Wed, Apr 21, 2027.',
    );
    expect(words(terms({ paymentStatus: 'requires_confirmation', payment: { method: 'bank' } })).detail).toBe(
      'The early payment by bank debit waits for its bank account to be verified. Until then the invoice stays owed, due on Wed, Apr 21, 2027.',
    );
    expect(words(terms({ status: 'canceled', paymentStatus: 'canceled', payment: { method: 'terms' } })).detail).toBe(
      'The order was canceled: nothing is owed on 120-day terms.',
    );
  });

  it('is never paid from the order page: its invoice is paid by a payment link', () => {
    const source = { status: 'placed', amountDueCents: 100, paymentType: 'flexPayment' } as const;
    expect(canPayOrder({ ...source, paymentStatus: 'requires_payment', paymentDueDate: null })).toBe(true);
    expect(canPayOrder({ ...source, paymentStatus: 'requires_action', paymentDueDate: due })).toBe(false);
    expect(canPayOrder({ ...source, paymentStatus: 'requires_confirmation', paymentDueDate: due })).toBe(false);
  });
});
