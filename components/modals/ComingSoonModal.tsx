'use client';

import { useId, useState, type FormEvent } from 'react';

import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { Modal } from '@/components/ui/Modal';
import { volumePricingSubscribeSchema } from '@/lib/validation/start-selling';

import styles from './modals.module.scss';

/** The outcome of a notify request: null when stored, else the message to show (and its field, if any). */
export type NotifyResult = null | { message: string; field?: 'email' };

export interface ComingSoonModalProps {
  open: boolean;
  onClose: () => void;
  /** The area as the user named it, e.g. "Winnipeg" or "R3C 4T3". */
  area: string;
  /** Stores the request to be told when deliveries start there. */
  onNotify: (email: string) => Promise<NotifyResult>;
}

/**
 * The coming-soon modal: nobody delivers to the area yet. It offers to tell the user when that
 * changes: an email field, validated with the same rule as the API's.
 */
export function ComingSoonModal({ open, onClose, area, onNotify }: ComingSoonModalProps) {
  const id = useId();
  const emailId = `${id}-email`;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const [notified, setNotified] = useState(false);

  const close = () => {
    onClose();
    setNotified(false);
    setError(undefined);
    setFailure(undefined);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const parsed = volumePricingSubscribeSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSending(true);
    const result = await onNotify(parsed.data.email);
    setSending(false);
    if (!result) {
      setNotified(true);
      setEmail('');
      return;
    }
    if (result.field === 'email') setError(result.message);
    else setFailure(result.message);
  };

  return (
    <Modal open={open} onClose={close} title="Coming soon">
      <div className={styles.body}>
        <p>
          We do not deliver to <strong>{area}</strong> yet, but we are adding cities every month.
        </p>
        {notified ? (
          <p role="status" className={styles.success}>
            Thanks! We will email you as soon as we deliver there.
          </p>
        ) : (
          <form noValidate aria-label="Tell me when you deliver here" onSubmit={(event) => void submit(event)}>
            <div className={styles.row}>
              <FormField id={emailId} label="Email me when you deliver here" error={error}>
                <input
                  id={emailId}
                  type="email"
                  autoComplete="email"
                  required
                  className={formStyles.control}
                  value={email}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(emailId, error)}
                  onChange={(event) => setEmail(event.target.value)}
                />
              </FormField>
              <button type="submit" className={styles.primary} disabled={sending}>
                {sending ? 'Sending…' : 'Notify me'}
              </button>
            </div>
            {failure && (
              <p role="alert" className={formStyles.alert}>
                {failure}
              </p>
            )}
          </form>
        )}
      </div>
    </Modal>
  );
}
