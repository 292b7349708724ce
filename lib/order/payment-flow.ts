import type { OrderPaymentStatus, PaymentGatewayName } from '@/graphql/generated/client/graphql';

import { formRefusal, type PaymentProblem } from './payment-problems';

/**
 * Paying an order, as pure code: the order's payment step and order page (useOrderPayment) and a
 * guest's payment link (PaymentLinkPay) both run this reducer and only show where it stands. The
 * API calls stay in the components; what each answer means is decided here once: the gateway's
 * statuses, 3-D Secure (the sandbox's challenge or Stripe.js's next action), micro-deposit
 * verification, a refused method, and Retry Payment's new idempotency key.
 */

/** How a payment ends well: held on the card, taken, or a bank debit on its way. */
export type SettledPaymentStatus = Extract<OrderPaymentStatus, 'authorized' | 'succeeded' | 'processing'>;

export function isSettledPayment(status: OrderPaymentStatus): status is SettledPaymentStatus {
  return status === 'authorized' || status === 'succeeded' || status === 'processing';
}

/** A payment attempt as the API answers it, as much as the flow reads. */
export interface PaymentAnswer {
  status: OrderPaymentStatus;
  amountCents: number;
  failureMessage?: string | null;
  /** Stripe: what Stripe.js needs to run the bank's 3-D Secure. */
  clientSecret?: string | null;
}

/**
 * The bank account whose micro-deposits the payer confirms: a saved one (its id), or the one just
 * typed on a payment link, which the link's token already names (no id).
 */
export interface AccountToVerify {
  id: string | null;
  label: string;
}

export type PaymentStep =
  /** The payer chooses a method and pays (or waits for the answer while `busy`). */
  | { name: 'choose' }
  /** The sandbox's 3-D Secure: the payer confirms `amountCents` or not. */
  | { name: 'challenge'; amountCents: number }
  /** Stripe's 3-D Secure: Stripe.js handles the next action, then the payment is confirmed. */
  | { name: 'nextAction'; clientSecret: string }
  /** The micro-deposits of a new bank account before the debit starts. */
  | { name: 'verify'; account: AccountToVerify }
  /** Paid, held or on its way: the thank-you page, or the page's own confirmation. */
  | { name: 'settled'; status: SettledPaymentStatus }
  /** A payment link that no longer takes payments (paid already, expired). */
  | { name: 'closed' };

export interface PaymentFlow {
  step: PaymentStep;
  /** A payment request is on its way: the pay buttons wait. */
  busy: boolean;
  /** The attempt's idempotency key: a double click or a lost answer is the same attempt. */
  payKey: string;
  /** What the dialog says (PaymentStateDialog), or null. */
  problem: PaymentProblem | null;
}

export type PaymentFlowEvent =
  /** The order's payment as loaded (a reload in the middle of paying). */
  | {
      type: 'resumed';
      status: OrderPaymentStatus;
      payment?: PaymentAnswer | null;
      gateway: PaymentGatewayName;
      /** The account to verify when the order waits for one; without it the payer pays again. */
      account?: AccountToVerify | null;
      /**
       * The server says the payment can be made now (a payment link's `payable`): an invoice on
       * 120-day terms is `authorized`, yet owed, so the payer pays instead of reading "paid".
       */
      payable?: boolean;
    }
  /** A pay or confirm request went out. */
  | { type: 'sent' }
  /** The API answered a payment attempt; `account` is the bank account it was made with. */
  | { type: 'answered'; payment: PaymentAnswer; gateway: PaymentGatewayName; account?: AccountToVerify | null }
  /**
   * The API refused the request; `account` is the saved method it named, if any. A refusal that
   * names the form's fields (formRefusal) is for the form, not the dialog.
   */
  | { type: 'refused'; problem: PaymentProblem; account?: AccountToVerify | null }
  /** The card's bank did not confirm the payment (3-D Secure failed or was abandoned). */
  | { type: 'confirmationFailed'; reason: string | null }
  | { type: 'problemClosed' }
  /** Retry Payment: a new attempt, with a new idempotency key. */
  | { type: 'retried'; payKey: string };

export const UNEXPECTED_PAYMENT_STATE = 'This payment is in an unexpected state. Please try again.';
export const CONFIRMATION_FAILED = 'The card’s bank could not confirm this payment.';

export function initialPaymentFlow(payKey: string): PaymentFlow {
  return { step: { name: 'choose' }, busy: false, payKey, problem: null };
}

const choose: PaymentStep = { name: 'choose' };

/** Where an answered payment leaves the flow. */
function afterAnswer(
  flow: PaymentFlow,
  payment: PaymentAnswer,
  gateway: PaymentGatewayName,
  account: AccountToVerify | null | undefined,
): PaymentFlow {
  const done = { ...flow, busy: false };
  switch (payment.status) {
    case 'authorized':
    case 'succeeded':
    case 'processing':
      return { ...done, step: { name: 'settled', status: payment.status }, problem: null };
    case 'failed':
      return { ...done, step: choose, problem: { kind: 'failed', reason: payment.failureMessage ?? null } };
    case 'requires_action':
      if (gateway === 'sandbox') return { ...done, step: { name: 'challenge', amountCents: payment.amountCents } };
      return payment.clientSecret
        ? { ...done, step: { name: 'nextAction', clientSecret: payment.clientSecret } }
        : { ...done, step: choose, problem: { kind: 'failed', reason: null } };
    case 'requires_confirmation': {
      // The account being verified stays the one asked for; else the one this payment used.
      const asked = flow.step.name === 'verify' ? flow.step.account : (account ?? null);
      return {
        ...done,
        step: asked ? { name: 'verify', account: asked } : choose,
        problem: { kind: 'requiresConfirmation' },
      };
    }
    default:
      return { ...done, step: choose, problem: { kind: 'other', message: UNEXPECTED_PAYMENT_STATE } };
  }
}

export function paymentFlowReducer(flow: PaymentFlow, event: PaymentFlowEvent): PaymentFlow {
  switch (event.type) {
    case 'resumed': {
      if (isSettledPayment(event.status) && !event.payable) {
        return { ...flow, step: { name: 'settled', status: event.status } };
      }
      if (event.status === 'requires_confirmation' && event.account) {
        return { ...flow, step: { name: 'verify', account: event.account } };
      }
      // A reload during the sandbox's challenge asks again; Stripe's ends with its own page.
      if (event.payment?.status === 'requires_action' && event.gateway === 'sandbox') {
        return { ...flow, step: { name: 'challenge', amountCents: event.payment.amountCents } };
      }
      return flow;
    }
    case 'sent': {
      // Confirming after 3-D Secure closes the challenge; a verification stays open until answered.
      const step = flow.step.name === 'challenge' || flow.step.name === 'nextAction' ? choose : flow.step;
      return { ...flow, step, busy: true, problem: null };
    }
    case 'answered':
      return afterAnswer(flow, event.payment, event.gateway, event.account);
    case 'refused': {
      const { problem } = event;
      const done = { ...flow, busy: false };
      if (problem.kind === 'other' && problem.code === 'PAYMENT_LINK_INVALID') {
        return { ...done, step: { name: 'closed' }, problem: null };
      }
      // A refused card's or account's fields go back to its form, which says what is wrong.
      if (formRefusal(problem)) return done;
      if (problem.kind === 'verificationRequired' && event.account) {
        return { ...done, step: { name: 'verify', account: event.account }, problem };
      }
      return { ...done, problem };
    }
    case 'confirmationFailed':
      return { ...flow, busy: false, step: choose, problem: { kind: 'failed', reason: event.reason } };
    case 'problemClosed':
      return { ...flow, problem: null };
    case 'retried':
      return { ...flow, problem: null, payKey: event.payKey };
  }
}
