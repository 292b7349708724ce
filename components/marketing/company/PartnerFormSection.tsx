import Link from 'next/link';
import type { ReactNode } from 'react';

import blocks from '@/components/marketing/contractors/blocks.module.scss';
import { Icon } from '@/components/marketing/contractors/icons';
import { publicEnv } from '@/lib/env';
import { routes } from '@/lib/routes';

import styles from './company.module.scss';

const subject = encodeURIComponent('Start selling on BuildMarket');

/**
 * The content of the partner-form section (the page places it in <section id="partnerForm">):
 * the form itself, and beside it the other ways to reach the supplier team.
 */
export function PartnerFormSection({ children }: { children: ReactNode }) {
  return (
    <div className={styles.partnerForm}>
      <div>{children}</div>
      <div className={`${blocks.card} ${styles.contactCard}`}>
        <span className={blocks.iconBadge}>
          <Icon name="mail" />
        </span>
        <p>
          Email us at{' '}
          <a href={`mailto:${publicEnv.companyEmail}?subject=${subject}`} className={styles.email}>
            {publicEnv.companyEmail}
          </a>
        </p>
        <p className={blocks.muted}>
          Prefer to talk first? Email us, or book a 30-minute walkthrough with our supplier team.
        </p>
        <div className={blocks.actions}>
          <Link href={routes.bookDemo.path} className={blocks.button}>
            Schedule a demo
          </Link>
        </div>
      </div>
    </div>
  );
}
