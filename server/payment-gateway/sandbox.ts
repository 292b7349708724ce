import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

import { and, eq, lte, sql } from 'drizzle-orm';

import { BANK_VERIFICATION_ATTEMPTS } from '@/lib/constants';
import type { Database } from '@/server/db/database';
import {
  sandboxCustomers,
  sandboxIdempotencyKeys,
  sandboxPaymentMethods,
  sandboxPayments,
  sandboxRefunds,
} from '@/server/db/schema';

import { PaymentError, PaymentErrorCode } from './errors';
import { mapStripeEvent, verifyWebhookSignature } from './stripe-objects';
import type {
  Customer,
  GatewayEvent,
  Payment,
  PaymentGateway,
  PaymentMethod,
  PaymentMethodType,
  PaymentRequest,
  PaymentStatus,
  Refund,
  SetupIntent,
  SupplierPayout,
} from './types';
import { validateBankAccount, validateCard } from './validation';

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
 */

export type CardBehaviour = 'succeeds' | 'declined' | 'insufficient_funds' | 'requires_action';

export const SANDBOX_TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '378282246310005': 'succeeds',
  '4000000000000002': 'declined',
  '4000002500003155': 'requires_action',
  '4000000000009995': 'insufficient_funds',
};

/** The two micro-deposits, in cents, sent to every US or Canadian bank account. */
export const SANDBOX_MICRODEPOSITS_CENTS = [32, 45] as const;
/** Wrong micro-deposit amounts allowed before the bank account fails verification (Stripe's limit). */
export const MICRODEPOSIT_MAX_ATTEMPTS = BANK_VERIFICATION_ATTEMPTS;
/** Signs the sandbox's webhook events (not a secret: the sandbox moves no money). */
export const SANDBOX_WEBHOOK_SECRET = 'whsec_sandbox';

const DECLINES: Record<'declined' | 'insufficient_funds', { declineCode: string; message: string }> = {
  declined: { declineCode: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: { declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};

export interface SandboxGatewayOptions {
  /** The clock (card expiry, bank-debit settlement). */
  now?: () => Date;
  /** How long a bank debit stays processing before it succeeds. Default 0: on the next read. */
  bankSettleDelayMs?: number;
  webhookSecret?: string;
}

type PaymentRow = typeof sandboxPayments.$inferSelect;
type MethodRow = typeof sandboxPaymentMethods.$inferSelect;

const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

function toPayment(row: PaymentRow): Payment {
  const status = row.status as PaymentStatus;
  return {
    id: row.id,
    status,
    amount: { cents: row.amountCents, currency: row.currency },
    amountCapturableCents: row.amountCapturableCents,
    amountReceivedCents: row.amountReceivedCents,
    amountRefundedCents: row.amountRefundedCents,
    captureMethod: row.captureMethod === 'manual' ? 'manual' : 'automatic',
    customerId: row.customerId,
    paymentMethodId: row.paymentMethodId,
    failure:
      status === 'failed' && row.failureCode
        ? {
            code: row.failureCode,
            ...(row.declineCode ? { declineCode: row.declineCode } : {}),
            message: row.failureMessage ?? 'Payment Failed',
          }
        : null,
    nextAction: status === 'requires_action' ? { type: 'three_d_secure' } : null,
    clientSecret: null,
    metadata: row.metadata,
  };
}

function toPaymentMethod(row: MethodRow): PaymentMethod {
  const type = row.type as PaymentMethodType;
  const status = row.verificationStatus as PaymentMethod['verification']['status'];
  return {
    id: row.id,
    type,
    customerId: row.customerId,
    card:
      type === 'card'
        ? {
            brand: row.brand ?? 'unknown',
            last4: row.last4,
            expMonth: row.expMonth ?? 0,
            expYear: row.expYear ?? 0,
            fingerprint: row.fingerprint,
          }
        : null,
    bankAccount: type === 'card' ? null : { last4: row.last4, bankCode: row.bankCode },
    verification: { status, verificationId: type === 'card' || type === 'sepa_debit' ? null : row.id },
  };
}

/**
 * A card's fingerprint as Stripe gives one: the same number, the same fingerprint (whatever the
 * expiry, CVC or holder). Only test numbers reach it (others are refused), and only the hash is
 * kept, labelled so it serves no other purpose.
 */
export function sandboxCardFingerprint(digits: string): string {
  return createHash('sha256').update(`buildmarket:sandbox-card-fingerprint:${digits}`).digest('base64url').slice(0, 16);
}
const connectUnsupported = () =>
  new PaymentError(PaymentErrorCode.UNSUPPORTED_OPERATION, 'The sandbox pays suppliers without a connected account.', {
    status: 400,
  });

const notFound = (what: string, id: string) =>
  new PaymentError(PaymentErrorCode.RESOURCE_MISSING, `No such ${what}: '${id}'`, { status: 404 });

function unexpectedState(action: string, status: string) {
  return new PaymentError(
    PaymentErrorCode.PAYMENT_INTENT_UNEXPECTED_STATE,
    `This payment could not be ${action} because it has a status of ${status}.`,
    { status: 400 },
  );
}

function checkAmount(cents: number, param = 'amount') {
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    throw new PaymentError(PaymentErrorCode.INVALID_AMOUNT, 'The amount must be a positive whole number of cents.', {
      param,
    });
  }
}

/** Keys sorted, so that the same parameters always hash the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return value;
}

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  private readonly now: () => Date;
  private readonly bankSettleDelayMs: number;
  private readonly webhookSecret: string;

  constructor(
    private readonly getDb: () => Promise<Database>,
    options: SandboxGatewayOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.bankSettleDelayMs = options.bankSettleDelayMs ?? 0;
    this.webhookSecret = options.webhookSecret ?? SANDBOX_WEBHOOK_SECRET;
  }

  /**
   * Runs `operation` once per idempotency key, in one transaction with the key's row. A second
   * request with the key waits for the first (the row's unique key blocks it) and gets its stored
   * result; a request with other parameters is refused. An operation that throws stores nothing,
   * so the key may be used again, as with Stripe's validation errors.
   */
  private async idempotent<T>(
    key: string,
    operation: string,
    params: unknown,
    run: (tx: Database) => Promise<T>,
  ): Promise<T> {
    if (!key || key.length > 255) {
      throw new PaymentError(
        PaymentErrorCode.PARAMETER_MISSING,
        'An idempotency key of 1 to 255 characters is required.',
        {
          param: 'idempotency_key',
        },
      );
    }
    const requestHash = createHash('sha256')
      .update(JSON.stringify(canonical({ operation, params })))
      .digest('hex');
    const db = await this.getDb();
    return db.transaction(async (tx) => {
      const claimed = await tx
        .insert(sandboxIdempotencyKeys)
        .values({ key, requestHash, response: {} })
        .onConflictDoNothing()
        .returning({ key: sandboxIdempotencyKeys.key });
      if (claimed.length === 0) {
        const [stored] = await tx.select().from(sandboxIdempotencyKeys).where(eq(sandboxIdempotencyKeys.key, key));
        if (!stored || stored.requestHash !== requestHash) {
          throw new PaymentError(
            PaymentErrorCode.IDEMPOTENCY_KEY_IN_USE,
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            { status: 400, param: 'idempotency_key' },
          );
        }
        return stored.response as T;
      }
      const result = await run(tx);
      await tx.update(sandboxIdempotencyKeys).set({ response: result }).where(eq(sandboxIdempotencyKeys.key, key));
      return result;
    });
  }

  async createCustomer(input: Parameters<PaymentGateway['createCustomer']>[0]): Promise<Customer> {
    const params = { email: input.email, name: input.name, metadata: input.metadata };
    return this.idempotent(input.idempotencyKey, 'customers.create', params, async (tx) => {
      const [row] = await tx
        .insert(sandboxCustomers)
        .values({
          id: newId('cus'),
          email: input.email ?? null,
          name: input.name ?? null,
          metadata: input.metadata ?? {},
        })
        .returning();
      return { id: row!.id, email: row!.email, name: row!.name };
    });
  }

  private async requireCustomer(tx: Database, customerId: string) {
    const [customer] = await tx.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, customerId));
    if (!customer) throw notFound('customer', customerId);
    return customer;
  }

  async createCardPaymentMethod(
    input: Parameters<PaymentGateway['createCardPaymentMethod']>[0],
  ): Promise<PaymentMethod> {
    const card = validateCard(input.card, this.now());
    const behaviour = SANDBOX_TEST_CARDS[card.digits];
    if (!behaviour) {
      throw new PaymentError(
        PaymentErrorCode.CARD_DECLINED,
        'Your card was declined. Your request was in test mode, but used a non test card.',
        { declineCode: 'test_mode_live_card', param: 'number', status: 402 },
      );
    }
    // The hash covers the full details (so a different card under the key is refused); only the
    // hash is kept, never the number or CVC.
    const params = { customerId: input.customerId, card: input.card, billing: input.billing };
    return this.idempotent(input.idempotencyKey, 'payment_methods.create_card', params, async (tx) => {
      await this.requireCustomer(tx, input.customerId);
      const [row] = await tx
        .insert(sandboxPaymentMethods)
        .values({
          id: newId('pm'),
          customerId: input.customerId,
          type: 'card',
          behaviour,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          holderName: input.billing?.name ?? null,
          fingerprint: sandboxCardFingerprint(card.digits),
        })
        .returning();
      return toPaymentMethod(row!);
    });
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

  async attachPaymentMethod(input: { customerId: string; paymentMethodId: string }): Promise<PaymentMethod> {
    const db = await this.getDb();
    const [row] = await db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, input.paymentMethodId));
    if (!row) throw notFound('payment method', input.paymentMethodId);
    if (row.customerId !== input.customerId) {
      throw new PaymentError(
        PaymentErrorCode.PAYMENT_INTENT_UNEXPECTED_STATE,
        'This payment method is attached to another customer.',
        { status: 400 },
      );
    }
    return toPaymentMethod(row);
  }

  async createBankAccountPaymentMethod(
    input: Parameters<PaymentGateway['createBankAccountPaymentMethod']>[0],
  ): Promise<PaymentMethod> {
    const account = validateBankAccount(input.bankAccount);
    const params = { customerId: input.customerId, bankAccount: input.bankAccount };
    return this.idempotent(input.idempotencyKey, 'payment_methods.create_bank_account', params, async (tx) => {
      await this.requireCustomer(tx, input.customerId);
      const [row] = await tx
        .insert(sandboxPaymentMethods)
        .values({
          id: newId('pm'),
          customerId: input.customerId,
          type: account.type,
          last4: account.last4,
          bankCode: account.bankCode,
          holderName: account.holderName,
          verificationStatus: account.type === 'sepa_debit' ? 'verified' : 'pending',
        })
        .returning();
      return toPaymentMethod(row!);
    });
  }

  async verifyMicroDeposits(input: { verificationId: string; amountsCents: [number, number] }): Promise<PaymentMethod> {
    type Outcome = { method: MethodRow } | { error: PaymentErrorCode; remaining: number };
    const db = await this.getDb();
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const [row] = await tx
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.id, input.verificationId))
        .for('update');
      if (!row || row.type === 'card' || row.type === 'sepa_debit')
        throw notFound('verification', input.verificationId);
      if (row.verificationStatus === 'verified') return { method: row };
      if (row.verificationStatus === 'failed' || row.verificationAttempts >= MICRODEPOSIT_MAX_ATTEMPTS) {
        return { error: PaymentErrorCode.MICRODEPOSIT_ATTEMPTS_EXCEEDED, remaining: 0 };
      }
      const given = [...input.amountsCents].sort((a, b) => a - b);
      const matches =
        given.length === 2 && given.every((amount, index) => amount === SANDBOX_MICRODEPOSITS_CENTS[index]);
      if (matches) {
        const [verified] = await tx
          .update(sandboxPaymentMethods)
          .set({ verificationStatus: 'verified' })
          .where(eq(sandboxPaymentMethods.id, row.id))
          .returning();
        return { method: verified! };
      }
      const attempts = row.verificationAttempts + 1;
      await tx
        .update(sandboxPaymentMethods)
        .set({
          verificationAttempts: attempts,
          verificationStatus: attempts >= MICRODEPOSIT_MAX_ATTEMPTS ? 'failed' : 'pending',
        })
        .where(eq(sandboxPaymentMethods.id, row.id));
      return {
        error:
          attempts >= MICRODEPOSIT_MAX_ATTEMPTS
            ? PaymentErrorCode.MICRODEPOSIT_ATTEMPTS_EXCEEDED
            : PaymentErrorCode.MICRODEPOSIT_AMOUNTS_MISMATCH,
        remaining: MICRODEPOSIT_MAX_ATTEMPTS - attempts,
      };
    });
    // Thrown after the transaction, so that the counted attempt is kept.
    if ('error' in outcome) {
      throw outcome.error === PaymentErrorCode.MICRODEPOSIT_ATTEMPTS_EXCEEDED
        ? new PaymentError(outcome.error, 'You have exceeded the number of allowed verification attempts.', {
            status: 400,
          })
        : new PaymentError(
            outcome.error,
            `The amounts provided do not match the amounts that were sent to the bank account. You have ${outcome.remaining} verification attempts remaining.`,
            { status: 400, param: 'amounts' },
          );
    }
    return toPaymentMethod(outcome.method);
  }

  authorize(input: PaymentRequest): Promise<Payment> {
    return this.createPayment(input, 'manual');
  }

  charge(input: PaymentRequest): Promise<Payment> {
    return this.createPayment(input, 'automatic');
  }

  private async createPayment(input: PaymentRequest, captureMethod: 'manual' | 'automatic'): Promise<Payment> {
    checkAmount(input.amount.cents);
    const currency = input.amount.currency.toLowerCase();
    if (!/^[a-z]{3}$/.test(currency)) {
      throw new PaymentError(PaymentErrorCode.INVALID_AMOUNT, 'The currency must be an ISO 4217 code.', {
        param: 'currency',
      });
    }
    const params = { ...input, idempotencyKey: undefined, amount: { cents: input.amount.cents, currency } };
    return this.idempotent(input.idempotencyKey, `payment_intents.create.${captureMethod}`, params, async (tx) => {
      await this.requireCustomer(tx, input.customerId);
      const [method] = await tx
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.id, input.paymentMethodId));
      if (!method) throw notFound('payment method', input.paymentMethodId);
      if (method.customerId !== input.customerId) {
        throw new PaymentError(
          PaymentErrorCode.RESOURCE_MISSING,
          'The payment method does not belong to this customer.',
          { param: 'payment_method', status: 400 },
        );
      }
      if (method.type !== 'card') {
        if (captureMethod === 'manual') {
          throw new PaymentError(
            PaymentErrorCode.PAYMENT_INTENT_UNEXPECTED_STATE,
            'Only cards can be pre-authorised; charge a bank account instead.',
            { param: 'capture_method', status: 400 },
          );
        }
        if (method.verificationStatus !== 'verified') {
          throw new PaymentError(PaymentErrorCode.PAYMENT_METHOD_NOT_VERIFIED, 'Verification is required', {
            param: 'payment_method',
            status: 400,
          });
        }
      }
      const cents = input.amount.cents;
      const values: typeof sandboxPayments.$inferInsert = {
        id: newId('pi'),
        customerId: input.customerId,
        paymentMethodId: method.id,
        amountCents: cents,
        currency,
        captureMethod,
        status: 'succeeded',
        metadata: input.metadata ?? {},
      };
      const behaviour = method.type === 'card' ? (method.behaviour as CardBehaviour) : 'bank';
      if (behaviour === 'declined' || behaviour === 'insufficient_funds') {
        const decline = DECLINES[behaviour];
        Object.assign(values, {
          status: 'failed',
          failureCode: PaymentErrorCode.CARD_DECLINED,
          declineCode: decline.declineCode,
          failureMessage: decline.message,
        });
      } else if (behaviour === 'requires_action') {
        values.status = 'requires_action';
      } else if (behaviour === 'bank') {
        Object.assign(values, {
          status: 'processing',
          settlesAt: new Date(this.now().getTime() + this.bankSettleDelayMs),
        });
      } else if (captureMethod === 'manual') {
        Object.assign(values, { status: 'requires_capture', amountCapturableCents: cents });
      } else {
        values.amountReceivedCents = cents;
      }
      const [row] = await tx.insert(sandboxPayments).values(values).returning();
      return toPayment(row!);
    });
  }

  /** The payment, locked for the rest of the transaction (captures and refunds never race). */
  private async lockPayment(tx: Database, paymentId: string): Promise<PaymentRow> {
    const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)).for('update');
    if (!row) throw notFound('payment', paymentId);
    return row;
  }

  private async updatePayment(tx: Database, id: string, set: Partial<typeof sandboxPayments.$inferInsert>) {
    const [row] = await tx
      .update(sandboxPayments)
      .set({ ...set, updatedAt: this.now() })
      .where(eq(sandboxPayments.id, id))
      .returning();
    return toPayment(row!);
  }

  async confirm(input: { paymentId: string; idempotencyKey: string }): Promise<Payment> {
    return this.idempotent(
      input.idempotencyKey,
      'payment_intents.confirm',
      { paymentId: input.paymentId },
      async (tx) => {
        const row = await this.lockPayment(tx, input.paymentId);
        if (row.status !== 'requires_action' && row.status !== 'requires_confirmation') {
          throw unexpectedState('confirmed', row.status);
        }
        return row.captureMethod === 'manual'
          ? this.updatePayment(tx, row.id, { status: 'requires_capture', amountCapturableCents: row.amountCents })
          : this.updatePayment(tx, row.id, { status: 'succeeded', amountReceivedCents: row.amountCents });
      },
    );
  }

  async capture(input: { paymentId: string; amountCents?: number; idempotencyKey: string }): Promise<Payment> {
    if (input.amountCents !== undefined) checkAmount(input.amountCents, 'amount_to_capture');
    const params = { paymentId: input.paymentId, amountCents: input.amountCents };
    return this.idempotent(input.idempotencyKey, 'payment_intents.capture', params, async (tx) => {
      const row = await this.lockPayment(tx, input.paymentId);
      if (row.status !== 'requires_capture') throw unexpectedState('captured', row.status);
      const amount = input.amountCents ?? row.amountCapturableCents;
      if (amount > row.amountCapturableCents) {
        throw new PaymentError(
          PaymentErrorCode.AMOUNT_TOO_LARGE,
          'The amount to capture is greater than the amount authorised.',
          { param: 'amount_to_capture', status: 400 },
        );
      }
      return this.updatePayment(tx, row.id, {
        status: 'succeeded',
        amountReceivedCents: amount,
        amountCapturableCents: 0,
      });
    });
  }

  async cancel(input: { paymentId: string; idempotencyKey: string }): Promise<Payment> {
    return this.idempotent(
      input.idempotencyKey,
      'payment_intents.cancel',
      { paymentId: input.paymentId },
      async (tx) => {
        const row = await this.lockPayment(tx, input.paymentId);
        if (!['requires_capture', 'requires_action', 'requires_confirmation', 'failed'].includes(row.status)) {
          throw unexpectedState('canceled', row.status);
        }
        return this.updatePayment(tx, row.id, { status: 'canceled', amountCapturableCents: 0 });
      },
    );
  }

  async refund(input: { paymentId: string; amountCents?: number; idempotencyKey: string }): Promise<Refund> {
    if (input.amountCents !== undefined) checkAmount(input.amountCents);
    const params = { paymentId: input.paymentId, amountCents: input.amountCents };
    return this.idempotent(input.idempotencyKey, 'refunds.create', params, async (tx) => {
      await this.settleDue(tx, input.paymentId);
      const row = await this.lockPayment(tx, input.paymentId);
      if (row.status !== 'succeeded') throw unexpectedState('refunded', row.status);
      const remaining = row.amountReceivedCents - row.amountRefundedCents;
      if (remaining <= 0) {
        throw new PaymentError(PaymentErrorCode.CHARGE_ALREADY_REFUNDED, 'This payment has already been refunded.', {
          status: 400,
        });
      }
      const amount = input.amountCents ?? remaining;
      if (amount > remaining) {
        throw new PaymentError(
          PaymentErrorCode.AMOUNT_TOO_LARGE,
          `The refund amount is greater than the unrefunded amount (${remaining}).`,
          { param: 'amount', status: 400 },
        );
      }
      await this.updatePayment(tx, row.id, { amountRefundedCents: row.amountRefundedCents + amount });
      const [refund] = await tx
        .insert(sandboxRefunds)
        .values({ id: newId('re'), paymentId: row.id, amountCents: amount })
        .returning();
      return { id: refund!.id, paymentId: row.id, amountCents: amount, status: 'succeeded' as const };
    });
  }

  /** Bank debits whose settlement time has come succeed (Stripe's test bank debits do the same). */
  private async settleDue(db: Database, paymentId: string): Promise<void> {
    await db
      .update(sandboxPayments)
      .set({ status: 'succeeded', amountReceivedCents: sql`${sandboxPayments.amountCents}`, updatedAt: this.now() })
      .where(
        and(
          eq(sandboxPayments.id, paymentId),
          eq(sandboxPayments.status, 'processing'),
          lte(sandboxPayments.settlesAt, this.now()),
        ),
      );
  }

  async getPayment(paymentId: string): Promise<Payment> {
    const db = await this.getDb();
    await this.settleDue(db, paymentId);
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
    if (!row) throw notFound('payment', paymentId);
    return toPayment(row);
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

  /**
   * A simulated payout, paid at once. Its id is derived from the key, so the same batch sent
   * again answers the same payout, as Stripe's idempotency does.
   */
  payOut(input: Parameters<PaymentGateway['payOut']>[0]): Promise<SupplierPayout> {
    return Promise.resolve().then(() => {
      checkAmount(input.amount.cents);
      const id = `po_sbx_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`;
      return { id, transferId: null, status: 'paid' as const, failure: null, simulated: true };
    });
  }

  /** The sandbox's webhooks are Stripe-shaped events signed with its own secret. */
  parseWebhookEvent(payload: string, signatureHeader: string | null): Promise<GatewayEvent> {
    return Promise.resolve().then(() =>
      mapStripeEvent(verifyWebhookSignature(payload, signatureHeader, this.webhookSecret, { now: this.now() })),
    );
  }
}
