'use client';

import { useState } from 'react';

import { Modal } from '@/components/ui/Modal';
import { PAYMENT_MESSAGES } from '@/lib/validation/payments';

import styles from './Payments.module.scss';
import { describePaymentProblem, type PaymentProblem } from '@/lib/order/payment-problems';

export interface PaymentStateDialogProps {
  /** The problem to show; null: closed. */
  problem: PaymentProblem | null;
  onClose: () => void;
  /** 'Payment Failed': try again (with a new idempotency key). */
  onRetry?: () => void;
  /** 'Verification is required' (Verify) and 'Requires confirmation' (Continue?): enter the micro-deposits. */
  onVerify?: () => void;
}

/**
 * The payment states of spec sections 4 and 8 that need the person's attention, each with its
 * words and its way on: 'Payment Failed' with Retry Payment, 'Payment method was not created',
 * 'Payment method error!', 'Payment is already in process' titled 'Attention!', 'Verification is
 * required' with Verify, and 'Requires confirmation: You need to verify your bank account' with
 * Continue?.
 */
export function PaymentStateDialog({ problem: current, onClose, onRetry, onVerify }: PaymentStateDialogProps) {
  // While the dialog plays its close animation it keeps saying what it said.
  const [last, setLast] = useState(current);
  if (current && current !== last) setLast(current);
  const problem = current ?? last;
  const { title, text } = problem ? describePaymentProblem(problem) : { title: '', text: null };
  const action =
    problem?.kind === 'failed' && onRetry
      ? { label: PAYMENT_MESSAGES.retry, run: onRetry }
      : problem?.kind === 'verificationRequired' && onVerify
        ? { label: PAYMENT_MESSAGES.verify, run: onVerify }
        : problem?.kind === 'requiresConfirmation' && onVerify
          ? { label: PAYMENT_MESSAGES.continue, run: onVerify }
          : null;
  return (
    <Modal open={Boolean(current)} onClose={onClose} title={title}>
      <div className={styles.dialogBody} data-problem={problem?.kind}>
        {text && <p>{text}</p>}
        {problem?.kind === 'requiresConfirmation' && (
          <p>Two small deposits were sent to the account. Enter their amounts to verify it.</p>
        )}
        <div className={styles.dialogActions}>
          {action ? (
            <>
              <button type="button" className={styles.primary} onClick={action.run}>
                {action.label}
              </button>
              <button type="button" className={styles.secondary} onClick={onClose}>
                Not now
              </button>
            </>
          ) : (
            <button type="button" className={styles.primary} onClick={onClose}>
              OK
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}
