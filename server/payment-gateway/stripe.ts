import 'server-only';

import Stripe from 'stripe';

import { callStripe, toPaymentError } from './stripe-calls';
import { listBalanceMovements } from './stripe-balance';
import * as connect from './stripe-connect';
import * as methods from './stripe-methods';
import { mapStripeEvent, mapStripePaymentIntent, mapStripeRefund, verifyWebhookSignature } from './stripe-objects';
import type {
  BalanceMovement,
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
  SupplierTransfer,
} from './types';

/**
 * The gateway over Stripe's official Node SDK (`stripe`): typed objects, the SDK's network
 * retries (each POST keyed, so a retry never charges twice), an idempotency key of ours on every
 * request that creates or moves money, the API version pinned so that answers keep their shape,
 * and webhooks checked by `stripe.webhooks.constructEvent`. Cards normally reach Stripe from the
 * browser (Stripe.js, Payment Element) and only their id comes here (`attachPaymentMethod`).
 *
 * This module is the gateway's face and its payments; payment methods are stripe-methods.ts's,
 * supplier payouts (Connect) stripe-connect.ts's, and the SDK's errors stripe-calls.ts's.
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
  private call<T>(run: (stripe: Stripe) => Promise<T>): Promise<T> {
    return callStripe(this.stripe, run);
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

  createCardPaymentMethod(input: Parameters<PaymentGateway['createCardPaymentMethod']>[0]): Promise<PaymentMethod> {
    return methods.createCardPaymentMethod(this.stripe, input);
  }

  createSetupIntent(input: { customerId: string; idempotencyKey: string }): Promise<SetupIntent> {
    return methods.createSetupIntent(this.stripe, input);
  }

  attachPaymentMethod(input: { customerId: string; paymentMethodId: string }): Promise<PaymentMethod> {
    return methods.attachPaymentMethod(this.stripe, input);
  }

  createBankAccountPaymentMethod(input: {
    customerId: string;
    bankAccount: BankAccountDetails;
    mandate: MandateAcceptance;
    idempotencyKey: string;
  }): Promise<PaymentMethod> {
    return methods.createBankAccountPaymentMethod(this.stripe, input);
  }

  verifyMicroDeposits(input: { verificationId: string; amountsCents: [number, number] }): Promise<PaymentMethod> {
    return methods.verifyMicroDeposits(this.stripe, input);
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

  listBalanceMovements(input: { from: Date; before: Date }): Promise<BalanceMovement[]> {
    return listBalanceMovements(this.stripe, input);
  }

  createConnectedAccount(input: Parameters<PaymentGateway['createConnectedAccount']>[0]): Promise<ConnectedAccount> {
    return connect.createConnectedAccount(this.stripe, input);
  }

  getConnectedAccount(accountId: string): Promise<ConnectedAccount> {
    return connect.getConnectedAccount(this.stripe, accountId);
  }

  createAccountOnboardingLink(
    input: Parameters<PaymentGateway['createAccountOnboardingLink']>[0],
  ): Promise<AccountOnboardingLink> {
    return connect.createAccountOnboardingLink(this.stripe, input);
  }

  createTransfer(input: Parameters<PaymentGateway['createTransfer']>[0]): Promise<SupplierTransfer> {
    return connect.createTransfer(this.stripe, input);
  }

  createPayout(input: Parameters<PaymentGateway['createPayout']>[0]): Promise<SupplierPayout> {
    return connect.createPayout(this.stripe, input);
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
