import 'server-only';

import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';

import type { Database } from '@/server/db/database';
import { supplierPayoutAccounts } from '@/server/db/schema';

import { DEFAULT_PAYOUT_FEES, type PayoutFees } from './arithmetic';

/**
 * A supplier's own fees, which an operator agrees with it (`npm run supplier:fees`); each one left
 * unset follows the defaults (`DEFAULT_PAYOUT_FEES`), so a change of the defaults reaches it.
 * New fees apply to payments captured from then on: the ledger's rows keep the fees of their day.
 */

const basisPoints = z
  .number()
  .int('Basis points are a whole number (100 = 1 %).')
  .min(0, 'Basis points cannot be negative.')
  .max(10_000, 'Basis points cannot exceed 10000 (100 %).');

/** One fee to set: a number, or null for the default. The database's check says the same. */
export const supplierFeesInput = z
  .object({
    commissionBps: basisPoints.nullable(),
    processingFeeBps: basisPoints.nullable(),
    processingFeeFixedCents: z
      .number()
      .int('The fixed fee is a whole number of cents.')
      .min(0, 'The fixed fee cannot be negative.')
      .max(100_000, 'The fixed fee cannot exceed 100000 cents.')
      .nullable(),
  })
  .partial();

export type SupplierFeesInput = z.infer<typeof supplierFeesInput>;

/** The supplier's fees: its own where an operator set them, the defaults otherwise. */
export async function supplierFees(db: Database, supplierId: string): Promise<PayoutFees> {
  const [account] = await db
    .select()
    .from(supplierPayoutAccounts)
    .where(eq(supplierPayoutAccounts.supplierId, supplierId));
  return {
    commissionBps: account?.commissionBps ?? DEFAULT_PAYOUT_FEES.commissionBps,
    processingFeeBps: account?.processingFeeBps ?? DEFAULT_PAYOUT_FEES.processingFeeBps,
    processingFeeFixedCents: account?.processingFeeFixedCents ?? DEFAULT_PAYOUT_FEES.processingFeeFixedCents,
  };
}

/**
 * Sets the fees named in `input` (null: back to the default), leaving the others as they are, and
 * answers the fees now in effect. The payout account row is made when the supplier has none yet.
 */
export async function setSupplierFees(db: Database, supplierId: string, input: SupplierFeesInput): Promise<PayoutFees> {
  const fees = supplierFeesInput.parse(input);
  const changes = Object.fromEntries(Object.entries(fees).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length > 0) {
    await db
      .insert(supplierPayoutAccounts)
      .values({ supplierId, ...changes })
      .onConflictDoUpdate({ target: supplierPayoutAccounts.supplierId, set: { ...changes, updatedAt: sql`now()` } });
  }
  return supplierFees(db, supplierId);
}
