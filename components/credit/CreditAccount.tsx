'use client';

import { useQuery } from '@apollo/client/react';
import Link from 'next/link';

import { apiFailureOf } from '@/lib/apollo/errors';
import { SignedInGate } from '@/components/auth/SignedInGate';
import { OrderFacts } from '@/components/placed-orders/OrderFacts';
import styles from '@/components/ui/Workspace.module.scss';
import {
  CreditAccountDocument,
  type CreditAccountFieldsFragment,
  type ViewerFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { CREDIT_TERM_DAYS } from '@/lib/constants';
import { formatMoney } from '@/lib/money';
import { formatDate } from '@/lib/order/format';
import { formatDateTime, readerTimeZone } from '@/lib/time';
import { appRoutes, orderPath } from '@/lib/app-routes';

import { CreditApplicationForm } from './CreditApplicationForm';
import { CreditStatement } from './CreditStatement';

/**
 * The credit account screen: apply for terms; the application's status while an operator reviews
 * it (or why it was declined); then the account's figures, open invoices with their due dates
 * (overdue ones marked, new orders on terms held while any is) and its statement.
 */
export function CreditAccount() {
  return (
    <SignedInGate returnPath={appRoutes.credit} loadingText="Loading your credit account…">
      {(viewer) => <CreditScreen viewer={viewer} />}
    </SignedInGate>
  );
}

function CreditScreen({ viewer }: { viewer: ViewerFieldsFragment }) {
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
  // The status replaces the form: reload the account, then take focus to what it says.
  const onSubmitted = () => {
    void query.refetch().then(() => document.getElementById('credit-status')?.focus());
  };
  if (account?.status === 'approved') return <ApprovedAccount account={account} />;
  if (account?.status === 'under_review') return <UnderReview account={account} />;
  return (
    <div className={styles.layout}>
      {account?.status === 'declined' && <DeclinedApplication account={account} />}
      <section className={styles.card} aria-labelledby="credit-apply">
        <h2 id="credit-apply">{account ? 'Apply again' : `Apply for ${CREDIT_TERM_DAYS}-day terms`}</h2>
        <p className={styles.muted}>
          Order now and pay after delivery. Terms are credit, so our team reviews each application with your trade
          references, usually within two business days, and mails you the decision.
        </p>
        <CreditApplicationForm
          companyName={viewer.company?.name}
          contact={{ name: viewer.fullName, email: viewer.email, phone: viewer.phone ?? null }}
          termDays={CREDIT_TERM_DAYS}
          onSubmitted={onSubmitted}
        />
      </section>
    </div>
  );
}

function UnderReview({ account }: { account: CreditAccountFieldsFragment }) {
  return (
    <section className={styles.card} aria-labelledby="credit-status">
      <h2 id="credit-status" tabIndex={-1}>
        Your application is under review
      </h2>
      <p>
        We are checking your business details and trade references for a limit of{' '}
        {formatMoney(account.requestedLimitCents, account.currency)}. We mail you the decision; until then, pay orders
        by card or bank account.
      </p>
      <p className={styles.muted}>Applied {formatDateTime(account.appliedAt, readerTimeZone())}.</p>
    </section>
  );
}

function DeclinedApplication({ account }: { account: CreditAccountFieldsFragment }) {
  return (
    <section className={styles.card} aria-labelledby="credit-status">
      <h2 id="credit-status" tabIndex={-1}>
        Your application was declined
      </h2>
      <p>{account.decisionReason ?? 'We could not offer terms to your company.'}</p>
      <p className={styles.muted}>
        Applied {formatDateTime(account.appliedAt, readerTimeZone())}
        {account.decidedAt ? `, decided ${formatDateTime(account.decidedAt, readerTimeZone())}` : ''}.
      </p>
    </section>
  );
}

function ApprovedAccount({ account }: { account: CreditAccountFieldsFragment }) {
  const money = (cents: number) => formatMoney(cents, account.currency);
  return (
    <div className={styles.layout}>
      {account.overdueCents > 0 && (
        <div role="alert" className={styles.alert}>
          <p>
            {money(account.overdueCents)} is overdue. New orders on terms are held until it is paid: open the order and
            pay its invoice.
          </p>
        </div>
      )}
      <section className={styles.card} aria-labelledby="credit-status">
        <h2 id="credit-status" tabIndex={-1}>
          Your {account.termDays}-day terms
        </h2>
        {account.decisionReason && <p>{account.decisionReason}</p>}
        <OrderFacts
          facts={[
            ['Credit limit', money(account.limitCents)],
            ['Used', money(account.usedCents)],
            ['Available', money(account.availableCents)],
            ['Term', `${account.termDays} days after delivery`],
            ['Approved', account.decidedAt ? formatDateTime(account.decidedAt, readerTimeZone()) : '—'],
          ]}
        />
        <p className={styles.muted}>Choose terms at checkout for orders up to your available credit.</p>
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
                  <td data-label="Due date">
                    {formatDate(invoice.dueDate)}
                    {invoice.overdue && <strong> (overdue)</strong>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <CreditStatement account={account} />
    </div>
  );
}
