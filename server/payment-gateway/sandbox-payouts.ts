import 'server-only';

import { eq } from 'drizzle-orm';

import { sandboxPayoutBankAccounts, sandboxPayouts, sandboxTransfers } from '@/server/db/schema';

import { PaymentError, PaymentErrorCode } from './errors';
import { idempotent } from './sandbox-idempotency';
import { checkAmount, newId, type SandboxContext } from './sandbox-records';
import type { PaymentFailure, PaymentGateway, SupplierPayout, SupplierTransfer } from './types';

/**
 * Supplier payouts in the sandbox, in Stripe Connect's two steps: a transfer to the supplier, then
 * a payout to its bank, paid at once unless the supplier's test bank account fails payouts, as
 * Stripe's test account numbers do. The sandbox keeps no connected accounts: the supplier is
 * `metadata.supplierId`.
 */

/**
 * Stripe's test bank account numbers for payouts (any routing, transit or institution number):
 * the first is paid, the others fail with Stripe's failure codes. No account set: paid.
 */
export const SANDBOX_PAYOUT_BANK_ACCOUNTS: Readonly<Record<string, PaymentFailure | null>> = {
  '000123456789': null,
  '000111111116': { code: 'no_account', message: 'The bank account details on file are probably incorrect.' },
  '000111111113': { code: 'account_closed', message: 'The bank account has been closed.' },
  '000222222227': { code: 'insufficient_funds', message: 'The bank account has insufficient funds.' },
  '000333333335': { code: 'debit_not_authorized', message: 'Debit transactions are not approved on the bank account.' },
};

function destinationOf(input: { accountId: string | null; metadata: Record<string, string> }): string {
  const destination = input.accountId ?? input.metadata.supplierId;
  if (!destination) {
    throw new PaymentError(PaymentErrorCode.PARAMETER_MISSING, 'The payout names no supplier.', {
      status: 400,
      param: 'metadata[supplierId]',
    });
  }
  return destination;
}

export function createTransfer(
  context: SandboxContext,
  input: Parameters<PaymentGateway['createTransfer']>[0],
): Promise<SupplierTransfer> {
  const destination = destinationOf(input);
  checkAmount(input.amount.cents);
  const params = { destination, amount: input.amount, metadata: input.metadata };
  return idempotent(context, input.idempotencyKey, 'transfer', params, async (tx) => {
    const id = newId('tr');
    await tx.insert(sandboxTransfers).values({
      id,
      destination,
      amountCents: input.amount.cents,
      currency: input.amount.currency.toLowerCase(),
      metadata: input.metadata,
      createdAt: context.now(),
    });
    return { id, simulated: true };
  });
}

export function createPayout(
  context: SandboxContext,
  input: Parameters<PaymentGateway['createPayout']>[0],
): Promise<SupplierPayout> {
  const destination = destinationOf(input);
  checkAmount(input.amount.cents);
  const params = { destination, amount: input.amount, metadata: input.metadata };
  return idempotent(context, input.idempotencyKey, 'payout', params, async (tx) => {
    const [bank] = await tx
      .select()
      .from(sandboxPayoutBankAccounts)
      .where(eq(sandboxPayoutBankAccounts.destination, destination));
    const failure = bank ? (SANDBOX_PAYOUT_BANK_ACCOUNTS[bank.accountNumber] ?? null) : null;
    const id = newId('po');
    await tx.insert(sandboxPayouts).values({
      id,
      destination,
      amountCents: input.amount.cents,
      currency: input.amount.currency.toLowerCase(),
      status: failure ? 'failed' : 'paid',
      failureCode: failure?.code ?? null,
      failureMessage: failure?.message ?? null,
      metadata: input.metadata,
      createdAt: context.now(),
    });
    return { id, status: failure ? ('failed' as const) : ('paid' as const), failure, simulated: true };
  });
}

/** The supplier's test bank account for its sandbox payouts, or null (none set: paid). */
export async function payoutBankAccountOf(context: SandboxContext, supplierId: string): Promise<string | null> {
  const db = await context.getDb();
  const [row] = await db
    .select({ accountNumber: sandboxPayoutBankAccounts.accountNumber })
    .from(sandboxPayoutBankAccounts)
    .where(eq(sandboxPayoutBankAccounts.destination, supplierId));
  return row?.accountNumber ?? null;
}

/** The supplier's bank account for its sandbox payouts: one of `SANDBOX_PAYOUT_BANK_ACCOUNTS`. */
export async function setPayoutBankAccount(
  context: SandboxContext,
  input: { supplierId: string; accountNumber: string },
): Promise<void> {
  if (!(input.accountNumber in SANDBOX_PAYOUT_BANK_ACCOUNTS)) {
    throw new PaymentError(PaymentErrorCode.INVALID_BANK_ACCOUNT, 'Use one of the test bank account numbers.', {
      status: 400,
      param: 'account_number',
    });
  }
  const db = await context.getDb();
  const now = context.now();
  await db
    .insert(sandboxPayoutBankAccounts)
    .values({ destination: input.supplierId, accountNumber: input.accountNumber, updatedAt: now })
    .onConflictDoUpdate({
      target: sandboxPayoutBankAccounts.destination,
      set: { accountNumber: input.accountNumber, updatedAt: now },
    });
}
