import 'server-only';

import { and, eq, lte, sql } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { sandboxPaymentMethods, sandboxPayments, sandboxRefunds } from '@/server/db/schema';

import { PaymentError, PaymentErrorCode } from './errors';
import { idempotent } from './sandbox-idempotency';
import { requireCustomer, type CardBehaviour } from './sandbox-methods';
import {
  checkAmount,
  newId,
  notFound,
  toPayment,
  unexpectedState,
  type PaymentRow,
  type SandboxContext,
} from './sandbox-records';
import type { Payment, PaymentRequest, Refund } from './types';

/**
 * The sandbox gateway's payments: authorised or charged at once as the card's test number
 * behaves (bank debits processing until they settle), then confirmed, captured, canceled or
 * refunded, each locked while it changes.
 */

const DECLINES: Record<'declined' | 'insufficient_funds', { declineCode: string; message: string }> = {
  declined: { declineCode: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: { declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};

export async function createPayment(
  context: SandboxContext,
  input: PaymentRequest,
  captureMethod: 'manual' | 'automatic',
): Promise<Payment> {
  checkAmount(input.amount.cents);
  const currency = input.amount.currency.toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) {
    throw new PaymentError(PaymentErrorCode.INVALID_AMOUNT, 'The currency must be an ISO 4217 code.', {
      param: 'currency',
    });
  }
  const params = { ...input, idempotencyKey: undefined, amount: { cents: input.amount.cents, currency } };
  return idempotent(context, input.idempotencyKey, `payment_intents.create.${captureMethod}`, params, async (tx) => {
    await requireCustomer(tx, input.customerId);
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
        settlesAt: new Date(context.now().getTime() + context.bankSettleDelayMs),
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
async function lockPayment(tx: Database, paymentId: string): Promise<PaymentRow> {
  const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)).for('update');
  if (!row) throw notFound('payment', paymentId);
  return row;
}

async function updatePayment(
  context: SandboxContext,
  tx: Database,
  id: string,
  set: Partial<typeof sandboxPayments.$inferInsert>,
) {
  const [row] = await tx
    .update(sandboxPayments)
    .set({ ...set, updatedAt: context.now() })
    .where(eq(sandboxPayments.id, id))
    .returning();
  return toPayment(row!);
}

export async function confirm(
  context: SandboxContext,
  input: { paymentId: string; idempotencyKey: string },
): Promise<Payment> {
  return idempotent(
    context,
    input.idempotencyKey,
    'payment_intents.confirm',
    { paymentId: input.paymentId },
    async (tx) => {
      const row = await lockPayment(tx, input.paymentId);
      if (row.status !== 'requires_action' && row.status !== 'requires_confirmation') {
        throw unexpectedState('confirmed', row.status);
      }
      return row.captureMethod === 'manual'
        ? updatePayment(context, tx, row.id, { status: 'requires_capture', amountCapturableCents: row.amountCents })
        : updatePayment(context, tx, row.id, { status: 'succeeded', amountReceivedCents: row.amountCents });
    },
  );
}

export async function capture(
  context: SandboxContext,
  input: { paymentId: string; amountCents?: number; idempotencyKey: string },
): Promise<Payment> {
  if (input.amountCents !== undefined) checkAmount(input.amountCents, 'amount_to_capture');
  const params = { paymentId: input.paymentId, amountCents: input.amountCents };
  return idempotent(context, input.idempotencyKey, 'payment_intents.capture', params, async (tx) => {
    const row = await lockPayment(tx, input.paymentId);
    if (row.status !== 'requires_capture') throw unexpectedState('captured', row.status);
    const amount = input.amountCents ?? row.amountCapturableCents;
    if (amount > row.amountCapturableCents) {
      throw new PaymentError(
        PaymentErrorCode.AMOUNT_TOO_LARGE,
        'The amount to capture is greater than the amount authorised.',
        { param: 'amount_to_capture', status: 400 },
      );
    }
    return updatePayment(context, tx, row.id, {
      status: 'succeeded',
      amountReceivedCents: amount,
      amountCapturableCents: 0,
    });
  });
}

export async function cancel(
  context: SandboxContext,
  input: { paymentId: string; idempotencyKey: string },
): Promise<Payment> {
  return idempotent(
    context,
    input.idempotencyKey,
    'payment_intents.cancel',
    { paymentId: input.paymentId },
    async (tx) => {
      const row = await lockPayment(tx, input.paymentId);
      if (!['requires_capture', 'requires_action', 'requires_confirmation', 'failed'].includes(row.status)) {
        throw unexpectedState('canceled', row.status);
      }
      return updatePayment(context, tx, row.id, { status: 'canceled', amountCapturableCents: 0 });
    },
  );
}

export async function refund(
  context: SandboxContext,
  input: { paymentId: string; amountCents?: number; idempotencyKey: string },
): Promise<Refund> {
  if (input.amountCents !== undefined) checkAmount(input.amountCents);
  const params = { paymentId: input.paymentId, amountCents: input.amountCents };
  return idempotent(context, input.idempotencyKey, 'refunds.create', params, async (tx) => {
    await settleDue(context, tx, input.paymentId);
    const row = await lockPayment(tx, input.paymentId);
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
    await updatePayment(context, tx, row.id, { amountRefundedCents: row.amountRefundedCents + amount });
    const [refund] = await tx
      .insert(sandboxRefunds)
      .values({ id: newId('re'), paymentId: row.id, amountCents: amount })
      .returning();
    return { id: refund!.id, paymentId: row.id, amountCents: amount, status: 'succeeded' as const };
  });
}

/** Bank debits whose settlement time has come succeed (Stripe's test bank debits do the same). */
async function settleDue(context: SandboxContext, db: Database, paymentId: string): Promise<void> {
  await db
    .update(sandboxPayments)
    .set({ status: 'succeeded', amountReceivedCents: sql`${sandboxPayments.amountCents}`, updatedAt: context.now() })
    .where(
      and(
        eq(sandboxPayments.id, paymentId),
        eq(sandboxPayments.status, 'processing'),
        lte(sandboxPayments.settlesAt, context.now()),
      ),
    );
}

export async function getPayment(context: SandboxContext, paymentId: string): Promise<Payment> {
  const db = await context.getDb();
  await settleDue(context, db, paymentId);
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
  if (!row) throw notFound('payment', paymentId);
  return toPayment(row);
}
