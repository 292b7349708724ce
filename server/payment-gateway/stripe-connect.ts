import 'server-only';

import type Stripe from 'stripe';

import { PaymentError, PaymentErrorCode } from './errors';
import { callStripe } from './stripe-calls';
import { mapStripeAccount, mapStripePayout } from './stripe-objects';
import type {
  AccountOnboardingLink,
  ConnectedAccount,
  PaymentGateway,
  SupplierPayout,
  SupplierTransfer,
} from './types';

/**
 * Paying suppliers through Stripe Connect (stripe.ts's gateway): a supplier's Express account,
 * its onboarding link, and each payout batch as a transfer then a payout to its bank (two calls).
 */

/**
 * An Express account: Stripe hosts its onboarding and dashboard. Its payouts are manual, so
 * each batch becomes one payout whose outcome the webhooks report for that batch.
 */
export async function createConnectedAccount(
  stripe: Stripe,
  input: Parameters<PaymentGateway['createConnectedAccount']>[0],
): Promise<ConnectedAccount> {
  const account = await callStripe(stripe, (stripe) =>
    stripe.accounts.create(
      {
        type: 'express',
        country: input.country,
        email: input.email,
        capabilities: { transfers: { requested: true } },
        settings: { payouts: { schedule: { interval: 'manual' } } },
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    ),
  );
  return mapStripeAccount(account);
}

export async function getConnectedAccount(stripe: Stripe, accountId: string): Promise<ConnectedAccount> {
  return mapStripeAccount(await callStripe(stripe, (stripe) => stripe.accounts.retrieve(accountId)));
}

export async function createAccountOnboardingLink(
  stripe: Stripe,
  input: Parameters<PaymentGateway['createAccountOnboardingLink']>[0],
): Promise<AccountOnboardingLink> {
  const link = await callStripe(stripe, (stripe) =>
    stripe.accountLinks.create({
      account: input.accountId,
      type: 'account_onboarding',
      refresh_url: input.refreshUrl,
      return_url: input.returnUrl,
    }),
  );
  return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
}

function connectedAccount(accountId: string | null): string {
  if (accountId) return accountId;
  throw new PaymentError(PaymentErrorCode.RESOURCE_MISSING, 'The supplier has no connected account.', { status: 400 });
}

/**
 * A transfer from the platform's balance to the connected account: a batch's first step, made
 * once (the caller keeps its key and never asks again once it is made).
 */
export async function createTransfer(
  stripe: Stripe,
  input: Parameters<PaymentGateway['createTransfer']>[0],
): Promise<SupplierTransfer> {
  const destination = connectedAccount(input.accountId);
  const transfer = await callStripe(stripe, (stripe) =>
    stripe.transfers.create(
      {
        amount: input.amount.cents,
        currency: input.amount.currency.toLowerCase(),
        destination,
        metadata: input.metadata,
        ...(input.metadata.payoutId ? { transfer_group: input.metadata.payoutId } : {}),
      },
      { idempotencyKey: input.idempotencyKey },
    ),
  );
  return { id: transfer.id, simulated: false };
}

/**
 * A payout of the connected account's balance to the supplier's bank (manual payouts), made on
 * the account. Its outcome comes by the `payout.paid` / `payout.failed` webhooks; after a
 * failure the money is back on the account and a payout with a new key sends it again.
 */
export async function createPayout(
  stripe: Stripe,
  input: Parameters<PaymentGateway['createPayout']>[0],
): Promise<SupplierPayout> {
  const stripeAccount = connectedAccount(input.accountId);
  const payout = await callStripe(stripe, (stripe) =>
    stripe.payouts.create(
      { amount: input.amount.cents, currency: input.amount.currency.toLowerCase(), metadata: input.metadata },
      { idempotencyKey: input.idempotencyKey, stripeAccount },
    ),
  );
  return mapStripePayout(payout);
}
