import 'server-only';

import { CARD_CHARGE_HOURS_BEFORE_DELIVERY, CREDIT_TERM_DAYS } from '@/lib/constants';
import type { OrderPayInput } from '@/lib/validation/payments';
import { and, eq } from 'drizzle-orm';

import { ENDED_WITHOUT_DELIVERY } from '@/lib/order/lifecycle';

import type { Database } from '@/server/db/database';
import { paymentMethods } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { isPaymentError, type Payment, type PaymentGateway } from '@/server/payment-gateway';
import { preAuthorizationCents } from '@/server/payment-gateway/amounts';
import { canonicalHash } from '@/server/services/catalogue/quote';
import { getOrder, type OrderRecord } from '@/server/services/orders/orders';

import { claimOrderForPayment, sendAttempt, supersedeWaitingAction } from './attempts';
import { applyGatewayPayment } from './attempt-outcomes';
import { attemptByKey, gatewayKeyOf, latestAttempt, type NewAttempt } from './attempt-state';
import { addDays, reserveCredit } from './credit';
import { methodServes } from './methods';
import type { OrderPaymentRow, PaymentMethodRow } from './records';
import {
  keyReused,
  NO_PAYMENT_TO_CONFIRM_MESSAGE,
  NOTHING_TO_PAY_MESSAGE,
  orderEnded,
  PAYMENT_METHOD_NOT_FOUND_MESSAGE,
  paymentInProcess,
  paymentMethodError,
  paymentsUnavailable,
} from './refusals';

/**
 * Paying an order in the app (`orderPay`), by its payment type:
 * - card (`card`, `stripe`): a pre-authorisation of the amount due plus the supplier's additional
 *   hold (its delivery settings' `cardHoldPercent`, CARD_ADDITIONAL_HOLD_PERCENT by default),
 *   captured by the charge job 28 hours before delivery; when delivery is closer than that, the
 *   amount due is charged at once.
 * - bank account (`stripe_b2b_us`, `stripe_b2b_ca`): the amount due is debited (processing, then
 *   succeeded); an account not verified yet leaves the order `requires_confirmation` until
 *   its micro-deposits are confirmed, without moving money.
 * - 120-day terms (`flexPayment`): accepted within the available credit of an approved account
 *   with no overdue invoice, due the account's term after delivery.
 */

const HOUR_MS = 3_600_000;

export const CARD_ON_TERMS_MESSAGE = 'An order on 120-day terms needs no payment method.';

/** When a card order is charged: 28 hours before its delivery starts. */
export const chargeTimeOf = (order: Pick<OrderRecord, 'deliveryStartsAt'>) =>
  new Date(new Date(order.deliveryStartsAt).getTime() - CARD_CHARGE_HOURS_BEFORE_DELIVERY * HOUR_MS);

/** GraphQL `CardPaymentPlan`: what paying the order by card does, computed as `payOrder` does it. */
export interface CardPaymentPlan {
  amountNowCents: number;
  holdCents: number;
  chargedAtOnce: boolean;
  chargeAt: string;
}

/**
 * Paying by card now: a pre-authorisation of the amount due plus the supplier's hold, charged
 * CARD_CHARGE_HOURS_BEFORE_DELIVERY before delivery; or, when that time has passed, the amount
 * due charged at once. The payment step says this before the payer pays, so the amount the bank's
 * 3-D Secure asks to confirm is the one on the screen.
 */
export function cardPaymentPlan(
  order: Pick<OrderRecord, 'deliveryStartsAt' | 'amountDueCents' | 'cardHoldPercent'>,
  now: Date,
): CardPaymentPlan {
  const chargeAt = chargeTimeOf(order);
  if (chargeAt.getTime() <= now.getTime()) {
    return { amountNowCents: order.amountDueCents, holdCents: 0, chargedAtOnce: true, chargeAt: now.toISOString() };
  }
  const amountNowCents = preAuthorizationCents(order.amountDueCents, order.cardHoldPercent);
  return {
    amountNowCents,
    holdCents: amountNowCents - order.amountDueCents,
    chargedAtOnce: false,
    chargeAt: chargeAt.toISOString(),
  };
}

type CompanyOrder = OrderRecord & { companyId: string };

/** Why an order could not be claimed, read after the fact. */
async function notClaimed(db: Database, order: CompanyOrder): Promise<never> {
  const current = await getOrder(db, order.companyId, order.id);
  if (ENDED_WITHOUT_DELIVERY.includes(current.status)) throw orderEnded(current.status);
  throw paymentInProcess();
}

/** A retry with the client's key: the same request answers its attempt, another is refused. */
async function replay(
  db: Database,
  gateway: PaymentGateway,
  attempt: OrderPaymentRow,
  requestHash: string,
  now: Date,
): Promise<OrderPaymentRow> {
  if (attempt.requestHash !== requestHash) throw keyReused();
  return sendAttempt(db, gateway, attempt, now);
}

export interface PayOrderRequest {
  companyId: string;
  input: OrderPayInput;
  idempotencyKey: string;
  now?: Date;
}

export async function payOrder(
  db: Database,
  gateway: PaymentGateway,
  request: PayOrderRequest,
): Promise<OrderPaymentRow> {
  const now = request.now ?? new Date();
  const { companyId, input, idempotencyKey } = request;
  const order: CompanyOrder = { ...(await getOrder(db, companyId, input.orderId, now)), companyId };
  const requestHash = canonicalHash({ orderId: order.id, paymentMethodId: input.paymentMethodId });

  const existing = await attemptByKey(db, order.id, idempotencyKey);
  if (existing) return replay(db, gateway, existing, requestHash, now);
  if (ENDED_WITHOUT_DELIVERY.includes(order.status)) throw orderEnded(order.status);
  if (order.amountDueCents <= 0) throw expectedError(ErrorCode.ORDER_NOT_PAYABLE, NOTHING_TO_PAY_MESSAGE);

  const base = {
    orderId: order.id,
    companyId,
    amountCents: order.amountDueCents,
    currency: order.currency,
    idempotencyKey,
    requestHash,
    source: 'app' as const,
  };

  if (order.paymentType === 'flexPayment') {
    if (input.paymentMethodId) throw paymentMethodError(CARD_ON_TERMS_MESSAGE);
    const attempt: NewAttempt = {
      ...base,
      kind: 'terms',
      status: 'authorized',
      dueDate: addDays(order.deliveryDate, CREDIT_TERM_DAYS),
    };
    const claimed = await claimOrderForPayment(db, attempt, {
      settlesTerms: false,
      now,
      check: async (tx) => {
        const account = await reserveCredit(tx, order, now);
        attempt.dueDate = addDays(order.deliveryDate, account.termDays);
      },
    });
    return claimed ?? (await raceOrNotClaimed(db, gateway, order, idempotencyKey, requestHash, now));
  }

  const method = await usableMethod(db, companyId, input.paymentMethodId, order.paymentType);
  const isCard = method.paymentType === 'card';
  const plan = cardPaymentPlan(order, now);
  const chargeNow = !isCard || plan.chargedAtOnce;
  const attempt: NewAttempt = {
    ...base,
    kind: chargeNow ? 'charge' : 'authorization',
    gateway: gateway.name,
    paymentMethodId: method.id,
    amountCents: chargeNow ? order.amountDueCents : plan.amountNowCents,
    status: method.verificationStatus === 'pending' ? 'requires_confirmation' : 'processing',
    chargeAt: chargeNow ? null : new Date(plan.chargeAt),
  };
  await supersedeWaitingAction(db, gateway, order.id, now);
  const claimed = await claimOrderForPayment(db, attempt, { settlesTerms: false, now });
  if (!claimed) return raceOrNotClaimed(db, gateway, order, idempotencyKey, requestHash, now);
  return sendAttempt(db, gateway, claimed, now);
}

/** Not claimed: a concurrent request with the same key (answer its attempt), or the order is taken. */
async function raceOrNotClaimed(
  db: Database,
  gateway: PaymentGateway,
  order: CompanyOrder,
  idempotencyKey: string,
  requestHash: string,
  now: Date,
): Promise<OrderPaymentRow> {
  const twin = await attemptByKey(db, order.id, idempotencyKey);
  if (twin) return replay(db, gateway, twin, requestHash, now);
  return notClaimed(db, order);
}

/**
 * The saved method must be the company's (NOT_FOUND otherwise, like every other company's id),
 * not removed, not failed, and of the order's payment type (the processing fee was priced for
 * it): 'Payment method error!' otherwise.
 */
async function usableMethod(
  db: Database,
  companyId: string,
  id: string | null,
  paymentType: OrderRecord['paymentType'],
): Promise<PaymentMethodRow> {
  if (!id) throw paymentMethodError('Choose a payment method.');
  const [method] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.companyId, companyId)));
  if (!method) throw expectedError(ErrorCode.NOT_FOUND, PAYMENT_METHOD_NOT_FOUND_MESSAGE);
  if (method.deletedAt) throw paymentMethodError('This payment method was removed.');
  if (!methodServes(method.paymentType, paymentType)) {
    throw paymentMethodError('This payment method is not of the order’s payment type.');
  }
  if (method.verificationStatus === 'failed') throw paymentMethodError('This bank account could not be verified.');
  return method;
}

/**
 * After the customer completed 3-D Secure: the sandbox is told it passed; Stripe completed it in
 * the browser, so its payment is read again. Any other state is answered as it is (a double
 * click on Continue).
 */
export async function confirmOrderPayment(
  db: Database,
  gateway: PaymentGateway,
  request: { companyId: string; orderId: string; now?: Date },
): Promise<OrderPaymentRow> {
  const now = request.now ?? new Date();
  const order = await getOrder(db, request.companyId, request.orderId, now);
  const attempt = await latestAttempt(db, order.id);
  if (!attempt) throw expectedError(ErrorCode.NOT_FOUND, NO_PAYMENT_TO_CONFIRM_MESSAGE);
  return confirmAttempt(db, gateway, attempt, now);
}

/** Completes an attempt waiting for 3-D Secure (see `confirmOrderPayment`); others as they are. */
export async function confirmAttempt(
  db: Database,
  gateway: PaymentGateway,
  attempt: OrderPaymentRow,
  now: Date,
): Promise<OrderPaymentRow> {
  if (attempt.status !== 'requires_action' || !attempt.gatewayPaymentId) return attempt;
  const paymentId = attempt.gatewayPaymentId;
  let payment: Payment;
  try {
    payment =
      gateway.name === 'sandbox'
        ? await gateway.confirm({ paymentId, idempotencyKey: `${gatewayKeyOf(attempt)}:confirm` })
        : await gateway.getPayment(paymentId);
  } catch (error) {
    if (!isPaymentError(error)) throw error;
    try {
      payment = await gateway.getPayment(paymentId);
    } catch {
      throw paymentsUnavailable();
    }
  }
  return applyGatewayPayment(db, gateway, attempt, payment, now);
}
