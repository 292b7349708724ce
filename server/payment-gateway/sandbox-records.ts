import 'server-only';

import { randomBytes } from 'node:crypto';

import type { Database } from '@/server/db/database';
import type { sandboxPaymentMethods, sandboxPayments } from '@/server/db/schema';

import { PaymentError, PaymentErrorCode } from './errors';
import type { Payment, PaymentMethod, PaymentMethodType, PaymentStatus } from './types';

/**
 * What the sandbox gateway's operations share (sandbox.ts): the database and the clock they run
 * on, the gateway's objects as read from its rows, new ids, and the errors Stripe would answer.
 */

/** The gateway's own: its database, its clock, how long a bank debit stays processing. */
export interface SandboxContext {
  getDb: () => Promise<Database>;
  now: () => Date;
  bankSettleDelayMs: number;
}

export type PaymentRow = typeof sandboxPayments.$inferSelect;
export type MethodRow = typeof sandboxPaymentMethods.$inferSelect;

export const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

export function toPayment(row: PaymentRow): Payment {
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

export function toPaymentMethod(row: MethodRow): PaymentMethod {
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

export const notFound = (what: string, id: string) =>
  new PaymentError(PaymentErrorCode.RESOURCE_MISSING, `No such ${what}: '${id}'`, { status: 404 });

export function unexpectedState(action: string, status: string) {
  return new PaymentError(
    PaymentErrorCode.PAYMENT_INTENT_UNEXPECTED_STATE,
    `This payment could not be ${action} because it has a status of ${status}.`,
    { status: 400 },
  );
}

export function checkAmount(cents: number, param = 'amount') {
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    throw new PaymentError(PaymentErrorCode.INVALID_AMOUNT, 'The amount must be a positive whole number of cents.', {
      param,
    });
  }
}
