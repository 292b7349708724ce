'use client';

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { ThreeDSecureChallenge } from '@/components/payments/ThreeDSecureChallenge';
import {
  OrderBalanceChangeAuthorizeDocument,
  OrderBalanceChangeConfirmDocument,
  type OrderBalanceChangeFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { outcomeOf, answerOfRejection } from '@/lib/apollo/errors';
import { formatMoney } from '@/lib/money';
import { BALANCE_CHANGE_STATUS_LABELS, awaitsConsent } from '@/lib/order/balance-change';
import { formatDateTime } from '@/lib/time';

import styles from '@/components/ui/Workspace.module.scss';
import pourDay from './PourDay.module.scss';
import { SignedDownload } from './SignedDownload';

type Change = OrderBalanceChangeFieldsFragment;

/**
 * Changes of a paid order's total (a pour-day balance accepted), on the contractor's order page:
 * old and new total, what moves and where, the difference to authorise (with the card's 3-D
 * Secure when its bank asks), and, once the money moved, the receipt or credit note to download.
 */
export function BalanceChanges({
  changes,
  timeZone,
  onChanged,
  readOnly = false,
}: {
  changes: readonly Change[];
  timeZone: string;
  /** The supplier's order page: each change and its state, nothing to authorise. */
  readOnly?: boolean;
  /** Reads the order again (a fresh signed link for a document, the new state). */
  onChanged: () => Promise<{ balanceChanges: readonly Change[] } | undefined>;
}) {
  if (changes.length === 0) return null;
  return (
    <ul className={pourDay.requests} aria-label="Changes of the total">
      {changes.map((change) => (
        <li key={change.id} className={pourDay.request}>
          <BalanceChangeItem change={change} timeZone={timeZone} onChanged={onChanged} readOnly={readOnly} />
        </li>
      ))}
    </ul>
  );
}

function BalanceChangeItem({
  change,
  timeZone,
  onChanged,
  readOnly,
}: {
  change: Change;
  timeZone: string;
  readOnly: boolean;
  onChanged: () => Promise<{ balanceChanges: readonly Change[] } | undefined>;
}) {
  const [authorize] = useMutation(OrderBalanceChangeAuthorizeDocument);
  const [confirm] = useMutation(OrderBalanceChangeConfirmDocument);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [challenge, setChallenge] = useState(false);
  const amount = formatMoney(Math.abs(change.differenceCents), change.currency);

  const settle = async (next: Change | null) => {
    setBusy(false);
    if (next?.status === 'requires_action') setChallenge(true);
    await onChanged();
  };

  const onAuthorize = async () => {
    setBusy(true);
    setProblem('');
    const outcome = await outcomeOf(
      authorize({ variables: { changeId: change.id } }).catch(answerOfRejection),
      (data) => data.orderBalanceChangeAuthorize,
    );
    if (!outcome.ok) setProblem(outcome.failure.message);
    await settle(outcome.ok ? outcome.data : null);
  };

  const onConfirm = async () => {
    setChallenge(false);
    setBusy(true);
    const outcome = await outcomeOf(
      confirm({ variables: { changeId: change.id } }).catch(answerOfRejection),
      (data) => data.orderBalanceChangeConfirm,
    );
    if (!outcome.ok) setProblem(outcome.failure.message);
    await settle(null);
  };

  return (
    <>
      <div className={pourDay.requestHead}>
        <h3>
          Total {formatMoney(change.previousTotalCents, change.currency)} →{' '}
          {formatMoney(change.newTotalCents, change.currency)}
        </h3>
      </div>
      <p className={styles.muted}>Changed {formatDateTime(change.createdAt, timeZone)}</p>
      {readOnly && <p>Status: {BALANCE_CHANGE_STATUS_LABELS[change.status]}</p>}
      <p>{change.summary}</p>
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
      {!readOnly && awaitsConsent(change) && (
        <button type="button" className={styles.primary} disabled={busy} onClick={() => void onAuthorize()}>
          Authorise {amount}
          {change.methodLabel ? ` on ${change.methodLabel}` : ''}
        </button>
      )}
      {!readOnly && change.status === 'requires_action' && !challenge && (
        <button type="button" className={styles.primary} disabled={busy} onClick={() => setChallenge(true)}>
          Confirm {amount} with your bank
        </button>
      )}
      {busy && (
        <p role="status" className={styles.muted}>
          Processing your payment…
        </p>
      )}
      {change.documentUrl && (
        <p>
          <SignedDownload
            url={change.documentUrl}
            refresh={async () =>
              (await onChanged())?.balanceChanges.find((each) => each.id === change.id)?.documentUrl ?? undefined
            }
          >
            Download the {change.documentTitle.toLowerCase()} (PDF)
          </SignedDownload>
        </p>
      )}
      <ThreeDSecureChallenge
        open={challenge}
        what={`a payment of ${amount}`}
        onComplete={() => void onConfirm()}
        onFail={() => setChallenge(false)}
      />
    </>
  );
}
