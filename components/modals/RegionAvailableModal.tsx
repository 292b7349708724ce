'use client';

import type { ReactNode } from 'react';

import { Modal } from '@/components/ui/Modal';

import styles from './modals.module.scss';

export interface RegionAvailableModalProps {
  open: boolean;
  onClose: () => void;
  /** The city the check found, e.g. { name: 'Toronto', regionCode: 'ON' }. */
  city: { name: string; regionCode: string } | null;
  supplierCount: number;
  /** A storefront's check: the supplier that delivers there. */
  supplierName?: string;
  /** What to do next: a link to the order flow here, the Next button in the order flow. */
  action?: ReactNode;
}

/** The region-available modal: suppliers deliver to the area that was checked. */
export function RegionAvailableModal({
  open,
  onClose,
  city,
  supplierCount,
  supplierName,
  action,
}: RegionAvailableModalProps) {
  const place = city ? `${city.name}, ${city.regionCode}` : 'your area';
  return (
    <Modal open={open} onClose={onClose} title="Region available">
      <div className={styles.body}>
        <p className={styles.success}>Good news: we deliver to {place}.</p>
        {supplierName ? (
          <p>{supplierName} delivers there. Schedule your delivery online.</p>
        ) : (
          <p>
            {supplierCount === 1 ? '1 supplier delivers' : `${supplierCount} suppliers deliver`} there. Compare their
            prices and schedule your delivery online.
          </p>
        )}
        {action}
      </div>
    </Modal>
  );
}
