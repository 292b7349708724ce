'use client';

import type { ReactNode } from 'react';

import styles from './Workspace.module.scss';

import { Modal } from './Modal';

/**
 * The question before something that cannot be undone (cancel an order, revoke a key, delete an
 * endpoint): what will happen, the refusal if the server said no, and two buttons, the safe one
 * first (the modal focuses it, and Escape means it too).
 */
export function ConfirmModal({
  open,
  onClose,
  title,
  children,
  failure,
  keepLabel,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What confirming does, in a sentence or two. */
  children: ReactNode;
  /** The server's refusal of the last try. */
  failure: string | null;
  keepLabel: string;
  confirmLabel: string;
  /** Said on the button while the request runs; the button is disabled meanwhile. */
  busyLabel?: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <div className={styles.modalBody}>
        {children}
        {failure && (
          <p role="alert" className={styles.alert}>
            {failure}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {keepLabel}
          </button>
          <button type="button" className={styles.dangerSolid} disabled={busy} onClick={onConfirm}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
