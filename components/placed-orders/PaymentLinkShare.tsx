'use client';

import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';

import { apiFailureOf, answerOfRejection } from '@/lib/apollo/errors';
import { PaymentLinkCreateDocument, type PaymentLinkCreateMutation } from '@/graphql/generated/client/graphql';
import { formatDateTime } from '@/lib/time';

import styles from '@/components/ui/Workspace.module.scss';

type PaymentLink = PaymentLinkCreateMutation['paymentLinkCreate'];

/**
 * Create payment link: a link anyone can pay the order's unpaid amount with (the payment request
 * / pay-invoice page), for the company's owner or a manager to send to whoever pays. The URL is
 * only shown when it is created, so it is shown here with a copy button and its expiry.
 */
export function PaymentLinkShare({ orderId, timeZone }: { orderId: string; timeZone: string }) {
  const id = useId();
  const [create, { loading }] = useMutation(PaymentLinkCreateDocument);
  const [link, setLink] = useState<PaymentLink | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const onCreate = async () => {
    setFailure(null);
    setCopied(false);
    const result = await create({ variables: { orderId } }).catch(answerOfRejection);
    if (!result.data?.paymentLinkCreate) {
      setFailure(apiFailureOf(result.error).message);
      return;
    }
    setLink(result.data.paymentLinkCreate);
  };

  const onCopy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
    } catch {
      // The clipboard was refused: select the link so it can be copied by hand.
      const input = document.getElementById(`${id}-url`);
      if (input instanceof HTMLInputElement) input.select();
    }
  };

  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        Send a link to whoever pays this order: they see the invoice and pay the unpaid amount by card or bank account,
        without an account.
      </p>
      {!link ? (
        <p>
          <button type="button" className={styles.secondary} disabled={loading} onClick={() => void onCreate()}>
            {loading ? 'Creating the link…' : 'Create payment link'}
          </button>
        </p>
      ) : (
        <>
          <label htmlFor={`${id}-url`}>Payment link</label>
          <div className={styles.copyRow}>
            <input
              id={`${id}-url`}
              readOnly
              value={link.url}
              aria-describedby={`${id}-expiry`}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className={styles.secondary} onClick={() => void onCopy()}>
              Copy link
            </button>
          </div>
          <p id={`${id}-expiry`} className={styles.muted}>
            Valid until {formatDateTime(link.expiresAt, timeZone)}.
          </p>
        </>
      )}
      <span role="status">{copied ? 'Link copied.' : ''}</span>
      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
    </div>
  );
}
