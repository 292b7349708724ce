'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { MODAL_CLOSE_DELAY_MS } from '@/lib/constants';

import styles from './Modal.module.scss';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  /** `dialog` (centred), `fullscreen` (mobile menu), `drawer` (slides in from the right). */
  variant?: 'dialog' | 'fullscreen' | 'drawer';
  className?: string;
}

/**
 * A modal on the native <dialog>: `showModal()` makes the rest of the page inert, so focus stays
 * inside (the focus trap), and Escape closes it. Closing plays the close animation first
 * (MODAL_CLOSE_DELAY_MS), then focus returns to what opened it.
 */
export function Modal({ open, onClose, title, hideTitle, children, variant = 'dialog', className }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [closing, setClosing] = useState(false);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) {
      // Reopened during the close animation: the timer was cleared, so just stop closing.
      setClosing(false);
      if (!dialog.open) dialog.showModal();
      return;
    }
    if (dialog.open) {
      setClosing(true);
      const timer = window.setTimeout(() => {
        dialog.close();
        setClosing(false);
      }, MODAL_CLOSE_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className={`${styles.modal} ${styles[variant]} ${className ?? ''}`}
      data-closing={closing || undefined}
      onCancel={(event) => {
        // Escape: let the parent decide (it sets open=false), so the close animation plays.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.content}>
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
