import 'server-only';

import Stripe from 'stripe';

import { digitsOnly } from '@/lib/validation/payments';

import { PaymentError, PaymentErrorCode } from './errors';
import {
  mapStripeAccount,
  mapStripeEvent,
  mapStripePayout,
  mapStripePaymentIntent,
  mapStripePaymentMethod,
  mapStripeRefund,
  mapStripeSetupIntentPaymentMethod,
  verifyWebhookSignature,
} from './stripe-objects';
import type {
  AccountOnboardingLink,
  BankAccountDetails,
  ConnectedAccount,
  Customer,
  GatewayEvent,
  MandateAcceptance,
  Payment,
  PaymentGateway,
  PaymentMethod,
  PaymentRequest,
  Refund,
  SetupIntent,
  SupplierPayout,
} from './types';
import { validateBankAccount } from './validation';

/**
 * The gateway over Stripe's official Node SDK (`stripe`): typed objects, the SDK's network
 * retries (each POST keyed, so a retry never charges twice), an idempotency key of ours on every
 * request that creates or moves money, the API version pinned so that answers keep their shape,
 * and webhooks checked by `stripe.webhooks.constructEvent`. Cards normally reach Stripe from the
 * browser (Stripe.js, Payment Element) and only their id comes here (`attachPaymentMethod`).
 */

/**
 * The API version every request is pinned to: the one the installed SDK's types describe
 * (`Stripe.LatestApiVersion`), so the types match the answers. Upgrading the SDK breaks this line
 * on purpose: read Stripe's changelog, then move the pin.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

/** Network retries with exponential backoff (connection errors, 409, 5xx). */
export const STRIPE_MAX_NETWORK_RETRIES = 2;

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** Injected in tests: the SDK then sends its requests through this `fetch`. */
  fetch?: typeof fetch;
  /** Another API origin, e.g. `http://localhost:12111` for stripe-mock. */
  apiBase?: string;
  /** Defaults to STRIPE_MAX_NETWORK_RETRIES; tests answering one request at a time pass 0. */
  maxNetworkRetries?: number;
  now?: () => Date;
}

function hostOptions(apiBase: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * An SDK error as the gateway's coded error: Stripe's code where it sent one, otherwise by kind
 * (a reused idempotency key, Stripe failing or unreachable, any other refusal).
 */
export function toPaymentError(error: unknown): unknown {
  if (error instanceof Stripe.errors.StripeConnectionError) {
    const cause = error.detail instanceof Error ? error.detail.message : error.message;
    return new PaymentError(PaymentErrorCode.GATEWAY_ERROR, `Stripe could not be reached: ${cause}`);
  }
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const status = error.statusCode;
  const code =
    error.code ??
    (error.rawType === 'idempotency_error'
      ? PaymentErrorCode.IDEMPOTENCY_KEY_IN_USE
      : status === undefined || status >= 500 || status === 429
        ? PaymentErrorCode.GATEWAY_ERROR
        : 'invalid_request_error');
  return new PaymentError(code, error.message || `Stripe answered ${status ?? 'without JSON'}.`, {
    ...(error.decline_code ? { declineCode: error.decline_code } : {}),
    ...(error.param ? { param: error.param } : {}),
    ...(status !== undefined ? { status } : {}),
  });
}

const BANK_TYPES = {
  stripe_b2b_us: 'us_bank_account',
  stripe_b2b_ca: 'acss_debit',
  iban: 'sepa_debit',
} as const;

const LATEST_CHARGE = { expand: ['latest_charge'] };

export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly now: () => Date;

  constructor(private readonly options: StripeGatewayOptions) {
    this.stripe = new Stripe(options.secretKey, {
      apiVersion: STRIPE_API_VERSION,
      maxNetworkRetries: options.maxNetworkRetries ?? STRIPE_MAX_NETWORK_RETRIES,
      typescript: true,
      ...(options.fetch ? { httpClient: Stripe.createFetchHttpClient(options.fetch) } : {}),
      ...(options.apiBase ? hostOptions(options.apiBase) : {}),
    });
    this.now = options.now ?? (() => new Date());
  }

  /** Runs an SDK call; its errors become coded PaymentErrors. */
  private async call<T>(run: (stripe: Stripe) => Promise<T>): Promise<T> {
    try {
      return await run(this.stripe);
    } catch (error) {
      throw toPaymentError(error);
    }
  }

  async createCustomer(input: Parameters<PaymentGateway['createCustomer']>[0]): Promise<Customer> {
    const customer = await this.call((stripe) =>
      stripe.customers.create(
        { email: input.email, name: input.name, metadata: input.metadata },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { id: customer.id, email: customer.email ?? null, name: customer.name ?? null };
  }

  async createCardPaymentMethod(
    input: Parameters<PaymentGateway['createCardPaymentMethod']>[0],
  ): Promise<PaymentMethod> {
    const billing = input.billing;
    const created = await this.call((stripe) =>
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
    const attached = await this.call((stripe) =>
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
  async createSetupIntent(input: { customerId: string; idempotencyKey: string }): Promise<SetupIntent> {
    const intent = await this.call((stripe) =>
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
  async attachPaymentMethod(input: { customerId: string; paymentMethodId: string }): Promise<PaymentMethod> {
    const method = mapStripePaymentMethod(
      await this.call((stripe) => stripe.paymentMethods.retrieve(input.paymentMethodId)),
    );
    if (method.customerId === input.customerId) return method;
    if (method.customerId !== null) {
      throw new PaymentError(PaymentErrorCode.RESOURCE_MISSING, `No such PaymentMethod: '${input.paymentMethodId}'`, {
        param: 'payment_method',
        status: 404,
      });
    }
    return mapStripePaymentMethod(
      await this.call((stripe) => stripe.paymentMethods.attach(input.paymentMethodId, { customer: input.customerId })),
    );
  }

  /** The payment method, then a confirmed SetupIntent carrying the mandate (and micro-deposits). */
  async createBankAccountPaymentMethod(input: {
    customerId: string;
    bankAccount: BankAccountDetails;
    mandate: MandateAcceptance;
    idempotencyKey: string;
  }): Promise<PaymentMethod> {
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
    const method = await this.call((stripe) =>
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
    const setupIntent = await this.call((stripe) =>
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

  async verifyMicroDeposits(input: { verificationId: string; amountsCents: [number, number] }): Promise<PaymentMethod> {
    const setupIntent = await this.call((stripe) =>
      stripe.setupIntents.verifyMicrodeposits(input.verificationId, {
        amounts: input.amountsCents,
        expand: ['payment_method'],
      }),
    );
    return mapStripeSetupIntentPaymentMethod(setupIntent);
  }

  authorize(input: PaymentRequest): Promise<Payment> {
    return this.createPaymentIntent(input, 'manual');
  }

  charge(input: PaymentRequest): Promise<Payment> {
    return this.createPaymentIntent(input, 'automatic');
  }

  /** A declined card is an answer (status failed), not an error: Stripe sends the intent with its 402. */
  private async paymentOrDecline(run: (stripe: Stripe) => Promise<Stripe.PaymentIntent>): Promise<Payment> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await run(this.stripe);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.payment_intent) {
        const payment = mapStripePaymentIntent(error.payment_intent);
        if (payment.status === 'failed') return payment;
      }
      throw toPaymentError(error);
    }
    return mapStripePaymentIntent(intent);
  }

  private createPaymentIntent(input: PaymentRequest, captureMethod: 'manual' | 'automatic'): Promise<Payment> {
    return this.paymentOrDecline((stripe) =>
      stripe.paymentIntents.create(
        {
          amount: input.amount.cents,
          currency: input.amount.currency.toLowerCase(),
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          capture_method: captureMethod,
          confirm: true,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          description: input.description,
          metadata: input.metadata,
          ...LATEST_CHARGE,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
  }

  confirm(input: { paymentId: string; idempotencyKey: string }): Promise<Payment> {
    return this.paymentOrDecline((stripe) =>
      stripe.paymentIntents.confirm(input.paymentId, { ...LATEST_CHARGE }, { idempotencyKey: input.idempotencyKey }),
    );
  }

  async capture(input: { paymentId: string; amountCents?: number; idempotencyKey: string }): Promise<Payment> {
    return mapStripePaymentIntent(
      await this.call((stripe) =>
        stripe.paymentIntents.capture(
          input.paymentId,
          { amount_to_capture: input.amountCents, ...LATEST_CHARGE },
          { idempotencyKey: input.idempotencyKey },
        ),
      ),
    );
  }

  async cancel(input: { paymentId: string; idempotencyKey: string }): Promise<Payment> {
    return mapStripePaymentIntent(
      await this.call((stripe) =>
        stripe.paymentIntents.cancel(input.paymentId, { ...LATEST_CHARGE }, { idempotencyKey: input.idempotencyKey }),
      ),
    );
  }

  async refund(input: { paymentId: string; amountCents?: number; idempotencyKey: string }): Promise<Refund> {
    return mapStripeRefund(
      await this.call((stripe) =>
        stripe.refunds.create(
          { payment_intent: input.paymentId, amount: input.amountCents },
          { idempotencyKey: input.idempotencyKey },
        ),
      ),
    );
  }

  async getPayment(paymentId: string): Promise<Payment> {
    return mapStripePaymentIntent(
      await this.call((stripe) => stripe.paymentIntents.retrieve(paymentId, { ...LATEST_CHARGE })),
    );
  }

  /**
   * An Express account: Stripe hosts its onboarding and dashboard. Its payouts are manual, so
   * each batch becomes one payout whose outcome the webhooks report for that batch.
   */
  async createConnectedAccount(
    input: Parameters<PaymentGateway['createConnectedAccount']>[0],
  ): Promise<ConnectedAccount> {
    const account = await this.call((stripe) =>
      stripe.accounts.create(
        {
          type: 'express',
          country: input.country,
          email: input.email,
          capabilities: { transfers: { requested: true } },
          settings: { payouts: { schedule: { interval: 'manual' } } },
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return mapStripeAccount(account);
  }

  async getConnectedAccount(accountId: string): Promise<ConnectedAccount> {
    return mapStripeAccount(await this.call((stripe) => stripe.accounts.retrieve(accountId)));
  }

  async createAccountOnboardingLink(
    input: Parameters<PaymentGateway['createAccountOnboardingLink']>[0],
  ): Promise<AccountOnboardingLink> {
    const link = await this.call((stripe) =>
      stripe.accountLinks.create({
        account: input.accountId,
        type: 'account_onboarding',
        refresh_url: input.refreshUrl,
        return_url: input.returnUrl,
      }),
    );
    return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
  }

  /**
   * A transfer from the platform's balance to the connected account, then a payout of it to the
   * supplier's bank, each with its own key derived from the batch's: a resent batch answers the
   * first transfer and payout.
   */
  async payOut(input: Parameters<PaymentGateway['payOut']>[0]): Promise<SupplierPayout> {
    if (!input.accountId) {
      throw new PaymentError(PaymentErrorCode.RESOURCE_MISSING, 'The supplier has no connected account.', {
        status: 400,
      });
    }
    const accountId = input.accountId;
    const amount = { amount: input.amount.cents, currency: input.amount.currency.toLowerCase() };
    const transfer = await this.call((stripe) =>
      stripe.transfers.create(
        { ...amount, destination: accountId, metadata: input.metadata, transfer_group: input.metadata.payoutId },
        { idempotencyKey: `${input.idempotencyKey}:transfer` },
      ),
    );
    const payout = await this.call((stripe) =>
      stripe.payouts.create(
        { ...amount, metadata: input.metadata },
        { idempotencyKey: `${input.idempotencyKey}:payout`, stripeAccount: accountId },
      ),
    );
    return { ...mapStripePayout(payout), transferId: transfer.id };
  }

  parseWebhookEvent(payload: string, signatureHeader: string | null): Promise<GatewayEvent> {
    return Promise.resolve().then(() =>
      mapStripeEvent(
        verifyWebhookSignature(payload, signatureHeader, this.options.webhookSecret, {
          now: this.now(),
          webhooks: this.stripe.webhooks,
        }),
      ),
    );
  }
}
