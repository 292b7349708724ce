'use client';

import { useQuery } from '@apollo/client/react';
import Link from 'next/link';

import { apiFailureOf } from '@/lib/apollo/errors';
import { SignedInGate } from '@/components/auth/SignedInGate';
import { OrderFacts } from '@/components/placed-orders/OrderFacts';
import styles from '@/components/ui/Workspace.module.scss';
import { CreditAccountDocument, type CreditAccountFieldsFragment } from '@/graphql/generated/client/graphql';
import { CREDIT_TERM_DAYS } from '@/lib/constants';
import { formatMoney } from '@/lib/money';
import { formatDate } from '@/lib/order/format';
import { formatDateTime, readerTimeZone } from '@/lib/time';
import { appRoutes, orderPath } from '@/lib/app-routes';

import { CreditApplicationForm } from './CreditApplicationForm';

/** The credit account screen: apply for 120-day terms, then the account's figures and open invoices. */
export function CreditAccount() {
  return (
    <SignedInGate returnPath={appRoutes.credit} loadingText="Loading your credit account…">
      {(viewer) => <CreditScreen companyName={viewer.company?.name} />}
    </SignedInGate>
  );
}

function CreditScreen({ companyName }: { companyName?: string }) {
  const query = useQuery(CreditAccountDocument);

  if (query.loading && !query.data) {
    return (
      <p role="status" className={styles.muted}>
        Loading your credit account…
      </p>
    );
  }
  if (!query.data) {
    return (
      <div role="alert" className={styles.alert}>
        <p>{apiFailureOf(query.error).message}</p>
        <button type="button" className={styles.secondary} onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  const account = query.data.creditAccount;
  // The decision replaces the form: reload the account, then take focus to what it says.
  const onDecided = () => {
    void query.refetch().then(({ data }) => {
      const decided = data?.creditAccount?.status === 'approved' ? 'credit-figures' : 'credit-declined';
      document.getElementById(decided)?.focus();
    });
  };
  if (account?.status === 'approved') return <ApprovedAccount account={account} />;
  return (
    <div className={styles.layout}>
      {account?.status === 'declined' && <DeclinedApplication account={account} />}
      <section className={styles.card} aria-labelledby="credit-apply">
        <h2 id="credit-apply">{account ? 'Apply again' : `Apply for ${CREDIT_TERM_DAYS}-day terms`}</h2>
        <p className={styles.muted}>
          Order now and pay {CREDIT_TERM_DAYS} days after delivery. Choose 120-day terms at checkout for any order
          within your available credit. The decision is immediate.
        </p>
        <CreditApplicationForm companyName={companyName} termDays={CREDIT_TERM_DAYS} onDecided={onDecided} />
      </section>
    </div>
  );
}

function DeclinedApplication({ account }: { account: CreditAccountFieldsFragment }) {
  return (
    <section className={styles.card} aria-labelledby="credit-declined">
      <h2 id="credit-declined" tabIndex={-1}>
        Your application was declined
      </h2>
      <p>{account.decisionReason ?? 'We could not offer 120-day terms to your company.'}</p>
      <p className={styles.muted}>Applied {formatDateTime(account.appliedAt, readerTimeZone())}.</p>
    </section>
  );
}

function ApprovedAccount({ account }: { account: CreditAccountFieldsFragment }) {
  const money = (cents: number) => formatMoney(cents, account.currency);
  return (
    <div className={styles.layout}>
      <section className={styles.card} aria-labelledby="credit-figures">
        <h2 id="credit-figures" tabIndex={-1}>
          Your {account.termDays}-day terms
        </h2>
        {account.decisionReason && <p>{account.decisionReason}</p>}
        <OrderFacts
          facts={[
            ['Credit limit', money(account.limitCents)],
            ['Used', money(account.usedCents)],
            ['Available', money(account.availableCents)],
            ['Term', `${account.termDays} days after delivery`],
            ['Approved', formatDateTime(account.appliedAt, readerTimeZone())],
          ]}
        />
        <p className={styles.muted}>Choose 120-day terms at checkout for orders up to your available credit.</p>
      </section>
      <section className={styles.card} aria-labelledby="credit-invoices">
        <h2 id="credit-invoices">Open invoices</h2>
        {account.openInvoices.length === 0 ? (
          <p className={styles.muted}>No open invoices: nothing is due.</p>
        ) : (
          <table className={styles.ordersTable} aria-labelledby="credit-invoices">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col" className={styles.amount}>
                  Amount
                </th>
                <th scope="col">Due date</th>
              </tr>
            </thead>
            <tbody>
              {account.openInvoices.map((invoice) => (
                <tr key={invoice.orderId}>
                  <th scope="row" data-label="Order">
                    <Link href={orderPath(invoice.orderId)}>{invoice.orderNumber}</Link>
                  </th>
                  <td data-label="Amount" className={styles.amount}>
                    {money(invoice.amountCents)}
                  </td>
                  <td data-label="Due date">{formatDate(invoice.dueDate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
