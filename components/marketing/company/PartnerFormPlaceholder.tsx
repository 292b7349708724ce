import blocks from '@/components/marketing/contractors/blocks.module.scss';
import { Icon } from '@/components/marketing/contractors/icons';
import { NewTabLink } from '@/components/marketing/contractors/NewTabLink';
import { publicEnv } from '@/lib/env';

import styles from './company.module.scss';

const subject = encodeURIComponent('Start selling on BuildMarket');

/**
 * The content of the partner-form section (the page places it in <section id="partnerForm">).
 * Until the form lands, suppliers reach us by email or book a demo.
 */
export function PartnerFormPlaceholder() {
  return (
    <div className={styles.partnerForm}>
      <div>
        <p className={blocks.lead}>Send us a few lines and we will reply within one business day. Useful to include:</p>
        <ul className={blocks.checkList}>
          <li>
            <Icon name="check" />
            <span>Your company name and website, if you have one</span>
          </li>
          <li>
            <Icon name="check" />
            <span>What you sell: ready-mix, aggregates, volumetric concrete, disposal bins or building materials</span>
          </li>
          <li>
            <Icon name="check" />
            <span>The cities you deliver to and how many trucks you run</span>
          </li>
          <li>
            <Icon name="check" />
            <span>How customers order from you today</span>
          </li>
        </ul>
      </div>
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
        <p className={blocks.muted}>Prefer to see it first? Book a 30-minute walkthrough with our supplier team.</p>
        <div className={blocks.actions}>
          <NewTabLink href={publicEnv.bookDemoUrl} className={blocks.button}>
            Schedule a demo
          </NewTabLink>
        </div>
      </div>
    </div>
  );
}
