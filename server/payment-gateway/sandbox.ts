import 'server-only';

import type { Database } from '@/server/db/database';

import { PaymentError, PaymentErrorCode } from './errors';
import { listBalanceMovements } from './sandbox-balance';
import * as methods from './sandbox-methods';
import * as payments from './sandbox-payments';
import * as payouts from './sandbox-payouts';
import type { SandboxContext } from './sandbox-records';
import { mapStripeEvent, verifyWebhookSignature } from './stripe-objects';
import type {
  BalanceMovement,
  Customer,
  GatewayEvent,
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
 * The built-in gateway: Stripe's test mode, kept in the database (tables `sandbox_*`), so it
 * survives restarts and every instance sees the same payments. Used when Stripe is not
 * configured (development, demos, tests).
 *
 * Test cards (any future expiry, any 3-digit CVC, 4 for American Express):
 *   4242 4242 4242 4242  succeeds            5555 5555 5555 4444  succeeds (Mastercard)
 *   4000 0000 0000 0002  card_declined       3782 822463 10005    succeeds (Amex)
 *   4000 0025 0000 3155  requires action (3-D Secure; `confirm` then succeeds)
 *   4000 0000 0000 9995  card_declined / insufficient_funds
 * Any other valid number is refused as a non-test card, as Stripe's test mode does.
 * Bank accounts (US, CA) verify with micro-deposits of 32 and 45 cents; IBAN needs none.
 * Supplier payouts go to the supplier's test bank account (`setPayoutBankAccount`), as Stripe's:
 *   000123456789 (or none set)  paid          000111111116  fails: no_account
 *   000111111113  fails: account_closed       000222222227  fails: insufficient_funds
 *   000333333335  fails: debit_not_authorized (SANDBOX_PAYOUT_BANK_ACCOUNTS, sandbox-payouts.ts)
 * Idempotency keys are kept 24 hours (SANDBOX_IDEMPOTENCY_WINDOW_MS), as Stripe keeps them.
 *
 * This module is the gateway's face; its customers and payment methods are sandbox-methods.ts's,
 * its payments sandbox-payments.ts's, supplier payouts sandbox-payouts.ts's, on the rows and helpers of sandbox-records.ts.
 */

/** Signs the sandbox's webhook events (not a secret: the sandbox moves no money). */
export const SANDBOX_WEBHOOK_SECRET = 'whsec_sandbox';

export interface SandboxGatewayOptions {
  /** The clock (card expiry, bank-debit settlement). */
  now?: () => Date;
  /** How long a bank debit stays processing before it succeeds. Default 0: on the next read. */
  bankSettleDelayMs?: number;
  webhookSecret?: string;
}

const connectUnsupported = () =>
  new PaymentError(PaymentErrorCode.UNSUPPORTED_OPERATION, 'The sandbox pays suppliers without a connected account.', {
    status: 400,
  });

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  private readonly context: SandboxContext;
  private readonly webhookSecret: string;

  constructor(getDb: () => Promise<Database>, options: SandboxGatewayOptions = {}) {
    this.context = { getDb, now: options.now ?? (() => new Date()), bankSettleDelayMs: options.bankSettleDelayMs ?? 0 };
    this.webhookSecret = options.webhookSecret ?? SANDBOX_WEBHOOK_SECRET;
  }

  createCustomer(input: Parameters<PaymentGateway['createCustomer']>[0]): Promise<Customer> {
    return methods.createCustomer(this.context, input);
  }

  createCardPaymentMethod(input: Parameters<PaymentGateway['createCardPaymentMethod']>[0]): Promise<PaymentMethod> {
    return methods.createCardPaymentMethod(this.context, input);
  }

  createSetupIntent(_input: Parameters<PaymentGateway['createSetupIntent']>[0]): Promise<SetupIntent> {
    return Promise.reject(
      new PaymentError(
        PaymentErrorCode.UNSUPPORTED_OPERATION,
        "The sandbox saves cards from its own card form; setup intents are Stripe's.",
        { status: 400 },
      ),
    );
  }

  attachPaymentMethod(input: { customerId: string; paymentMethodId: string }): Promise<PaymentMethod> {
    return methods.attachPaymentMethod(this.context, input);
  }

  createBankAccountPaymentMethod(
    input: Parameters<PaymentGateway['createBankAccountPaymentMethod']>[0],
  ): Promise<PaymentMethod> {
    return methods.createBankAccountPaymentMethod(this.context, input);
  }

  verifyMicroDeposits(input: { verificationId: string; amountsCents: [number, number] }): Promise<PaymentMethod> {
    return methods.verifyMicroDeposits(this.context, input);
  }

  authorize(input: PaymentRequest): Promise<Payment> {
    return payments.createPayment(this.context, input, 'manual');
  }

  charge(input: PaymentRequest): Promise<Payment> {
    return payments.createPayment(this.context, input, 'automatic');
  }

  confirm(input: { paymentId: string; idempotencyKey: string }): Promise<Payment> {
    return payments.confirm(this.context, input);
  }

  capture(input: { paymentId: string; amountCents?: number; idempotencyKey: string }): Promise<Payment> {
    return payments.capture(this.context, input);
  }

  cancel(input: { paymentId: string; idempotencyKey: string }): Promise<Payment> {
    return payments.cancel(this.context, input);
  }

  refund(input: { paymentId: string; amountCents?: number; idempotencyKey: string }): Promise<Refund> {
    return payments.refund(this.context, input);
  }

  getPayment(paymentId: string): Promise<Payment> {
    return payments.getPayment(this.context, paymentId);
  }

  listBalanceMovements(input: { from: Date; before: Date }): Promise<BalanceMovement[]> {
    return listBalanceMovements(this.context, input);
  }

  /** Suppliers need no account to be paid by the sandbox: its payouts are simulated. */
  createConnectedAccount(): never {
    throw connectUnsupported();
  }

  getConnectedAccount(): never {
    throw connectUnsupported();
  }

  createAccountOnboardingLink(): never {
    throw connectUnsupported();
  }

  /** A simulated transfer to the supplier (`metadata.supplierId`). */
  createTransfer(input: Parameters<PaymentGateway['createTransfer']>[0]): Promise<SupplierTransfer> {
    return payouts.createTransfer(this.context, input);
  }

  /** A simulated payout to the supplier's test bank account: paid, or failed by a failing test number. */
  createPayout(input: Parameters<PaymentGateway['createPayout']>[0]): Promise<SupplierPayout> {
    return payouts.createPayout(this.context, input);
  }

  /**
   * Sandbox only (Stripe's bank details are the supplier's, on Stripe's pages): the supplier's
   * test bank account for payouts, one of `SANDBOX_PAYOUT_BANK_ACCOUNTS`.
   */
  setPayoutBankAccount(input: { supplierId: string; accountNumber: string }): Promise<void> {
    return payouts.setPayoutBankAccount(this.context, input);
  }

  payoutBankAccountOf(supplierId: string): Promise<string | null> {
    return payouts.payoutBankAccountOf(this.context, supplierId);
  }

  /** The sandbox's webhooks are Stripe-shaped events signed with its own secret. */
  parseWebhookEvent(payload: string, signatureHeader: string | null): Promise<GatewayEvent> {
    return Promise.resolve().then(() =>
      mapStripeEvent(verifyWebhookSignature(payload, signatureHeader, this.webhookSecret, { now: this.context.now() })),
    );
  }
}
