import { Price } from '@/components/ui/Price';
import type { CheckoutCreditAccountQuery } from '@/graphql/generated/client/graphql';
import { appRoutes } from '@/lib/app-routes';

import styles from './steps/steps.module.scss';

/**
 * Paying on 120-day terms: the credit account's available credit and limit, and the button that
 * puts the order on terms; without an approved account, the way to apply (the order waits here).
 */
export function TermsPayment({
  credit,
  loading,
  amountDueCents,
  currency,
  label,
  busy,
  onPay,
}: {
  credit: CheckoutCreditAccountQuery['creditAccount'];
  loading: boolean;
  amountDueCents: number;
  currency: string;
  label: string;
  busy: boolean;
  onPay: () => void;
}) {
  if (loading) return <p role="status">Loading your credit account…</p>;
  if (credit?.status === 'under_review') {
    return (
      <div className={styles.hint}>
        <p>
          Your application for terms is under review: we mail you the decision. This order stays here until then, or{' '}
          <a href={appRoutes.credit}>see your application</a>.
        </p>
      </div>
    );
  }
  if (credit && credit.status === 'approved' && credit.overdueCents > 0) {
    return (
      <div className={styles.hint} role="alert">
        <p>
          An invoice on terms is overdue: new orders on terms are held until it is paid.{' '}
          <a href={appRoutes.credit}>See your credit account</a>.
        </p>
      </div>
    );
  }
  if (!credit || credit.status !== 'approved') {
    return (
      <div className={styles.hint}>
        <p>
          {credit?.decisionReason ?? 'Paying on 120-day terms needs an approved credit account.'}{' '}
          <a href={appRoutes.credit}>Apply for 120-day terms</a>, then come back to pay this order: it stays here.
        </p>
      </div>
    );
  }
  const beyond = credit.currency === currency && amountDueCents > credit.availableCents;
  return (
    <div className={styles.payment}>
      <p>
        Available credit: <Price value={credit.availableCents} currency={credit.currency} /> of{' '}
        <Price value={credit.limitCents} currency={credit.currency} />. The invoice is due {credit.termDays} days after
        delivery.
      </p>
      {beyond && (
        <p role="alert" className={styles.hint}>
          This order is beyond your available credit.
        </p>
      )}
      <button type="button" className={styles.payButton} disabled={busy} onClick={onPay}>
        {busy ? 'Processing…' : label}
      </button>
    </div>
  );
}
