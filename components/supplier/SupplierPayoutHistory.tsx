'use client';

import { useMutation } from '@apollo/client/react';
import Link from 'next/link';
import { useState } from 'react';

import ordersStyles from '@/components/ui/Workspace.module.scss';
import { TableScroll } from '@/components/ui/TableScroll';
import { SupplierPayoutResendDocument, type SupplierPayoutFieldsFragment } from '@/graphql/generated/client/graphql';
import { apiFailureOf } from '@/lib/apollo/errors';
import { supplierOrderPath } from '@/lib/app-routes';
import { formatMoney, signedMoney } from '@/lib/money';
import { formatDate } from '@/lib/order/format';

import styles from './Supplier.module.scss';

type Payout = SupplierPayoutFieldsFragment;

/** The first step: the marketplace's money to the supplier's payout account (made once). */
const TRANSFER_LABELS: Record<Payout['transferStatus'], string> = {
  pending: 'Not sent yet',
  sent: 'Sent',
  failed: 'Failed',
};

/** The second step: the payout account to the supplier's bank. */
function bankStep(payout: Payout): string {
  if (payout.transferStatus === 'failed') return 'Not sent';
  switch (payout.status) {
    case 'pending':
      return payout.payoutAttempts > 0 ? 'Sending again' : 'Scheduled';
    case 'in_transit':
      return 'On its way to your bank';
    case 'paid':
      return 'Paid';
    case 'failed':
      return 'Failed at your bank';
  }
}

/**
 * Past payouts, each with its two steps in words (to the payout account, to the bank), the
 * reason of a failure, when a payout failed at the bank goes again by itself, and for the owner
 * "Send again" once the bank details are fixed.
 */
export function PastPayouts({ payouts }: { payouts: Payout[] }) {
  return (
    <section className={ordersStyles.card} aria-labelledby="payouts-past">
      <h2 id="payouts-past">Past payouts</h2>
      {payouts.length === 0 ? (
        <p className={ordersStyles.muted}>No payouts yet.</p>
      ) : (
        <TableScroll label="Past payouts">
          <table className={ordersStyles.ordersTable}>
            <thead>
              <tr>
                <th scope="col">Payout day</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">Orders</th>
              </tr>
            </thead>
            <tbody>
              {payouts.map((payout) => (
                <tr key={payout.id}>
                  <th scope="row">{formatDate(payout.payoutDate)}</th>
                  <td>{formatMoney(payout.amountCents, payout.currency)}</td>
                  <td>
                    <PayoutSteps payout={payout} />
                  </td>
                  <td>
                    <ul className={styles.payoutOrders}>
                      {payout.orders.map((order) => (
                        <li key={order.orderId}>
                          <Link href={supplierOrderPath(order.orderId)}>{order.orderNumber}</Link>{' '}
                          {signedMoney(order.netCents, payout.currency)}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

function PayoutSteps({ payout }: { payout: Payout }) {
  const [resend, { loading }] = useMutation(SupplierPayoutResendDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const failedAtBank = payout.status === 'failed' && payout.transferStatus === 'sent';
  async function sendAgain() {
    setFailure(null);
    try {
      await resend({ variables: { id: payout.id } });
    } catch (error) {
      setFailure(apiFailureOf(error).message);
    }
  }
  return (
    <div>
      <dl className={styles.payoutSteps}>
        <dt>To your payout account</dt>
        <dd>{TRANSFER_LABELS[payout.transferStatus]}</dd>
        <dt>To your bank</dt>
        <dd>
          {bankStep(payout)}
          {payout.simulated && ' (simulated)'}
        </dd>
      </dl>
      {payout.failureMessage && <p>Reason: {payout.failureMessage}</p>}
      {failedAtBank && (
        <p className={ordersStyles.muted}>
          {payout.nextAttemptAt
            ? `The money waits in your payout account. We send it again by itself on ${formatDate(payout.nextAttemptAt.slice(0, 10))}, or fix your bank details and send it again now.`
            : 'The money waits in your payout account. Fix your bank details, then send it again.'}
        </p>
      )}
      {payout.mayResend && (
        <button
          type="button"
          className={ordersStyles.secondary}
          disabled={loading}
          aria-label={`Send the payout of ${formatDate(payout.payoutDate)} again`}
          onClick={() => void sendAgain()}
        >
          {loading ? 'Sending…' : 'Send again'}
        </button>
      )}
      {failure && (
        <p role="alert" className={ordersStyles.alert}>
          {failure}
        </p>
      )}
    </div>
  );
}
