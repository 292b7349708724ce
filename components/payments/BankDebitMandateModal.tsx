'use client';

import { useState } from 'react';

import { Modal } from '@/components/ui/Modal';
import { BANK_DEBIT_CANCEL_NOTICE_DAYS } from '@/lib/constants';

import styles from './Payments.module.scss';

/** Whose account the mandate debits, and which: its last four characters. */
export interface BankDebitMandate {
  holderName: string;
  last4: string;
}

export interface BankDebitMandateModalProps {
  /** The mandate to accept; null: closed. */
  mandate: BankDebitMandate | null;
  /** Who debits the account. */
  payee: string;
  accepting: boolean;
  onAccept: () => void;
  onCancel: () => void;
}

/**
 * The spec's bank-debit confirmation modal: the mandate the account holder accepts before the
 * account is saved and debited. It can be canceled with 30 days' notice (spec section 9). It
 * only ever names a whole account: while it plays its close animation it keeps the mandate it
 * showed, and without one it says nothing of an account.
 */
export function BankDebitMandateModal({
  mandate: current,
  payee,
  accepting,
  onAccept,
  onCancel,
}: BankDebitMandateModalProps) {
  const [last, setLast] = useState(current);
  if (current && current !== last) setLast(current);
  const mandate = current ?? last;
  return (
    <Modal open={current !== null} onClose={onCancel} title="Bank-debit confirmation">
      <div className={styles.dialogBody}>
        {mandate && (
          <p>
            I, <strong>{mandate.holderName}</strong>, authorise {payee} and BuildMarket to debit the bank account ending
            in <strong>{mandate.last4}</strong> for this payment and for future payments I approve, as pre-authorised
            debits.
          </p>
        )}
        <p>
          This authorisation stays in effect until I cancel it, which I may do at any time with{' '}
          {BANK_DEBIT_CANCEL_NOTICE_DAYS} days&apos; notice. Before any verification, two small deposits are sent to the
          account; I confirm their amounts to verify it.
        </p>
        <div className={styles.dialogActions}>
          <button type="button" className={styles.primary} onClick={onAccept} disabled={accepting}>
            {accepting ? 'Saving the account…' : 'Accept the mandate'}
          </button>
          <button type="button" className={styles.secondary} onClick={onCancel}>
            Cancel
          </button>
        </div>
      </div>
    </Modal>
  );
}
