import type { ReactNode } from 'react';

import { ActionRow, ContactSales, StartSelling } from './Actions';
import styles from './CallToAction.module.scss';

/**
 * The closing band of a supplier page: its own named landmark after the anchor sections, with
 * "Start selling" and "Contact sales".
 */
export function CallToAction({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <div className={styles.band}>
        <div className={styles.copy}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{children}</p>
        </div>
        <ActionRow>
          <StartSelling />
          <ContactSales tone="onDark" />
        </ActionRow>
      </div>
    </section>
  );
}
