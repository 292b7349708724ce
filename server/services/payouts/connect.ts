import 'server-only';

import { eq } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { cities, countries, supplierPayoutAccounts, suppliers } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { isPaymentError, type PaymentGateway } from '@/server/payment-gateway';
import { paymentsUnavailable } from '@/server/services/payments/refusals';

/**
 * Stripe Connect for suppliers: each supplier gets one Express account (created once: the key is
 * the supplier's, so two clicks at once make one account), and an onboarding link that sends the
 * supplier to Stripe's form and back to /supplier/payouts. What Stripe then knows of the account
 * (details submitted, payouts enabled) comes back by the `account.updated` webhook, and is read
 * again when the page asks while payouts are not enabled yet.
 */

export const PAYOUTS_SIMULATED_MESSAGE =
  'Payouts are simulated here: the sandbox gateway moves no money, so there is no account to connect.';

export type PayoutAccountRow = typeof supplierPayoutAccounts.$inferSelect;

export async function payoutAccountOf(db: Database, supplierId: string): Promise<PayoutAccountRow | null> {
  const [row] = await db.select().from(supplierPayoutAccounts).where(eq(supplierPayoutAccounts.supplierId, supplierId));
  return row ?? null;
}

/** The URL of Stripe's onboarding form for the supplier's connected account (created if needed). */
export async function payoutOnboardingLink(
  db: Database,
  gateway: PaymentGateway,
  request: { supplierId: string; email: string | null; siteUrl: string },
): Promise<string> {
  if (gateway.name !== 'stripe') throw expectedError(ErrorCode.PAYMENT_GATEWAY_UNSUPPORTED, PAYOUTS_SIMULATED_MESSAGE);
  try {
    let accountId = (await payoutAccountOf(db, request.supplierId))?.connectedAccountId ?? null;
    if (!accountId) {
      const [supplier] = await db
        .select({ country: countries.iso2 })
        .from(suppliers)
        .innerJoin(cities, eq(cities.id, suppliers.homeCityId))
        .innerJoin(countries, eq(countries.id, cities.countryId))
        .where(eq(suppliers.id, request.supplierId));
      const account = await gateway.createConnectedAccount({
        country: supplier?.country ?? 'CA',
        ...(request.email ? { email: request.email } : {}),
        metadata: { supplierId: request.supplierId },
        idempotencyKey: `supplier:${request.supplierId}:connected-account`,
      });
      await db
        .insert(supplierPayoutAccounts)
        .values({ supplierId: request.supplierId, connectedAccountId: account.id })
        .onConflictDoUpdate({
          target: supplierPayoutAccounts.supplierId,
          set: { connectedAccountId: account.id, updatedAt: new Date() },
        });
      accountId = account.id;
    }
    const back = `${request.siteUrl.replace(/\/$/, '')}/supplier/payouts`;
    const link = await gateway.createAccountOnboardingLink({
      accountId,
      refreshUrl: `${back}?onboarding=refresh`,
      returnUrl: `${back}?onboarding=return`,
    });
    return link.url;
  } catch (error) {
    if (isPaymentError(error)) throw paymentsUnavailable();
    throw error;
  }
}

/** Records what the gateway says of a connected account now. */
export async function refreshConnectedAccount(
  db: Database,
  gateway: PaymentGateway,
  connectedAccountId: string,
): Promise<PayoutAccountRow | null> {
  const account = await gateway.getConnectedAccount(connectedAccountId);
  const [row] = await db
    .update(supplierPayoutAccounts)
    .set({ detailsSubmitted: account.detailsSubmitted, payoutsEnabled: account.payoutsEnabled, updatedAt: new Date() })
    .where(eq(supplierPayoutAccounts.connectedAccountId, connectedAccountId))
    .returning();
  return row ?? null;
}
