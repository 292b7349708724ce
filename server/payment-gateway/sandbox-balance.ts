import 'server-only';

import { and, eq, gt, gte, lt } from 'drizzle-orm';

import type { PgColumn } from 'drizzle-orm/pg-core';

import { sandboxPayments, sandboxRefunds, sandboxTransfers } from '@/server/db/schema';

import type { SandboxContext } from './sandbox-records';
import type { BalanceMovement } from './types';

/**
 * The sandbox's balance movements, from its own records (as Stripe lists its balance
 * transactions): a payment's money taken, its refunds, the transfers to suppliers. The sandbox
 * keeps no capture time, so a payment's money taken is listed once, at the payment's last change.
 */
export async function listBalanceMovements(
  context: SandboxContext,
  input: { from: Date; before: Date },
): Promise<BalanceMovement[]> {
  const db = await context.getDb();
  const within = (column: PgColumn) => and(gte(column, input.from), lt(column, input.before));
  const [payments, refunds, transfers] = await Promise.all([
    db
      .select()
      .from(sandboxPayments)
      .where(and(gt(sandboxPayments.amountReceivedCents, 0), within(sandboxPayments.updatedAt))),
    db
      .select({ refund: sandboxRefunds, currency: sandboxPayments.currency })
      .from(sandboxRefunds)
      .innerJoin(sandboxPayments, eq(sandboxPayments.id, sandboxRefunds.paymentId))
      .where(within(sandboxRefunds.createdAt)),
    db.select().from(sandboxTransfers).where(within(sandboxTransfers.createdAt)),
  ]);
  return [
    ...payments.map((row) => ({
      id: `txn_sbx_${row.id}`,
      type: 'payment' as const,
      sourceId: row.id,
      amountCents: row.amountReceivedCents,
      currency: row.currency.toUpperCase(),
      createdAt: row.updatedAt,
    })),
    ...refunds.map(({ refund, currency }) => ({
      id: `txn_sbx_${refund.id}`,
      type: 'refund' as const,
      sourceId: refund.paymentId,
      amountCents: -refund.amountCents,
      currency: currency.toUpperCase(),
      createdAt: refund.createdAt,
    })),
    ...transfers.map((row) => ({
      id: `txn_sbx_${row.id}`,
      type: 'transfer' as const,
      sourceId: row.id,
      amountCents: -row.amountCents,
      currency: row.currency.toUpperCase(),
      createdAt: row.createdAt,
    })),
  ];
}
