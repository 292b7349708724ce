'use client';

import { Modal } from '@/components/ui/Modal';
import { BANK_DEBIT_CANCEL_NOTICE_DAYS } from '@/lib/constants';

import styles from './Payments.module.scss';

export interface BankDebitMandateModalProps {
  open: boolean;
  /** Who debits the account. */
  payee: string;
  holderName: string;
  /** The account's last four digits, to say which account. */
  last4: string;
  accepting: boolean;
  onAccept: () => void;
  onCancel: () => void;
}

/**
 * The spec's bank-debit confirmation modal: the mandate the account holder accepts before the
 * account is saved and debited. It can be canceled with 30 days' notice (spec section 9).
 */
export function BankDebitMandateModal({
  open,
  payee,
  holderName,
  last4,
  accepting,
  onAccept,
  onCancel,
}: BankDebitMandateModalProps) {
  return (
    <Modal open={open} onClose={onCancel} title="Bank-debit confirmation">
      <div className={styles.dialogBody}>
        <p>
          I, <strong>{holderName}</strong>, authorise {payee} and BuildMarket to debit the bank account ending in{' '}
          <strong>{last4}</strong> for this payment and for future payments I approve, as pre-authorised debits.
        </p>
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
