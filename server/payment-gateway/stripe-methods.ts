import 'server-only';

import type Stripe from 'stripe';

import { digitsOnly } from '@/lib/validation/bank-account';

import { PaymentError, PaymentErrorCode } from './errors';
import { callStripe } from './stripe-calls';
import { mapStripePaymentMethod, mapStripeSetupIntentPaymentMethod } from './stripe-objects';
import type { BankAccountDetails, MandateAcceptance, PaymentGateway, PaymentMethod, SetupIntent } from './types';
import { validateBankAccount } from './validation';

/**
 * Payment methods through Stripe (stripe.ts's gateway): cards created and attached, cards saved
 * in the browser with a setup intent, bank accounts with their mandate, and their verification
 * by micro-deposits.
 */

const BANK_TYPES = {
  stripe_b2b_us: 'us_bank_account',
  stripe_b2b_ca: 'acss_debit',
  iban: 'sepa_debit',
} as const;

export async function createCardPaymentMethod(
  stripe: Stripe,
  input: Parameters<PaymentGateway['createCardPaymentMethod']>[0],
): Promise<PaymentMethod> {
  const billing = input.billing;
  const created = await callStripe(stripe, (stripe) =>
    stripe.paymentMethods.create(
      {
        type: 'card',
        card: {
          number: digitsOnly(input.card.number),
          exp_month: input.card.expMonth,
          exp_year: input.card.expYear,
          cvc: input.card.cvc,
        },
        billing_details: billing && {
          name: billing.name,
          email: billing.email,
          address: billing.address && {
            line1: billing.address.line1,
            city: billing.address.city,
            state: billing.address.state,
            postal_code: billing.address.postalCode,
            country: billing.address.country,
          },
        },
      },
      { idempotencyKey: `${input.idempotencyKey}:create` },
    ),
  );
  const attached = await callStripe(stripe, (stripe) =>
    stripe.paymentMethods.attach(
      created.id,
      { customer: input.customerId },
      { idempotencyKey: `${input.idempotencyKey}:attach` },
    ),
  );
  return mapStripePaymentMethod(attached);
}

/**
 * Cards saved in the browser: Stripe.js confirms this intent with the Payment Element.
 * (`allowed_payment_method_types` is the pinned API version's name for `payment_method_types`.)
 */
export async function createSetupIntent(
  stripe: Stripe,
  input: { customerId: string; idempotencyKey: string },
): Promise<SetupIntent> {
  const intent = await callStripe(stripe, (stripe) =>
    stripe.setupIntents.create(
      { customer: input.customerId, allowed_payment_method_types: ['card'], usage: 'off_session' },
      { idempotencyKey: input.idempotencyKey },
    ),
  );
  if (typeof intent.id !== 'string' || typeof intent.client_secret !== 'string') {
    throw new PaymentError(PaymentErrorCode.GATEWAY_ERROR, 'Unexpected answer from the gateway.');
  }
  return { id: intent.id, clientSecret: intent.client_secret };
}

/**
 * Reads the method first: a setup intent confirmed in the browser has attached it to the
 * customer already (attaching again would fail), and one of another customer must not be taken.
 */
export async function attachPaymentMethod(
  stripe: Stripe,
  input: { customerId: string; paymentMethodId: string },
): Promise<PaymentMethod> {
  const method = mapStripePaymentMethod(
    await callStripe(stripe, (stripe) => stripe.paymentMethods.retrieve(input.paymentMethodId)),
  );
  if (method.customerId === input.customerId) return method;
  if (method.customerId !== null) {
    throw new PaymentError(PaymentErrorCode.RESOURCE_MISSING, `No such PaymentMethod: '${input.paymentMethodId}'`, {
      param: 'payment_method',
      status: 404,
    });
  }
  return mapStripePaymentMethod(
    await callStripe(stripe, (stripe) =>
      stripe.paymentMethods.attach(input.paymentMethodId, { customer: input.customerId }),
    ),
  );
}

/** The payment method, then a confirmed SetupIntent carrying the mandate (and micro-deposits). */
export async function createBankAccountPaymentMethod(
  stripe: Stripe,
  input: {
    customerId: string;
    bankAccount: BankAccountDetails;
    mandate: MandateAcceptance;
    idempotencyKey: string;
  },
): Promise<PaymentMethod> {
  validateBankAccount(input.bankAccount);
  const account = input.bankAccount;
  const type = BANK_TYPES[account.kind];
  const details: Omit<Stripe.PaymentMethodCreateParams, 'type'> =
    account.kind === 'stripe_b2b_us'
      ? {
          us_bank_account: {
            routing_number: digitsOnly(account.routingNumber),
            account_number: digitsOnly(account.accountNumber),
            account_holder_type: 'company',
          },
        }
      : account.kind === 'stripe_b2b_ca'
        ? {
            acss_debit: {
              institution_number: digitsOnly(account.institutionNumber),
              transit_number: digitsOnly(account.transitNumber),
              account_number: digitsOnly(account.accountNumber),
            },
          }
        : { sepa_debit: { iban: account.iban.replace(/\s/g, '').toUpperCase() } };
  const method = await callStripe(stripe, (stripe) =>
    stripe.paymentMethods.create(
      {
        type,
        ...details,
        billing_details: { name: account.holderName.trim(), email: account.email },
      },
      { idempotencyKey: `${input.idempotencyKey}:create` },
    ),
  );
  const options: Stripe.SetupIntentCreateParams.PaymentMethodOptions =
    account.kind === 'stripe_b2b_us'
      ? { us_bank_account: { verification_method: 'microdeposits' } }
      : account.kind === 'stripe_b2b_ca'
        ? {
            acss_debit: {
              currency: 'cad',
              verification_method: 'microdeposits',
              mandate_options: { payment_schedule: 'sporadic', transaction_type: 'business' },
            },
          }
        : {};
  const setupIntent = await callStripe(stripe, (stripe) =>
    stripe.setupIntents.create(
      {
        customer: input.customerId,
        payment_method: method.id,
        allowed_payment_method_types: [type],
        confirm: true,
        usage: 'off_session',
        mandate_data: {
          customer_acceptance: {
            type: 'online',
            accepted_at: input.mandate.acceptedAt ? Math.floor(input.mandate.acceptedAt.getTime() / 1000) : undefined,
            online: { ip_address: input.mandate.ipAddress, user_agent: input.mandate.userAgent },
          },
        },
        payment_method_options: options,
        expand: ['payment_method'],
      },
      { idempotencyKey: `${input.idempotencyKey}:setup` },
    ),
  );
  return mapStripeSetupIntentPaymentMethod(setupIntent);
}

export async function verifyMicroDeposits(
  stripe: Stripe,
  input: { verificationId: string; amountsCents: [number, number] },
): Promise<PaymentMethod> {
  const setupIntent = await callStripe(stripe, (stripe) =>
    stripe.setupIntents.verifyMicrodeposits(input.verificationId, {
      amounts: input.amountsCents,
      expand: ['payment_method'],
    }),
  );
  return mapStripeSetupIntentPaymentMethod(setupIntent);
}
