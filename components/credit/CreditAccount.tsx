'use client';

import { useQuery } from '@apollo/client/react';
import Link from 'next/link';

import { apiFailureOf } from '@/components/auth/apiErrors';
import { SignedInGate } from '@/components/auth/SignedInGate';
import { OrderFacts } from '@/components/orders/OrderFacts';
import styles from '@/components/orders/Orders.module.scss';
import { CreditAccountDocument, type CreditAccountFieldsFragment } from '@/graphql/generated/client/graphql';
import { MARKETING_CLAIMS } from '@/lib/constants';
import { formatDate, formatDateTime, formatMoney } from '@/lib/order/format';
import { orderNumber } from '@/lib/order/number';
import { appRoutes, orderPath } from '@/lib/routes';

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
  const query = useQuery(CreditAccountDocument, { context: { toastErrors: false } });

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
  // The answer of an application is the account itself: shown at once, then confirmed by a reload.
  const onDecided = () => void query.refetch();
  if (account?.status === 'approved') return <ApprovedAccount account={account} />;
  return (
    <div className={styles.layout}>
      {account?.status === 'declined' && <DeclinedApplication account={account} />}
      <section className={styles.card} aria-labelledby="credit-apply">
        <h2 id="credit-apply">{account ? 'Apply again' : `Apply for ${MARKETING_CLAIMS.creditTermDays}-day terms`}</h2>
        <p className={styles.muted}>
          Order now and pay {MARKETING_CLAIMS.creditTermDays} days after delivery. Choose 120-day terms at checkout for
          any order within your available credit. The decision is immediate.
        </p>
        <CreditApplicationForm
          companyName={companyName}
          termDays={MARKETING_CLAIMS.creditTermDays}
          onDecided={onDecided}
        />
      </section>
    </div>
  );
}

function DeclinedApplication({ account }: { account: CreditAccountFieldsFragment }) {
  return (
    <section className={styles.card} aria-labelledby="credit-declined" role="status">
      <h2 id="credit-declined">Your application was declined</h2>
      <p>{account.decisionReason ?? 'We could not offer 120-day terms to your company.'}</p>
      <p className={styles.muted}>Applied {formatDateTime(account.appliedAt)}.</p>
    </section>
  );
}

function ApprovedAccount({ account }: { account: CreditAccountFieldsFragment }) {
  const money = (cents: number) => formatMoney(cents, account.currency);
  return (
    <div className={styles.layout}>
      <section className={styles.card} aria-labelledby="credit-figures">
        <h2 id="credit-figures">Your {account.termDays}-day terms</h2>
        <OrderFacts
          facts={[
            ['Credit limit', money(account.limitCents)],
            ['Used', money(account.usedCents)],
            ['Available', money(account.availableCents)],
            ['Term', `${account.termDays} days after delivery`],
            ['Approved', formatDateTime(account.appliedAt)],
          ]}
        />
        <p className={styles.muted}>
          All amounts in {account.currency}. Choose 120-day terms at checkout for orders up to your available credit.
        </p>
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
                    <Link href={orderPath(invoice.orderId)}>{orderNumber(invoice.orderId)}</Link>
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
