import 'server-only';

import { digitsOnly } from '@/lib/validation/payments';

import { PaymentError, PaymentErrorCode } from './errors';
import {
  mapStripeEvent,
  mapStripePaymentIntent,
  mapStripePaymentMethod,
  mapStripeRefund,
  verifyWebhookSignature,
} from './stripe-objects';
import type {
  BankAccountDetails,
  Customer,
  GatewayEvent,
  MandateAcceptance,
  Payment,
  PaymentGateway,
  PaymentMethod,
  PaymentRequest,
  Refund,
  SetupIntent,
} from './types';
import { validateBankAccount } from './validation';

/**
 * The gateway over Stripe's REST API: form-encoded requests with `fetch` (no SDK), an
 * `Idempotency-Key` header on every request that creates or moves money, and the API version
 * pinned so that answers keep their shape. Cards normally reach Stripe from the browser
 * (Stripe.js, Payment Element) and only their id comes here (`attachPaymentMethod`).
 */

export const STRIPE_API_BASE = 'https://api.stripe.com/v1';
export const STRIPE_API_VERSION = '2024-06-20';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** Injected in tests. */
  fetch?: typeof fetch;
  apiBase?: string;
  now?: () => Date;
}

type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/** Stripe's form encoding: nested objects as a[b][c]=v, arrays as a[]=v; undefined is left out. */
export function encodeStripeForm(params: Record<string, FormValue>): string {
  const pairs: [string, string][] = [];
  const add = (prefix: string, value: FormValue) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) add(`${prefix}[]`, item);
    } else if (typeof value === 'object') {
      for (const [key, entry] of Object.entries(value)) add(`${prefix}[${key}]`, entry);
    } else {
      pairs.push([prefix, String(value)]);
    }
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return new URLSearchParams(pairs).toString();
}

interface StripeErrorBody {
  error?: {
    type?: string;
    code?: string;
    decline_code?: string;
    message?: string;
    param?: string;
    payment_intent?: unknown;
  };
}

/** A Stripe error answer; a declined confirmation still carries its payment intent. */
class StripeRequestError extends PaymentError {
  constructor(
    status: number,
    readonly body: StripeErrorBody,
  ) {
    const error = body.error ?? {};
    const code =
      error.code ??
      (error.type === 'idempotency_error'
        ? PaymentErrorCode.IDEMPOTENCY_KEY_IN_USE
        : status >= 500 || status === 429
          ? PaymentErrorCode.GATEWAY_ERROR
          : 'invalid_request_error');
    super(code, error.message ?? `Stripe answered ${status}.`, {
      ...(error.decline_code ? { declineCode: error.decline_code } : {}),
      ...(error.param ? { param: error.param } : {}),
      status,
    });
  }
}

const BANK_TYPES = {
  stripe_b2b_us: 'us_bank_account',
  stripe_b2b_ca: 'acss_debit',
  iban: 'sepa_debit',
} as const;

export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  private readonly fetch: typeof fetch;
  private readonly apiBase: string;
  private readonly now: () => Date;

  constructor(private readonly options: StripeGatewayOptions) {
    this.fetch = options.fetch ?? ((...args) => globalThis.fetch(...args));
    this.apiBase = options.apiBase ?? STRIPE_API_BASE;
    this.now = options.now ?? (() => new Date());
  }

  private async request(
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, FormValue> = {},
    idempotencyKey?: string,
  ): Promise<unknown> {
    const body = encodeStripeForm(params);
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.options.secretKey}`,
      'stripe-version': STRIPE_API_VERSION,
    };
    if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const url = `${this.apiBase}${path}${method === 'GET' && body ? `?${body}` : ''}`;
    let response: Response;
    try {
      response = await this.fetch(url, { method, headers, ...(method === 'POST' ? { body } : {}) });
    } catch (cause) {
      throw new PaymentError(
        PaymentErrorCode.GATEWAY_ERROR,
        `Stripe could not be reached: ${cause instanceof Error ? cause.message : String(cause)}`,
      );
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new PaymentError(PaymentErrorCode.GATEWAY_ERROR, `Stripe answered ${response.status} without JSON.`, {
        status: response.status,
      });
    }
    if (!response.ok) throw new StripeRequestError(response.status, json ?? {});
    return json;
  }

  async createCustomer(input: Parameters<PaymentGateway['createCustomer']>[0]): Promise<Customer> {
    const customer = (await this.request(
      'POST',
      '/customers',
      { email: input.email, name: input.name, metadata: input.metadata },
      input.idempotencyKey,
    )) as { id: string; email?: string | null; name?: string | null };
    return { id: customer.id, email: customer.email ?? null, name: customer.name ?? null };
  }

  async createCardPaymentMethod(
    input: Parameters<PaymentGateway['createCardPaymentMethod']>[0],
  ): Promise<PaymentMethod> {
    const billing = input.billing;
    const created = (await this.request(
      'POST',
      '/payment_methods',
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
      `${input.idempotencyKey}:create`,
    )) as { id: string };
    const attached = await this.request(
      'POST',
      `/payment_methods/${encodeURIComponent(created.id)}/attach`,
      { customer: input.customerId },
      `${input.idempotencyKey}:attach`,
    );
    return mapStripePaymentMethod(attached);
  }

  /** Cards saved in the browser: Stripe.js confirms this intent with the Payment Element. */
  async createSetupIntent(input: { customerId: string; idempotencyKey: string }): Promise<SetupIntent> {
    const intent = (await this.request(
      'POST',
      '/setup_intents',
      { customer: input.customerId, payment_method_types: ['card'], usage: 'off_session' },
      input.idempotencyKey,
    )) as { id?: unknown; client_secret?: unknown };
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
    const path = `/payment_methods/${encodeURIComponent(input.paymentMethodId)}`;
    const method = mapStripePaymentMethod(await this.request('GET', path));
    if (method.customerId === input.customerId) return method;
    if (method.customerId !== null) {
      throw new PaymentError(PaymentErrorCode.RESOURCE_MISSING, `No such PaymentMethod: '${input.paymentMethodId}'`, {
        param: 'payment_method',
        status: 404,
      });
    }
    return mapStripePaymentMethod(await this.request('POST', `${path}/attach`, { customer: input.customerId }));
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
    const details: Record<string, FormValue> =
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
    const method = (await this.request(
      'POST',
      '/payment_methods',
      {
        type,
        ...details,
        billing_details: { name: account.holderName.trim(), email: account.email },
      },
      `${input.idempotencyKey}:create`,
    )) as { id: string };
    const options: Record<string, FormValue> =
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
    const setupIntent = await this.request(
      'POST',
      '/setup_intents',
      {
        customer: input.customerId,
        payment_method: method.id,
        payment_method_types: [type],
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
      `${input.idempotencyKey}:setup`,
    );
    return mapStripePaymentMethod((setupIntent as { payment_method: unknown }).payment_method, setupIntent);
  }

  async verifyMicroDeposits(input: { verificationId: string; amountsCents: [number, number] }): Promise<PaymentMethod> {
    const setupIntent = await this.request(
      'POST',
      `/setup_intents/${encodeURIComponent(input.verificationId)}/verify_microdeposits`,
      { amounts: input.amountsCents, expand: ['payment_method'] },
    );
    return mapStripePaymentMethod((setupIntent as { payment_method: unknown }).payment_method, setupIntent);
  }

  authorize(input: PaymentRequest): Promise<Payment> {
    return this.createPaymentIntent(input, 'manual');
  }

  charge(input: PaymentRequest): Promise<Payment> {
    return this.createPaymentIntent(input, 'automatic');
  }

  /** A declined card is an answer (status failed), not an error: Stripe sends the intent with its 402. */
  private async paymentOrDecline(run: () => Promise<unknown>): Promise<Payment> {
    try {
      return mapStripePaymentIntent(await run());
    } catch (error) {
      if (error instanceof StripeRequestError && error.body.error?.payment_intent) {
        const payment = mapStripePaymentIntent(error.body.error.payment_intent);
        if (payment.status === 'failed') return payment;
      }
      throw error;
    }
  }

  private createPaymentIntent(input: PaymentRequest, captureMethod: 'manual' | 'automatic'): Promise<Payment> {
    return this.paymentOrDecline(() =>
      this.request(
        'POST',
        '/payment_intents',
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
          expand: ['latest_charge'],
        },
        input.idempotencyKey,
      ),
    );
  }

  confirm(input: { paymentId: string; idempotencyKey: string }): Promise<Payment> {
    return this.paymentOrDecline(() =>
      this.request(
        'POST',
        `/payment_intents/${encodeURIComponent(input.paymentId)}/confirm`,
        { expand: ['latest_charge'] },
        input.idempotencyKey,
      ),
    );
  }

  async capture(input: { paymentId: string; amountCents?: number; idempotencyKey: string }): Promise<Payment> {
    return mapStripePaymentIntent(
      await this.request(
        'POST',
        `/payment_intents/${encodeURIComponent(input.paymentId)}/capture`,
        { amount_to_capture: input.amountCents, expand: ['latest_charge'] },
        input.idempotencyKey,
      ),
    );
  }

  async cancel(input: { paymentId: string; idempotencyKey: string }): Promise<Payment> {
    return mapStripePaymentIntent(
      await this.request(
        'POST',
        `/payment_intents/${encodeURIComponent(input.paymentId)}/cancel`,
        { expand: ['latest_charge'] },
        input.idempotencyKey,
      ),
    );
  }

  async refund(input: { paymentId: string; amountCents?: number; idempotencyKey: string }): Promise<Refund> {
    return mapStripeRefund(
      await this.request(
        'POST',
        '/refunds',
        { payment_intent: input.paymentId, amount: input.amountCents },
        input.idempotencyKey,
      ),
    );
  }

  async getPayment(paymentId: string): Promise<Payment> {
    return mapStripePaymentIntent(
      await this.request('GET', `/payment_intents/${encodeURIComponent(paymentId)}`, { expand: ['latest_charge'] }),
    );
  }

  parseWebhookEvent(payload: string, signatureHeader: string | null): Promise<GatewayEvent> {
    return Promise.resolve().then(() =>
      mapStripeEvent(verifyWebhookSignature(payload, signatureHeader, this.options.webhookSecret, { now: this.now() })),
    );
  }
}
