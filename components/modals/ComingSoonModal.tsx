'use client';

import { useState } from 'react';

import { EmailCaptureForm, type EmailCaptureResult } from '@/components/forms/EmailCaptureForm';
import { Modal } from '@/components/ui/Modal';

import styles from './modals.module.scss';

/** The outcome of a notify request: null when stored, else the message to show (and its field, if any). */
export type NotifyResult = EmailCaptureResult;

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
  const [notified, setNotified] = useState(false);
  // A new form each time the modal opens: nothing of the last visit's errors stays.
  const [visit, setVisit] = useState(0);

  const close = () => {
    onClose();
    setNotified(false);
    setVisit((count) => count + 1);
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
          <EmailCaptureForm
            key={visit}
            name="Tell me when you deliver here"
            label="Email me when you deliver here"
            submitLabel="Notify me"
            sendingLabel="Sending…"
            onSubmit={onNotify}
            onDone={() => setNotified(true)}
            rowClassName={styles.row}
            buttonClassName={styles.primary}
          />
        )}
      </div>
    </Modal>
  );
}
