'use client';

import { Modal } from '@/components/ui/Modal';

import styles from './modals.module.scss';

/** The we-will-reach-you modal: the partner form was received. */
export function WeWillReachYouModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="We will reach you">
      <div className={styles.body}>
        <p>Thank you! We have your request. Our supplier team will contact you within one business day.</p>
        <button type="button" className={styles.primary} onClick={onClose}>
          Done
        </button>
      </div>
    </Modal>
  );
}
