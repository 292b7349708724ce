'use client';

import { Modal } from '@/components/ui/Modal';

import styles from './Payments.module.scss';

export interface ThreeDSecureChallengeProps {
  open: boolean;
  /** What the bank asks to confirm: "a hold of $1,717.76", "a payment of $1,561.60". */
  what: string;
  onComplete: () => void;
  onFail: () => void;
}

/**
 * The built-in sandbox's 3-D Secure challenge, as Stripe's test mode shows it: the card's bank
 * asks to confirm the payment, and the tester completes or fails it. (With Stripe, Stripe.js shows
 * the bank's real challenge instead.)
 */
export function ThreeDSecureChallenge({ open, what, onComplete, onFail }: ThreeDSecureChallengeProps) {
  return (
    <Modal open={open} onClose={onFail} title="Confirm this payment with your bank">
      <div className={styles.dialogBody}>
        <p>
          Your card&apos;s bank asks you to confirm <strong>{what}</strong> to BuildMarket (3-D Secure).
        </p>
        <p className={styles.muted}>Test mode: no bank is contacted. Complete or fail the authentication.</p>
        <div className={styles.dialogActions}>
          <button type="button" className={styles.primary} onClick={onComplete}>
            Complete authentication
          </button>
          <button type="button" className={styles.secondary} onClick={onFail}>
            Fail authentication
          </button>
        </div>
      </div>
    </Modal>
  );
}
