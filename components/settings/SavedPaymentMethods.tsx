'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import styles from '@/components/ui/Workspace.module.scss';
import {
  PaymentMethodDeleteDocument,
  PaymentMethodSetDefaultDocument,
  PaymentMethodsDocument,
  type PaymentMethodFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { answerOfRejection, apiFailureOf } from '@/lib/apollo/errors';

/** "Expires 12/30", or where a bank account's verification stands. */
function methodDetails(method: PaymentMethodFieldsFragment): string | null {
  if (method.verificationStatus === 'pending') return 'Waiting for its micro-deposits to be confirmed';
  if (method.verificationStatus === 'failed') return 'Could not be verified';
  if (method.expMonth && method.expYear) {
    return `Expires ${String(method.expMonth).padStart(2, '0')}/${String(method.expYear).slice(-2)}`;
  }
  return null;
}

/**
 * The company's saved cards and bank accounts: the default (preselected at checkout) marked, any
 * other made the default, any removed after a confirmation. A card is saved when it paid at
 * checkout, so there is nothing to add here.
 */
export function SavedPaymentMethods() {
  const query = useQuery(PaymentMethodsDocument);
  const [setDefault] = useMutation(PaymentMethodSetDefaultDocument);
  const [remove] = useMutation(PaymentMethodDeleteDocument);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  if (query.loading && !query.data) {
    return (
      <p role="status" className={styles.muted}>
        Loading your payment methods…
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

  const act = async (method: PaymentMethodFieldsFragment, action: 'default' | 'remove') => {
    setBusy(method.id);
    setFailure(null);
    setStatus('');
    const result =
      action === 'default'
        ? await setDefault({ variables: { id: method.id } }).catch(answerOfRejection)
        : await remove({ variables: { id: method.id } }).catch(answerOfRejection);
    setBusy(null);
    setConfirming(null);
    if (!result.data) {
      setFailure(apiFailureOf(result.error).message);
      return;
    }
    await query.refetch();
    setStatus(action === 'default' ? `${method.label} is your default.` : `${method.label} was removed.`);
  };

  const methods = query.data.paymentMethods;
  return (
    <div className={styles.stack}>
      {methods.length === 0 ? (
        <p className={styles.muted}>
          No saved payment methods. A card you pay with at checkout is saved here once the payment goes through.
        </p>
      ) : (
        <ul className={styles.stack} aria-label="Saved payment methods">
          {methods.map((method) => {
            const details = methodDetails(method);
            return (
              <li key={method.id} className={styles.card}>
                <p>
                  <strong>{method.label}</strong>{' '}
                  {method.isDefault && (
                    <span className={styles.badge} data-tone="success">
                      Default
                    </span>
                  )}
                </p>
                {details && <p className={styles.muted}>{details}</p>}
                {confirming === method.id ? (
                  <div className={styles.actions} role="group" aria-label={`Remove ${method.label}?`}>
                    <span>Remove {method.label}? Orders it already paid keep their payment.</span>
                    <button
                      type="button"
                      className={styles.dangerSolid}
                      disabled={busy === method.id}
                      onClick={() => void act(method, 'remove')}
                    >
                      {busy === method.id ? 'Removing…' : `Yes, remove ${method.label}`}
                    </button>
                    <button type="button" className={styles.secondary} onClick={() => setConfirming(null)}>
                      Keep it
                    </button>
                  </div>
                ) : (
                  <div className={styles.actions}>
                    {!method.isDefault && (
                      <button
                        type="button"
                        className={styles.secondary}
                        disabled={busy === method.id}
                        onClick={() => void act(method, 'default')}
                      >
                        Make {method.label} the default
                      </button>
                    )}
                    <button type="button" className={styles.danger} onClick={() => setConfirming(method.id)}>
                      Remove {method.label}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p role="status" className={styles.muted}>
        {status}
      </p>
      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
    </div>
  );
}
