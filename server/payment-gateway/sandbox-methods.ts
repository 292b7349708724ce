import 'server-only';

import { createHash } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { BANK_VERIFICATION_ATTEMPTS } from '@/lib/constants';
import type { Database } from '@/server/db/database';
import { sandboxCustomers, sandboxPaymentMethods } from '@/server/db/schema';

import { PaymentError, PaymentErrorCode } from './errors';
import { idempotent } from './sandbox-idempotency';
import { newId, notFound, toPaymentMethod, type MethodRow, type SandboxContext } from './sandbox-records';
import type { Customer, PaymentGateway, PaymentMethod } from './types';
import { validateBankAccount, validateCard } from './validation';

/**
 * The sandbox gateway's customers and their payment methods: test cards (each number's
 * behaviour), bank accounts, and their verification by micro-deposits.
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

/**
 * A card's fingerprint as Stripe gives one: the same number, the same fingerprint (whatever the
 * expiry, CVC or holder). Only test numbers reach it (others are refused), and only the hash is
 * kept, labelled so it serves no other purpose.
 */
export function sandboxCardFingerprint(digits: string): string {
  return createHash('sha256').update(`buildmarket:sandbox-card-fingerprint:${digits}`).digest('base64url').slice(0, 16);
}

export async function createCustomer(
  context: SandboxContext,
  input: Parameters<PaymentGateway['createCustomer']>[0],
): Promise<Customer> {
  const params = { email: input.email, name: input.name, metadata: input.metadata };
  return idempotent(context, input.idempotencyKey, 'customers.create', params, async (tx) => {
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

export async function requireCustomer(tx: Database, customerId: string) {
  const [customer] = await tx.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, customerId));
  if (!customer) throw notFound('customer', customerId);
  return customer;
}

export async function createCardPaymentMethod(
  context: SandboxContext,
  input: Parameters<PaymentGateway['createCardPaymentMethod']>[0],
): Promise<PaymentMethod> {
  const card = validateCard(input.card, context.now());
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
  return idempotent(context, input.idempotencyKey, 'payment_methods.create_card', params, async (tx) => {
    await requireCustomer(tx, input.customerId);
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

export async function attachPaymentMethod(
  context: SandboxContext,
  input: { customerId: string; paymentMethodId: string },
): Promise<PaymentMethod> {
  const db = await context.getDb();
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

export async function createBankAccountPaymentMethod(
  context: SandboxContext,
  input: Parameters<PaymentGateway['createBankAccountPaymentMethod']>[0],
): Promise<PaymentMethod> {
  const account = validateBankAccount(input.bankAccount);
  const params = { customerId: input.customerId, bankAccount: input.bankAccount };
  return idempotent(context, input.idempotencyKey, 'payment_methods.create_bank_account', params, async (tx) => {
    await requireCustomer(tx, input.customerId);
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

export async function verifyMicroDeposits(
  context: SandboxContext,
  input: { verificationId: string; amountsCents: [number, number] },
): Promise<PaymentMethod> {
  type Outcome = { method: MethodRow } | { error: PaymentErrorCode; remaining: number };
  const db = await context.getDb();
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, input.verificationId))
      .for('update');
    if (!row || row.type === 'card' || row.type === 'sepa_debit') throw notFound('verification', input.verificationId);
    if (row.verificationStatus === 'verified') return { method: row };
    if (row.verificationStatus === 'failed' || row.verificationAttempts >= MICRODEPOSIT_MAX_ATTEMPTS) {
      return { error: PaymentErrorCode.MICRODEPOSIT_ATTEMPTS_EXCEEDED, remaining: 0 };
    }
    const given = [...input.amountsCents].sort((a, b) => a - b);
    const matches = given.length === 2 && given.every((amount, index) => amount === SANDBOX_MICRODEPOSITS_CENTS[index]);
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
