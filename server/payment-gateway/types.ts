import 'server-only';

/**
 * The payment gateway as the product needs it (spec sections 3, 4 and 8), independent of Stripe.
 * Two implementations: `StripeGateway` (Stripe's API through its Node SDK) and `SandboxGateway`
 * (Stripe's test mode, in our database). `paymentGateway()` in ./index.ts chooses one.
 *
 * Money is integer cents with a lower-case ISO 4217 currency. Every call that creates or moves
 * money carries an idempotency key: the same key with the same request returns the first result
 * and never authorises or charges twice; the key with a different request is refused.
 */

export interface Money {
  /** Integer cents, > 0. */
  cents: number;
  /** Lower-case ISO 4217, e.g. 'cad', 'usd'. */
  currency: string;
}

/**
 * A payment's state (spec section 4), as Stripe names them:
 * - requires_confirmation: needs a confirm call before it proceeds ('Requires confirmation').
 * - requires_action: the customer must act: 3-D Secure, or a bank account's micro-deposits.
 * - processing: accepted, the money is on its way (bank debits take days).
 * - requires_capture: pre-authorised (manual capture); capture or cancel it later.
 * - succeeded: the money is taken ('success').
 * - canceled: the pre-authorisation was released.
 * - failed: declined or failed; `failure` says why ('Payment Failed', retry with a new key).
 */
export type PaymentStatus =
  'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'succeeded' | 'canceled' | 'failed';

export interface PaymentFailure {
  /** Stripe's error code, e.g. 'card_declined', 'expired_card', 'processing_error'. */
  code: string;
  /** For declines: 'generic_decline', 'insufficient_funds', ... */
  declineCode?: string;
  message: string;
}

export type NextAction = { type: 'three_d_secure'; redirectUrl?: string } | { type: 'verify_with_microdeposits' };

export interface Payment {
  /** The gateway's id ('pi_…'). */
  id: string;
  status: PaymentStatus;
  amount: Money;
  /** What a capture may still take (pre-authorisations). */
  amountCapturableCents: number;
  amountReceivedCents: number;
  amountRefundedCents: number;
  captureMethod: 'manual' | 'automatic';
  customerId: string | null;
  paymentMethodId: string | null;
  failure: PaymentFailure | null;
  nextAction: NextAction | null;
  /** For the browser's Stripe.js (Stripe only; the sandbox has none). */
  clientSecret: string | null;
  metadata: Record<string, string>;
}

export interface Customer {
  id: string;
  email: string | null;
  name: string | null;
}

/** Spec payment types → gateway payment-method types. */
export type PaymentMethodType = 'card' | 'us_bank_account' | 'acss_debit' | 'sepa_debit';

export interface PaymentMethod {
  id: string;
  type: PaymentMethodType;
  customerId: string | null;
  /**
   * Cards. `fingerprint`: the same number gives the same value for one account (Stripe's
   * `card.fingerprint`), so a card saved twice is known as one; null when the gateway has none.
   */
  card: { brand: string; last4: string; expMonth: number; expYear: number; fingerprint: string | null } | null;
  /** Bank accounts: never the full account number. */
  bankAccount: { last4: string; bankCode: string | null } | null;
  /**
   * 'verified' when it can be charged; bank accounts start 'pending' until the micro-deposits are
   * confirmed ('Verification is required'); 'failed' after too many wrong attempts.
   */
  verification: { status: 'verified' | 'pending' | 'failed'; verificationId: string | null };
}

export interface CardDetails {
  number: string;
  expMonth: number;
  /** Four digits, or two (26 → 2026). */
  expYear: number;
  cvc: string;
}

export interface BillingDetails {
  name?: string;
  email?: string;
  address?: { line1?: string; city?: string; state?: string; postalCode?: string; country?: string };
}

/** The bank payment of spec section 3, per payment type. */
export type BankAccountDetails =
  | { kind: 'stripe_b2b_us'; holderName: string; routingNumber: string; accountNumber: string; email?: string }
  | {
      kind: 'stripe_b2b_ca';
      holderName: string;
      transitNumber: string;
      institutionNumber: string;
      accountNumber: string;
      /** Stripe's Canadian pre-authorised debits need the payer's email. */
      email?: string;
    }
  | { kind: 'iban'; holderName: string; iban: string; email?: string };

/** The customer's acceptance of the bank-debit mandate (cancelable with 30 days' notice). */
export interface MandateAcceptance {
  ipAddress: string;
  userAgent: string;
  acceptedAt?: Date;
}

export interface PaymentRequest {
  customerId: string;
  paymentMethodId: string;
  amount: Money;
  idempotencyKey: string;
  /** Shown on the statement and kept with the payment, e.g. { orderId }. */
  metadata?: Record<string, string>;
  description?: string;
}

/** What the browser's Stripe.js needs to save a card (Stripe's Payment Element). */
export interface SetupIntent {
  id: string;
  clientSecret: string;
}

export interface Refund {
  id: string;
  paymentId: string;
  amountCents: number;
  status: 'pending' | 'succeeded' | 'failed';
}

/**
 * A movement of the marketplace's balance at the gateway (Stripe's balance transaction): money
 * taken for a payment, given back by a refund, or sent to a supplier by a transfer. Signed from
 * the marketplace's side (a refund and a transfer are negative), gross of the gateway's fee.
 */
export interface BalanceMovement {
  id: string;
  type: 'payment' | 'refund' | 'transfer' | 'other';
  /** The payment ('pi_…') of a payment or refund, the transfer ('tr_…') of a transfer. */
  sourceId: string | null;
  amountCents: number;
  currency: string;
  createdAt: Date;
}

/** Gateway-neutral webhook events: what the order's payment state follows. */
export type GatewayEventType =
  | 'payment.processing'
  | 'payment.authorized'
  | 'payment.succeeded'
  | 'payment.failed'
  | 'payment.requires_action'
  | 'payment.canceled'
  | 'payment.refunded'
  | 'payment_method.verified'
  | 'payment_method.verification_failed'
  | 'payout.paid'
  | 'payout.failed'
  | 'connected_account.updated'
  | 'ignored';

export interface GatewayEvent {
  /** The gateway's event id: deliveries repeat, so handle each id once. */
  id: string;
  type: GatewayEventType;
  /** The gateway's own type, e.g. 'payment_intent.succeeded'. */
  gatewayType: string;
  created: Date;
  paymentId: string | null;
  paymentMethodId: string | null;
  status: PaymentStatus | null;
  failure: PaymentFailure | null;
  metadata: Record<string, string>;
  /** Payout events: the gateway's payout ('po_…'). */
  payoutId?: string | null;
  /** Connect events: the supplier's connected account ('acct_…') the event happened on. */
  connectedAccountId?: string | null;
}

/** A supplier's account at the gateway that payouts go to (Stripe Connect, Express). */
export interface ConnectedAccount {
  id: string;
  /** The supplier finished the gateway's onboarding form. */
  detailsSubmitted: boolean;
  /** The gateway will pay out to the supplier's bank. */
  payoutsEnabled: boolean;
}

/** Where the supplier completes (or resumes) the gateway's onboarding; valid for minutes. */
export interface AccountOnboardingLink {
  url: string;
  expiresAt: Date;
}

/** The first step of a payout: the marketplace's balance to the supplier's connected account. */
export interface SupplierTransfer {
  id: string;
  simulated: boolean;
}

/** The second step: the connected account's balance to the supplier's bank. `simulated` when the gateway moves no money (the sandbox). */
export interface SupplierPayout {
  id: string;
  status: 'pending' | 'in_transit' | 'paid' | 'failed';
  failure: PaymentFailure | null;
  simulated: boolean;
}

/**
 * Paying suppliers (Stripe Connect): the supplier's connected account, its onboarding link, and
 * payouts in two steps, each with its own idempotency key: a transfer of a batch's net amount to
 * the connected account, made once, and a payout from there to the supplier's bank (the batch in
 * its metadata, its outcome back by webhook). A payout that failed at the bank leaves the money on
 * the account: a new payout (a new key) sends it again without a second transfer.
 */
export interface SupplierPayoutGateway {
  /** Creates the supplier's connected account (Express: the gateway hosts onboarding). */
  createConnectedAccount(input: {
    email?: string;
    country: string;
    metadata?: Record<string, string>;
    idempotencyKey: string;
  }): Promise<ConnectedAccount>;

  getConnectedAccount(accountId: string): Promise<ConnectedAccount>;

  createAccountOnboardingLink(input: {
    accountId: string;
    refreshUrl: string;
    returnUrl: string;
  }): Promise<AccountOnboardingLink>;

  /**
   * Moves a batch's amount to the supplier's connected account. `accountId` is null only for the
   * sandbox, which needs no account (its transfers go to `metadata.supplierId`).
   */
  createTransfer(input: {
    accountId: string | null;
    amount: Money;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<SupplierTransfer>;

  /** Pays the connected account's money out to the supplier's bank (same `accountId` rule). */
  createPayout(input: {
    accountId: string | null;
    amount: Money;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<SupplierPayout>;
}

export interface PaymentGateway extends SupplierPayoutGateway {
  readonly name: 'stripe' | 'sandbox';

  createCustomer(input: {
    email?: string;
    name?: string;
    metadata?: Record<string, string>;
    idempotencyKey: string;
  }): Promise<Customer>;

  /**
   * Creates a card payment method from its details and attaches it to the customer. Card data
   * normally goes from the browser to Stripe (Stripe.js) and only its id reaches us: then use
   * `attachPaymentMethod`. The sandbox takes the details here (its card form).
   */
  createCardPaymentMethod(input: {
    customerId: string;
    card: CardDetails;
    billing?: BillingDetails;
    idempotencyKey: string;
  }): Promise<PaymentMethod>;

  /**
   * A setup intent for saving a card in the browser: Stripe.js confirms it with the card details,
   * which never reach us, and the payment method's id comes back to `attachPaymentMethod`.
   * Stripe only: the sandbox has its own card form and refuses with `unsupported_operation`.
   */
  createSetupIntent(input: { customerId: string; idempotencyKey: string }): Promise<SetupIntent>;

  /**
   * Attaches a payment method created in the browser to the customer (a confirmed setup intent
   * has attached it already: then it is only read). Another customer's method is refused.
   */
  attachPaymentMethod(input: { customerId: string; paymentMethodId: string }): Promise<PaymentMethod>;

  /**
   * Creates a bank-account payment method with the customer's mandate. US and Canadian accounts
   * start with `verification.status` 'pending': two micro-deposits are sent and must be
   * confirmed with `verifyMicroDeposits`. IBAN (SEPA) debits need no verification.
   */
  createBankAccountPaymentMethod(input: {
    customerId: string;
    bankAccount: BankAccountDetails;
    mandate: MandateAcceptance;
    idempotencyKey: string;
  }): Promise<PaymentMethod>;

  /** Confirms the two micro-deposit amounts (cents). Wrong amounts: a coded error; attempts are limited. */
  verifyMicroDeposits(input: { verificationId: string; amountsCents: [number, number] }): Promise<PaymentMethod>;

  /** Pre-authorises the amount (manual capture): status requires_capture, requires_action or failed. */
  authorize(input: PaymentRequest): Promise<Payment>;

  /** Charges at once: status succeeded, processing (bank debits), requires_action or failed. */
  charge(input: PaymentRequest): Promise<Payment>;

  /**
   * Confirms a requires_confirmation payment, or one whose 3-D Secure the sandbox should treat as
   * passed. With Stripe, 3-D Secure is completed in the browser (Stripe.js `handleNextAction`);
   * afterwards read the result with `getPayment` (or wait for the webhook).
   */
  confirm(input: { paymentId: string; idempotencyKey: string }): Promise<Payment>;

  /** Captures a pre-authorisation, all of it or part (the rest is released). */
  capture(input: { paymentId: string; amountCents?: number; idempotencyKey: string }): Promise<Payment>;

  /** Releases a pre-authorisation (or a payment still awaiting action). */
  cancel(input: { paymentId: string; idempotencyKey: string }): Promise<Payment>;

  /** Refunds a captured payment, all of what remains or part. */
  refund(input: { paymentId: string; amountCents?: number; idempotencyKey: string }): Promise<Refund>;

  getPayment(paymentId: string): Promise<Payment>;

  /** The balance's movements created in [from, before): what the daily reconciliation compares. */
  listBalanceMovements(input: { from: Date; before: Date }): Promise<BalanceMovement[]>;

  /** Verifies a webhook delivery's signature and maps it to a gateway-neutral event. */
  parseWebhookEvent(payload: string, signatureHeader: string | null): Promise<GatewayEvent>;
}
