import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

import { and, desc, eq } from 'drizzle-orm';

import { PAYMENT_LINK_VALID_DAYS } from '@/lib/constants';
import { ENDED_WITHOUT_DELIVERY } from '@/lib/order/lifecycle';
import { paymentLinkPath } from '@/lib/routes';
import { isPaymentLinkToken, PAYMENT_MESSAGES, type PaymentLinkPayInput } from '@/lib/validation/payments';
import type { Database } from '@/server/db/database';
import { orderPayments, paymentLinks, paymentMethods } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { isPaymentError, type PaymentGateway } from '@/server/payment-gateway';
import { getOrder, type OrderRecord } from '@/server/services/orders/orders';
import { canonicalHash } from '@/server/services/catalogue/quote';
import { enforceRateLimits } from '@/server/services/rate-limits/rate-limit';

import { claimOrderForPayment, sendAttempt, supersedeWaitingAction } from './attempts';
import { attemptByKey, PAYABLE_STATUSES } from './attempt-state';
import { verifyMicroDeposits } from './bank-verification';
import { payerCustomerId } from './customers';
import { PAYMENT_LIMITS } from './limits';
import {
  createBankAccountMethod,
  createGatewayCard,
  saveGatewayMethod,
  WRONG_METHOD_KIND_MESSAGE,
  type RequestOrigin,
} from './methods';
import { confirmAttempt } from './order-pay';
import type { OrderPaymentRow } from './records';
import { keyReused, methodNotCreated, NO_PAYMENT_TO_CONFIRM_MESSAGE, orderEnded, paymentInProcess } from './refusals';

/**
 * Payment links: an owner or manager of the contractor's company, or the order's supplier through
 * its API key (server/services/developers/supplier-api-keys.ts), shares a link that anyone
 * holding it can pay the order's unpaid amount with (the payment request / pay-invoice page), as
 * a guest. The link's token is 256 random bits; only its SHA-256 is stored, so the database
 * alone opens no link. It works 14 days, until the order is paid or canceled. Its payer's card
 * is charged at once (the invoice is due); a bank account is debited once verified. The guest
 * sees the invoice's facts (PaymentLinkView), never the order's contact details or site notes.
 */

const DAY_MS = 86_400_000;

/** GraphQL `PaymentLink`. */
export interface PaymentLinkRecord {
  id: string;
  orderId: string;
  url: string;
  expiresAt: string;
}

export const hashPaymentLinkToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export const paymentLinkUrl = (siteUrl: string, token: string) =>
  `${siteUrl.replace(/\/+$/, '')}${paymentLinkPath(token)}`;

const linkInvalid = () => expectedError(ErrorCode.PAYMENT_LINK_INVALID, PAYMENT_MESSAGES.linkInvalid);

/**
 * Whether a link can pay the order: placed, with its amount not taken, held or on its way. An
 * order accepted on 120-day terms can: that is how its invoice gets paid.
 */
export function linkCanPay(order: OrderRecord, openTerms: boolean): boolean {
  if (ENDED_WITHOUT_DELIVERY.includes(order.status) || order.unpaidAmountCents <= 0) return false;
  if ((PAYABLE_STATUSES as readonly string[]).includes(order.paymentStatus)) return true;
  return order.paymentStatus === 'authorized' && openTerms;
}

export async function hasOpenTerms(db: Database, orderId: string): Promise<boolean> {
  const [terms] = await db
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .where(
      and(eq(orderPayments.orderId, orderId), eq(orderPayments.kind, 'terms'), eq(orderPayments.status, 'authorized')),
    )
    .limit(1);
  return Boolean(terms);
}

/** Who made a link: a person of the order's company, or the order's supplier through its API key. */
export type PaymentLinkAuthor = { userId: string } | { supplierKeyId: string };

/**
 * Creates a link for one of the company's orders while it has an unpaid amount: NOT_FOUND for
 * another company's order, ORDER_NOT_PAYABLE when canceled, PAYMENT_IN_PROCESS when paid, held
 * or being paid.
 */
export async function createPaymentLink(
  db: Database,
  request: { companyId: string; author: PaymentLinkAuthor; orderId: string; siteUrl: string; now?: Date },
): Promise<PaymentLinkRecord> {
  const now = request.now ?? new Date();
  const order = await getOrder(db, request.companyId, request.orderId, now);
  if (ENDED_WITHOUT_DELIVERY.includes(order.status)) throw orderEnded(order.status);
  if (!linkCanPay(order, await hasOpenTerms(db, order.id))) {
    throw paymentInProcess();
  }
  const token = randomBytes(32).toString('base64url');
  const [link] = await db
    .insert(paymentLinks)
    .values({
      tokenHash: hashPaymentLinkToken(token),
      orderId: order.id,
      companyId: request.companyId,
      createdByUserId: 'userId' in request.author ? request.author.userId : null,
      createdBySupplierKeyId: 'supplierKeyId' in request.author ? request.author.supplierKeyId : null,
      expiresAt: new Date(now.getTime() + PAYMENT_LINK_VALID_DAYS * DAY_MS),
    })
    .returning();
  return {
    id: link!.id,
    orderId: order.id,
    url: paymentLinkUrl(request.siteUrl, token),
    expiresAt: link!.expiresAt.toISOString(),
  };
}

export type LinkRow = typeof paymentLinks.$inferSelect;

/** The link of a token; PAYMENT_LINK_INVALID for an unknown one. */
async function findLink(db: Database, token: string): Promise<LinkRow> {
  if (!isPaymentLinkToken(token)) throw linkInvalid();
  const [link] = await db
    .select()
    .from(paymentLinks)
    .where(eq(paymentLinks.tokenHash, hashPaymentLinkToken(token)));
  if (!link) throw linkInvalid();
  return link;
}

/** A link that can still be used: not paid, not expired. */
function assertOpen(link: LinkRow, now: Date): LinkRow {
  if (link.paidAt || link.expiresAt.getTime() <= now.getTime()) throw linkInvalid();
  return link;
}

export async function openLink(db: Database, token: string, now: Date): Promise<LinkRow> {
  return assertOpen(await findLink(db, token), now);
}

/** The link's order, which must still be placed and unpaid. */
export async function linkOrder(db: Database, link: LinkRow, now: Date): Promise<OrderRecord> {
  const order = await getOrder(db, link.companyId, link.orderId, now);
  if (ENDED_WITHOUT_DELIVERY.includes(order.status) || order.unpaidAmountCents <= 0) throw linkInvalid();
  return order;
}

/** What identifies a link payment's request, without card numbers or CVCs (never hashed or kept). */
function requestSummary(linkId: string, input: PaymentLinkPayInput) {
  if (input.method === 'card') {
    const { card } = input;
    return {
      linkId,
      method: 'card',
      last4: card.number.slice(-4),
      expiry: [card.expMonth, card.expYear],
      name: card.cardholderName,
      zip: card.zip,
      email: input.email,
    };
  }
  if (input.method === 'stripe_card') {
    return { linkId, method: 'stripe_card', paymentMethodId: input.paymentMethodId, email: input.email };
  }
  const { account } = input.bankAccount;
  const accountLast4 = account.kind === 'iban' ? account.iban.slice(-4) : account.accountNumber.slice(-4);
  return {
    linkId,
    method: 'bank',
    paymentType: input.bankAccount.paymentType,
    account: { ...account, iban: undefined, accountNumber: undefined, last4: accountLast4 },
    name: input.bankAccount.fullName,
    email: input.email,
  };
}

export interface PayPaymentLinkRequest {
  token: string;
  input: PaymentLinkPayInput;
  idempotencyKey: string;
  origin: RequestOrigin;
  now?: Date;
}

/**
 * `paymentLinkPay`: the guest's card or bank account pays the order's unpaid amount. Rate-limited
 * per address and per link (card testing). The same key with the same details answers its
 * attempt; a bank account that needs verification leaves the order `requires_confirmation`.
 */
export async function payPaymentLink(
  db: Database,
  gateway: PaymentGateway,
  request: PayPaymentLinkRequest,
): Promise<OrderPaymentRow> {
  const now = request.now ?? new Date();
  const { input } = request;
  await enforceRateLimits(db, [[PAYMENT_LIMITS.linkPaymentPerAddress, request.origin.address]], now);
  const link = await findLink(db, request.token);
  await enforceRateLimits(db, [[PAYMENT_LIMITS.linkPaymentPerLink, link.id]], now);

  // A retry of a request that went through (its answer was lost) answers it, even once paid.
  const key = `link:${request.idempotencyKey}`;
  const requestHash = canonicalHash(requestSummary(link.id, input));
  const existing = await attemptByKey(db, link.orderId, key);
  if (existing) {
    if (existing.requestHash !== requestHash) throw keyReused();
    return sendAttempt(db, gateway, existing, now);
  }
  assertOpen(link, now);

  const order = await linkOrder(db, link, now);
  if (!linkCanPay(order, await hasOpenTerms(db, order.id))) {
    throw paymentInProcess();
  }
  const customerId = await payerCustomerId(db, gateway, link, input.email);
  const owner = { paymentLinkId: link.id };
  const gatewayKey = `payment-link:${link.id}:${input.method}:${request.idempotencyKey}`;
  let method;
  if (input.method === 'bank') {
    method = await createBankAccountMethod(db, gateway, {
      owner,
      customerId,
      bank: input.bankAccount,
      gatewayKey,
      origin: request.origin,
      now,
    });
  } else {
    const created =
      input.method === 'card'
        ? await createGatewayCard(gateway, customerId, input.card, gatewayKey)
        : await gateway
            .attachPaymentMethod({ customerId, paymentMethodId: input.paymentMethodId })
            .catch((error: unknown) => {
              throw isPaymentError(error) ? methodNotCreated(error) : error;
            });
    if (created.type !== 'card') {
      throw expectedError(ErrorCode.PAYMENT_METHOD_NOT_CREATED, WRONG_METHOD_KIND_MESSAGE);
    }
    method = await saveGatewayMethod(db, gateway, owner, created, {
      paymentType: 'card',
      holderName: input.method === 'card' ? input.card.cardholderName : null,
    });
  }

  await supersedeWaitingAction(db, gateway, order.id, now);
  const claimed = await claimOrderForPayment(
    db,
    {
      orderId: order.id,
      companyId: link.companyId,
      kind: 'charge',
      gateway: gateway.name,
      paymentMethodId: method.id,
      amountCents: order.unpaidAmountCents,
      currency: order.currency,
      status: method.verificationStatus === 'pending' ? 'requires_confirmation' : 'processing',
      idempotencyKey: key,
      requestHash,
      source: 'payment_link',
      paymentLinkId: link.id,
      payerEmail: input.email ?? null,
    },
    { settlesTerms: true, now },
  );
  if (!claimed) {
    const twin = await attemptByKey(db, order.id, key);
    if (twin && twin.requestHash === requestHash) return sendAttempt(db, gateway, twin, now);
    throw paymentInProcess();
  }
  return sendAttempt(db, gateway, claimed, now);
}

export const NO_BANK_ACCOUNT_TO_VERIFY_MESSAGE = 'No bank account is waiting for verification on this link.';

/**
 * `paymentLinkVerifyBankAccount`: the guest confirms the micro-deposits of the bank account they
 * entered on this link; the order is then debited. Answers the link's payment attempt.
 */
export async function verifyPaymentLinkBankAccount(
  db: Database,
  gateway: PaymentGateway,
  request: { token: string; amountsCents: [number, number]; origin: RequestOrigin; now?: Date },
): Promise<OrderPaymentRow> {
  const now = request.now ?? new Date();
  await enforceRateLimits(db, [[PAYMENT_LIMITS.microDepositsPerAddress, request.origin.address]], now);
  const link = await openLink(db, request.token, now);
  await linkOrder(db, link, now);
  const [attempt] = await db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.paymentLinkId, link.id), eq(orderPayments.status, 'requires_confirmation')))
    .orderBy(desc(orderPayments.createdAt))
    .limit(1);
  if (!attempt?.paymentMethodId) throw expectedError(ErrorCode.NOT_FOUND, NO_BANK_ACCOUNT_TO_VERIFY_MESSAGE);
  const [method] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, attempt.paymentMethodId));
  await verifyMicroDeposits(db, gateway, method!, request.amountsCents, now);
  const [current] = await db.select().from(orderPayments).where(eq(orderPayments.id, attempt.id));
  return current!;
}

/**
 * `paymentLinkConfirmPayment`: the link's payer completed 3-D Secure for the card they entered
 * (the sandbox's challenge, or Stripe.js); the payment goes on. Answers the link's newest attempt.
 */
export async function confirmPaymentLinkPayment(
  db: Database,
  gateway: PaymentGateway,
  request: { token: string; now?: Date },
): Promise<OrderPaymentRow> {
  const now = request.now ?? new Date();
  const link = await findLink(db, request.token);
  const [attempt] = await db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.paymentLinkId, link.id))
    .orderBy(desc(orderPayments.createdAt), desc(orderPayments.id))
    .limit(1);
  if (!attempt) throw expectedError(ErrorCode.NOT_FOUND, NO_PAYMENT_TO_CONFIRM_MESSAGE);
  if (attempt.status === 'requires_action') await linkOrder(db, assertOpen(link, now), now);
  return confirmAttempt(db, gateway, attempt, now);
}
