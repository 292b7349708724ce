'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { SignedInGate } from '@/components/auth/SignedInGate';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import {
  SupplierPayoutOnboardingLinkCreateDocument,
  SupplierPayoutsDocument,
  type SupplierPayoutsQuery,
} from '@/graphql/generated/client/graphql';
import { apiFailureOf } from '@/lib/apollo/errors';
import { supplierRoutes } from '@/lib/app-routes';
import { formatMoney, signedMoney } from '@/lib/money';
import { formatDate } from '@/lib/order/format';

import { PayoutTestBankAccount } from './PayoutTestBankAccount';
import { PastPayouts } from './SupplierPayoutHistory';

type Payouts = SupplierPayoutsQuery['supplierPayouts'];

/** 290 basis points → '2.9 %'. */
const percent = (bps: number) => `${(bps / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;

/**
 * The supplier's payouts: what it is owed and when it is paid (a batch each payout day), the
 * payouts made with the orders in each, the fees, the ledger as CSV, and with Stripe the
 * connected account that payouts go to.
 */
export function SupplierPayouts() {
  return (
    <SignedInGate returnPath={supplierRoutes.payouts} loadingText="Loading your payouts…">
      {() => <PayoutsScreen />}
    </SignedInGate>
  );
}

function PayoutsScreen() {
  const query = useQuery(SupplierPayoutsDocument);
  const payouts = query.data?.supplierPayouts;
  if (query.loading && !payouts) {
    return (
      <p role="status" className={ordersStyles.muted}>
        Loading your payouts…
      </p>
    );
  }
  if (!payouts) {
    return (
      <div role="alert" className={ordersStyles.alert}>
        <p>{apiFailureOf(query.error).message}</p>
        <button type="button" className={ordersStyles.secondary} onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <div className={ordersStyles.stack}>
      {payouts.simulated && (
        <p className={ordersStyles.notice}>
          Payouts here are simulated: this marketplace runs on its sandbox gateway, which moves no money.
        </p>
      )}
      {payouts.connect && <ConnectAccount connect={payouts.connect} mayConnect={payouts.mayConnect} />}
      {payouts.simulated && payouts.mayConnect && (
        <PayoutTestBankAccount accountNumber={payouts.testBankAccountNumber ?? null} />
      )}
      <Balance payouts={payouts} />
      <PastPayouts payouts={payouts.payouts} />
    </div>
  );
}

function Balance({ payouts }: { payouts: Payouts }) {
  const { fees } = payouts;
  return (
    <section className={ordersStyles.card} aria-labelledby="payouts-balance">
      <h2 id="payouts-balance">Balance</h2>
      {payouts.balances.length === 0 ? (
        <p className={ordersStyles.muted}>Nothing yet: payments appear here as soon as they are captured.</p>
      ) : (
        <dl className={ordersStyles.facts}>
          {payouts.balances.map((balance) => (
            <div key={balance.currency}>
              <dt>Balance ({balance.currency})</dt>
              <dd>{signedMoney(balance.balanceCents, balance.currency)}</dd>
              <dt>Next payout, {formatDate(payouts.nextPayoutDate)}</dt>
              <dd>{formatMoney(balance.nextPayoutCents, balance.currency)}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className={ordersStyles.muted}>
        Paid out every week on the next payout day once settled. Refunds come off the next payout. Fees per payment:
        processing {percent(fees.processingFeeBps)} + {(fees.processingFeeFixedCents / 100).toFixed(2)} in the
        payment&apos;s currency, commission {percent(fees.commissionBps)}.
      </p>
      <div className={ordersStyles.actions}>
        <a className={ordersStyles.secondary} href={payouts.ledgerCsvUrl} download>
          Download the ledger (CSV)
        </a>
      </div>
    </section>
  );
}

function ConnectAccount({ connect, mayConnect }: { connect: NonNullable<Payouts['connect']>; mayConnect: boolean }) {
  const [createLink, { loading }] = useMutation(SupplierPayoutOnboardingLinkCreateDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const status = connect.payoutsEnabled
    ? 'Your Stripe account is connected: payouts go to your bank.'
    : connect.detailsSubmitted
      ? 'Stripe is reviewing your details; payouts wait until it enables them.'
      : connect.connected
        ? 'Finish setting up your Stripe account to receive payouts.'
        : 'Connect a Stripe account to receive payouts. Your payouts wait until you do.';
  async function openOnboarding() {
    setFailure(null);
    try {
      const result = await createLink();
      const url = result.data?.supplierPayoutOnboardingLinkCreate;
      if (url) window.location.assign(url);
    } catch (error) {
      setFailure(apiFailureOf(error).message);
    }
  }
  return (
    <section className={ordersStyles.card} aria-labelledby="payouts-account">
      <h2 id="payouts-account">Payout account</h2>
      <p>{status}</p>
      {!connect.payoutsEnabled &&
        (mayConnect ? (
          <div className={ordersStyles.actions}>
            <button
              type="button"
              className={ordersStyles.primary}
              disabled={loading}
              onClick={() => void openOnboarding()}
            >
              {connect.connected ? 'Continue with Stripe' : 'Set up payouts with Stripe'}
            </button>
          </div>
        ) : (
          <p className={ordersStyles.muted}>The owner of your company sets up the payout account.</p>
        ))}
      {failure && (
        <p role="alert" className={ordersStyles.alert}>
          {failure}
        </p>
      )}
    </section>
  );
}
