import 'server-only';

import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';

import type { BankAccountInput } from '@/lib/validation/bank-account';
import type { CardPaymentMethodInput, CardPaymentType } from '@/lib/validation/payments';
import type { Database } from '@/server/db/database';
import { companies, paymentMethods } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import {
  isPaymentError,
  type BankAccountDetails,
  type PaymentGateway,
  type PaymentMethod as GatewayPaymentMethod,
} from '@/server/payment-gateway';
import { enforceRateLimits } from '@/server/services/rate-limits/rate-limit';

import { failWaitingPayments } from './attempts';
import { companyCustomerId } from './customers';
import { PAYMENT_LIMITS } from './limits';
import { toPaymentMethodRecord, type PaymentMethodRecord, type PaymentMethodRow } from './records';
import { methodNotCreated, PAYMENT_METHOD_NOT_FOUND_MESSAGE, paymentsUnavailable } from './refusals';
import { defaultPaymentMethodId, keepWorkingMethod } from './saved-methods';

/**
 * Saved cards and bank accounts of a company. The gateway keeps the numbers; a saved method is
 * what it told us (brand, last four digits, expiry, bank code) and, for bank accounts, the
 * customer's acceptance of the debit mandate. Every gateway call carries a key derived from the
 * company and the client's key, so a double click saves one method.
 */

export const CARD_DETAILS_WITH_STRIPE_MESSAGE =
  'Card details are entered in the secure card form; they never reach our servers.';
export const SETUP_INTENTS_WITH_SANDBOX_MESSAGE = 'The test gateway saves cards from its own card form.';
export const WRONG_METHOD_KIND_MESSAGE = 'This payment method is not of the chosen payment type.';

export type MethodOwner = { companyId: string } | { paymentLinkId: string };

/** The payment type a gateway method is saved as: every card is `card`; bank accounts keep theirs. */
function savedPaymentType(method: GatewayPaymentMethod, requested: PaymentMethodRow['paymentType']) {
  if (method.type === 'card') return 'card' as const;
  if (method.type === 'us_bank_account') return 'stripe_b2b_us' as const;
  if (method.type === 'acss_debit') return 'stripe_b2b_ca' as const;
  return requested;
}

/** Whether a saved method can pay an order of this payment type ('stripe' and 'card' are both cards). */
export function methodServes(methodType: PaymentMethodRow['paymentType'], orderType: PaymentMethodRow['paymentType']) {
  const isCard = (type: string) => type === 'card' || type === 'stripe';
  return isCard(methodType) ? isCard(orderType) : methodType === orderType;
}

/**
 * Keeps what the gateway answered. The same gateway method (a retry with the key) is one row:
 * the insert does nothing and the first row answers. A company's bank account is saved at once;
 * a card only when `worked` (Stripe confirmed its setup), else once a payment on it worked
 * (saved-methods.ts): until then only the payment it was typed for uses it.
 */
export async function saveGatewayMethod(
  db: Database,
  gateway: PaymentGateway,
  owner: MethodOwner,
  method: GatewayPaymentMethod,
  details: {
    paymentType: PaymentMethodRow['paymentType'];
    holderName: string | null;
    mandate?: { acceptedAt: Date; ipAddress: string; userAgent: string };
    worked?: boolean;
  },
  now = new Date(),
): Promise<PaymentMethodRow> {
  const isCompanyBankAccount = 'companyId' in owner && method.type !== 'card';
  await db
    .insert(paymentMethods)
    .values({
      companyId: 'companyId' in owner ? owner.companyId : null,
      paymentLinkId: 'paymentLinkId' in owner ? owner.paymentLinkId : null,
      gateway: gateway.name,
      gatewayMethodId: method.id,
      gatewayCustomerId: method.customerId ?? '',
      gatewayVerificationId: method.verification.verificationId,
      paymentType: savedPaymentType(method, details.paymentType),
      brand: method.card?.brand ?? null,
      last4: method.card?.last4 ?? method.bankAccount?.last4 ?? '',
      expMonth: method.card?.expMonth ?? null,
      expYear: method.card?.expYear ?? null,
      bankCode: method.bankAccount?.bankCode ?? null,
      holderName: details.holderName,
      fingerprint: method.card?.fingerprint ?? null,
      verificationStatus: method.verification.status,
      mandateAcceptedAt: details.mandate?.acceptedAt ?? null,
      mandateIpAddress: details.mandate?.ipAddress ?? null,
      mandateUserAgent: details.mandate?.userAgent ?? null,
      savedAt: isCompanyBankAccount ? now : null,
    })
    .onConflictDoNothing();
  const select = () =>
    db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.gateway, gateway.name), eq(paymentMethods.gatewayMethodId, method.id)));
  const [row] = await select();
  if (details.worked && row && !row.savedAt) {
    await keepWorkingMethod(db, row.id, now);
    return (await select())[0]!;
  }
  return row!;
}

const savedBy = (companyId: string) =>
  and(eq(paymentMethods.companyId, companyId), isNotNull(paymentMethods.savedAt), isNull(paymentMethods.deletedAt));

/**
 * The company's saved methods, newest first, with the default marked (removed ones, and cards
 * that never worked, are not in the list).
 */
export async function listPaymentMethods(db: Database, companyId: string): Promise<PaymentMethodRecord[]> {
  const [rows, defaultId] = await Promise.all([
    db
      .select()
      .from(paymentMethods)
      .where(savedBy(companyId))
      .orderBy(desc(paymentMethods.savedAt), desc(paymentMethods.id)),
    defaultPaymentMethodId(db, companyId),
  ]);
  return rows.map((row) => toPaymentMethodRecord(row, { isDefault: row.id === defaultId }));
}

/** A method as the API answers it, the default marked. */
export async function paymentMethodRecord(db: Database, row: PaymentMethodRow): Promise<PaymentMethodRecord> {
  const isDefault =
    Boolean(row.companyId && row.savedAt && !row.deletedAt) &&
    (await defaultPaymentMethodId(db, row.companyId!)) === row.id;
  return toPaymentMethodRecord(row, { isDefault });
}

/** One of the company's saved methods; NOT_FOUND for an unknown id, a removed one, or another company's. */
export async function companyPaymentMethod(db: Database, companyId: string, id: string): Promise<PaymentMethodRow> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), savedBy(companyId)));
  if (!row) throw expectedError(ErrorCode.NOT_FOUND, PAYMENT_METHOD_NOT_FOUND_MESSAGE);
  return row;
}

export interface RequestOrigin {
  /** The client's address (rate limits, the mandate's record). */
  address: string;
  userAgent: string;
}

/** Gateway calls that save a method: refusals are 'Payment method was not created'. */
async function creatingMethod<T>(create: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (error) {
    if (isPaymentError(error)) throw methodNotCreated(error);
    throw error;
  }
}

/** A card from its details; the sandbox only (with Stripe, card details never reach us). */
export async function createGatewayCard(
  gateway: PaymentGateway,
  customerId: string,
  card: CardPaymentMethodInput,
  idempotencyKey: string,
): Promise<GatewayPaymentMethod> {
  if (gateway.name !== 'sandbox') {
    throw expectedError(ErrorCode.PAYMENT_GATEWAY_UNSUPPORTED, CARD_DETAILS_WITH_STRIPE_MESSAGE);
  }
  const billing = card.billingAddress;
  return creatingMethod(() =>
    gateway.createCardPaymentMethod({
      customerId,
      card: { number: card.number, expMonth: card.expMonth, expYear: card.expYear, cvc: card.cvc },
      billing: {
        name: card.cardholderName,
        address: {
          line1: billing?.street,
          city: billing?.city,
          state: billing?.state,
          country: billing?.country,
          postalCode: billing?.zip ?? card.zip,
        },
      },
      idempotencyKey,
    }),
  );
}

/** Saves a card for the company from the sandbox's card form. */
export async function createCardPaymentMethod(
  db: Database,
  gateway: PaymentGateway,
  request: { companyId: string; card: CardPaymentMethodInput; idempotencyKey: string; origin: RequestOrigin },
): Promise<PaymentMethodRow> {
  const { companyId, card } = request;
  await enforceRateLimits(db, [
    [PAYMENT_LIMITS.cardPerAddress, request.origin.address],
    [PAYMENT_LIMITS.cardPerCompany, companyId],
  ]);
  if (gateway.name !== 'sandbox') {
    throw expectedError(ErrorCode.PAYMENT_GATEWAY_UNSUPPORTED, CARD_DETAILS_WITH_STRIPE_MESSAGE);
  }
  const customerId = await companyCustomerId(db, gateway, companyId);
  const method = await createGatewayCard(
    gateway,
    customerId,
    card,
    `company:${companyId}:card:${request.idempotencyKey}`,
  );
  return saveGatewayMethod(db, gateway, { companyId }, method, {
    paymentType: 'card',
    holderName: card.cardholderName,
  });
}

/** A setup intent for Stripe's Payment Element (cards). */
export async function createPaymentSetupIntent(
  db: Database,
  gateway: PaymentGateway,
  request: { companyId: string; idempotencyKey: string; origin: RequestOrigin },
): Promise<{ clientSecret: string }> {
  await enforceRateLimits(db, [
    [PAYMENT_LIMITS.cardPerAddress, request.origin.address],
    [PAYMENT_LIMITS.cardPerCompany, request.companyId],
  ]);
  if (gateway.name !== 'stripe') {
    throw expectedError(ErrorCode.PAYMENT_GATEWAY_UNSUPPORTED, SETUP_INTENTS_WITH_SANDBOX_MESSAGE);
  }
  const customerId = await companyCustomerId(db, gateway, request.companyId);
  try {
    const intent = await gateway.createSetupIntent({
      customerId,
      idempotencyKey: `company:${request.companyId}:setup:${request.idempotencyKey}`,
    });
    return { clientSecret: intent.clientSecret };
  } catch (error) {
    if (isPaymentError(error)) throw paymentsUnavailable();
    throw error;
  }
}

/** Saves a card Stripe.js created in the browser (after the setup intent). */
export async function attachPaymentMethod(
  db: Database,
  gateway: PaymentGateway,
  request: { companyId: string; paymentMethodId: string; paymentType: CardPaymentType; origin: RequestOrigin },
): Promise<PaymentMethodRow> {
  await enforceRateLimits(db, [
    [PAYMENT_LIMITS.cardPerAddress, request.origin.address],
    [PAYMENT_LIMITS.cardPerCompany, request.companyId],
  ]);
  const customerId = await companyCustomerId(db, gateway, request.companyId);
  const method = await creatingMethod(() =>
    gateway.attachPaymentMethod({ customerId, paymentMethodId: request.paymentMethodId }),
  );
  if (method.type !== 'card') {
    throw expectedError(ErrorCode.PAYMENT_METHOD_NOT_CREATED, WRONG_METHOD_KIND_MESSAGE);
  }
  // Stripe.js confirmed the setup intent with the card's bank before sending its id: it worked.
  return saveGatewayMethod(db, gateway, { companyId: request.companyId }, method, {
    paymentType: 'card',
    holderName: null,
    worked: true,
  });
}

/** The bank form's account as the gateway takes it. */
function bankAccountDetails(bank: BankAccountInput): BankAccountDetails {
  const { account } = bank;
  const common = { holderName: bank.fullName, email: bank.email };
  if (account.kind === 'iban') return { kind: 'iban', iban: account.iban, ...common };
  if (account.kind === 'stripe_b2b_us') {
    return {
      kind: 'stripe_b2b_us',
      routingNumber: account.routingNumber,
      accountNumber: account.accountNumber,
      ...common,
    };
  }
  return {
    kind: 'stripe_b2b_ca',
    transitNumber: account.transitNumber,
    institutionNumber: account.institutionNumber,
    accountNumber: account.accountNumber,
    ...common,
  };
}

/**
 * Saves a bank account with the mandate the customer accepted (when, from where, with which
 * browser: what a debit dispute asks for). US and Canadian accounts start pending until the
 * micro-deposits are confirmed; an IBAN is ready at once.
 */
export async function createBankAccountMethod(
  db: Database,
  gateway: PaymentGateway,
  request: {
    owner: MethodOwner;
    customerId: string;
    bank: BankAccountInput;
    gatewayKey: string;
    origin: RequestOrigin;
    now: Date;
  },
): Promise<PaymentMethodRow> {
  const mandate = { acceptedAt: request.now, ipAddress: request.origin.address, userAgent: request.origin.userAgent };
  const method = await creatingMethod(() =>
    gateway.createBankAccountPaymentMethod({
      customerId: request.customerId,
      bankAccount: bankAccountDetails(request.bank),
      mandate,
      idempotencyKey: request.gatewayKey,
    }),
  );
  return saveGatewayMethod(db, gateway, request.owner, method, {
    paymentType: request.bank.paymentType,
    holderName: request.bank.fullName,
    mandate,
  });
}

/** Saves a bank account for the company (the app's bank form). */
export async function createCompanyBankAccount(
  db: Database,
  gateway: PaymentGateway,
  request: { companyId: string; bank: BankAccountInput; idempotencyKey: string; origin: RequestOrigin; now: Date },
): Promise<PaymentMethodRow> {
  const { companyId } = request;
  await enforceRateLimits(db, [
    [PAYMENT_LIMITS.bankPerAddress, request.origin.address],
    [PAYMENT_LIMITS.bankPerCompany, companyId],
  ]);
  const customerId = await companyCustomerId(db, gateway, companyId);
  return createBankAccountMethod(db, gateway, {
    owner: { companyId },
    customerId,
    bank: request.bank,
    gatewayKey: `company:${companyId}:bank:${request.idempotencyKey}`,
    origin: request.origin,
    now: request.now,
  });
}

/**
 * Removes a saved method from the list. Payments it made or holds keep going (a pre-authorised
 * card is still charged for its order); orders waiting for it to be verified fail, so the
 * contractor pays them another way.
 */
export async function deletePaymentMethod(db: Database, companyId: string, id: string, now = new Date()) {
  const method = await companyPaymentMethod(db, companyId, id);
  await db.update(paymentMethods).set({ deletedAt: now }).where(eq(paymentMethods.id, method.id));
  await failWaitingPayments(
    db,
    method.id,
    { code: 'payment_method_removed', message: 'The payment method was removed.' },
    now,
  );
  return true;
}

/**
 * The method the company pays with first (preselected at checkout). NOT_FOUND as for removing:
 * only the company's own saved methods.
 */
export async function setDefaultPaymentMethod(
  db: Database,
  companyId: string,
  id: string,
): Promise<PaymentMethodRecord> {
  const method = await companyPaymentMethod(db, companyId, id);
  await db.update(companies).set({ defaultPaymentMethodId: method.id }).where(eq(companies.id, companyId));
  return toPaymentMethodRecord(method, { isDefault: true });
}
