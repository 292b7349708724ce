import 'server-only';

import { eq, sql } from 'drizzle-orm';

import { BANK_VERIFICATION_ATTEMPTS } from '@/lib/constants';
import type { Database } from '@/server/db/database';
import { paymentMethods } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { isPaymentError, PaymentErrorCode, type PaymentGateway } from '@/server/payment-gateway';
import { enforceRateLimits } from '@/server/services/rate-limits/rate-limit';

import { continueWaitingPayments, failWaitingPayments } from './attempts';
import { PAYMENT_LIMITS } from './limits';
import { companyPaymentMethod, type RequestOrigin } from './methods';
import type { PaymentMethodRow } from './records';
import { paymentMethodError, paymentsUnavailable } from './refusals';

/**
 * Micro-deposits: a US or Canadian bank account is debited only once its holder confirms the two
 * small amounts sent to it (the sandbox sends 32 and 45 cents). Wrong amounts count; after the
 * last attempt the account fails verification and cannot be used. Once verified, the orders
 * waiting for it are debited.
 */

export const microDepositsMismatchMessage = (attemptsLeft: number) =>
  attemptsLeft > 0
    ? `These amounts do not match the deposits sent to your bank account. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`
    : 'These amounts do not match the deposits sent to your bank account, and no attempts are left. Please add the account again or pay another way.';

export const VERIFICATION_FAILED_FAILURE = {
  code: 'verification_failed',
  message: 'The bank account could not be verified.',
};

export async function verifyMicroDeposits(
  db: Database,
  gateway: PaymentGateway,
  method: PaymentMethodRow,
  amountsCents: [number, number],
  now: Date,
): Promise<PaymentMethodRow> {
  if (method.paymentType === 'card' || method.paymentType === 'stripe' || !method.gatewayVerificationId) {
    if (method.verificationStatus === 'verified') return method;
    throw paymentMethodError();
  }
  if (method.verificationStatus === 'failed') throw paymentMethodError(VERIFICATION_FAILED_FAILURE.message);
  if (method.verificationStatus === 'verified') return method;
  try {
    await gateway.verifyMicroDeposits({ verificationId: method.gatewayVerificationId, amountsCents });
  } catch (error) {
    if (!isPaymentError(error)) throw error;
    if (error.code === PaymentErrorCode.MICRODEPOSIT_AMOUNTS_MISMATCH) {
      const [counted] = await db
        .update(paymentMethods)
        .set({ verificationAttempts: sql`${paymentMethods.verificationAttempts} + 1` })
        .where(eq(paymentMethods.id, method.id))
        .returning({ attempts: paymentMethods.verificationAttempts });
      const attemptsLeft = Math.max(1, BANK_VERIFICATION_ATTEMPTS - (counted?.attempts ?? 0));
      throw expectedError(ErrorCode.MICRODEPOSITS_MISMATCH, microDepositsMismatchMessage(attemptsLeft), {
        attemptsLeft,
      });
    }
    if (error.code === PaymentErrorCode.MICRODEPOSIT_ATTEMPTS_EXCEEDED) {
      await db
        .update(paymentMethods)
        .set({ verificationStatus: 'failed', verificationAttempts: BANK_VERIFICATION_ATTEMPTS })
        .where(eq(paymentMethods.id, method.id));
      await failWaitingPayments(db, method.id, VERIFICATION_FAILED_FAILURE, now);
      throw expectedError(ErrorCode.MICRODEPOSITS_MISMATCH, microDepositsMismatchMessage(0), { attemptsLeft: 0 });
    }
    throw paymentsUnavailable();
  }
  return markVerified(db, gateway, method.id, now);
}

/** The account can be debited now; so are the orders that waited for it. */
export async function markVerified(
  db: Database,
  gateway: PaymentGateway,
  methodId: string,
  now: Date,
): Promise<PaymentMethodRow> {
  const [row] = await db
    .update(paymentMethods)
    .set({ verificationStatus: 'verified' })
    .where(eq(paymentMethods.id, methodId))
    .returning();
  await continueWaitingPayments(db, gateway, methodId, now);
  return row!;
}

/** The gateway gave up on the account (too many wrong amounts, or the bank refused it). */
export async function markVerificationFailed(db: Database, methodId: string, now: Date): Promise<void> {
  await db.update(paymentMethods).set({ verificationStatus: 'failed' }).where(eq(paymentMethods.id, methodId));
  await failWaitingPayments(db, methodId, VERIFICATION_FAILED_FAILURE, now);
}

/** `bankAccountVerify`: one of the company's bank accounts. */
export async function verifyCompanyBankAccount(
  db: Database,
  gateway: PaymentGateway,
  request: { companyId: string; id: string; amountsCents: [number, number]; origin: RequestOrigin; now: Date },
): Promise<PaymentMethodRow> {
  await enforceRateLimits(db, [
    [PAYMENT_LIMITS.microDepositsPerAddress, request.origin.address],
    [PAYMENT_LIMITS.microDepositsPerCompany, request.companyId],
  ]);
  const method = await companyPaymentMethod(db, request.companyId, request.id);
  return verifyMicroDeposits(db, gateway, method, request.amountsCents, request.now);
}
