import 'server-only';

import type Stripe from 'stripe';

import { PaymentError, PaymentErrorCode } from './errors';
import { callStripe } from './stripe-calls';
import { mapStripeAccount, mapStripePayout } from './stripe-objects';
import type { AccountOnboardingLink, ConnectedAccount, PaymentGateway, SupplierPayout } from './types';

/**
 * Paying suppliers through Stripe Connect (stripe.ts's gateway): a supplier's Express account,
 * its onboarding link, and each payout batch as a transfer then a payout to its bank.
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

/**
 * A transfer from the platform's balance to the connected account, then a payout of it to the
 * supplier's bank, each with its own key derived from the batch's: a resent batch answers the
 * first transfer and payout.
 */
export async function payOut(stripe: Stripe, input: Parameters<PaymentGateway['payOut']>[0]): Promise<SupplierPayout> {
  if (!input.accountId) {
    throw new PaymentError(PaymentErrorCode.RESOURCE_MISSING, 'The supplier has no connected account.', {
      status: 400,
    });
  }
  const accountId = input.accountId;
  const amount = { amount: input.amount.cents, currency: input.amount.currency.toLowerCase() };
  const transfer = await callStripe(stripe, (stripe) =>
    stripe.transfers.create(
      { ...amount, destination: accountId, metadata: input.metadata, transfer_group: input.metadata.payoutId },
      { idempotencyKey: `${input.idempotencyKey}:transfer` },
    ),
  );
  const payout = await callStripe(stripe, (stripe) =>
    stripe.payouts.create(
      { ...amount, metadata: input.metadata },
      { idempotencyKey: `${input.idempotencyKey}:payout`, stripeAccount: accountId },
    ),
  );
  return { ...mapStripePayout(payout), transferId: transfer.id };
}
