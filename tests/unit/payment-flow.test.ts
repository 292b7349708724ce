import { describe, expect, it } from 'vitest';

import {
  CONFIRMATION_FAILED,
  initialPaymentFlow,
  paymentFlowReducer,
  UNEXPECTED_PAYMENT_STATE,
  type AccountToVerify,
  type PaymentAnswer,
  type PaymentFlow,
  type PaymentFlowEvent,
} from '@/lib/order/payment-flow';
import { formRefusal, type PaymentProblem } from '@/lib/order/payment-problems';

/**
 * The payment flow both the order's payment step and a payment link run: what each answer of the
 * gateway leaves the payer looking at, and which attempt a retry is.
 */

const run = (events: PaymentFlowEvent[], from: PaymentFlow = initialPaymentFlow('key-1')) =>
  events.reduce(paymentFlowReducer, from);

const answer = (
  payment: Partial<PaymentAnswer> & Pick<PaymentAnswer, 'status'>,
  extra: object = {},
): PaymentFlowEvent => ({
  type: 'answered',
  gateway: 'sandbox',
  payment: { amountCents: 171_776, ...payment },
  ...extra,
});

const account: AccountToVerify = { id: 'pm_bank', label: 'Bank account ••••6789' };

describe('the payment flow', () => {
  it('waits while a request is on its way and settles on a held, taken or processing payment', () => {
    expect(run([{ type: 'sent' }])).toMatchObject({ busy: true, step: { name: 'choose' } });
    for (const status of ['authorized', 'succeeded', 'processing'] as const) {
      expect(run([{ type: 'sent' }, answer({ status })])).toMatchObject({
        busy: false,
        problem: null,
        step: { name: 'settled', status },
      });
    }
  });

  it('shows a decline with its reason, and Retry Payment is a new attempt with a new key', () => {
    const declined = run([{ type: 'sent' }, answer({ status: 'failed', failureMessage: 'Your card was declined.' })]);
    expect(declined).toMatchObject({
      busy: false,
      step: { name: 'choose' },
      problem: { kind: 'failed', reason: 'Your card was declined.' },
      payKey: 'key-1',
    });
    const retried = paymentFlowReducer(declined, { type: 'retried', payKey: 'key-2' });
    expect(retried).toMatchObject({ problem: null, payKey: 'key-2', step: { name: 'choose' } });
  });

  it('keeps the same key across a double click or a lost answer', () => {
    const flow = run([{ type: 'sent' }, { type: 'sent' }, { type: 'refused', problem: { kind: 'inProcess' } }]);
    expect(flow).toMatchObject({ payKey: 'key-1', busy: false, problem: { kind: 'inProcess' } });
  });

  it('asks the sandbox’s 3-D Secure for the amount held, and confirming closes it', () => {
    const challenged = run([{ type: 'sent' }, answer({ status: 'requires_action', amountCents: 171_776 })]);
    expect(challenged.step).toEqual({ name: 'challenge', amountCents: 171_776 });
    expect(run([{ type: 'sent' }], challenged)).toMatchObject({ busy: true, step: { name: 'choose' } });
    expect(run([{ type: 'confirmationFailed', reason: CONFIRMATION_FAILED }], challenged)).toMatchObject({
      step: { name: 'choose' },
      problem: { kind: 'failed', reason: CONFIRMATION_FAILED },
    });
  });

  it('hands Stripe’s 3-D Secure to Stripe.js with the client secret, and fails without one', () => {
    const stripe = { gateway: 'stripe' as const };
    expect(run([answer({ status: 'requires_action', clientSecret: 'pi_1_secret_2' }, stripe)]).step).toEqual({
      name: 'nextAction',
      clientSecret: 'pi_1_secret_2',
    });
    expect(run([answer({ status: 'requires_action' }, stripe)])).toMatchObject({
      step: { name: 'choose' },
      problem: { kind: 'failed', reason: null },
    });
  });

  it('asks for the micro-deposits of the account a payment waits for, and keeps asking for that one', () => {
    const waiting = run([{ type: 'sent' }, answer({ status: 'requires_confirmation' }, { account })]);
    expect(waiting).toMatchObject({ step: { name: 'verify', account }, problem: { kind: 'requiresConfirmation' } });
    // Paying again after the deposits: the form stays until the answer comes.
    const paying = run([{ type: 'problemClosed' }, { type: 'sent' }], waiting);
    expect(paying).toMatchObject({ busy: true, step: { name: 'verify', account }, problem: null });
    const other: AccountToVerify = { id: 'pm_other', label: 'Another' };
    expect(run([answer({ status: 'requires_confirmation' }, { account: other })], paying).step).toEqual({
      name: 'verify',
      account,
    });
    expect(run([answer({ status: 'processing' })], paying).step).toEqual({ name: 'settled', status: 'processing' });
  });

  it('without an account to verify, says so and lets the payer choose again', () => {
    expect(run([answer({ status: 'requires_confirmation' })])).toMatchObject({
      step: { name: 'choose' },
      problem: { kind: 'requiresConfirmation' },
    });
  });

  it('takes a saved account that still needs verifying to its micro-deposits', () => {
    const flow = run([{ type: 'sent' }, { type: 'refused', problem: { kind: 'verificationRequired' }, account }]);
    expect(flow).toMatchObject({
      busy: false,
      step: { name: 'verify', account },
      problem: { kind: 'verificationRequired' },
    });
  });

  it('closes a payment link that no longer takes payments', () => {
    const problem: PaymentProblem = { kind: 'other', code: 'PAYMENT_LINK_INVALID', message: 'This link is not valid.' };
    expect(run([{ type: 'sent' }, { type: 'refused', problem }])).toMatchObject({
      step: { name: 'closed' },
      problem: null,
    });
  });

  it('leaves a refused card’s fields to its form and the rest to the dialog', () => {
    const onFields: PaymentProblem = {
      kind: 'methodNotCreated',
      reason: 'Your card number is incorrect.',
      fields: { 'card.number': 'Your card number is incorrect.' },
    };
    expect(run([{ type: 'sent' }, { type: 'refused', problem: onFields }])).toMatchObject({
      busy: false,
      problem: null,
    });
    expect(formRefusal(onFields)).toEqual({
      message: 'Payment method was not created: Your card number is incorrect.',
      fields: { number: 'Your card number is incorrect.' },
    });
    const noFields: PaymentProblem = { kind: 'methodNotCreated', reason: null, fields: {} };
    expect(formRefusal(noFields)).toBeNull();
    expect(run([{ type: 'refused', problem: noFields }]).problem).toEqual(noFields);
  });

  it('calls any other answer unexpected', () => {
    expect(run([answer({ status: 'refunded' })])).toMatchObject({
      step: { name: 'choose' },
      problem: { kind: 'other', message: UNEXPECTED_PAYMENT_STATE },
    });
  });

  it('resumes where a reload left it', () => {
    const resumed = (event: Omit<Extract<PaymentFlowEvent, { type: 'resumed' }>, 'type'>) =>
      run([{ type: 'resumed', ...event }]).step;
    expect(resumed({ status: 'succeeded', gateway: 'sandbox' })).toEqual({ name: 'settled', status: 'succeeded' });
    expect(resumed({ status: 'requires_confirmation', gateway: 'sandbox', account })).toEqual({
      name: 'verify',
      account,
    });
    expect(resumed({ status: 'requires_confirmation', gateway: 'sandbox' })).toEqual({ name: 'choose' });
    const held = { status: 'requires_action' as const, amountCents: 5_000 };
    expect(resumed({ status: 'requires_action', payment: held, gateway: 'sandbox' })).toEqual({
      name: 'challenge',
      amountCents: 5_000,
    });
    // Stripe's own 3-D Secure page is gone after a reload: the payer pays again.
    expect(resumed({ status: 'requires_action', payment: held, gateway: 'stripe' })).toEqual({ name: 'choose' });
    expect(resumed({ status: 'requires_payment', gateway: 'sandbox' })).toEqual({ name: 'choose' });
    // A payment link on an invoice on 120-day terms: authorized, yet owed; the payer pays it.
    expect(resumed({ status: 'authorized', gateway: 'sandbox', payable: true })).toEqual({ name: 'choose' });
    expect(resumed({ status: 'authorized', gateway: 'sandbox', payable: false })).toEqual({
      name: 'settled',
      status: 'authorized',
    });
  });
});
